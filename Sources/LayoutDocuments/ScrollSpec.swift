import Layout

/// How a `scroll` element lays out (as `ScrollNode` in Nodes does): the element takes the
/// range's finite maximum on each axis (the content's extent on an unbounded one); the child
/// is laid out with its cross axis fixed to the element's and its scroll axis unbounded, and
/// placed at minus `offset`, kept within `0...(content − element)`.
package struct ScrollSpec: LayoutElement {
    /// The axis the content scrolls along.
    package enum Direction: String, Hashable, Sendable, CaseIterable { case vertical, horizontal }

    package var style = Style()
    package var identifier: String?
    package var child: any LayoutElement
    package var direction: Direction
    package var offset: Double

    /// A scroll spec showing `child` scrolled by `offset` along `direction`.
    package init(child: any LayoutElement, direction: Direction, offset: Double, identifier: String? = nil) {
        self.child = child
        self.direction = direction
        self.offset = offset
        self.identifier = identifier
    }

    package var sublayoutElements: [any LayoutElement] { [child] }

    package func calculateLayoutThatFits(_ range: SizeRange, context: LayoutContext) -> LayoutResult {
        func bounded(_ value: Double) -> Bool { value.isFinite && value < 10_000_000 }
        let vertical = direction == .vertical
        let cross = vertical ? range.max.width : range.max.height
        let crossMin = bounded(cross) ? cross : 0
        let childRange = vertical
            ? SizeRange(min: Size(width: crossMin, height: 0), max: Size(width: cross, height: .infinity))
            : SizeRange(min: Size(width: 0, height: crossMin), max: Size(width: .infinity, height: cross))
        var content = child.layoutThatFits(childRange, parentSize: childRange.max, context: context)
        let size = range.clamp(Size(width: bounded(range.max.width) ? range.max.width : content.size.width,
                                    height: bounded(range.max.height) ? range.max.height : content.size.height))
        let extent = vertical ? content.size.height - size.height : content.size.width - size.width
        let shift = offset.isFinite ? Swift.min(Swift.max(0, offset), Swift.max(0, extent)) : 0
        content.position = vertical ? Point(x: 0, y: -shift) : Point(x: -shift, y: 0)
        return context.makeResult(for: self, size: size, children: [content])
    }
}
