import DocumentModel
import Layout

/// Makes the layout elements for a document's leaves (`box`, `text`, `image`). Specs are
/// built by `LayoutDocument`; a factory decides what the leaves are (plain boxes for
/// layout-only runs, real text and image nodes for drawing).
package protocol LeafFactory {
    /// The element for a leaf. It must carry `element.id` as its identifier and lay out
    /// with `element.style`. Throw `DocumentError` (at `element.path`) for a leaf that cannot be made.
    func makeLeaf(for element: DocumentElement) throws -> any LayoutElement

    /// The element to use for a spec built from `element` (default: the spec itself). A
    /// drawing factory wraps specs that carry drawing keys (a background, a border).
    func decorate(_ spec: any LayoutElement, for element: DocumentElement) -> any LayoutElement
}

extension LeafFactory {
    package func decorate(_ spec: any LayoutElement, for element: DocumentElement) -> any LayoutElement { spec }
}

/// Every leaf becomes a `LeafElement` with plain-node sizing (it fills a bounded range and
/// collapses to the minimum when unbounded), whatever its type.
package struct BoxLeafFactory: LeafFactory {
    package init() {}

    package func makeLeaf(for element: DocumentElement) throws -> any LayoutElement {
        LeafElement(identifier: element.id, style: element.style)
    }
}
