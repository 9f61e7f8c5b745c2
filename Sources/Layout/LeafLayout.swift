extension LeafElement {
    /// Plain `ASDisplayNode` sizing: the range's max when both max dimensions are usable
    /// sizes, else zero; or the `measure` closure's size. Either is clamped to the range.
    public func calculateLayoutThatFits(_ range: SizeRange, context: LayoutContext) -> LayoutResult {
        layout(in: range, context: context)
    }

    @inline(__always)
    func layout(in range: SizeRange, context: LayoutContext) -> LayoutResult {
        var size: Size
        if let measure {
            size = measure(range.max)
        } else if range.max.width.isValidForSize && range.max.height.isValidForSize {
            size = range.max
        } else {
            size = .zero
        }
        if size.width.isNaN || size.height.isNaN {
            context.warn("measured size \(size) is not a number; using the range's minimum",
                         identifier: identifier, type: Self.self)
            size = range.min
        }
        return context.makeResult(identifier: identifier, elementType: Self.self, size: range.clamp(size),
                                  ascender: style.ascender, descender: style.descender)
    }
}

extension LeafElement {
    /// The protocol's default steps (style size, direction, own layout) on a short path:
    /// leaves are most of a feed's elements.
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
}
