import Layout

/// One accessibility problem an audit found: which node, what was measured and the threshold
/// it missed.
public struct AccessibilityFinding: Hashable, Sendable, CustomStringConvertible {
    /// The rule a finding breaks.
    public enum Rule: String, Hashable, Sendable, CaseIterable {
        /// Text whose measured contrast against the pixels behind it is under WCAG 2's
        /// minimum (4.5:1, or 3:1 for large text).
        case textContrast
        /// A button or link smaller than the platform's minimum touch target (44 × 44 pt on
        /// iOS, 48 × 48 dp on Android).
        case touchTargetSize
        /// An element with no label: nothing for a screen reader to say.
        case missingLabel
        /// Two actionable elements with the same label: a listener cannot tell them apart.
        case duplicateLabel
        /// Text cut off by its line limit or frame.
        case truncatedText
        /// An element whose traits contradict each other (a button that is also a link).
        case conflictingTraits
        /// Text whose font does not grow when the reader picks the largest text size.
        case textNotScaling
    }

    public var rule: Rule
    /// The node's name (`AccessibilityElement.displayName`, or a text node's identifier or text).
    public var node: String
    /// Where the node is, in the root's coordinates (points).
    public var frame: Rect
    /// The value measured (a contrast ratio, the smaller side in points), when the rule measures one.
    public var measured: Double?
    /// The threshold `measured` missed.
    public var threshold: Double?
    /// What else the rule found (the conflicting traits), when it says more than a number.
    public var detail: String?

    /// A finding of `rule` about `node` at `frame`.
    public init(rule: Rule, node: String, frame: Rect, measured: Double? = nil, threshold: Double? = nil,
                detail: String? = nil) {
        self.rule = rule
        self.node = node
        self.frame = frame
        self.measured = measured
        self.threshold = threshold
        self.detail = detail
    }

    /// What a baseline matches the finding by: its rule and node, not the values measured (a
    /// contrast that moves from 2.85 to 2.8 is the same accepted finding).
    public var key: String { "\(rule.rawValue) \(node)" }

    /// One line: the node, the rule, the value and the threshold.
    public var description: String {
        let where_ = "at (\(Self.format(frame.origin.x)), \(Self.format(frame.origin.y))) "
            + "\(Self.format(frame.size.width))×\(Self.format(frame.size.height)) pt"
        switch rule {
        case .textContrast:
            return "\(node) \(where_): text contrast \(Self.format(measured ?? 0)):1 is under \(Self.format(threshold ?? 0)):1"
        case .touchTargetSize:
            return "\(node) \(where_): touch target \(Self.format(measured ?? 0)) pt is under \(Self.format(threshold ?? 0)) pt"
        case .missingLabel: return "\(node) \(where_): no accessibility label"
        case .duplicateLabel: return "\(node) \(where_): same label as another button or link"
        case .truncatedText: return "\(node) \(where_): text is truncated"
        case .conflictingTraits: return "\(node) \(where_): conflicting traits \(detail ?? "")"
        case .textNotScaling:
            return "\(node) \(where_): text is \(Self.format(measured ?? 0)) pt at the largest text size, "
                + "under the \(Self.format(threshold ?? 0)) pt it should grow to"
        }
    }

    /// Two decimals at most, no locale (messages are deterministic).
    static func format(_ value: Double) -> String {
        let hundredths = (value * 100).rounded()
        let whole = Int(hundredths / 100), fraction = Int(abs(hundredths).truncatingRemainder(dividingBy: 100))
        if fraction == 0 { return "\(whole)" }
        return fraction % 10 == 0 ? "\(whole).\(fraction / 10)" : "\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
