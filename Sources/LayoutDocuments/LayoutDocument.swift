import DocumentModel
import Layout

/// A layout document (layout-json.md): the screen scale, the size range the root is laid
/// out in, the layout direction and the root element. Unknown top-level keys are ignored.
package struct LayoutDocument: Sendable {
    /// Pixels per point; sizes and node positions round up to this grid.
    package var scale: Double
    /// The range the root is laid out in; an infinite max is unbounded.
    package var sizeRange: SizeRange
    /// The direction of the whole tree (`"layoutDirection"`: `"ltr"`, the default, or `"rtl"`).
    package var layoutDirection: LayoutDirection
    package var root: DocumentElement
    /// `states`: later roots of the same node, each `{"root": element}`, in order. Drawn
    /// one after another they animate as Texture's layout transition (an element's `id` is
    /// its node's identity from state to state). Empty for a still document.
    package var states: [DocumentElement]
    /// The most `states` a document may list.
    package static let maximumStates = 100
    /// The ids of all elements, in document order (the order frames are printed in).
    package var ids: [String]
    /// The `fonts` array: font files (paths relative to the document) registered for its
    /// text, each value kept with its path for error messages.
    package var fontFiles: [DocumentValue]
    /// `allowFontFallback: true`: an unknown family draws with the system face and warns,
    /// instead of failing the document.
    package var allowsFontFallback: Bool
    /// The JSON the document was read from, which `fontFamilies` scans.
    private var json: JSONValue
    /// The document's own named colours (`colors`), with those it was given.
    package var colors: DocumentColors

    /// Parses a document already read into a `JSONValue` (JSON or YAML); an element with
    /// more than `limits.childrenPerElement` children is refused.
    /// - Parameter colors: named colours from around the document (a feed's, for its
    ///   templates), which its own `colors` add to.
    package init(json: JSONValue, limits: DocumentLimits = .default, colors: DocumentColors = DocumentColors()) throws {
        let top = try DocumentValue(json).object()
        var colors = colors
        if let value = top["colors"] { colors.colors.merge(try DocumentColors.read(value).colors) { $1 } }
        self.colors = colors
        scale = try top["scale"].map { value in
            let number = try value.number()
            guard DocumentLimits.scales.contains(number) else {
                throw value.error("expected a scale from \(DecimalFormatter.string(for: DocumentLimits.scales.lowerBound)) "
                                  + "to \(DecimalFormatter.string(for: DocumentLimits.scales.upperBound)), got \(value.value.summary)")
            }
            return number
        } ?? 1
        sizeRange = try top["size"].map(Self.parseSizeRange) ?? .unconstrained
        layoutDirection = try top["layoutDirection"]?.oneOf(LayoutDirection.self) ?? .leftToRight
        fontFiles = try Self.parseFontFiles(top["fonts"])
        allowsFontFallback = try top["allowFontFallback"]?.bool() ?? false
        var parser = ElementParser(limits: limits, colorNames: colors.names)
        root = try parser.parseElement(try top.required("root"))
        ids = parser.ids
        states = try Self.parseStates(top["states"], limits: limits, colorNames: colors.names)
        self.json = json
    }

    /// Every font family the document's text names, with the path of its `family` key.
    package var fontFamilies: [FontFamilyReference] {
        FontFamilyReference.scan(DocumentValue(json)).filter { $0.path.description.hasPrefix("root") }
    }

    /// `states: [{"root": element}, ...]`: at most `maximumStates`, each parsed as a root
    /// (its ids unique within it).
    private static func parseStates(_ value: DocumentValue?, limits: DocumentLimits,
                                    colorNames: Set<String>) throws -> [DocumentElement] {
        guard let value else { return [] }
        let items = try value.array()
        guard items.count <= maximumStates else {
            throw value.error("at most \(maximumStates) states, got \(items.count)")
        }
        return try items.map { item in
            let state = try item.object()
            try state.rejectUnknownKeys(allowed: ["root"], in: "a state")
            var parser = ElementParser(limits: limits, colorNames: colorNames)
            return try parser.parseElement(try state.required("root"))
        }
    }

    /// `fonts: ["Fonts/Brand.otf", ...]`: an array of non-empty path strings.
    package static func parseFontFiles(_ value: DocumentValue?) throws -> [DocumentValue] {
        guard let value else { return [] }
        let files = try value.array()
        for file in files where try file.string().isEmpty { throw file.error("expected a font file path, got \"\"") }
        return files
    }

    /// Parses JSON text; syntax errors name the line and column.
    package init(jsonText: String, limits: DocumentLimits = .default) throws {
        try self.init(json: JSONValue(parsing: jsonText, maximumDepth: limits.depth), limits: limits)
    }

    /// `{"min": [w, h], "max": [w|null, h|null]}` (either may be omitted), or `[w|null, h|null]`
    /// for an exact size (null: unbounded on that axis).
    private static func parseSizeRange(_ value: DocumentValue) throws -> SizeRange {
        if case .array = value.value {
            let items = try value.array(count: 2)
            let width = try items[0].isNull ? nil : items[0].number(in: 0...DocumentLimits.layoutPoints)
            let height = try items[1].isNull ? nil : items[1].number(in: 0...DocumentLimits.layoutPoints)
            return SizeRange(min: Size(width: width ?? 0, height: height ?? 0),
                             max: Size(width: width ?? .infinity, height: height ?? .infinity))
        }
        let object = try value.object()
        try object.rejectUnknownKeys(allowed: ["min", "max"], in: "a size range")
        var range = SizeRange.unconstrained
        if let min = object["min"] {
            let items = try min.array(count: 2)
            range.min = Size(width: try items[0].number(in: 0...DocumentLimits.layoutPoints), height: try items[1].number(in: 0...DocumentLimits.layoutPoints))
        }
        if let max = object["max"] {
            let items = try max.array(count: 2)
            range.max = Size(width: try items[0].isNull ? .infinity : items[0].number(in: 0...DocumentLimits.layoutPoints),
                             height: try items[1].isNull ? .infinity : items[1].number(in: 0...DocumentLimits.layoutPoints))
        }
        return range
    }
}
