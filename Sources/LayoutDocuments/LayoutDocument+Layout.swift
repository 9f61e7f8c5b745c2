import DocumentModel
import Layout

extension LayoutDocument {
    /// The element tree: specs built here, leaves made by `factory`.
    package func makeLayoutElement(using factory: any LeafFactory) throws -> any LayoutElement {
        try Self.build(root, factory: factory)
    }

    /// Lays the document out with leaves from `factory`.
    package func layout(using factory: any LeafFactory) throws -> DocumentLayout {
        let element = try makeLayoutElement(using: factory)
        let context = LayoutContext(scale: scale, layoutDirection: layoutDirection)
        let result = element.layoutThatFits(sizeRange, context: context)
        return DocumentLayout(result: result, scale: scale, ids: ids, warnings: context.warnings)
    }

    /// The element for `element`: a spec its element type makes from its built children,
    /// handed to `factory.decorate(_:for:)` (drawing keys on specs), or a leaf from `factory`.
    private static func build(_ element: DocumentElement, factory: any LeafFactory) throws -> any LayoutElement {
        let children = try element.children.map { try build($0, factory: factory) }
        guard let spec = element.attributes.makeSpec(for: element, children: children) else {
            return try factory.makeLeaf(for: element)
        }
        return factory.decorate(spec, for: element)
    }
}

/// A laid-out document: the layout tree, its warnings, and frames by id.
package struct DocumentLayout: Sendable {
    package var result: LayoutResult
    package var scale: Double
    /// Ids in document order.
    package var ids: [String]
    package var warnings: [LayoutWarning]

    /// The frame of every element with an id, in document order (layout-json.md).
    package var frames: [(id: String, rect: Rect)] {
        var byID: [String: Rect] = [:]
        for frame in result.flattened(scale: scale) {
            if let id = frame.identifier, byID[id] == nil { byID[id] = frame.rect }
        }
        return ids.compactMap { id in byID[id].map { (id, $0) } }
    }

    /// What `feedrender layout` prints: `{"size":[w,h],"frames":{"id":[x,y,w,h],...}}`.
    package var json: JSONValue {
        func numbers(_ values: [Double]) -> JSONValue { .array(values.map { .number($0) }) }
        var frameObject = JSONObject()
        for (id, rect) in frames {
            frameObject[id] = numbers([rect.minX, rect.minY, rect.width, rect.height])
        }
        return .object(JSONObject([("size", numbers([result.size.width, result.size.height])),
                                   ("frames", .object(frameObject))]))
    }
}
