/// What an accessibility element is and what state it is in, as UIKit's
/// `UIAccessibilityTraits` name them (TalkBack reads the same roles on Android).
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32

    /// A trait set from its bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Activating the element performs an action.
    public static let button = AccessibilityTraits(rawValue: 1 << 0)
    /// Activating the element opens a link.
    public static let link = AccessibilityTraits(rawValue: 1 << 1)
    /// The element is a heading that divides content (a section header).
    public static let header = AccessibilityTraits(rawValue: 1 << 2)
    /// The element is a picture.
    public static let image = AccessibilityTraits(rawValue: 1 << 3)
    /// The element is text that does not change.
    public static let staticText = AccessibilityTraits(rawValue: 1 << 4)
    /// The element is selected (a selected row or segment).
    public static let selected = AccessibilityTraits(rawValue: 1 << 5)
    /// The element is disabled (UIKit's `notEnabled`).
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 6)

    /// The names of the traits in the set, in declaration order (for records and messages).
    public var names: [String] {
        Self.named.filter { contains($0.trait) }.map(\.name)
    }

    private static let named: [(trait: AccessibilityTraits, name: String)] = [
        (.button, "button"), (.link, "link"), (.header, "header"), (.image, "image"),
        (.staticText, "staticText"), (.selected, "selected"), (.notEnabled, "notEnabled"),
    ]
}
