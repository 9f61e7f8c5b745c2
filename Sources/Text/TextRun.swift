import Raster

/// A run of text with one set of attributes.
public struct TextRun: Hashable, Sendable {
    public var text: String
    public var font: Font
    public var color: Color
    public var underline: Bool
    public var strikethrough: Bool
    /// Extra space after each character, in points (UIKit's `kern`, Pango's letter spacing).
    public var kerning: Double
    /// The run's language as a BCP 47 tag (`ja`, `zh-Hant`, `ar`), or nil for the scope's
    /// default (`TextEngine.withDefaultLanguage`). It picks the glyph forms Han characters
    /// take: Japanese, Korean, Simplified and Traditional Chinese each draw from their own
    /// Noto Sans CJK face; without a CJK language Han draws with WenQuanYi Micro Hei.
    public var language: String?
    /// Points the run is raised above the line's baseline (negative lowers it), as UIKit's
    /// `baselineOffset`: for superscripts, footnote marks and icons set in text.
    public var baselineOffset: Double

    /// A run of `text` with the given attributes (black, regular 14-pt system face by default).
    public init(_ text: String, font: Font = Font(), color: Color = .black, underline: Bool = false,
                strikethrough: Bool = false, kerning: Double = 0, language: String? = nil,
                baselineOffset: Double = 0) {
        self.text = text
        self.font = font
        self.color = color
        self.underline = underline
        self.strikethrough = strikethrough
        self.kerning = kerning
        self.language = language
        self.baselineOffset = baselineOffset
    }
}
