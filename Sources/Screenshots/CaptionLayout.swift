import Raster
import Text

/// A caption's words, language and line breakers, shared by every device that shows it
/// (measuring the pieces once is what makes trying many sizes cheap).
struct CaptionText: Sendable {
    var title: String
    var subtitle: String?
    /// The locale's language: Han glyph forms, phrase breaking.
    var language: String?
    /// The font family (`captionFont`, `captionFonts`; Inter by default).
    var family: String
    let titleBreaker: CaptionLineBreaker
    let subtitleBreaker: CaptionLineBreaker?

    /// Titles are bold and a little tight; subtitles regular. Both weights exist as real
    /// faces for Latin, Greek and Cyrillic (Inter), Arabic and Hebrew (DejaVu Sans) and Han,
    /// kana and Hangul (Noto Sans CJK, with the locale's language), so no script falls back
    /// to a synthesized or mismatched weight.
    static let titleWeight = FontWeight.bold
    static let subtitleWeight = FontWeight.regular
    static let titleKerning = -0.01

    init(title: String, subtitle: String?, language: String?, family: String = "Inter") {
        self.title = title
        self.subtitle = subtitle.flatMap { $0.isEmpty ? nil : $0 }
        self.language = language
        self.family = family
        titleBreaker = CaptionLineBreaker(text: title, font: Font(family: family, weight: Self.titleWeight),
                                          kerning: Self.titleKerning, language: language)
        subtitleBreaker = self.subtitle.map {
            CaptionLineBreaker(text: $0, font: Font(family: family, weight: Self.subtitleWeight), kerning: 0, language: language)
        }
    }
}

/// A caption fitted to its box: the largest title size (and a subtitle in proportion) at
/// which both break into balanced lines within their limits and fit the height, shaped by
/// Pango so any script works; Arabic and Hebrew run right to left.
struct CaptionLayout {
    var title: AttributedText
    var subtitle: AttributedText?
    var titleMetrics: TextMetrics
    var subtitleMetrics: TextMetrics?
    /// Space between title and subtitle.
    var gap: Double
    /// The title's font size (canvas units).
    var titleSize: Double
    /// The lines as set (empty when Pango wrapped a caption no phrase breaking could fit).
    var titleLines: [String]
    var subtitleLines: [String]

    var height: Double { titleMetrics.height + (subtitleMetrics.map { gap + $0.height } ?? 0) }

    static let subtitleLines = 3

    /// Fits `caption` in `width`×`height` (canvas units): the largest title size, from
    /// `maxTitleSize` down in 5% steps, at which both texts break between phrases into
    /// balanced lines without an orphan and everything fits. Two title lines are preferred (a
    /// third only when two would need a title under 60% of the maximum), so short headlines
    /// stay large. When nothing fits even at a third of the maximum, Pango wraps the text.
    static func fit(_ caption: CaptionText, width: Double, height: Double, maxTitleSize: Double, color: Color,
                    alignment: ScreenSpec.CaptionAlignment) -> CaptionLayout {
        for (lines, smallest) in [(2, 0.6), (3, 1.0 / 3)] {
            var size = maxTitleSize
            while size >= maxTitleSize * smallest * 0.999 {
                if let layout = make(caption, width: width, height: height, titleSize: size, titleLines: lines, color: color,
                                     alignment: alignment) {
                    return layout
                }
                size *= 0.95
            }
        }
        return wrapped(caption, width: width, height: height, titleSize: maxTitleSize / 3, color: color, alignment: alignment)
    }

