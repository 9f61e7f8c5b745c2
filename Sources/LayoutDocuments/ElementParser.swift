import DocumentModel
import Layout

/// Reads element objects into `DocumentElement`s, checking every key and collecting ids.
struct ElementParser {
    private(set) var ids: [String] = []
    private var idPaths: [String: DocumentPath] = [:]
    let limits: DocumentLimits

    init(limits: DocumentLimits = .default) {
        self.limits = limits
    }

    /// Reads one element: its `type` (which picks the element type from `ElementVocabulary`),
    /// its keys checked against that type's, its id, style and drawing keys, its children in
    /// the order they are written (so ids stay in document order), then its own keys.
    mutating func parseElement(_ value: DocumentValue) throws -> DocumentElement {
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
        let drawing = try Self.parseDrawing(object)

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
        let children = try entry.type.children(from: ElementChildren(parsed, in: object))
        return DocumentElement(attributes: attributes, id: id, path: value.path, style: style, drawing: drawing,
                               children: children)
    }

    private static func parseDrawing(_ object: DocumentObject) throws -> DrawingProperties {
        var drawing = DrawingProperties()
        func color(_ key: String) throws -> DocumentColor? {
            guard let value = object[key] else { return nil }
            let text = try value.string()
            guard let color = DocumentColor(hex: text) else {
                throw value.error("expected a colour #rgb, #rgba, #rrggbb or #rrggbbaa, got \(value.value.summary)")
            }
            return color
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
