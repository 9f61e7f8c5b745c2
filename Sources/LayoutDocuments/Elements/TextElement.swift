import DocumentModel

/// `text` (Texture's `ASTextNode` with an attributed string): its own keys (its `color` is
/// in `DrawingProperties`). The text is `text`, or `spans` with attributes of their own over
/// the element's. A leaf: the `LeafFactory` makes it.
package struct TextElement: LeafElementType, Hashable {
    /// How a line that does not fit ends.
    package enum Truncation: String, Hashable, Sendable, CaseIterable { case tail, middle, head, clip }
    /// Horizontal placement of lines (`NSTextAlignment`).
    package enum Alignment: String, Hashable, Sendable, CaseIterable { case natural, left, center, right, justified }
    /// A change of case applied to the text as drawn (CSS `text-transform`).
    package enum Transform: String, Hashable, Sendable, CaseIterable { case none, uppercase, lowercase, capitalize }

    /// The text, when it is one run; empty when `spans` give it.
    package var text: String = ""
    /// Runs with attributes of their own; empty when `text` gives the text.
    package var spans: [TextSpan] = []
    package var font = FontProperties()
    /// 0 means unlimited.
    package var maxLines: Int = 0
    package var truncation: Truncation = .tail
    /// Drawn where text was cut (Texture's `truncationAttributedText`); nil for "…".
    package var truncationToken: String?
    package var alignment: Alignment = .natural
    /// Extra points between lines.
    package var lineSpacing: Double = 0
    /// Extra points after each character (UIKit's `kern`).
    package var letterSpacing: Double = 0
    package var underline = false
    package var strikethrough = false
    package var transform: Transform = .none
    /// The colour of `truncationToken` (hex or a name); nil: the colour of the cut text.
    package var truncationTokenColor: DocumentColor? { truncationTokenColorSource?.color }
    /// Line height as a multiple of the font's (0 = natural).
    package var lineHeightMultiple: Double = 0
    /// Line height in points (0 = natural); replaces `lineHeightMultiple` when set.
    package var lineHeight: Double = 0
    /// Extra points after each paragraph.
    package var paragraphSpacing: Double = 0
    /// Points the first line of each paragraph is indented by.
    package var firstLineIndent: Double = 0
    /// Space between the node's edges and its text (Texture's `textContainerInset`):
    /// top, left, bottom, right.
    package var textContainerInset: [Double] = [0, 0, 0, 0]
    /// Whether the text follows the reader's text size (`adjustsFontForContentSize`, default
    /// true); false keeps a fixed size, which `feedrender audit` reports.
    package var adjustsFontForContentSize = true
    /// `truncationTokenColor` and where it is written, for the parser's check of its name.
    var truncationTokenColorSource: WrittenColor?

    package init() {}

    package static let name = "text"
    package static let keys: [ElementKey] = [
        .value("text"), .value("spans"), .value("font"), .value("maxLines"), .value("truncation"),
        .value("truncationToken"), .value("alignment"), .value("lineSpacing"), .value("letterSpacing"),
        .value("underline"), .value("strikethrough"), .value("transform"), .value("truncationTokenColor"),
        .value("lineHeightMultiple"), .value("lineHeight"), .value("paragraphSpacing"), .value("firstLineIndent"), .value("textContainerInset"),
        .value("adjustsFontForContentSize"),
    ]

    package init(reading object: DocumentObject) throws {
        if let value = object["text"] { text = try value.string() }
        if let value = object["spans"] {
            if object["text"] != nil { throw value.error("give either \"text\" or \"spans\", not both") }
            spans = try value.array().map(TextSpan.init(reading:))
        }
        if let value = object["truncationToken"] { truncationToken = try value.string() }
        if let value = object["alignment"] { alignment = try value.oneOf(Alignment.self) }
        if let value = object["lineSpacing"] { lineSpacing = try Self.spacing(value) }
        if let value = object["letterSpacing"] { letterSpacing = try Self.letterSpacing(value) }
        if let value = object["underline"] { underline = try value.bool() }
        if let value = object["strikethrough"] { strikethrough = try value.bool() }
        if let value = object["transform"] { transform = try value.oneOf(Transform.self) }
        if let value = object["maxLines"] {
            maxLines = try value.integer()
            if maxLines < 0 { throw value.error("expected a whole number ≥ 0, got \(value.value.summary)") }
        }
        if let value = object["truncation"] { truncation = try value.oneOf(Truncation.self) }
        if let value = object["truncationTokenColor"] {
            truncationTokenColorSource = WrittenColor(color: try DocumentColor.parse(value, names: [try value.string()]),
                                                      value: value)
        }
        if let value = object["lineHeightMultiple"] { lineHeightMultiple = try Self.number(value, in: 0...10) }
        if let value = object["lineHeight"] { lineHeight = try Self.spacing(value) }
        if let value = object["paragraphSpacing"] { paragraphSpacing = try Self.spacing(value) }
        if let value = object["firstLineIndent"] { firstLineIndent = try Self.spacing(value) }
        if let value = object["textContainerInset"] {
            textContainerInset = try value.array(count: 4).map { try Self.spacing($0) }
        }
        if let value = object["font"] { font = try FontProperties(reading: value) }
        if let value = object["adjustsFontForContentSize"] { adjustsFontForContentSize = try value.bool() }
    }

    package var properties: ElementProperties? { .text(self) }

    package var namedColors: [(name: String, value: DocumentValue)] {
        let token = truncationTokenColorSource.flatMap { source in source.color.name.map { ($0, source.value) } }
        return spans.compactMap { span in span.colorValue.flatMap { value in span.color?.name.map { ($0, value) } } }
            + (token.map { [$0] } ?? [])
    }

    /// Spacing and indents: 0 to 1,000 points.
    static func spacing(_ value: DocumentValue) throws -> Double {
        try number(value, in: 0...1000)
    }

    /// A number in `range`, or an error naming the range.
    static func number(_ value: DocumentValue, in range: ClosedRange<Double>) throws -> Double {
        let number = try value.number()
        guard range.contains(number) else {
            throw value.error("expected a number from \(Int(range.lowerBound)) to \(Int(range.upperBound)), "
                              + "got \(value.value.summary)")
        }
        return number
    }

    /// Letter spacing: -100 to 100 points (negative tightens).
    static func letterSpacing(_ value: DocumentValue) throws -> Double {
        let number = try value.number()
        guard (-100...100).contains(number) else {
            throw value.error("expected a number from -100 to 100, got \(value.value.summary)")
        }
        return number
    }
}

