extension RelativeLayoutSpec {
    /// The protocol's default steps (style size, direction, own layout) on a short path.
    public func layoutThatFits(_ range: SizeRange, parentSize: Size, context: LayoutContext) -> LayoutResult {
        layoutInStyleRange(range, parentSize: parentSize, context: context)
    }

    /// The child at the start, centre or end of each axis (horizontally the leading and
    /// trailing edges, so they swap in a right-to-left layout). The spec takes a bounded max
    /// (unless a minimum sizing option shrinks it to the child) and the child's size on an
    /// unbounded axis.
    public func calculateLayoutThatFits(_ range: SizeRange, context: LayoutContext) -> LayoutResult {
        RelativePlacement(horizontal: horizontalPosition, vertical: verticalPosition,
                          minimumWidth: sizingOption == .minimumWidth || sizingOption == .minimumSize,
                          minimumHeight: sizingOption == .minimumHeight || sizingOption == .minimumSize)
            .layout(child, in: range, for: self, context: context)
    }
}

extension CenterLayoutSpec {
    /// The protocol's default steps (style size, direction, own layout) on a short path.
    public func layoutThatFits(_ range: SizeRange, parentSize: Size, context: LayoutContext) -> LayoutResult {
        layoutInStyleRange(range, parentSize: parentSize, context: context)
    }

    /// A relative spec that centres on the chosen axes (Texture's center spec is one).
    public func calculateLayoutThatFits(_ range: SizeRange, context: LayoutContext) -> LayoutResult {
        RelativePlacement(horizontal: centeringOptions == .x || centeringOptions == .xy ? .center : .none,
                          vertical: centeringOptions == .y || centeringOptions == .xy ? .center : .none,
                          minimumWidth: sizingOptions == .minimumX || sizingOptions == .minimumXY,
                          minimumHeight: sizingOptions == .minimumY || sizingOptions == .minimumXY)
            .layout(child, in: range, for: self, context: context)
    }
}

/// The algorithm shared by relative and center specs.
struct RelativePlacement {
    var horizontal: RelativePosition
    var vertical: RelativePosition
    var minimumWidth: Bool
    var minimumHeight: Bool

    func layout<Spec: LayoutElement>(_ child: any LayoutElement, in range: SizeRange, for spec: Spec,
                context: LayoutContext) -> LayoutResult {
        // A usable max is what the child's percentages resolve against.
        let parent = Size(width: range.max.width.isValidForSize ? range.max.width : .nan,
                          height: range.max.height.isValidForSize ? range.max.height : .nan)
        // `none` keeps the range's min for the child; any placement frees it.
        let childRange = SizeRange(min: Size(width: horizontal == .none ? range.min.width : 0,
                                             height: vertical == .none ? range.min.height : 0),
                                   max: range.max)
        var layout = child.layoutThatFits(childRange, parentSize: parent, context: context)
        let childSize = layout.size
        var size = range.clamp(Size(width: parent.width.isFinite ? parent.width : childSize.width,
                                    height: parent.height.isFinite ? parent.height : childSize.height))
        size = range.clamp(Size(width: texMin(size.width, minimumWidth ? childSize.width : size.width),
                                height: texMin(size.height, minimumHeight ? childSize.height : size.height)))
        let grid = context.grid
        // Horizontal start and end are the leading and trailing edges.
        var leading = Self.proportion(horizontal)
        if context.layoutDirection == .rightToLeft, horizontal == .start || horizontal == .end { leading = 1 - leading }
        layout.position = Point(x: grid.round((size.width - childSize.width) * leading),
                                y: grid.round((size.height - childSize.height) * Self.proportion(vertical)))
        return context.makeResult(for: spec, size: size, children: [layout])
    }

    private static func proportion(_ position: RelativePosition) -> Double {
        switch position {
        case .center: return 0.5
        case .end: return 1
        case .none, .start: return 0
        }
    }
}