    /// The caption at `titleSize` with phrase-broken lines, or nil if it does not fit.
    private static func make(_ caption: CaptionText, width: Double, height: Double, titleSize: Double, titleLines: Int,
                             color: Color, alignment: ScreenSpec.CaptionAlignment) -> CaptionLayout? {
        guard let lines = lines(of: caption.title, breaker: caption.titleBreaker, width: width, size: titleSize,
                                maxLines: titleLines) else { return nil }
        let title = titleText(lines.joined(separator: "\n"), caption: caption, size: titleSize, color: color,
                              alignment: alignment, maxLines: 0)
        let titleMetrics = TextEngine.measure(title, maxWidth: width, maxHeight: height)
        guard titleMetrics.lineCount == lines.count, !titleMetrics.isTruncated else { return nil }
        var layout = CaptionLayout(title: title, subtitle: nil, titleMetrics: titleMetrics, subtitleMetrics: nil,
                                   gap: titleSize * 0.3, titleSize: titleSize, titleLines: lines,
                                   subtitleLines: [])
        if let subtitle = caption.subtitle, let breaker = caption.subtitleBreaker {
            let size = titleSize * 0.5
            guard let subtitleLines = Self.lines(of: subtitle, breaker: breaker, width: width, size: size,
                                                 maxLines: Self.subtitleLines) else { return nil }
            let text = subtitleText(subtitleLines.joined(separator: "\n"), caption: caption, size: size, color: color,
                                    alignment: alignment, maxLines: 0)
            let metrics = TextEngine.measure(text, maxWidth: width, maxHeight: .infinity)
            guard metrics.lineCount == subtitleLines.count else { return nil }
            layout.subtitle = text
            layout.subtitleMetrics = metrics
            layout.subtitleLines = subtitleLines
        }
        return layout.height <= height ? layout : nil
    }

    /// Lines for `text`: the author's own when it has line breaks, else the breaker's.
    private static func lines(of text: String, breaker: CaptionLineBreaker, width: Double, size: Double,
                              maxLines: Int) -> [String]? {
        if text.contains(where: \.isNewline) {
            let lines = text.split(whereSeparator: \.isNewline).map(String.init)
            return lines.count <= maxLines ? lines : nil
        }
        return breaker.lines(width: width, size: size, maxLines: maxLines)
    }

    /// The last resort: Pango wraps the texts wherever it can, truncating what does not fit.
    private static func wrapped(_ caption: CaptionText, width: Double, height: Double, titleSize: Double, color: Color,
                                alignment: ScreenSpec.CaptionAlignment) -> CaptionLayout {
        let title = titleText(caption.title, caption: caption, size: titleSize, color: color, alignment: alignment, maxLines: 3)
        var layout = CaptionLayout(title: title, subtitle: nil, titleMetrics: TextEngine.measure(title, maxWidth: width, maxHeight: height),
                                   subtitleMetrics: nil, gap: titleSize * 0.3, titleSize: titleSize, titleLines: [], subtitleLines: [])
        if let subtitle = caption.subtitle {
            let text = subtitleText(subtitle, caption: caption, size: titleSize * 0.5, color: color, alignment: alignment,
                                    maxLines: Self.subtitleLines)
            layout.subtitle = text
            layout.subtitleMetrics = TextEngine.measure(text, maxWidth: width, maxHeight: .infinity)
        }
        return layout
    }

    private static func titleText(_ text: String, caption: CaptionText, size: Double, color: Color,
                                  alignment: ScreenSpec.CaptionAlignment, maxLines: Int) -> AttributedText {
        AttributedText(
            runs: [TextRun(text, font: Font(family: caption.family, size: size, weight: CaptionText.titleWeight), color: color,
                           kerning: size * CaptionText.titleKerning, language: caption.language)],
            paragraph: ParagraphStyle(alignment: paragraphAlignment(alignment), lineSpacing: size * 0.05,
                                      maximumNumberOfLines: maxLines))
    }

    private static func subtitleText(_ text: String, caption: CaptionText, size: Double, color: Color,
                                     alignment: ScreenSpec.CaptionAlignment, maxLines: Int) -> AttributedText {
        AttributedText(
            runs: [TextRun(text, font: Font(family: caption.family, size: size, weight: CaptionText.subtitleWeight), color: color.withAlphaMultiplied(by: 0.88),
                           language: caption.language)],
            paragraph: ParagraphStyle(alignment: paragraphAlignment(alignment), lineSpacing: size * 0.15,
                                      maximumNumberOfLines: maxLines))
    }

    private static func paragraphAlignment(_ alignment: ScreenSpec.CaptionAlignment) -> TextAlignment {
        alignment == .center ? .center : .natural
    }

    /// Draws the caption centred vertically in `box`.
    func draw(in box: CanvasRect, on canvas: Canvas) {
        var y = box.minY + max(0, (box.height - height) / 2)
        TextEngine.draw(title, in: (x: box.minX, y: y, width: box.width, height: titleMetrics.height + 1), on: canvas)
        y += titleMetrics.height + gap
        if let subtitle, let subtitleMetrics {
            TextEngine.draw(subtitle, in: (x: box.minX, y: y, width: box.width, height: subtitleMetrics.height + 1), on: canvas)
        }
    }
}