/// One run of a `text` element's `spans`: its text and the attributes it sets over the
/// element's (nil or false: the element's).
package struct TextSpan: Hashable, Sendable {
    package var text: String
    /// Members set here replace the element's font's.
    package var font = FontProperties()
    /// Hex, or a name checked against the document's colours by the parser.
    package var color: DocumentColor?
    package var underline: Bool?
    package var strikethrough: Bool?
    package var letterSpacing: Double?
    /// Points the span is raised (negative: lowered) from the baseline.
    package var baselineOffset: Double?
    /// Where `color` is written, for the parser's check of its name.
    var colorValue: DocumentValue?

    /// A span of `text` with the element's attributes.
    package init(text: String) {
        self.text = text
    }

    /// The keys a span takes.
    static let keys = ["text", "font", "color", "underline", "strikethrough", "letterSpacing", "baselineOffset"]

    /// Reads `{text, font?, color?, underline?, strikethrough?, letterSpacing?, baselineOffset?}` (a bare
    /// string is a span with only text).
    init(reading value: DocumentValue) throws {
        if case .string(let text) = value.value {
            self.text = text
            return
        }
        let object = try value.object()
        try object.rejectUnknownKeys(allowed: Self.keys, in: "a text span")
        text = try object.required("text").string()
        if let font = object["font"] { self.font = try FontProperties(reading: font) }
        if let color = object["color"] {
            // Any name here; `ElementParser` checks it against the document's (via `namedColors`).
            self.color = try DocumentColor.parse(color, names: [try color.string()])
            colorValue = color
        }
        if let underline = object["underline"] { self.underline = try underline.bool() }
        if let strikethrough = object["strikethrough"] { self.strikethrough = try strikethrough.bool() }
        if let spacing = object["letterSpacing"] { letterSpacing = try TextElement.letterSpacing(spacing) }
        if let offset = object["baselineOffset"] { baselineOffset = try TextElement.number(offset, in: -1000...1000) }
    }

    package static func == (lhs: TextSpan, rhs: TextSpan) -> Bool {
        lhs.text == rhs.text && lhs.font == rhs.font && lhs.color == rhs.color && lhs.underline == rhs.underline
            && lhs.strikethrough == rhs.strikethrough && lhs.letterSpacing == rhs.letterSpacing
            && lhs.baselineOffset == rhs.baselineOffset
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(text)
        hasher.combine(font)
        hasher.combine(color)
    }
}

