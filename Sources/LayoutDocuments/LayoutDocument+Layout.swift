import DocumentModel
import Layout

extension LayoutDocument {
    /// The element tree: specs built here, leaves made by `factory`.
    public func makeLayoutElement(using factory: any LeafFactory) throws -> any LayoutElement {
        try Self.build(root, factory: factory)
    }

    /// Lays the document out with leaves from `factory`.
    public func layout(using factory: any LeafFactory) throws -> DocumentLayout {
        let element = try makeLayoutElement(using: factory)
        let context = LayoutContext(scale: scale, layoutDirection: layoutDirection)
        let result = element.layoutThatFits(sizeRange, context: context)
        return DocumentLayout(result: result, scale: scale, ids: ids, warnings: context.warnings)
    }

    /// The element for `element`: a leaf from `factory`, or a spec built here from its
    /// children and then handed to `factory.decorate(_:for:)` (drawing keys on specs).
    private static func build(_ element: DocumentElement, factory: any LeafFactory) throws -> any LayoutElement {
        if element.kind.isLeaf { return try factory.makeLeaf(for: element) }
        return factory.decorate(try buildSpec(element, factory: factory), for: element)
    }

    private static func buildSpec(_ element: DocumentElement, factory: any LeafFactory) throws -> any LayoutElement {
        func child(_ index: Int) throws -> any LayoutElement { try build(element.children[index], factory: factory) }
        func allChildren() throws -> [any LayoutElement] { try element.children.map { try build($0, factory: factory) } }
        let id = element.id
        switch element.properties {
        case .box, .text, .image:
            return try factory.makeLeaf(for: element)
        case .stack(let stack):
            var spec = StackLayoutSpec(direction: stack.direction, spacing: stack.spacing,
                                       justifyContent: stack.justifyContent, alignItems: stack.alignItems,
                                       flexWrap: stack.flexWrap, alignContent: stack.alignContent,
                                       lineSpacing: stack.lineSpacing, children: try allChildren(), identifier: id)
            spec.style = element.style
            return spec
        case .inset(let insets):
            var spec = InsetLayoutSpec(insets: insets, child: try child(0), identifier: id)
            spec.style = element.style
            return spec
        case .overlay:
            var spec = OverlayLayoutSpec(child: try child(0), overlay: try child(1), identifier: id)
            spec.style = element.style
            return spec
        case .background:
            var spec = BackgroundLayoutSpec(child: try child(0), background: try child(1), identifier: id)
            spec.style = element.style
            return spec
        case .center(let centering, let sizing):
            var spec = CenterLayoutSpec(centeringOptions: centering, sizingOptions: sizing, child: try child(0),
                                        identifier: id)
            spec.style = element.style
            return spec
        case .relative(let horizontal, let vertical, let sizing):
            var spec = RelativeLayoutSpec(horizontalPosition: horizontal, verticalPosition: vertical,
                                          sizingOption: sizing, child: try child(0), identifier: id)
            spec.style = element.style
            return spec
        case .ratio(let ratio):
            var spec = RatioLayoutSpec(ratio: ratio, child: try child(0), identifier: id)
            spec.style = element.style
            return spec
        case .absolute(let sizing):
            var spec = AbsoluteLayoutSpec(sizing: sizing, children: try allChildren(), identifier: id)
            spec.style = element.style
            return spec
        case .wrapper:
            var spec = WrapperLayoutSpec(children: try allChildren(), identifier: id)
            spec.style = element.style
            return spec
        case .corner(let location, let offset, let wrapsCorner):
            var spec = CornerLayoutSpec(child: try child(0), corner: try child(1), location: location, offset: offset,
                                        wrapsCorner: wrapsCorner, identifier: id)
            spec.style = element.style
            return spec
        }
    }
}

/// A laid-out document: the layout tree, its warnings, and frames by id.
public struct DocumentLayout: Sendable {
    public var result: LayoutResult
    public var scale: Double
    /// Ids in document order.
    public var ids: [String]
    public var warnings: [LayoutWarning]

    /// The frame of every element with an id, in document order (layout-json.md).
    public var frames: [(id: String, rect: Rect)] {
        var byID: [String: Rect] = [:]
        for frame in result.flattened(scale: scale) {
            if let id = frame.identifier, byID[id] == nil { byID[id] = frame.rect }
        }
        return ids.compactMap { id in byID[id].map { (id, $0) } }
    }

    /// What `feedrender layout` prints: `{"size":[w,h],"frames":{"id":[x,y,w,h],...}}`.
    public var json: JSONValue {
        func numbers(_ values: [Double]) -> JSONValue { .array(values.map { .number($0) }) }
        var frameObject = JSONObject()
        for (id, rect) in frames {
            frameObject[id] = numbers([rect.minX, rect.minY, rect.width, rect.height])
        }
        return .object(JSONObject([("size", numbers([result.size.width, result.size.height])),
                                   ("frames", .object(frameObject))]))
    }
}
