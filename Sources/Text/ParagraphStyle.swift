import Raster

/// Horizontal placement of lines in the text's box.
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
    /// The leading edge: of the paragraph's `naturalDirection` when it has one, otherwise
    /// of the text itself (left for left-to-right paragraphs, right for right-to-left ones
    /// such as Arabic or Hebrew).
    case natural
    case left, center, right
    /// Both edges flush except the last line, which follows the natural alignment.
    case justified
}

/// A direction of writing.
public enum WritingDirection: String, Hashable, Sendable, CaseIterable { case leftToRight, rightToLeft }

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
    /// The direction of the layout around the text, whose leading edge `natural` alignment
    /// (and a justified paragraph's last line) takes, as UIKit's natural alignment follows
    /// the interface's direction; nil: the text's own direction decides (its first strong
    /// character). It moves lines only: the order of characters within a line is always
    /// the text's own (Unicode bidi).
    public var naturalDirection: WritingDirection?
    /// The colour of `truncationString` (Texture's `truncationAttributedText` in its own colour,
    /// as in "… more"); nil: the colour of the text next to the cut.
    public var truncationColor: Color?
    /// Each line's height as a multiple of its font's natural height (0 = natural), the extra
    /// space shared above and below its glyphs (Pango's and CSS's line height).
    public var lineHeightMultiple: Double = 0
    /// Each line's height in points (0 = natural), the extra space shared above and below its
    /// glyphs, as CSS's `line-height` in points; when set it replaces `lineHeightMultiple`.
    public var lineHeight: Double = 0
    /// Extra space after each paragraph (text ending in a line break), in points; not added
    /// below the last one.
    public var paragraphSpacing: Double = 0
    /// Indent of the first line of each paragraph, in points from its leading edge (UIKit's
    /// `firstLineHeadIndent`).
    public var firstLineIndent: Double = 0

    /// Natural alignment, no spacing, no line limit, tail truncation with "…".
    public init() {}

    /// A paragraph style with the given attributes; the rest as `init()` has them.
    public init(alignment: TextAlignment = .natural, lineSpacing: Double = 0, maximumNumberOfLines: Int = 0,
                truncationMode: TruncationMode = .tail, truncationString: String = "…",
                naturalDirection: WritingDirection? = nil, truncationColor: Color? = nil,
                lineHeightMultiple: Double = 0, lineHeight: Double = 0, paragraphSpacing: Double = 0,
                firstLineIndent: Double = 0) {
        self.alignment = alignment
        self.lineSpacing = lineSpacing
        self.maximumNumberOfLines = maximumNumberOfLines
        self.truncationMode = truncationMode
        self.truncationString = truncationString
        self.naturalDirection = naturalDirection
        self.truncationColor = truncationColor
        self.lineHeightMultiple = lineHeightMultiple
        self.lineHeight = lineHeight
        self.paragraphSpacing = paragraphSpacing
        self.firstLineIndent = firstLineIndent
    }
}
