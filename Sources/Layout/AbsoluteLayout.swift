extension AbsoluteLayoutSpec {
    /// The protocol's default steps (style size, direction, own layout) on a short path.
    public func layoutThatFits(_ range: SizeRange, parentSize: Size, context: LayoutContext) -> LayoutResult {
        layoutInStyleRange(range, parentSize: parentSize, context: context)
    }

    /// Children at their `style.layoutPosition`, each sized by its style with an auto max of
    /// the space left to the right and bottom. The spec takes a usable max, or (with
    /// `sizeToFit` or an unusable max) just encloses its children.
    public func calculateLayoutThatFits(_ range: SizeRange, context: LayoutContext) -> LayoutResult {
        var size = Size(width: range.max.width.isValidForSize ? range.max.width : .nan,
                        height: range.max.height.isValidForSize ? range.max.height : .nan)
        var layouts: [LayoutResult] = []
        layouts.reserveCapacity(children.count)
        for child in children {
            let position = child.style.layoutPosition
            let autoMax = Size(width: range.max.width - position.x, height: range.max.height - position.y)
            let constraint = child.style.sizeRange(parentSize: size, autoMin: .zero, autoMax: autoMax)
            var layout = child.layoutThatFits(constraint, parentSize: size, context: context)
            layout.position = position
            layouts.append(layout)
        }
        if sizing == .sizeToFit || size.width.isNaN {
            size.width = layouts.reduce(range.min.width) { texMax($0, $1.position.x + $1.size.width) }
        }
        if sizing == .sizeToFit || size.height.isNaN {
            size.height = layouts.reduce(range.min.height) { texMax($0, $1.position.y + $1.size.height) }
        }
        return context.makeResult(for: self, size: range.clamp(size), children: layouts)
    }
}
