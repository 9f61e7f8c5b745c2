import Layout

/// One element as assistive technology meets it: in reading order, with the node it stands
/// for and its frame in the root node's coordinates.
public struct AccessibilityElement: Hashable, Sendable {
    /// The node's `identifier`, if it has one.
    public var identifier: String?
    /// The node's type name (`TextNode`, `ButtonNode`, …), for messages.
    public var nodeType: String
    /// What a screen reader says for the element.
    public var label: String?
    /// Its current value.
    public var value: String?
    /// What activating it does.
    public var hint: String?
    /// Its role and state.
    public var traits: AccessibilityTraits
    /// The frame in the root's coordinates (points).
    public var frame: Rect
    /// The labels of the buttons and links a container gathered, as custom actions (empty
    /// for an element that is not a container).
    public var actions: [String] = []

    /// An element; `actions` are a container's custom actions.
    public init(identifier: String? = nil, nodeType: String, label: String? = nil, value: String? = nil,
                hint: String? = nil, traits: AccessibilityTraits = [], frame: Rect, actions: [String] = []) {
        self.identifier = identifier
        self.nodeType = nodeType
        self.label = label
        self.value = value
        self.hint = hint
        self.traits = traits
        self.frame = frame
        self.actions = actions
    }

    /// The element's name in messages: its identifier, else its type and label.
    public var displayName: String {
        identifier ?? "\(nodeType)" + (label.map { " \"\($0)\"" } ?? "")
    }

    /// Whether activating it does something (a button or a link).
    public var isActionable: Bool { traits.contains(.button) || traits.contains(.link) }

    /// The role a screen reader announces, from the traits: button, link, header, image or text.
    public var role: String {
        if traits.contains(.button) { return "button" }
        if traits.contains(.link) { return "link" }
        if traits.contains(.header) { return "header" }
        if traits.contains(.image) { return "image" }
        return "text"
    }

    /// The state words a screen reader adds: selected, dimmed (disabled).
    public var states: [String] {
        (traits.contains(.selected) ? ["selected"] : []) + (traits.contains(.notEnabled) ? ["dimmed"] : [])
    }
}
