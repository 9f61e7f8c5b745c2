/// The limits that keep a hostile or broken document from using unbounded time or memory.
/// Each has a default far above any real document; the CLI raises one with
/// `--limit NAME=VALUE` (names as in `Name`), and a paged source with its `maxPages` key.
///
/// The canvas limits (`viewportPoints`, `scales`, `framePixelWidth`, `framePixelHeight`)
/// are fixed: they follow from what the raster backend can allocate.
package struct DocumentLimits: Hashable, Sendable {
    /// The names `--limit` accepts.
    package enum Name: String, CaseIterable, Sendable {
        case bytes, depth, aliases, items, children, pages, templates, string
        case imagePixels = "image-pixels"
    }

    /// The largest document, in bytes.
    package var bytes = 64 << 20
    /// The deepest nesting of arrays and objects (JSON and YAML alike).
    package var depth = 10_000
    /// How many values YAML aliases (`*name`) may add beyond the text's own, so that
    /// "billion laughs" documents are refused before they are expanded.
    package var aliasExpansions = 100_000
    /// The most items a feed may hold, inline and fetched together.
    package var itemsPerFeed = 200_000
    /// The most children one layout element (`children`) may have.
    package var childrenPerElement = 200_000
    /// The most pages fetched from one paged source (a document's `maxPages` overrides it).
    package var pagesPerSource = 100
    /// The most values a feed's template cells may be built from in all (a template's
    /// size times its items), so a large template on many items cannot multiply into
    /// billions of elements.
    package var templateValues = 5_000_000
    /// The longest string (a key or a value) in UTF-8 bytes: room for a `data:` URL of a
    /// 3 MB image, while a 60 MiB message took gigabytes of memory on its way to the screen.
    package var stringBytes = 4 << 20
    /// The most pixels a run decodes from huge images (16 M pixels or more each), summed as
    /// their headers declare them: 10 images of the largest accepted size, 31 of 16 M pixels;
    /// 16 huge PNGs took 41 s and 800 MB without it. Images past it are drawn as placeholders
    /// with a warning naming them; smaller images never count, so a long feed of photos
    /// cannot run out.
    package var decodedImagePixels = 500_000_000

    /// The defaults.
    package static let `default` = DocumentLimits()

    package init() {}

    /// The largest viewport side, in points.
    package static let viewportPoints = 10_000.0
    /// The largest length a layout document gives (a size, position, spacing, inset or
    /// offset), in points, either sign where negative ones make sense. Texture takes sizes
    /// from 10⁷ points as invalid (the layout becomes 0×0, with a warning); up to 10⁹ is
    /// accepted so that stays reproducible, while 1e308 overflowed into infinities and NaNs.
    package static let layoutPoints = 1_000_000_000.0
    /// Lengths from -`layoutPoints` to `layoutPoints`.
    package static let signedLayoutPoints = -layoutPoints...layoutPoints
    /// The largest font size, in points (a text size of 3 makes it 3,000).
    package static let fontPoints = 1_000.0
    /// The screen scales (pixels per point) accepted, the same for documents and `--scale`.
    package static let scales = 1.0...8.0
    /// The widest frame, in pixels.
    package static let framePixelWidth = 16_384
    /// The tallest frame, in pixels (Cairo's limit per side).
    package static let framePixelHeight = 32_767
    /// The most pixels in one frame (160 MB of RGBA): about seven times the largest
    /// device preset, low enough that a few frames in flight fit in memory.
    package static let framePixels = 40_000_000

    /// Why a frame of `width`×`height` points at `scale` cannot be drawn, or nil when it
    /// can: a scale outside `scales`, more pixels than `framePixelWidth`×`framePixelHeight`
    /// on a side, or more than `framePixels` in all.
    package static func frameProblem(width: Double, height: Double, scale: Double) -> String? {
        if !scales.contains(scale) {
            return "scale \(JSONValue.number(scale).summary) is outside \(DecimalFormatter.string(for: scales.lowerBound))"
                + "...\(DecimalFormatter.string(for: scales.upperBound))"
        }
        let pixelWidth = (width * scale).rounded(.up), pixelHeight = (height * scale).rounded(.up)
        let points = "\(JSONValue.number(width).summary)×\(JSONValue.number(height).summary) pt"
        let pixels = "\(JSONValue.number(pixelWidth).summary)×\(JSONValue.number(pixelHeight).summary)"
        guard pixelWidth <= Double(framePixelWidth), pixelHeight <= Double(framePixelHeight) else {
            return "\(points) at scale \(JSONValue.number(scale).summary) is \(pixels) pixels, "
                + "over the limit of \(framePixelWidth)×\(framePixelHeight) pixels per frame"
        }
        guard pixelWidth * pixelHeight <= Double(framePixels) else {
            return "\(points) at scale \(JSONValue.number(scale).summary) is \(pixels) pixels, "
                + "over the limit of \(framePixels) pixels per frame"
        }
        return nil
    }

    /// The value of one limit.
    package subscript(name: Name) -> Int {
        get {
            switch name {
            case .bytes: bytes
            case .depth: depth
            case .aliases: aliasExpansions
            case .items: itemsPerFeed
            case .children: childrenPerElement
            case .pages: pagesPerSource
            case .templates: templateValues
            case .string: stringBytes
            case .imagePixels: decodedImagePixels
            }
        }
        set {
            switch name {
            case .bytes: bytes = newValue
            case .depth: depth = newValue
            case .aliases: aliasExpansions = newValue
            case .items: itemsPerFeed = newValue
            case .children: childrenPerElement = newValue
            case .pages: pagesPerSource = newValue
            case .templates: templateValues = newValue
            case .string: stringBytes = newValue
            case .imagePixels: decodedImagePixels = newValue
            }
        }
    }

    /// Applies `NAME=VALUE` (e.g. `items=500000`); the error is a one-line usage message.
    package mutating func apply(_ assignment: String) throws(LimitError) {
        let parts = assignment.split(separator: "=", maxSplits: 1).map(String.init)
        let names = Name.allCases.map(\.rawValue).joined(separator: ", ")
        guard parts.count == 2, let name = Name(rawValue: parts[0]) else {
            throw LimitError(message: "--limit takes NAME=VALUE with NAME one of \(names), got '\(assignment)'")
        }
        guard let value = Int(parts[1].replacingOccurrences(of: "_", with: "")), value >= 1 else {
            throw LimitError(message: "--limit \(name.rawValue) needs a whole number ≥ 1, got '\(parts[1])'")
        }
        self[name] = value
    }

    /// Limits with every `NAME=VALUE` of `assignments` applied.
    package init(applying assignments: [String]) throws(LimitError) {
        self.init()
        for assignment in assignments { try apply(assignment) }
    }

    /// The first string in `value` (a key or a value) longer than `stringBytes`, as an error
    /// naming its path; nil when there is none. Walks with its own stack (documents nest
    /// 10,000 levels deep).
    package func longStringProblem(in value: JSONValue) -> DocumentError? {
        func problem(_ string: String, at path: DocumentPath) -> DocumentError? {
            let length = string.utf8.count
            guard length > stringBytes else { return nil }
            return DocumentError(path: path, "a string of \(length) bytes, over the limit of \(stringBytes) bytes per string ("
                                 + Self.raiseHint(.string) + ")")
        }
        var pending: [(JSONValue, DocumentPath)] = [(value, .document)]
        while let (value, path) = pending.popLast() {
            switch value {
            case .string(let string):
                if let error = problem(string, at: path) { return error }
            case .array(let elements):
                for (index, element) in elements.enumerated() {
                    switch element {
                    case .string(let string): if let error = problem(string, at: path.appending(index)) { return error }
                    case .array, .object: pending.append((element, path.appending(index)))
                    default: break
                    }
                }
            case .object(let object):
                for member in object.members {
                    if let error = problem(member.key, at: path.appending(member.key)) { return error }
                    switch member.value {
                    case .string(let string): if let error = problem(string, at: path.appending(member.key)) { return error }
                    case .array, .object: pending.append((member.value, path.appending(member.key)))
                    default: break
                    }
                }
            default: break
            }
        }
        return nil
    }

    /// The text an error shows after a limit is hit: how to raise it.
    package static func raiseHint(_ name: Name) -> String { "raise with --limit \(name.rawValue)=N" }
}

/// A malformed `--limit` argument.
package struct LimitError: Error, CustomStringConvertible, Sendable {
    /// What is wrong, as one line for the usage error.
    package var message: String
    package var description: String { message }
}
