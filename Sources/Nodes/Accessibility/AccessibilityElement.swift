import Layout

/// One element as assistive technology meets it: in reading order, with the node it stands
/// for and its frame in the root node's coordinates.
public struct AccessibilityElement: Hashable, Sendable {
    /// The node's `identifier`, if it has one.
    public var identifier: String?
    /// The node's type name (`TextNode`, `ButtonNode`, …), for messages.
    public var nodeType: String
    public var label: String?
    public var value: String?
    public var hint: String?
    public var traits: AccessibilityTraits
    /// The frame in the root's coordinates (points).
    public var frame: Rect

    /// The element's name in messages: its identifier, else its type and label.
    public var displayName: String {
        identifier ?? "\(nodeType)" + (label.map { " \"\($0)\"" } ?? "")
    }
}