/// A `font` object; nil members mean "the renderer's default".
package struct FontProperties: Hashable, Sendable {
    package var family: String?
    package var size: Double?
    /// CSS-style weight 1...1000 (400 regular, 700 bold); names such as "bold" are accepted in documents.
    package var weight: Double?
    /// The italic face (`italic: true`).
    package var italic: Bool

    /// A font object; nil members take the renderer's defaults.
    package init(family: String? = nil, size: Double? = nil, weight: Double? = nil, italic: Bool = false) {
        self.family = family
        self.size = size
        self.weight = weight
        self.italic = italic
    }

    /// The weights documents may give by name.
    package static let weightNames: [String: Double] = [
        "thin": 100, "ultraLight": 200, "extraLight": 200, "light": 300, "regular": 400, "normal": 400,
        "medium": 500, "semibold": 600, "bold": 700, "heavy": 800, "extraBold": 800, "black": 900,
    ]

    /// Reads `{family, size, weight, italic}`: a size > 0, a weight 1...1000 or one of `weightNames`.
    init(reading value: DocumentValue) throws {
        let font = try value.object()
        try font.rejectUnknownKeys(allowed: ["family", "size", "weight", "italic"], in: "a font")
        family = try font["family"]?.string()
        italic = try font["italic"]?.bool() ?? false
        if let size = font["size"] {
            let points = try size.number()
            guard points > 0, points <= DocumentLimits.fontPoints else {
                throw size.error("expected a font size > 0 and ≤ \(DecimalFormatter.string(for: DocumentLimits.fontPoints)), "
                                 + "got \(size.value.summary)")
            }
            self.size = points
        }
        if let weight = font["weight"] {
            if case .string(let name) = weight.value {
                guard let number = Self.weightNames[name] else {
                    throw weight.error("expected a weight 1...1000 or one of \(Self.weightNames.keys.sorted().map(JSONValue.quoted).joined(separator: ", ")), got \(weight.value.summary)")
                }
                self.weight = number
            } else {
                let number = try weight.number()
                guard number >= 1, number <= 1000 else {
                    throw weight.error("expected a weight 1...1000, got \(weight.value.summary)")
                }
                self.weight = number
            }
        }
    }
}

/// A colour read from a document and the value it was read from (for the parser's later
/// check of its name); equal when the colours are, wherever they were written.
struct WrittenColor: Hashable, Sendable {
    var color: DocumentColor
    var value: DocumentValue

    static func == (lhs: WrittenColor, rhs: WrittenColor) -> Bool { lhs.color == rhs.color }

    func hash(into hasher: inout Hasher) { hasher.combine(color) }
}

extension DocumentElement.Kind {
    /// A `text` element (`TextElement`).
    package static let text = Self(TextElement.self)
}
