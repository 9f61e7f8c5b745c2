// Declarations of Texture's layout specs. Each spec's algorithm lives in its own file
// (StackLayout.swift, InsetLayout.swift, ...).
//
// Each element stores its style last, after the fields its layout reads: the style's own
// first fields are the ones layout reads, so a layout touches one run of memory per element
// (see `Style` for why that order matters).

/// The main axis of a stack.
public enum StackDirection: String, Hashable, Sendable, CaseIterable { case horizontal, vertical }

/// How a stack distributes children along its main axis.
public enum StackJustify: String, Hashable, Sendable, CaseIterable { case start, center, end, spaceBetween, spaceAround }

/// How a stack places children across its main axis.
public enum StackAlignItems: String, Hashable, Sendable, CaseIterable {
    case start, end, center, stretch, baselineFirst, baselineLast, notSet
}

public enum StackWrap: String, Hashable, Sendable, CaseIterable { case noWrap, wrap }

/// How a wrapping stack distributes its lines across the cross axis.
public enum StackAlignContent: String, Hashable, Sendable, CaseIterable { case start, center, end, spaceBetween, spaceAround, stretch }

/// `ASStackLayoutSpec`: children in a row or a column, with flexbox-like flexing as Texture runs it.
public struct StackLayoutSpec: LayoutElement {
    public var identifier: String?
    public var sublayoutElements: [any LayoutElement] { children }
    /// Horizontal by default, like `[ASStackLayoutSpec new]`.
    public var direction: StackDirection
    public var spacing: Double
    public var justifyContent: StackJustify
    /// Stretch by default, like `[ASStackLayoutSpec new]`.
    public var alignItems: StackAlignItems
    public var flexWrap: StackWrap
    public var alignContent: StackAlignContent
    public var lineSpacing: Double
    public var children: [any LayoutElement]
    public var style = Style()

    public init(direction: StackDirection = .horizontal, spacing: Double = 0,
                justifyContent: StackJustify = .start, alignItems: StackAlignItems = .stretch,
                flexWrap: StackWrap = .noWrap, alignContent: StackAlignContent = .start,
                lineSpacing: Double = 0, children: [any LayoutElement] = [], identifier: String? = nil) {
        self.direction = direction
        self.spacing = spacing
        self.justifyContent = justifyContent
        self.alignItems = alignItems
        self.flexWrap = flexWrap
        self.alignContent = alignContent
        self.lineSpacing = lineSpacing
        self.children = children
        self.identifier = identifier
    }
}

/// `ASInsetLayoutSpec`: the child inset by `insets`; an infinite inset centres (both
/// sides infinite) or pins to the opposite side. Directional insets put `leading` on the
/// right in a right-to-left layout; physical ones never flip.
public struct InsetLayoutSpec: LayoutElement {
    public var identifier: String?
    public var sublayoutElements: [any LayoutElement] { [child] }
    public var insets: LayoutInsets
    public var child: any LayoutElement
    public var style = Style()

    public init(insets: LayoutInsets, child: any LayoutElement, identifier: String? = nil) {
        self.insets = insets
        self.child = child
        self.identifier = identifier
    }

    /// Physical insets: left stays left in either direction.
    public init(insets: EdgeInsets, child: any LayoutElement, identifier: String? = nil) {
        self.init(insets: .physical(insets), child: child, identifier: identifier)
    }

    /// Leading/trailing insets, which flip in a right-to-left layout.
    public init(insets: DirectionalEdgeInsets, child: any LayoutElement, identifier: String? = nil) {
        self.init(insets: .directional(insets), child: child, identifier: identifier)
    }
}

/// `ASOverlayLayoutSpec`: `overlay` on top of `child`, at the child's size.
public struct OverlayLayoutSpec: LayoutElement {
    public var identifier: String?
    public var sublayoutElements: [any LayoutElement] { [child, overlay] }
    public var child: any LayoutElement
    public var overlay: any LayoutElement
    public var style = Style()

    public init(child: any LayoutElement, overlay: any LayoutElement, identifier: String? = nil) {
        self.child = child
        self.overlay = overlay
        self.identifier = identifier
    }
}

/// `ASBackgroundLayoutSpec`: `background` behind `child`, at the child's size.
public struct BackgroundLayoutSpec: LayoutElement {
    public var identifier: String?
    public var sublayoutElements: [any LayoutElement] { [background, child] }
    public var child: any LayoutElement
    public var background: any LayoutElement
    public var style = Style()

    public init(child: any LayoutElement, background: any LayoutElement, identifier: String? = nil) {
        self.child = child
        self.background = background
        self.identifier = identifier
    }
}

/// Which axes a center spec centres on.
public enum CenteringOptions: String, Hashable, Sendable, CaseIterable { case none, x, y, xy }
/// Which axes of a center spec shrink to the child instead of taking the whole max.
public enum CenterSizingOptions: String, Hashable, Sendable, CaseIterable { case `default`, minimumX, minimumY, minimumXY }

