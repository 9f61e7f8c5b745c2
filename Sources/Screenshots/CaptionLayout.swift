import Appearance
import DocumentModel
import FeedRendering
import Raster
import Text

/// A caption fitted to its box: the largest title size (and a subtitle in proportion) at
/// which both wrap into their line limits and fit the height, shaped by Pango so any
/// script works; Arabic and Hebrew run right to left.
struct CaptionLayout {
    var title: AttributedText
    var subtitle: AttributedText?
    var titleMetrics: TextMetrics
    var subtitleMetrics: TextMetrics?
    /// Space between title and subtitle.
    var gap: Double

    var height: Double { titleMetrics.height + (subtitleMetrics.map { gap + $0.height } ?? 0) }

    static let subtitleLines = 3

    /// Fits `title` and `subtitle` in `width`×`height` (canvas units): the largest title size,
    /// from `maxTitleSize` down in 5% steps, at which everything fits. Two title lines are
    /// preferred (a third line only when two would need a title under 60% of the maximum),
    /// so short headlines stay large and balanced.
    static func fit(title: String, subtitle: String?, width: Double, height: Double, maxTitleSize: Double, color: Color,
                    alignment: ScreenSpec.CaptionAlignment) -> CaptionLayout {
        for (lines, smallest) in [(2, 0.6), (3, 1.0 / 3)] {
            var size = maxTitleSize
            while true {
                let layout = make(title: title, subtitle: subtitle, width: width, height: height, titleSize: size,
                                  titleLines: lines, color: color, alignment: alignment)
                let fits = !layout.titleMetrics.isTruncated && !(layout.subtitleMetrics?.isTruncated ?? false)
                    && layout.height <= height && layout.titleFitsWords(width: width)
                if fits || (lines == 3 && size <= maxTitleSize * smallest) { return layout }
                if size <= maxTitleSize * smallest { break }
                size *= 0.95
            }
        }
        preconditionFailure("the three-line pass always returns")
    }

    private static func make(title: String, subtitle: String?, width: Double, height: Double, titleSize: Double,
                             titleLines: Int, color: Color, alignment: ScreenSpec.CaptionAlignment) -> CaptionLayout {
        let paragraphAlignment: TextAlignment = alignment == .center ? .center : .natural
        let titleText = AttributedText(
            runs: [TextRun(title, font: Font(size: titleSize, weight: .bold), color: color, kerning: -titleSize * 0.01)],
            paragraph: ParagraphStyle(alignment: paragraphAlignment, lineSpacing: titleSize * 0.05, maximumNumberOfLines: titleLines))
        let titleMetrics = TextEngine.measure(titleText, maxWidth: width, maxHeight: height)
        var subtitleText: AttributedText?
        var subtitleMetrics: TextMetrics?
        if let subtitle, !subtitle.isEmpty {
            let size = titleSize * 0.5
            let text = AttributedText(
                runs: [TextRun(subtitle, font: Font(size: size, weight: .regular), color: color.withAlphaMultiplied(by: 0.88))],
                paragraph: ParagraphStyle(alignment: paragraphAlignment, lineSpacing: size * 0.15, maximumNumberOfLines: subtitleLines))
            subtitleText = text
            subtitleMetrics = TextEngine.measure(text, maxWidth: width, maxHeight: .infinity)
        }
        return CaptionLayout(title: titleText, subtitle: subtitleText, titleMetrics: titleMetrics,
                             subtitleMetrics: subtitleMetrics, gap: titleSize * 0.3)
    }

    /// Whether no single word of the title is wider than the box (Pango would break it
    /// mid-word, which a headline must not do).
    private func titleFitsWords(width: Double) -> Bool {
        guard let run = title.runs.first else { return true }
        for word in run.text.split(whereSeparator: { $0 == " " || $0 == "\n" }) where word.count > 1 {
            var single = title
            single.runs = [TextRun(String(word), font: run.font, color: run.color, kerning: run.kerning)]
            single.paragraph.maximumNumberOfLines = 1
            // CJK text has no spaces and wraps between any characters, so only measure real words.
            if word.unicodeScalars.contains(where: { $0.properties.isIdeographic }) { continue }
            if TextEngine.measure(single, maxWidth: .infinity).width > width { return false }
        }
        return true
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
