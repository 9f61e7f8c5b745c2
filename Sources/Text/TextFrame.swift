/// Text laid out in a box: the final (possibly truncated) Pango layout, how many of its lines
/// show, and the metrics. Measuring and drawing both build one, so they always agree.
struct TextFrame {
    let layout: PangoTextLayout?
    let visibleLineCount: Int
    let metrics: TextMetrics

    /// Lays out `text` wrapped at `maxWidth` (∞ = unwrapped), showing only whole lines that fit in
    /// `maxHeight` and `maximumNumberOfLines` (at least one line), truncating the rest.
    init(_ text: AttributedText, maxWidth: Double, maxHeight: Double, renderer: TextRenderer) {
        let flat = FlatText(runs: text.runs)
        guard flat.count > 0 else {
            layout = nil
            visibleLineCount = 0
            metrics = .zero
            return
        }
        let width: Double? = maxWidth.isFinite ? max(0, maxWidth) : nil
        let paragraph = text.paragraph
        let full = PangoTextLayout(runs: flat.runs(0..<flat.count), paragraph: paragraph, width: width, renderer: renderer)
        let visible = Self.visibleLineCount(of: full.lines, paragraph: paragraph, maxHeight: maxHeight)

        var final = full
        if visible < full.lines.count, paragraph.truncationMode != .clip {
            let lengths = full.lines.map {
                flat.characterIndex(atByte: $0.startByte + $0.byteLength) - flat.characterIndex(atByte: $0.startByte)
            }
            let truncator = Truncator(flat: flat, paragraph: paragraph, width: width, lineCapacity: 2 * (lengths.max() ?? 0) + 8,
                                      lastLineLength: lengths[visible - 1], renderer: renderer)
            final = truncator.truncatedLayout(lastLineStart: flat.characterIndex(atByte: full.lines[visible - 1].startByte))
        }
        let shown = Array(final.lines.prefix(visible))
        layout = final
        visibleLineCount = shown.count
        metrics = TextMetrics(
            width: shown.map(\.width).max() ?? 0,
            height: shown.last.map { $0.bottom - shown[0].top } ?? 0,
            lineCount: shown.count,
            isTruncated: visible < full.lines.count,
            firstBaseline: shown.first.map { $0.baseline - $0.top } ?? 0,
            lastDescent: shown.last.map { $0.bottom - $0.baseline } ?? 0)
    }

    /// Whole lines that fit: never more than the line limit, never a line whose bottom passes
    /// `maxHeight` (so no half line shows, whatever the line spacing), but at least one.
    static func visibleLineCount(of lines: [PangoTextLayout.Line], paragraph: ParagraphStyle, maxHeight: Double) -> Int {
        var count = lines.count
        if paragraph.maximumNumberOfLines > 0 { count = min(count, paragraph.maximumNumberOfLines) }
        if maxHeight.isFinite, let top = lines.first?.top {
            let fitting = lines.prefix(count).prefix { $0.bottom - top <= maxHeight + heightTolerance }.count
            count = min(count, fitting)
        }
        return max(1, count)
    }

    /// Rounding slack (1/1024 pt) so a box sized from our own measurement always fits its lines.
    static let heightTolerance = 1.0 / 1024
}
