import Layout

/// A layout spec that draws: a node (`decoration`) carrying drawing properties takes the
/// spec's frame and holds the spec's nodes as its subnodes, so its background, border,
/// alpha and clipping apply to the spec's area, behind and around the spec's content.
///
/// Layout is untouched: style, identifier and the layout call are forwarded to the spec
/// as they are (inset, overlay and background specs keep ignoring their style size).
/// Layout documents use it for drawing keys on spec elements.
package struct DecoratedSpec: LayoutElement {
    package var spec: any LayoutElement
    package let decoration: DisplayNode

    package init(spec: any LayoutElement, decoration: DisplayNode) {
        self.spec = spec
        self.decoration = decoration
    }

    package var style: Style { spec.style }
    package var identifier: String? { spec.identifier }
    package var sublayoutElements: [any LayoutElement] { [spec] }

    package func layoutThatFits(_ range: SizeRange, parentSize: Size, context: LayoutContext) -> LayoutResult {
        wrap(spec.layoutThatFits(range, parentSize: parentSize, context: context))
    }

    package func calculateLayoutThatFits(_ range: SizeRange, context: LayoutContext) -> LayoutResult {
        wrap(spec.calculateLayoutThatFits(range, context: context))
    }

    /// The spec's layout inside a node layout of the same size; the spec keeps its
    /// identifier so its frame is reported once.
    private func wrap(_ inner: LayoutResult) -> LayoutResult {
        var child = inner
        let position = child.position
        child.position = .zero
        let order = LayoutTree.nodeOrder(in: child)
        let nodes = LayoutTree.nodes(in: spec).sorted {
            (order[ObjectIdentifier($0)] ?? .max) < (order[ObjectIdentifier($1)] ?? .max)
        }
        decoration.setManagedSubnodes(nodes)
        let result = LayoutResult(size: inner.size, position: position, children: [child],
                                  node: ObjectIdentifier(decoration),
                                  ascender: inner.ascender, descender: inner.descender,
                                  layoutDirection: inner.layoutDirection)
        decoration.recordCalculatedLayout(result)
        return result
    }
}
