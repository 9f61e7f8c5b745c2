/// Text laid out in a box: the final (possibly truncated) Pango layout, how many of its lines
/// show, and the metrics. Measuring and drawing both build one, so they always agree.
struct TextFrame {
    let layout: PangoTextLayout?
    let visibleLineCount: Int
    let metrics: TextMetrics

    /// Lays out `text` wrapped at `maxWidth` (∞ = unwrapped), showing only whole lines that fit in
    /// `maxHeight` and `maximumNumberOfLines` (at least one line), truncating the rest.
    ///
    /// When only some lines can show, a long text is laid out from a prefix that grows
    /// fourfold until it has lines to spare below the visible ones: Pango breaks lines
    /// greedily, so those lines are the ones the whole text gives, and a 1 MB text shown in
    /// two lines costs what its first few kilobytes cost (`head` and `middle` truncation then
    /// take the text's end from the whole text, without laying it out). Unwrapped (an
    /// infinite `maxWidth`, measured for baselines and natural widths), the prefix stops at
    /// 16 KiB, its lines already wider than any frame.
    init(_ text: AttributedText, maxWidth: Double, maxHeight: Double, renderer: TextRenderer) {
        let width: Double? = maxWidth.isFinite ? max(0, maxWidth) : nil
        let paragraph = text.paragraph
        let linesAreLimited = paragraph.maximumNumberOfLines > 0 || maxHeight.isFinite
        var prefixBytes = linesAreLimited ? Self.firstPrefixBytes : Int.max
        var runs: [TextRun], flat: FlatText?, full: PangoTextLayout, visible: Int, isCut: Bool
        while true {
            (runs, isCut) = Self.prefix(of: text.runs, bytes: prefixBytes)
            // Most texts need none of the flattening's changes: theirs is built only to truncate.
            let laidOut: [TextRun]
            if let unchanged = FlatText.unchangedRuns(runs) {
                (flat, laidOut) = (nil, unchanged)
            } else {
                let flattened = FlatText(runs: runs)
                (flat, laidOut) = (flattened, flattened.runs(0..<flattened.count))
            }
            guard !laidOut.isEmpty else {
                layout = nil
                visibleLineCount = 0
                metrics = .zero
                return
            }
            full = PangoTextLayout(runs: laidOut, paragraph: paragraph, width: width, renderer: renderer)
            visible = Self.visibleLineCount(of: full.lines, paragraph: paragraph, maxHeight: maxHeight)
            // A line to spare below the last visible one: the truncated line's search never
            // reaches past the prefix. A cancelled task settles for what it has.
            // Unwrapped, a cut line this long is far wider than any frame already.
            if !isCut || full.lines.count >= visible + 2 || width == nil && prefixBytes >= Self.unwrappedPrefixBytes
                || Task.isCancelled { break }
            prefixBytes = prefixBytes > Int.max / 4 ? Int.max : prefixBytes * 4
        }

        var final = full
        if visible < full.lines.count, paragraph.truncationMode != .clip {
            let flat = flat ?? FlatText(runs: runs)
            let lengths = full.lines.map {
                flat.characterIndex(atByte: $0.startByte + $0.byteLength) - flat.characterIndex(atByte: $0.startByte)
            }
            let lastLineStart = flat.characterIndex(atByte: full.lines[visible - 1].startByte)
            // The prefix's characters are the whole text's first ones.
            let cutsAtTheEnd = paragraph.truncationMode == .tail
            let truncator = Truncator(flat: isCut && !cutsAtTheEnd ? FlatText(runs: text.runs) : flat, paragraph: paragraph,
                                      width: width, lineCapacity: 2 * (lengths.max() ?? 0) + 8,
                                      lastLineLength: lengths[visible - 1], renderer: renderer)
            final = truncator.truncatedLayout(lastLineStart: lastLineStart)
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

    /// The first prefix a long text with limited lines is laid out from (UTF-8 bytes).
    static let firstPrefixBytes = 2 << 10

    /// How much of a long unwrapped text with limited lines is laid out: its lines (one per
    /// hard line break) show that far, hundreds of thousands of points wide.
    static let unwrappedPrefixBytes = 16 << 10

    /// `runs` cut after `bytes` UTF-8 bytes (at a scalar boundary), and whether anything was cut.
    static func prefix(of runs: [TextRun], bytes: Int) -> (runs: [TextRun], isCut: Bool) {
        var remaining = bytes
        var result: [TextRun] = []
        for (index, run) in runs.enumerated() {
            let length = run.text.utf8.count
            if length <= remaining {
                result.append(run)
                remaining -= length
                continue
            }
            var cut = run
            var end = run.text.utf8.index(run.text.utf8.startIndex, offsetBy: remaining)
            while end > run.text.utf8.startIndex, end.samePosition(in: run.text.unicodeScalars) == nil {
                end = run.text.utf8.index(before: end)
            }
            cut.text = String(run.text.unicodeScalars[..<end])
            if !cut.text.isEmpty { result.append(cut) }
            return (result, index < runs.count)
        }
        return (result, false)
    }

    /// Rounding slack (1/1024 pt) so a box sized from our own measurement always fits its lines.
    static let heightTolerance = 1.0 / 1024
}
