extension RatioLayoutSpec {
    /// Picks the size at `ratio` (height / width) from the usable max width or max height,
    /// whichever is closer to the ratio after clamping, and lays the child out exactly at it.
    public func calculateLayoutThatFits(_ range: SizeRange, context: LayoutContext) -> LayoutResult {
        guard ratio > 0, ratio.isFinite else {
            context.warn("ratio \(ratio) is not a positive number; laying the child out without it", element: self)
            var layout = child.layoutThatFits(range, parentSize: .undefined, context: context)
            layout.position = .zero
            return context.makeResult(for: self, size: layout.size, children: [layout])
        }
        let grid = context.grid
        var options: [Size] = []
        if range.max.width.isValidForSize {
            options.append(range.clamp(Size(width: range.max.width, height: grid.floor(ratio * range.max.width))))
        }
        if range.max.height.isValidForSize {
            options.append(range.clamp(Size(width: grid.floor(range.max.height / ratio), height: range.max.height)))
        }
        // The first of the options whose ratio is closest wins ties, like std::max_element.
        var best: Size?
        for option in options {
            guard let current = best else { best = option; continue }
            if Swift.abs(current.height / current.width - ratio) > Swift.abs(option.height / option.width - ratio) {
                best = option
            }
        }
        let childRange = best.map { range.intersection(SizeRange(exactly: $0)) } ?? range
        var layout = child.layoutThatFits(childRange, parentSize: best ?? .undefined, context: context)
        layout.position = .zero
        return context.makeResult(for: self, size: layout.size, children: [layout])
    }
}
