import Nodes
import DocumentModel
import Layout
import LayoutDocuments

extension LayoutDocument {
    /// The document's element tree with drawable leaves from `factory` and drawing keys
    /// on spec elements applied by `factory.decorate(_:for:)`.
    public func makeDrawableElement(using factory: NodeLeafFactory = NodeLeafFactory()) throws -> any LayoutElement {
        let element = try makeLayoutElement(using: factory)
        return Self.decorate(element, document: root, factory: factory)
    }

    /// Walks the built spec tree alongside the document elements it came from (children in
    /// the order `DocumentElement.children` lists them) and wraps specs that draw.
    private static func decorate(_ element: any LayoutElement, document: DocumentElement,
                                 factory: NodeLeafFactory) -> any LayoutElement {
        if document.kind.isLeaf { return element }
        let kids = document.children
        func child(_ index: Int, _ built: any LayoutElement) -> any LayoutElement {
            index < kids.count ? decorate(built, document: kids[index], factory: factory) : built
        }
        func all(_ built: [any LayoutElement]) -> [any LayoutElement] {
            built.enumerated().map { child($0.offset, $0.element) }
        }
        let rebuilt: any LayoutElement
        switch element {
        case var spec as StackLayoutSpec: spec.children = all(spec.children); rebuilt = spec
        case var spec as InsetLayoutSpec: spec.child = child(0, spec.child); rebuilt = spec
        case var spec as OverlayLayoutSpec:
            spec.child = child(0, spec.child); spec.overlay = child(1, spec.overlay); rebuilt = spec
        case var spec as BackgroundLayoutSpec:
            spec.child = child(0, spec.child); spec.background = child(1, spec.background); rebuilt = spec
        case var spec as CenterLayoutSpec: spec.child = child(0, spec.child); rebuilt = spec
        case var spec as RelativeLayoutSpec: spec.child = child(0, spec.child); rebuilt = spec
        case var spec as RatioLayoutSpec: spec.child = child(0, spec.child); rebuilt = spec
        case var spec as AbsoluteLayoutSpec: spec.children = all(spec.children); rebuilt = spec
        case var spec as WrapperLayoutSpec: spec.children = all(spec.children); rebuilt = spec
        case var spec as CornerLayoutSpec:
            spec.child = child(0, spec.child); spec.corner = child(1, spec.corner); rebuilt = spec
        default: rebuilt = element
        }
        return factory.decorate(rebuilt, for: document)
    }
}
