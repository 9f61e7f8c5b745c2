// TEMPORARY: compiling stand-ins until each spec's algorithm file lands. Delete a stub
// when its real implementation is written.
extension StackLayoutSpec { public func calculateLayoutThatFits(_ range: SizeRange, context: LayoutContext) -> LayoutResult { LayoutResult(size: range.min) } }
extension InsetLayoutSpec { public func calculateLayoutThatFits(_ range: SizeRange, context: LayoutContext) -> LayoutResult { LayoutResult(size: range.min) } }
extension OverlayLayoutSpec { public func calculateLayoutThatFits(_ range: SizeRange, context: LayoutContext) -> LayoutResult { LayoutResult(size: range.min) } }
extension BackgroundLayoutSpec { public func calculateLayoutThatFits(_ range: SizeRange, context: LayoutContext) -> LayoutResult { LayoutResult(size: range.min) } }
extension CenterLayoutSpec { public func calculateLayoutThatFits(_ range: SizeRange, context: LayoutContext) -> LayoutResult { LayoutResult(size: range.min) } }
extension RelativeLayoutSpec { public func calculateLayoutThatFits(_ range: SizeRange, context: LayoutContext) -> LayoutResult { LayoutResult(size: range.min) } }
extension RatioLayoutSpec { public func calculateLayoutThatFits(_ range: SizeRange, context: LayoutContext) -> LayoutResult { LayoutResult(size: range.min) } }
extension AbsoluteLayoutSpec { public func calculateLayoutThatFits(_ range: SizeRange, context: LayoutContext) -> LayoutResult { LayoutResult(size: range.min) } }
extension WrapperLayoutSpec { public func calculateLayoutThatFits(_ range: SizeRange, context: LayoutContext) -> LayoutResult { LayoutResult(size: range.min) } }
extension CornerLayoutSpec { public func calculateLayoutThatFits(_ range: SizeRange, context: LayoutContext) -> LayoutResult { LayoutResult(size: range.min) } }
extension LeafElement { public func calculateLayoutThatFits(_ range: SizeRange, context: LayoutContext) -> LayoutResult { LayoutResult(size: range.min) } }
