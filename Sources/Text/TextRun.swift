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

    public init(_ text: String, font: Font = Font(), color: Color = .black, underline: Bool = false,
                strikethrough: Bool = false, kerning: Double = 0) {
        self.text = text
        self.font = font
        self.color = color
        self.underline = underline
        self.strikethrough = strikethrough
        self.kerning = kerning
    }
}
