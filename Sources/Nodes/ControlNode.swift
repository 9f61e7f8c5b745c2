/// The state of a control (Texture's `ASControlState`, UIKit's `UIControl.State`): a set
/// of flags, empty (`.normal`) for an enabled control that is neither highlighted nor
/// selected.
public struct ControlState: OptionSet, Hashable, Sendable {
    /// The flags as bits (Texture's values).
    public let rawValue: UInt

    /// The control state with the flags `rawValue` holds.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// No flag set: enabled, not highlighted, not selected.
    public static let normal: ControlState = []
    /// Being pressed (`isHighlighted`).
    public static let highlighted = ControlState(rawValue: 1 << 0)
    /// Not enabled (`isEnabled` is false).
    public static let disabled = ControlState(rawValue: 1 << 1)
    /// Selected, e.g. a toggled button (`isSelected`).
    public static let selected = ControlState(rawValue: 1 << 2)
}

/// A node with a control's states (Texture's `ASControlNode`, without touch handling, which
/// a still image does not need): enabled, highlighted and selected. It draws nothing of its
/// own; subclasses such as `ButtonNode` pick their look from `controlState` in
/// `controlStateDidChange()`.
open class ControlNode: DisplayNode {
    /// Whether the control takes touches; false adds `.disabled` to `controlState`.
    public var isEnabled = true {
        didSet { if isEnabled != oldValue { controlStateDidChange() } }
    }
    /// Whether the control is being pressed.
    public var isHighlighted = false {
        didSet { if isHighlighted != oldValue { controlStateDidChange() } }
    }
    /// Whether the control is selected (a toggle that is on).
    public var isSelected = false {
        didSet { if isSelected != oldValue { controlStateDidChange() } }
    }

    /// An enabled control, neither highlighted nor selected.
    /// A control is one element; disabled and selected states are traits.
    open override var defaultAccessibility: AccessibilityProperties {
        var traits: AccessibilityTraits = []
        if !isEnabled { traits.insert(.notEnabled) }
        if isSelected { traits.insert(.selected) }
        return AccessibilityProperties(isElement: true, traits: traits)
    }

    public override init() {
        super.init()
    }

    /// The flags of `isEnabled`, `isHighlighted` and `isSelected` as one value.
    public var controlState: ControlState {
        var state = ControlState.normal
        if !isEnabled { state.insert(.disabled) }
        if isHighlighted { state.insert(.highlighted) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// Called after `isEnabled`, `isHighlighted` or `isSelected` changed. Subclasses update
    /// their look here (call `super`). The default does nothing.
    open func controlStateDidChange() {}
}
