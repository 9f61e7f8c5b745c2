/// Horizontal placement of lines in the text's box.
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
    /// Left for left-to-right paragraphs, right for right-to-left ones (Arabic, Hebrew).
    case natural
    case left, center, right
    /// Both edges flush except the last line, which follows the natural alignment.
    case justified
}

/// What happens to text that does not fit in its line or height limit.
public enum TruncationMode: String, Hashable, Sendable, CaseIterable {
    /// The last visible line ends with the truncation string.
    case tail
    /// The last visible line keeps its start and the text's end, with the truncation string between.
    case middle
    /// The last visible line starts with the truncation string and shows the text's end.
    case head
    /// Lines past the limit are dropped; no truncation string.
    case clip
}

/// Paragraph-level attributes, shared by all runs of an `AttributedText`.
public struct ParagraphStyle: Hashable, Sendable {
    public var alignment: TextAlignment = .natural
    /// Extra space between lines, in points (not added above the first or below the last line).
    public var lineSpacing: Double = 0
    /// The most lines shown; 0 = unlimited.
    public var maximumNumberOfLines: Int = 0
    public var truncationMode: TruncationMode = .tail
    /// Drawn where text was cut, with the attributes of the text next to the cut.
    public var truncationString: String = "…"

    public init() {}

    public init(alignment: TextAlignment = .natural, lineSpacing: Double = 0, maximumNumberOfLines: Int = 0,
                truncationMode: TruncationMode = .tail, truncationString: String = "…") {
        self.alignment = alignment
        self.lineSpacing = lineSpacing
        self.maximumNumberOfLines = maximumNumberOfLines
        self.truncationMode = truncationMode
        self.truncationString = truncationString
    }
}
