/// The layout of a scroll view at rest (`ScrollNode`, the `scroll` element of layout
/// documents): the spec takes the range's finite maximum on each axis (its content's extent
/// on an unbounded one); its child is laid out with the cross axis fixed to the spec's and
/// the scroll axis unbounded, and placed at minus `offset`, kept within
/// `0...(content − spec)` as a scroll view keeps its offset.
package struct ScrollLayoutSpec: LayoutElement {
    /// The axis the content scrolls along.
    package enum Axis: String, Hashable, Sendable, CaseIterable { case vertical, horizontal }

    package var style = Style()
    package var identifier: String?
    package var child: any LayoutElement
    package var axis: Axis
    /// Points scrolled along `axis`.
    package var offset: Double

    /// A spec showing `child` scrolled by `offset` along `axis`.
    package init(child: any LayoutElement, axis: Axis, offset: Double, identifier: String? = nil) {
        self.child = child
        self.axis = axis
        self.offset = offset
        self.identifier = identifier
    }

    package var sublayoutElements: [any LayoutElement] { [child] }

    package func calculateLayoutThatFits(_ range: SizeRange, context: LayoutContext) -> LayoutResult {
        func bounded(_ value: Double) -> Bool { value.isFinite && value < 10_000_000 }
        let vertical = axis == .vertical
        let cross = vertical ? range.max.width : range.max.height
        let crossMin = bounded(cross) ? cross : 0
        let childRange = vertical
            ? SizeRange(min: Size(width: crossMin, height: 0), max: Size(width: cross, height: .infinity))
            : SizeRange(min: Size(width: 0, height: crossMin), max: Size(width: .infinity, height: cross))
        var content = child.layoutThatFits(childRange, parentSize: childRange.max, context: context)
        let size = range.clamp(Size(width: bounded(range.max.width) ? range.max.width : content.size.width,
                                    height: bounded(range.max.height) ? range.max.height : content.size.height))
        let shift = Self.clampedOffset(offset, content: vertical ? content.size.height : content.size.width,
                                       visible: vertical ? size.height : size.width)
        content.position = vertical ? Point(x: 0, y: -shift) : Point(x: -shift, y: 0)
        return context.makeResult(for: self, size: size, children: [content])
    }

    /// `offset` kept within `0...(content − visible)`; 0 when not finite.
    package static func clampedOffset(_ offset: Double, content: Double, visible: Double) -> Double {
        guard offset.isFinite else { return 0 }
        return Swift.min(Swift.max(0, offset), Swift.max(0, content - visible))
    }
}
