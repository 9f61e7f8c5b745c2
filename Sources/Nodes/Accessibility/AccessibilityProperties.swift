/// A node's accessibility description: what VoiceOver or TalkBack would read for it.
/// Members left nil (and `isElement` nil) take the node type's default, as Texture's nodes
/// default them: a text node is an element labelled by its text, a button one labelled by its
/// title, an image or a plain node is not an element.
public struct AccessibilityProperties: Hashable, Sendable {
    /// Whether the node is one element (its subnodes are then not read on their own);
    /// nil: the node type's default.
    public var isElement: Bool?
    /// What the element is called; nil: the node type's default (its text or title).
    public var label: String?
    /// Its current value (a slider's percentage, a field's text).
    public var value: String?
    /// What activating it does, read after a pause.
    public var hint: String?
    /// Its role and state, added to the node type's default traits.
    public var traits: AccessibilityTraits
    /// Whether the node gathers its subtree into one element (Texture's
    /// `isAccessibilityContainer`): its label joins the labels of the elements inside with
    /// ", " (unless it has its own), and the buttons and links inside become its custom
    /// actions. nil: the node type's default (not a container).
    public var isContainer: Bool?

    /// Properties that leave every member to the node type's default.
    public init(isElement: Bool? = nil, label: String? = nil, value: String? = nil, hint: String? = nil,
                traits: AccessibilityTraits = [], isContainer: Bool? = nil) {
        self.isContainer = isContainer
        self.isElement = isElement
        self.label = label
        self.value = value
        self.hint = hint
        self.traits = traits
    }
}
