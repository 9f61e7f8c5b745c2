import DocumentModel
import Layout

/// Reads element objects into `DocumentElement`s, checking every key and collecting ids.
struct ElementParser {
    private(set) var ids: [String] = []
    private var idPaths: [String: DocumentPath] = [:]
    let limits: DocumentLimits
    /// The colour names elements may use: the semantic ones and the document's own.
    let colorNames: Set<String>

    init(limits: DocumentLimits = .default, colorNames: Set<String> = DocumentColors().names) {
        self.limits = limits
        self.colorNames = colorNames
    }

    /// Reads one element: its `type` (which picks the element type from `ElementVocabulary`),
    /// its keys checked against that type's, its id, style and drawing keys, its children in
    /// the order they are written (so ids stay in document order), then its own keys.
    mutating func parseElement(_ value: DocumentValue) throws -> DocumentElement {
        // Documents of 100,000s of elements take seconds: a stopped run ends here.
        try Task.checkCancellation()
        let object = try value.object()
        let entry = try ElementVocabulary.entry(for: try object.required("type"))
        try object.rejectUnknownKeys(allowed: entry.allowedKeys, in: "a \(entry.type.name) element")
        let id = try object["id"].map { value in
            let id = try value.string()
            if let first = idPaths[id] { throw value.error("duplicate id \(JSONValue.quoted(id)) (first used at \(first))") }
            idPaths[id] = value.path
            return id
        }
        if let id { ids.append(id) }
        let style = try object["style"].map(StyleParser.parse) ?? Style()
        let drawing = try Self.parseDrawing(object, colorNames: colorNames)
        let accessibility = try object["accessibility"].map(ElementAccessibility.init(reading:))

        var parsed: [String: [DocumentElement]] = [:]
        for key in object.keys {
            guard let role = entry.childRoles[key] else { continue }
            let member = object[key]!
            if role == .children {
                let values = try member.array()
                guard values.count <= limits.childrenPerElement else {
                    throw member.error("\(values.count) children, over the limit of \(limits.childrenPerElement) "
                                       + "(\(DocumentLimits.raiseHint(.children)))")
                }
                parsed[key] = try values.map { try parseElement($0) }
            } else {
                parsed[key] = [try parseElement(member)]
            }
        }
        let attributes = try entry.type.init(reading: object)
        for (name, value) in attributes.namedColors where !colorNames.contains(name) {
            _ = try DocumentColor.parse(value, names: colorNames)
        }
        let children = try entry.type.children(from: ElementChildren(parsed, in: object))
        return DocumentElement(attributes: attributes, id: id, path: value.path, style: style, drawing: drawing,
                               children: children, accessibility: accessibility)
    }

    private static func parseDrawing(_ object: DocumentObject, colorNames: Set<String>) throws -> DrawingProperties {
        var drawing = DrawingProperties()
        func color(_ key: String) throws -> DocumentColor? {
            try object[key].map { try DocumentColor.parse($0, names: colorNames) }
        }
        drawing.color = try color("color")
        drawing.backgroundColor = try color("backgroundColor")
        drawing.borderColor = try color("borderColor")
        if let value = object["cornerRadius"] { drawing.cornerRadius = try value.nonNegativeNumber() }
        if let value = object["borderWidth"] { drawing.borderWidth = try value.nonNegativeNumber() }
        if let value = object["clipsToBounds"] { drawing.clipsToBounds = try value.bool() }
        if let value = object["alpha"] {
            let alpha = try value.number()
            guard (0...1).contains(alpha) else { throw value.error("expected a number in 0...1, got \(value.value.summary)") }
            drawing.alpha = alpha
        }
        return drawing
    }
}
