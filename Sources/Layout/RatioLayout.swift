extension RatioLayoutSpec {
    /// The protocol's default steps (style size, direction, own layout) on a short path.
    @inline(__always)
    public func layoutThatFits(_ range: SizeRange, parentSize: Size, context: LayoutContext) -> LayoutResult {
        let resolved = styleRange(range, parentSize: parentSize, context: context)
        guard let direction = style.layoutDirection, direction != context.layoutDirection else {
            return layout(in: resolved, context: context)
        }
        // Set and restored by hand: `withLayoutDirection`'s closure would capture a copy of the element.
        let outer = context.enterLayoutDirection(direction)
        let result = layout(in: resolved, context: context)
        context.enterLayoutDirection(outer)
        return result
    }

    /// Picks the size at `ratio` (height / width) from the usable max width or max height,
    /// whichever is closer to the ratio after clamping, and lays the child out exactly at it.
    public func calculateLayoutThatFits(_ range: SizeRange, context: LayoutContext) -> LayoutResult {
        layout(in: range, context: context)
    }

    @inline(__always)
    func layout(in range: SizeRange, context: LayoutContext) -> LayoutResult {
        guard ratio > 0, ratio.isFinite else {
            context.warn("ratio \(ratio) is not a positive number; laying the child out without it", element: self)
            var layout = child.layoutThatFits(range, parentSize: .undefined, context: context)
            layout.position = .zero
            return context.makeResult(identifier: identifier, elementType: Self.self, size: layout.size,
                                  children: [consume layout], ascender: style.ascender, descender: style.descender)
        }
        let grid = context.grid
        // The options, from the usable max width then the usable max height; the first of
        // those whose ratio is closest wins ties, like std::max_element.
        var best: Size?
        if range.max.width.isValidForSize {
            best = range.clamp(Size(width: range.max.width, height: grid.floor(ratio * range.max.width)))
        }
        if range.max.height.isValidForSize {
            let option = range.clamp(Size(width: grid.floor(range.max.height / ratio), height: range.max.height))
            let closer = best.map {
                Swift.abs($0.height / $0.width - ratio) > Swift.abs(option.height / option.width - ratio)
            } ?? true
            if closer { best = option }
        }
        let childRange = best.map { range.intersection(SizeRange(exactly: $0)) } ?? range
        var layout = child.layoutThatFits(childRange, parentSize: best ?? .undefined, context: context)
        layout.position = .zero
        return context.makeResult(identifier: identifier, elementType: Self.self, size: layout.size,
                                  children: [consume layout], ascender: style.ascender, descender: style.descender)
    }
}
