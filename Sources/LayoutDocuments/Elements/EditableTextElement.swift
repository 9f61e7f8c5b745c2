import DocumentModel

/// `editableText` (Texture's `ASEditableTextNode`): a text field (one line) or text view
/// (`multiline`) showing `text` in `font` and the element's `color`, or, while `text` is
/// empty, `placeholder` in `placeholderFont` and `placeholderColor`, with an optional caret,
/// in the field look of `fieldStyle`. A leaf: the `LeafFactory` makes it.
package struct EditableTextElement: LeafElementType, Hashable {
    /// The field's look (`TextFieldStyle` in Nodes).
    package enum FieldStyle: String, Hashable, Sendable, CaseIterable { case plain, iOS, material }

    package var text: String = ""
    package var placeholder: String = ""
    package var font = FontProperties()
    /// Nil: the text's font.
    package var placeholderFont: FontProperties?
    /// Nil: UIKit's placeholder grey.
    package var placeholderColor: DocumentColor? { placeholderColorSource?.color }
    package var isMultiline = false
    /// With `multiline`, the most lines shown (0: no limit).
    package var maxLines = 0
    package var showsCaret = false
    /// Nil: the field style's tint.
    package var caretColor: DocumentColor? { caretColorSource?.color }
    package var fieldStyle: FieldStyle = .plain
    var placeholderColorSource: WrittenColor?
    var caretColorSource: WrittenColor?

    package init() {}

    package static let name = "editableText"
    package static let keys: [ElementKey] = [
        .value("text"), .value("placeholder"), .value("font"), .value("placeholderFont"), .value("placeholderColor"),
        .value("multiline"), .value("maxLines"), .value("caret"), .value("caretColor"), .value("fieldStyle"),
    ]

    package init(reading object: DocumentObject) throws {
        if let value = object["text"] { text = try value.string() }
        if let value = object["placeholder"] { placeholder = try value.string() }
        if let value = object["font"] { font = try FontProperties(reading: value) }
        if let value = object["placeholderFont"] { placeholderFont = try FontProperties(reading: value) }
        if let value = object["multiline"] { isMultiline = try value.bool() }
        if let value = object["maxLines"] { maxLines = try value.integer(in: 0...10_000) }
        if let value = object["caret"] { showsCaret = try value.bool() }
        if let value = object["fieldStyle"] { fieldStyle = try value.oneOf(FieldStyle.self) }
        func color(_ key: String) throws -> WrittenColor? {
            guard let value = object[key] else { return nil }
            // Any name here; `ElementParser` checks it against the document's (via `namedColors`).
            return WrittenColor(color: try DocumentColor.parse(value, names: [try value.string()]), value: value)
        }
        placeholderColorSource = try color("placeholderColor")
        caretColorSource = try color("caretColor")
    }

    package var namedColors: [(name: String, value: DocumentValue)] {
        [placeholderColorSource, caretColorSource].compactMap { source in
            source.flatMap { source in source.color.name.map { ($0, source.value) } }
        }
    }
}

extension DocumentElement.Kind {
    /// An `editableText` element (`EditableTextElement`).
    package static let editableText = Self(EditableTextElement.self)
}
