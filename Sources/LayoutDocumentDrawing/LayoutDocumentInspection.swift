import DocumentModel
import ImageLoading
import Layout
import LayoutDocuments
import Nodes
import Raster

/// One element of a drawn layout document as an inspector shows it (`feedrender serve`):
/// where it is drawn, where it is written, and what it says to assistive technology.
package struct InspectedElement: Sendable, Equatable {
    /// The element's type (`stack`, `text`).
    package var kind: String
    /// The element's `id`, if it has one.
    package var id: String?
    /// Where its object is in the document (`root.children[1]`).
    package var documentPath: DocumentPath
    /// Its place in the element tree: each type from the root down, with the element's
    /// index among its parent's children (`root/stack[1]/text[0]`; the root is `root`).
    package var specPath: String
    /// Its frame in points, in the root's coordinates.
    package var frame: Rect
    /// How many inspected ancestors it has (the root has none).
    package var depth: Int
    /// Its effective accessibility: whether it is an element, label, value, hint, traits.
    package var accessibility: AccessibilityProperties
}

/// Draws `document` as `renderLayoutDocumentNode` does (the same pixels) and returns, with
/// the drawing, every element in depth-first document order with its frame: leaves are
/// their nodes, and each spec gets a node that draws nothing (or its drawing keys' node),
/// so specs have frames too.
package func inspectLayoutDocument(_ document: LayoutDocument, imageLoader: ImageLoader?, strictImages: Bool = false,
                                   background: Color = .clear, palette: ColorPalette = ColorPalette()) async throws
    -> (rendered: RenderedNode, elements: [InspectedElement]) {
    var palette = palette
    palette.documentColors.colors.merge(document.colors.colors) { _, own in own }
    let factory = InspectingLeafFactory(base: NodeLeafFactory(palette: palette))
    let element = try document.makeLayoutElement(using: factory)
    let rendered = try await renderLayoutElement(element, of: document, imageLoader: imageLoader,
                                                 strictImages: strictImages, background: background)
    let specPaths = specPaths(of: document.root)
    var elements: [InspectedElement] = []
    var open: [Int] = []  // layout depths of the inspected ancestors of the frame being read
    for frame in rendered.prepared.frames {
        guard let node = frame.node, let made = factory.registry.nodes[node] else { continue }
        let (element, displayNode) = made
        while let last = open.last, last >= frame.depth { open.removeLast() }
        elements.append(InspectedElement(kind: element.kind.rawValue, id: element.id, documentPath: element.path,
                                         specPath: specPaths[element.path] ?? element.path.description,
                                         frame: frame.rect, depth: open.count,
                                         accessibility: displayNode.effectiveAccessibility))
        open.append(frame.depth)
    }
    return (rendered, elements)
}

/// Each element's spec path (see `InspectedElement.specPath`), by document path.
private func specPaths(of root: DocumentElement) -> [DocumentPath: String] {
    var paths: [DocumentPath: String] = [:]
    var pending: [(DocumentElement, String)] = [(root, "root")]
    while let next = pending.popLast() {
        let (element, path) = next
        paths[element.path] = path
        for (index, child) in element.children.enumerated() {
            pending.append((child, path + "/\(child.kind.rawValue)[\(index)]"))
        }
    }
    return paths
}

/// The nodes made for a document's elements, by node identity (built and read in one task).
private final class InspectedNodes {
    var nodes: [ObjectIdentifier: (DocumentElement, DisplayNode)] = [:]
}

/// `NodeLeafFactory`, noting which element each node was made for, and giving every spec a
/// node (a `DecoratedSpec` whose decoration draws nothing unless the element has drawing
/// keys: layout and pixels stay as `NodeLeafFactory` makes them).
private struct InspectingLeafFactory: LeafFactory {
    var base: NodeLeafFactory
    let registry = InspectedNodes()

    func makeLeaf(for element: DocumentElement) throws -> any LayoutElement {
        let leaf = try base.makeLeaf(for: element)
        if let node = leaf as? DisplayNode { registry.nodes[ObjectIdentifier(node)] = (element, node) }
        return leaf
    }

    func decorate(_ spec: any LayoutElement, for element: DocumentElement) -> any LayoutElement {
        let decorated = base.decorate(spec, for: element) as? DecoratedSpec
            ?? DecoratedSpec(spec: spec, decoration: DisplayNode())
        registry.nodes[ObjectIdentifier(decorated.decoration)] = (element, decorated.decoration)
        return decorated
    }
}
