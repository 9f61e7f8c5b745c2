import Raster

/// Attributed text: runs plus paragraph attributes.
public struct AttributedText: Hashable, Sendable {
    public var runs: [TextRun]
    public var paragraph: ParagraphStyle

    public init(runs: [TextRun], paragraph: ParagraphStyle = ParagraphStyle()) {
        self.runs = runs
        self.paragraph = paragraph
    }

    public init(_ text: String, font: Font = Font(), color: Color = .black, paragraph: ParagraphStyle = ParagraphStyle()) {
        self.init(runs: [TextRun(text, font: font, color: color)], paragraph: paragraph)
    }

    /// The characters of all runs, concatenated.
    public var string: String { runs.map(\.text).joined() }

    public var isEmpty: Bool { runs.allSatisfy { $0.text.isEmpty } }
}
