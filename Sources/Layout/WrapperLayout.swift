extension WrapperLayoutSpec {
    /// The protocol's default steps (style size, direction, own layout) on a short path.
    public func layoutThatFits(_ range: SizeRange, parentSize: Size, context: LayoutContext) -> LayoutResult {
        layoutInStyleRange(range, parentSize: parentSize, context: context)
    }

    /// Every child in the same range at the origin; the size is the largest of the range's
    /// minimum and the children's sizes (not clamped to the max, as in Texture).
    public func calculateLayoutThatFits(_ range: SizeRange, context: LayoutContext) -> LayoutResult {
        var size = range.min
        var layouts: [LayoutResult] = []
        layouts.reserveCapacity(children.count)
        for child in children {
            let layout = child.layoutThatFits(range, parentSize: range.max, context: context)
            size.width = Swift.max(size.width, layout.size.width)
            size.height = Swift.max(size.height, layout.size.height)
            layouts.append(layout)
        }
        return context.makeResult(for: self, size: size, children: layouts)
    }
}
