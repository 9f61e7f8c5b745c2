// TEMPORARY API SKETCH (contract for other modules). The Text owner replaces these with
// real implementations in their own files and deletes this file.
import Raster

public enum FontWeight: String, Hashable, Sendable { case regular, medium, semibold, bold }

public struct Font: Hashable, Sendable {
    public var family: String
    public var size: Double
    public var weight: FontWeight
    public var italic: Bool
    public init(family: String = "DejaVu Sans", size: Double = 14, weight: FontWeight = .regular, italic: Bool = false) {
        self.family = family; self.size = size; self.weight = weight; self.italic = italic
    }
}

/// A run of text with one set of attributes.
public struct TextRun: Hashable, Sendable {
    public var text: String
    public var font: Font
    public var color: Color
    public var underline: Bool
    public var strikethrough: Bool
    /// Extra space between characters, in points.
    public var kerning: Double
    public init(_ text: String, font: Font = Font(), color: Color = .black, underline: Bool = false,
                strikethrough: Bool = false, kerning: Double = 0) {
        self.text = text; self.font = font; self.color = color; self.underline = underline
        self.strikethrough = strikethrough; self.kerning = kerning
    }
}

public enum TextAlignment: String, Hashable, Sendable { case natural, left, center, right, justified }
public enum TruncationMode: String, Hashable, Sendable { case tail, middle, head, clip }

public struct ParagraphStyle: Hashable, Sendable {
    public var alignment: TextAlignment = .natural
    /// Extra space between lines, in points.
    public var lineSpacing: Double = 0
    /// 0 = unlimited.
    public var maximumNumberOfLines: Int = 0
    public var truncationMode: TruncationMode = .tail
    public var truncationString: String = "…"
    public init() {}
}

/// Attributed text: runs plus paragraph attributes.
public struct AttributedText: Hashable, Sendable {
    public var runs: [TextRun]
    public var paragraph: ParagraphStyle
    public init(runs: [TextRun], paragraph: ParagraphStyle = ParagraphStyle()) {
        self.runs = runs; self.paragraph = paragraph
    }
    public init(_ text: String, font: Font = Font(), color: Color = .black) {
        self.init(runs: [TextRun(text, font: font, color: color)])
    }
}

/// The measured shape of a piece of text laid out in a width.
public struct TextMetrics: Hashable, Sendable {
    public var width: Double        // points, unrounded
    public var height: Double
    public var lineCount: Int
    public var isTruncated: Bool
    /// Top to first baseline (positive).
    public var firstBaseline: Double
    /// Last baseline to bottom (positive).
    public var lastDescent: Double
}

/// Lays out, measures and draws text with Pango, using only the pinned fonts.
public enum TextEngine {
    /// Measures `text` in at most `maxWidth` points (∞ = one paragraph per line, unwrapped).
    public static func measure(_ text: AttributedText, maxWidth: Double, maxHeight: Double = .infinity) -> TextMetrics { fatalError("Text: not yet implemented") }
    /// Draws `text` with its top-left at `origin` (points), wrapped/truncated in `size`.
    public static func draw(_ text: AttributedText, in rect: (x: Double, y: Double, width: Double, height: Double), on canvas: Canvas) { fatalError("Text: not yet implemented") }
}
