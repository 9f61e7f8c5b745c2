/// Cross-axis alignment of one stack child, overriding the stack's `alignItems`.
public enum AlignSelf: String, Hashable, Sendable, CaseIterable {
    case auto, start, end, center, stretch
}

/// The layout properties of an element (Texture's `ASLayoutElementStyle`).
///
/// Defaults follow Texture, not CSS: `flexShrink` is 0, and every size is `auto`.
public struct Style: Hashable, Sendable {
    public var width: Dimension = .auto
    public var height: Dimension = .auto
    public var minWidth: Dimension = .auto
    public var maxWidth: Dimension = .auto
    public var minHeight: Dimension = .auto
    public var maxHeight: Dimension = .auto

    public var flexGrow: Double = 0
    public var flexShrink: Double = 0
    public var flexBasis: Dimension = .auto
    public var alignSelf: AlignSelf = .auto
    public var spacingBefore: Double = 0
    public var spacingAfter: Double = 0

    /// Distance from the top to the first baseline, for baseline alignment.
    public var ascender: Double = 0
    /// Distance from the last baseline to the bottom, as a negative number (Texture's sign).
    public var descender: Double = 0

    /// Where an `AbsoluteLayoutSpec` places the element.
    public var layoutPosition: Point = .zero

    /// The direction of the element's subtree; nil (the default) inherits the parent's
    /// (Yoga's `direction: inherit`).
    public var layoutDirection: LayoutDirection?

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
