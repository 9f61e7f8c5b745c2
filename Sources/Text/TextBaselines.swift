/// The baselines a text reports for stack baseline alignment, found without laying the whole
/// text out: Texture's `ASTextNode` takes its ascender from the font of the text's first
/// character and its descender from the font of its last, so the first character is laid out
/// alone for the ascender (its line's top to baseline, with the paragraph's line height and
/// the run's baseline offset, as Pango draws them) and the last alone for the descender.
///
/// A text node sets these when its text changes, long before it knows its width; laying out
/// the whole paragraph unwrapped for them had been a third of a long feed's layout time.
/// One character's line depends only on its run's attributes and the paragraph, so each
/// renderer keeps the answers it found.
final class TextBaselines {
    /// Answers kept per renderer before the table is cleared (a feed uses a few dozen).
    static let capacity = 512

    private var firstBaselines: [TextFrameCache.Key: Double] = [:]
    private var lastDescents: [TextFrameCache.Key: Double] = [:]

    /// Top of `text`'s first line to its baseline, and its last line's baseline to bottom, as
    /// lines holding only the text's first and last characters lay out on `renderer`.
    func baselines(of text: AttributedText, renderer: TextRenderer) -> (firstBaseline: Double, lastDescent: Double) {
        guard let first = text.runs.first(where: { !$0.text.isEmpty }),
              let last = text.runs.last(where: { !$0.text.isEmpty }),
              let firstCharacter = first.text.first, let lastCharacter = last.text.last else { return (0, 0) }
        let head = key(first, String(firstCharacter), text.paragraph)
        let tail = key(last, String(lastCharacter), text.paragraph)
        let firstBaseline = answer(head, kept: \.firstBaselines, measuring: \.firstBaseline, renderer: renderer)
        let lastDescent = answer(tail, kept: \.lastDescents, measuring: \.lastDescent, renderer: renderer)
        return (firstBaseline, lastDescent)
    }

    private func key(_ run: TextRun, _ character: String, _ paragraph: ParagraphStyle) -> TextFrameCache.Key {
        var alone = run
        alone.text = character
        return TextFrameCache.Key(text: AttributedText(runs: [alone], paragraph: paragraph),
                                  language: TextEngine.defaultLanguage, typeface: TextEngine.systemTypeface)
    }

    /// The kept answer for `key`, or its one character laid out unwrapped now and kept.
    private func answer(_ key: TextFrameCache.Key, kept table: ReferenceWritableKeyPath<TextBaselines, [TextFrameCache.Key: Double]>,
                        measuring value: KeyPath<TextMetrics, Double>, renderer: TextRenderer) -> Double {
        if let known = self[keyPath: table][key] { return known }
        let found = TextFrame(key.text, maxWidth: .infinity, maxHeight: .infinity, renderer: renderer).metrics[keyPath: value]
        if self[keyPath: table].count >= Self.capacity { self[keyPath: table].removeAll(keepingCapacity: true) }
        self[keyPath: table][key] = found
        return found
    }
}
