/// Rebuilds the last visible line of text that does not fit, with the paragraph's truncation string at the cut.
///
/// Pango's own ellipsizing only knows "…", so the cut is searched here. The lines before the last
/// visible one stay exactly as laid out (a forced line break follows them); only the last line is
/// rebuilt: the most text (binary search over characters) that, with the truncation string, still
/// fits on one line.
struct Truncator {
    let flat: FlatText
    let paragraph: ParagraphStyle
    let width: Double?
    /// The most characters a candidate last line may keep (a bound for the search: twice the
    /// longest original line, since a cut can reach into the word that did not fit).
    let lineCapacity: Int
    /// Characters on the last visible line before truncation: the cut is usually near
    /// this minus the truncation string.
    let lastLineLength: Int
    let renderer: TextRenderer

    /// The truncated layout; `lastLineStart` is the character index where the last visible line begins.
    func truncatedLayout(lastLineStart start: Int) -> PangoTextLayout {
        let lastLine: [TextRun] = switch paragraph.truncationMode {
        case .tail, .clip: tail(start: start)
        case .head: head(start: start)
        case .middle: middle(start: start)
        }
        return layout(linePrefix(start: start) + lastLine)
    }

    /// The truncation string with the attributes of the text at `index`, in
    /// `truncationColor` when the paragraph gives one ("… more" in a link colour).
    private func token(attributedLike index: Int) -> TextRun {
        var run = flat.run(paragraph.truncationString, attributedLike: index)
        if let color = paragraph.truncationColor { run.color = color }
        return run
    }

    /// "The last visible line starts like th…"
    private func tail(start: Int) -> [TextRun] {
        let available = paragraphEnd(from: start) - start
        return longestFitting(in: 0...available, guess: guess(available)) { kept in
            let cut = trimmedEnd(start + kept, notBefore: start)
            return flat.runs(start..<cut) + [token(attributedLike: cut - 1)]
        }
    }

    /// "…and shows the end of the text."
    private func head(start: Int) -> [TextRun] {
        let available = flat.count - lastParagraphStart(notBefore: start)
        return longestFitting(in: 0...available, guess: guess(available)) { kept in
            let cut = trimmedStart(flat.count - kept)
            return [token(attributedLike: cut)] + flat.runs(cut..<flat.count)
        }
    }

    /// "The last line st…end of the text."
    private func middle(start: Int) -> [TextRun] {
        // The head comes from the last visible line's paragraph, the tail from the text's last
        // paragraph; when they are the same paragraph they must not overlap.
        let headAvailable = paragraphEnd(from: start) - start
        let tailAvailable = flat.count - lastParagraphStart(notBefore: start)
        let available = min(headAvailable + tailAvailable, flat.count - start)
        return longestFitting(in: 0...available, guess: guess(available)) { kept in
            let headCount = min(headAvailable, max((kept + 1) / 2, kept - tailAvailable))
            let headCut = trimmedEnd(start + headCount, notBefore: start)
            let tailCut = max(headCut, trimmedStart(flat.count - (kept - headCount)))
            return flat.runs(start..<headCut)
                + [token(attributedLike: headCut - 1)]
                + flat.runs(tailCut..<flat.count)
        }
    }

    /// The runs for the largest `kept` in `range` that fit on one line; the smallest if none does
    /// (a truncation string wider than the box is cut by the line limit when drawn). Fitting is
    /// monotonic in `kept`, so the search gallops out from `guess` (usually one or two steps off)
    /// and then bisects.
    private func longestFitting(in range: ClosedRange<Int>, guess: Int, line: (Int) -> [TextRun]) -> [TextRun] {
        func fitting(_ kept: Int) -> [TextRun]? {
            let runs = line(kept)
            return layout(runs).lines.count <= 1 ? runs : nil
        }
        var low = range.lowerBound, high = max(low, min(range.upperBound, lineCapacity))
        var best: [TextRun]?
        let start = min(max(guess, low), high)
        var step = 1
        if let runs = fitting(start) {
            best = runs
            low = start + 1
            while low <= high {
                let kept = min(high, start + step)
                guard let runs = fitting(kept) else { high = kept - 1; break }
                best = runs
                low = kept + 1
                step *= 2
            }
        } else {
            high = start - 1
            while low <= high {
                let kept = max(low, start - step)
                if let runs = fitting(kept) { best = runs; low = kept + 1; break }
                high = kept - 1
                step *= 2
            }
        }
        while low <= high {
            let mid = (low + high) / 2
            if let runs = fitting(mid) { best = runs; low = mid + 1 } else { high = mid - 1 }
        }
        return best ?? line(range.lowerBound)
    }

    private func guess(_ available: Int) -> Int {
        // Unwrapped text always fits on its line: start at the top.
        width == nil ? available : lastLineLength - paragraph.truncationString.count
    }

    private func layout(_ runs: [TextRun]) -> PangoTextLayout {
        PangoTextLayout(runs: runs, paragraph: paragraph, width: width, renderer: renderer)
    }

    /// The text before the last visible line, ending with a forced line break (U+2028) so the
    /// rebuilt last line cannot move up onto the line before it.
    private func linePrefix(start: Int) -> [TextRun] {
        guard start > 0 else { return [] }
        if flat.isNewline(start - 1) { return flat.runs(0..<start) }
        let end = trimmedEnd(start, notBefore: 0)
        return flat.runs(0..<end) + [flat.run("\u{2028}", attributedLike: end - 1)]
    }

    /// The index of the first hard line break at or after `index` (the text's end if none).
    private func paragraphEnd(from index: Int) -> Int {
        var end = index
        while end < flat.count, !flat.isNewline(end) { end += 1 }
        return end
    }

    /// Where the text after the last hard line break (at or after `index`) starts.
    private func lastParagraphStart(notBefore index: Int) -> Int {
        var position = flat.count
        while position > index, !flat.isNewline(position - 1) { position -= 1 }
        return position
    }

    /// `end` moved back over whitespace, so the truncation string follows a visible character.
    private func trimmedEnd(_ end: Int, notBefore start: Int) -> Int {
        var end = end
        while end > start, flat.isWhitespace(end - 1), !flat.isNewline(end - 1) { end -= 1 }
        return end
    }

    /// `start` moved forward over whitespace.
    private func trimmedStart(_ start: Int) -> Int {
        var start = start
        while start < flat.count, flat.isWhitespace(start) { start += 1 }
        return start
    }
}
