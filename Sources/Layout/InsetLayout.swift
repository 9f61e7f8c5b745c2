extension InsetLayoutSpec {
    /// Ignores its own style size (as Texture's does), not its layout direction. The child
    /// gets the range shrunk by the finite insets (min 0 on an axis with an infinite inset);
    /// an infinite inset pins the child to the opposite edge of the range's max, or centres
    /// it when both are infinite. Directional insets resolve against the layout direction.
    @inline(__always)
    public func layoutThatFits(_ range: SizeRange, parentSize: Size, context: LayoutContext) -> LayoutResult {
        guard let direction = style.layoutDirection, direction != context.layoutDirection else {
            return layout(in: range, parentSize: parentSize, context: context)
        }
        // Set and restored by hand: `withLayoutDirection`'s closure would capture a copy of the spec.
        let outer = context.enterLayoutDirection(direction)
        let result = layout(in: range, parentSize: parentSize, context: context)
        context.enterLayoutDirection(outer)
        return result
    }

    @inline(__always)
    private func layout(in range: SizeRange, parentSize: Size, context: LayoutContext) -> LayoutResult {
        var insets = insets.resolved(for: context.layoutDirection)
        // Texture makes an infinite size (and asserts) here; treat those insets as 0 instead.
        if !range.max.width.isFinite, !insets.left.isFinite || !insets.right.isFinite {
            context.warn("infinite horizontal inset in an unbounded width; using 0",
                         identifier: identifier, type: Self.self)
            if !insets.left.isFinite { insets.left = 0 }
            if !insets.right.isFinite { insets.right = 0 }
        }
        if !range.max.height.isFinite, !insets.top.isFinite || !insets.bottom.isFinite {
            context.warn("infinite vertical inset in an unbounded height; using 0",
                         identifier: identifier, type: Self.self)
            if !insets.top.isFinite { insets.top = 0 }
            if !insets.bottom.isFinite { insets.bottom = 0 }
        }
        let finiteX = Self.finiteOrZero(insets.left) + Self.finiteOrZero(insets.right)
        let finiteY = Self.finiteOrZero(insets.top) + Self.finiteOrZero(insets.bottom)
        let minWidth = insets.left.isInfinite || insets.right.isInfinite ? 0 : range.min.width
        let minHeight = insets.top.isInfinite || insets.bottom.isInfinite ? 0 : range.min.height
        let childRange = SizeRange(
            min: Size(width: texMax(0, minWidth - finiteX), height: texMax(0, minHeight - finiteY)),
            max: Size(width: texMax(0, range.max.width - finiteX), height: texMax(0, range.max.height - finiteY)))
        let childParent = Size(width: texMax(0, parentSize.width - finiteX), height: texMax(0, parentSize.height - finiteY))
        var layout = child.layoutThatFits(childRange, parentSize: childParent, context: context)
        let child = layout.size

        let size = range.clamp(Size(
            width: Self.finite(child.width + insets.left + insets.right, else: range.max.width),
            height: Self.finite(child.height + insets.top + insets.bottom, else: range.max.height)))
        let grid = context.grid
        let x = Self.finite(insets.left, else: range.max.width
            - (Self.finite(insets.right, else: grid.round((range.max.width - child.width) / 2)) + child.width))
        let y = Self.finite(insets.top, else: range.max.height
            - (Self.finite(insets.bottom, else: grid.round((range.max.height - child.height) / 2)) + child.height))
        layout.position = Point(x: x, y: y)
        return context.makeResult(identifier: identifier, elementType: Self.self, size: size, children: [consume layout],
                                  ascender: style.ascender, descender: style.descender)
    }

    public func calculateLayoutThatFits(_ range: SizeRange, context: LayoutContext) -> LayoutResult {
        layoutThatFits(range, parentSize: range.max, context: context)
    }

    private static func finiteOrZero(_ value: Double) -> Double { value.isInfinite ? 0 : value }
    private static func finite(_ value: Double, else fallback: Double) -> Double { value.isInfinite ? fallback : value }
}

/// Foundation's `MAX` macro (`a < b ? b : a`): NaN in `b` yields `a`, which Texture relies on.
@inline(__always) func texMax(_ a: Double, _ b: Double) -> Double { a < b ? b : a }
/// Foundation's `MIN` macro (`a < b ? a : b`).
@inline(__always) func texMin(_ a: Double, _ b: Double) -> Double { a < b ? a : b }
