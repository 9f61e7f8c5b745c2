import DocumentModel

/// The element types of layout documents: the one list the parser reads `type` against.
/// Adding a type is a file in this folder and a line in `types`.
package enum ElementVocabulary {
    /// Every element type, in the order error messages list them.
    package static let types: [any ElementType.Type] = [
        BoxElement.self,
        TextElement.self,
        ImageElement.self,
        ButtonElement.self,
        EditableTextElement.self,
        MultiplexImageElement.self,
        VideoElement.self,
        MapElement.self,
        StackElement.self,
        InsetElement.self,
        OverlayElement.self,
        BackgroundElement.self,
        CenterElement.self,
        RelativeElement.self,
        RatioElement.self,
        AbsoluteElement.self,
        WrapperElement.self,
        CornerElement.self,
        ScrollElement.self,
    ]

    /// Keys every element takes besides its own.
    package static let commonKeys = ["type", "id", "style", "accessibility"]
    /// Keys every element takes that change drawing, never layout (`DrawingProperties`).
    package static let drawingKeys = ["color", "backgroundColor", "cornerRadius", "borderWidth", "borderColor",
                                      "clipsToBounds", "alpha"]

    /// The type names, in `types` order.
    package static let names: [String] = types.map { $0.name }

    /// What the parser needs of one type, worked out once rather than per element.
    struct Entry: Sendable {
        /// The element type itself.
        let type: any ElementType.Type
        /// Common, drawing and own keys: what `rejectUnknownKeys` allows.
        let allowedKeys: [String]
        /// The role of each own key that holds children.
        let childRoles: [String: ElementKey.Role]
    }

    private static let entries: [String: Entry] = Dictionary(uniqueKeysWithValues: types.map { type in
        let childKeys = type.keys.filter { $0.role != .value }
        return (type.name, Entry(type: type, allowedKeys: commonKeys + drawingKeys + type.keys.map(\.name),
                                 childRoles: Dictionary(uniqueKeysWithValues: childKeys.map { ($0.name, $0.role) })))
    })

    /// The type named `name`, nil when there is none.
    package static func type(named name: String) -> (any ElementType.Type)? { entries[name]?.type }

    /// The entry for an element's `type` value; throws, listing every name, when it names none.
    static func entry(for value: DocumentValue) throws -> Entry {
        if case .string(let name) = value.value, let entry = entries[name] { return entry }
        return entries[try value.oneOf(names)]!
    }

    /// The vocabulary as help text: each type name with its own keys (child keys in
    /// brackets), wrapped to fit 80 columns.
    package static var listing: String {
        let indent = String(repeating: " ", count: names.map(\.count).max()! + 4)
        let lines = types.map { type in
            let words = type.keys.map { key in
                switch key.role {
                case .value: key.name
                case .child: "[\(key.name)]"
                case .children: "[\(key.name)...]"
                }
            }
            guard !words.isEmpty else { return "  " + type.name }
            var lines = ["  " + type.name + String(repeating: " ", count: indent.count - 2 - type.name.count)]
            for (index, word) in words.enumerated() {
                let item = index < words.count - 1 ? word + "," : word
                if index > 0, lines[lines.count - 1].count + 1 + item.count > 79 {
                    lines.append(indent + item)
                } else {
                    lines[lines.count - 1] += (index > 0 ? " " : "") + item
                }
            }
            return lines.joined(separator: "\n")
        }
        return "Element types and their own keys ([child], [children...] hold elements); every element also "
            + "takes \(commonKeys.joined(separator: ", ")) and the drawing keys \(drawingKeys.joined(separator: ", ")):\n"
            + lines.joined(separator: "\n")
    }
}
