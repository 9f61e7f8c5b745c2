extension CornerLayoutSpec {
    /// The protocol's default steps (style size, direction, own layout) on a short path.
    public func layoutThatFits(_ range: SizeRange, parentSize: Size, context: LayoutContext) -> LayoutResult {
        layoutInStyleRange(range, parentSize: parentSize, context: context)
    }

    /// `corner` centred on a corner of `child` (plus `offset`), both laid out in the full
    /// range. The spec is the child's size, or with `wrapsCorner` the union of both frames
    /// (clamped), moved so that the union starts at the origin.
    public func calculateLayoutThatFits(_ range: SizeRange, context: LayoutContext) -> LayoutResult {
        let parent = Size(width: range.max.width.isValidForSize ? range.max.width : .nan,
                          height: range.max.height.isValidForSize ? range.max.height : .nan)
        var childLayout = child.layoutThatFits(range, parentSize: parent, context: context)
        var cornerLayout = corner.layoutThatFits(range, parentSize: parent, context: context)
        var childFrame = Rect(origin: .zero, size: childLayout.size)
        let cornerSize = cornerLayout.size
        let originX = location == .topLeft || location == .bottomLeft
            ? -cornerSize.width / 2 : childFrame.width - cornerSize.width / 2
        let originY = location == .topLeft || location == .topRight
            ? -cornerSize.height / 2 : childFrame.height - cornerSize.height / 2
        var cornerFrame = Rect(origin: Point(x: originX + offset.x, y: originY + offset.y), size: cornerSize)

        var frame = childFrame
        if wrapsCorner {
            frame = childFrame.union(cornerFrame)
            frame.size = range.clamp(frame.size)
        }
        childFrame = childFrame.offsetBy(dx: -frame.minX, dy: -frame.minY)
        cornerFrame = cornerFrame.offsetBy(dx: -frame.minX, dy: -frame.minY)
        childLayout.position = childFrame.origin
        cornerLayout.position = cornerFrame.origin
        return context.makeResult(for: self, size: frame.size, children: [childLayout, cornerLayout])
    }
}
