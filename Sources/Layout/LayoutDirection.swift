/// The direction a layout runs in, as Yoga's `direction` and UIKit's semantic content
/// attribute: in right-to-left, a horizontal stack starts at the right, leading insets
/// are on the right and `natural` text starts at the right.
///
/// A pass starts in `LayoutContext.layoutDirection`; an element's `Style.layoutDirection`
/// overrides it for the element's subtree. Frames stay physical (x grows to the right).
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable {
    case leftToRight = "ltr"
    case rightToLeft = "rtl"
}

/// Insets by leading and trailing edge (UIKit's `NSDirectionalEdgeInsets`): leading is the
/// left edge in a left-to-right layout and the right edge in a right-to-left one. An
/// infinite inset centres or pins, as in `EdgeInsets`.
public struct DirectionalEdgeInsets: Hashable, Sendable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on all four edges.
    public init(all value: Double) {
        self.init(top: value, leading: value, bottom: value, trailing: value)
    }

    public static let zero = DirectionalEdgeInsets()

    /// The physical insets these are in a layout running in `direction`.
    public func resolved(for direction: LayoutDirection) -> EdgeInsets {
        switch direction {
        case .leftToRight: EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
        case .rightToLeft: EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
        }
    }
}

/// The insets of an `InsetLayoutSpec`: physical ones keep left on the left whatever the
/// direction; directional ones flip in a right-to-left layout.
public enum LayoutInsets: Hashable, Sendable {
    case physical(EdgeInsets)
    case directional(DirectionalEdgeInsets)

    /// The physical insets in a layout running in `direction`.
    public func resolved(for direction: LayoutDirection) -> EdgeInsets {
        switch self {
        case .physical(let insets): insets
        case .directional(let insets): insets.resolved(for: direction)
        }
    }
}