/// `ASCenterLayoutSpec`: a relative spec that centres.
public struct CenterLayoutSpec: LayoutElement {
    public var identifier: String?
    public var sublayoutElements: [any LayoutElement] { [child] }
    public var centeringOptions: CenteringOptions
    public var sizingOptions: CenterSizingOptions
    public var child: any LayoutElement
    public var style = Style()

    public init(centeringOptions: CenteringOptions = .xy, sizingOptions: CenterSizingOptions = .default,
                child: any LayoutElement, identifier: String? = nil) {
        self.centeringOptions = centeringOptions
        self.sizingOptions = sizingOptions
        self.child = child
        self.identifier = identifier
    }
}

/// Where a relative spec puts its child on one axis. On the horizontal axis `start` and
/// `end` are the leading and trailing edges, so they swap in a right-to-left layout.
public enum RelativePosition: String, Hashable, Sendable, CaseIterable { case none, start, center, end }
public enum RelativeSizingOption: String, Hashable, Sendable, CaseIterable { case `default`, minimumWidth, minimumHeight, minimumSize }

/// `ASRelativeLayoutSpec`: the child at the start, centre or end of each axis.
public struct RelativeLayoutSpec: LayoutElement {
    public var identifier: String?
    public var sublayoutElements: [any LayoutElement] { [child] }
    public var horizontalPosition: RelativePosition
    public var verticalPosition: RelativePosition
    public var sizingOption: RelativeSizingOption
    public var child: any LayoutElement
    public var style = Style()

    public init(horizontalPosition: RelativePosition = .none, verticalPosition: RelativePosition = .none,
                sizingOption: RelativeSizingOption = .default, child: any LayoutElement, identifier: String? = nil) {
        self.horizontalPosition = horizontalPosition
        self.verticalPosition = verticalPosition
        self.sizingOption = sizingOption
        self.child = child
        self.identifier = identifier
    }
}

/// `ASRatioLayoutSpec`: the child at a fixed height/width ratio.
public struct RatioLayoutSpec: LayoutElement {
    public var identifier: String?
    public var sublayoutElements: [any LayoutElement] { [child] }
    /// Height divided by width; must be > 0.
    public var ratio: Double
    public var child: any LayoutElement
    public var style = Style()

    public init(ratio: Double, child: any LayoutElement, identifier: String? = nil) {
        self.ratio = ratio
        self.child = child
        self.identifier = identifier
    }
}

public enum AbsoluteSizing: String, Hashable, Sendable, CaseIterable { case `default`, sizeToFit }

/// `ASAbsoluteLayoutSpec`: children at their `style.layoutPosition`.
public struct AbsoluteLayoutSpec: LayoutElement {
    public var identifier: String?
    public var sublayoutElements: [any LayoutElement] { children }
    public var sizing: AbsoluteSizing
    public var children: [any LayoutElement]
    public var style = Style()

    public init(sizing: AbsoluteSizing = .default, children: [any LayoutElement], identifier: String? = nil) {
        self.sizing = sizing
        self.children = children
        self.identifier = identifier
    }
}

/// `ASWrapperLayoutSpec`: children laid out in the same range, stacked at the origin.
public struct WrapperLayoutSpec: LayoutElement {
    public var identifier: String?
    public var sublayoutElements: [any LayoutElement] { children }
    public var children: [any LayoutElement]
    public var style = Style()

    public init(children: [any LayoutElement], identifier: String? = nil) {
        self.children = children
        self.identifier = identifier
    }

    public init(child: any LayoutElement, identifier: String? = nil) {
        self.init(children: [child], identifier: identifier)
    }
}

public enum CornerLocation: String, Hashable, Sendable, CaseIterable { case topLeft, topRight, bottomLeft, bottomRight }

/// `ASCornerLayoutSpec`: `corner` centred on a corner of `child`, e.g. a badge.
public struct CornerLayoutSpec: LayoutElement {
    public var identifier: String?
    public var sublayoutElements: [any LayoutElement] { [child, corner] }
    public var child: any LayoutElement
    public var corner: any LayoutElement
    public var location: CornerLocation
    public var offset: Point
    /// Whether the spec grows to include the corner element.
    public var wrapsCorner: Bool
    public var style = Style()

    public init(child: any LayoutElement, corner: any LayoutElement, location: CornerLocation = .topRight,
                offset: Point = .zero, wrapsCorner: Bool = false, identifier: String? = nil) {
        self.child = child
        self.corner = corner
        self.location = location
        self.offset = offset
        self.wrapsCorner = wrapsCorner
        self.identifier = identifier
    }
}

/// A leaf with Texture's plain-node sizing: it fills a bounded range and collapses to
/// the range's minimum when either max is unbounded. Give `measure` to report an
/// intrinsic size instead (called with the range's max, like `calculateSizeThatFits:`).
public struct LeafElement: LayoutElement {
    public var identifier: String?
    public var measure: ((Size) -> Size)?
    public var style = Style()

    public init(identifier: String? = nil, style: Style = Style(), measure: ((Size) -> Size)? = nil) {
        self.identifier = identifier
        self.style = style
        self.measure = measure
    }
}
