import DocumentModel

/// `text` (Texture's `ASTextNode`): its own keys (its `color` is in `DrawingProperties`).
/// A leaf: the `LeafFactory` makes it.
package struct TextElement: LeafElementType, Hashable {
    /// How a line that does not fit ends.
    package enum Truncation: String, Hashable, Sendable, CaseIterable { case tail, middle, head, clip }

    package var text: String = ""
    package var font = FontProperties()
    /// 0 means unlimited.
    package var maxLines: Int = 0
    package var truncation: Truncation = .tail

    package init() {}

    package static let name = "text"
    package static let keys: [ElementKey] = [.value("text"), .value("font"), .value("maxLines"), .value("truncation")]

    package init(reading object: DocumentObject) throws {
        if let value = object["text"] { text = try value.string() }
        if let value = object["maxLines"] {
            maxLines = try value.integer()
            if maxLines < 0 { throw value.error("expected a whole number ≥ 0, got \(value.value.summary)") }
        }
        if let value = object["truncation"] { truncation = try value.oneOf(Truncation.self) }
        if let value = object["font"] { font = try FontProperties(reading: value) }
    }

    package var properties: ElementProperties? { .text(self) }
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
            guard points > 0 else { throw size.error("expected a font size > 0, got \(size.value.summary)") }
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

extension DocumentElement.Kind {
    /// A `text` element (`TextElement`).
    package static let text = Self(TextElement.self)
}
