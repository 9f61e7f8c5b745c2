extension OverlayLayoutSpec {
    /// Ignores its own style size (as Texture's does), not its layout direction: the child
    /// takes `range` and the overlay is laid out at exactly the child's size, on top.
    public func layoutThatFits(_ range: SizeRange, parentSize: Size, context: LayoutContext) -> LayoutResult {
        context.withLayoutDirection(style.layoutDirection) {
            let base = child.layoutThatFits(range, parentSize: parentSize, context: context)
            let top = overlay.layoutThatFits(SizeRange(exactly: base.size), parentSize: base.size, context: context)
            return context.makeResult(for: self, size: base.size, children: [base, top])
        }
    }

    public func calculateLayoutThatFits(_ range: SizeRange, context: LayoutContext) -> LayoutResult {
        layoutThatFits(range, parentSize: range.max, context: context)
    }
}

extension BackgroundLayoutSpec {
    /// Ignores its own style size (as Texture's does), not its layout direction: the child
    /// takes `range` and the background is laid out at exactly the child's size, behind it
    /// (first in z-order).
    public func layoutThatFits(_ range: SizeRange, parentSize: Size, context: LayoutContext) -> LayoutResult {
        context.withLayoutDirection(style.layoutDirection) {
            let front = child.layoutThatFits(range, parentSize: parentSize, context: context)
            let back = background.layoutThatFits(SizeRange(exactly: front.size), parentSize: parentSize, context: context)
            return context.makeResult(for: self, size: front.size, children: [back, front])
        }
    }

    public func calculateLayoutThatFits(_ range: SizeRange, context: LayoutContext) -> LayoutResult {
        layoutThatFits(range, parentSize: range.max, context: context)
    }
}
