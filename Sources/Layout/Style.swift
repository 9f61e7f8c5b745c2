/// Cross-axis alignment of one stack child, overriding the stack's `alignItems`.
public enum AlignSelf: String, Hashable, Sendable, CaseIterable {
    case auto, start, end, center, stretch
}

/// The layout properties of an element (Texture's `ASLayoutElementStyle`).
///
/// Defaults follow Texture, not CSS: `flexShrink` is 0, and every size is `auto`.
public struct Style: Hashable, Sendable {
    // The stored properties are in the order layout reads them: what every layout of the
    // element and its parent stack read comes first, the raw sizes and the absolute
    // position last. A long feed's elements do not fit in the CPU's caches, and waiting
    // for them is about a third of a layout pass, so each layout should touch as few
    // cache lines of its element as it can.

    /// The six sizes below, resolved once when they are set rather than on every layout
    /// (each element is laid out once or more per pass; its style rarely changes).
    private(set) var ownSize = OwnSize()

    /// The direction of the element's subtree; nil (the default) inherits the parent's
    /// (Yoga's `direction: inherit`).
    public var layoutDirection: LayoutDirection?
    public var alignSelf: AlignSelf = .auto

    public var flexGrow: Double = 0
    public var flexShrink: Double = 0
    public var flexBasis: Dimension = .auto
    public var spacingBefore: Double = 0
    public var spacingAfter: Double = 0

    /// Distance from the top to the first baseline, for baseline alignment.
    public var ascender: Double = 0
    /// Distance from the last baseline to the bottom, as a negative number (Texture's sign).
    public var descender: Double = 0

    public var width: Dimension = .auto { didSet { updateOwnSize() } }
    public var height: Dimension = .auto { didSet { updateOwnSize() } }
    public var minWidth: Dimension = .auto { didSet { updateOwnSize() } }
    public var maxWidth: Dimension = .auto { didSet { updateOwnSize() } }
    public var minHeight: Dimension = .auto { didSet { updateOwnSize() } }
    public var maxHeight: Dimension = .auto { didSet { updateOwnSize() } }

    /// Where an `AbsoluteLayoutSpec` places the element.
    public var layoutPosition: Point = .zero

    public init() {}

    /// Shorthand for `width` and `height` in points; reading it gives nil unless both are points.
    public var preferredSize: Size? {
        get {
            if case .points(let w) = width, case .points(let h) = height { return Size(width: w, height: h) }
            return nil
        }
        set {
            guard let size = newValue else { width = .auto; height = .auto; return }
            width = .points(size.width)
            height = .points(size.height)
        }
    }
}

extension Style {
    /// What a layout needs of the six sizes, worked out ahead (see `ownSize`).
    struct OwnSize: Hashable, Sendable {
        /// `sizeRange(parentSize:)` with negatives raised to 0, when no size is a fraction.
        var range = SizeRange.unconstrained
        /// A size is a fraction, so the range depends on the parent's size.
        var dependsOnParent = false
        var hasNegativeSize = false
    }

    /// Recomputes `ownSize` after one of the six sizes changed.
    mutating func updateOwnSize() {
        var own = OwnSize()
        own.hasNegativeSize = width.isNegative || height.isNegative || minWidth.isNegative
            || maxWidth.isNegative || minHeight.isNegative || maxHeight.isNegative
        own.dependsOnParent = width.isFraction || height.isFraction || minWidth.isFraction
            || maxWidth.isFraction || minHeight.isFraction || maxHeight.isFraction
        if !own.dependsOnParent { own.range = nonNegativeSizeRange(parentSize: .undefined) }
        ownSize = own
    }
}
