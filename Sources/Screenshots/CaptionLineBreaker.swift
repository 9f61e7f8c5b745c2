import Text

/// Chooses where a caption's lines break, as a designer sets a headline: only between words
/// or phrases (`PhraseBreaker`), in as few lines as fit, with the lines as even as possible,
/// and never with one word or phrase alone on the last line.
///
/// Piece widths are measured once, at a reference size; widths at any other size are scaled
/// (text is laid out unhinted, so width is proportional to size), which makes trying many
/// sizes cheap. The caller lays the chosen lines out for real and checks they fit.
struct CaptionLineBreaker: Sendable {
    /// The text cut at its break opportunities.
    let pieces: [String]
    /// Width of each piece with and without its trailing spaces, at `referenceSize`.
    private let fullWidths: [Double]
    private let trimmedWidths: [Double]
    /// Whether each piece may not stand alone on a last line: a word of spaced text, or a
    /// Japanese or Chinese phrase of one or two characters (a lone 流). A longer phrase
    /// (シェアしよう) is a line of its own in Japanese and Chinese typesetting.
    private let isOrphanable: [Bool]

    static let referenceSize = 100.0

    /// - Parameters:
    ///   - font: the caption font; its size is ignored (pieces are measured at `referenceSize`).
    ///   - kerning: letter spacing as a fraction of the font size.
    init(text: String, font: Font, kerning: Double, language: String?) {
        pieces = PhraseBreaker.phrases(in: text, language: language)
        var reference = font
        reference.size = Self.referenceSize
        func width(_ piece: String) -> Double {
            guard !piece.isEmpty else { return 0 }
            let run = TextRun(piece, font: reference, kerning: kerning * Self.referenceSize, language: language)
            return TextEngine.measure(AttributedText(runs: [run]), maxWidth: .infinity).width
        }
        fullWidths = pieces.map(width)
        trimmedWidths = pieces.map { width(String($0.reversed().drop { $0.isWhitespace }.reversed())) }
        isOrphanable = pieces.map { piece in
            let ideographic = piece.filter { character in
                character.unicodeScalars.contains { $0.properties.isIdeographic || (0x3040...0x30FF).contains($0.value) }
            }
            return ideographic.isEmpty || ideographic.count <= 2
        }
    }

    /// The lines (at most `maxLines`) for text `size` points tall in a box `width` wide, or nil
    /// when some piece is wider than the box or every way to fit leaves an orphan.
    ///
    /// Fewest lines first; among those, the breaking whose longest line is shortest, then the
    /// one with the most even lines. An orphan is a last line holding a single short piece
    /// (see `isOrphanable`) of a text of three pieces or more ("follow." alone, a lone 流).
    func lines(width: Double, size: Double, maxLines: Int) -> [String]? {
        let count = pieces.count
        guard count > 0 else { return [] }
        let scale = size / Self.referenceSize
        func lineWidth(_ start: Int, _ end: Int) -> Double {
            var total = trimmedWidths[end - 1]
            for index in start..<(end - 1) { total += fullWidths[index] }
            return total * scale
        }
        struct Cost: Comparable {
            var longest: Double
            var squares: Double
            static func < (a: Cost, b: Cost) -> Bool {
                if abs(a.longest - b.longest) > 0.5 { return a.longest < b.longest }
                return a.squares < b.squares
            }
        }
        for lineCount in 1...max(1, min(maxLines, count)) {
            // best[k][j]: the cheapest way to set pieces 0..<j as k lines, and where its last line starts.
            var best = [[(cost: Cost, start: Int)?]](repeating: [(cost: Cost, start: Int)?](repeating: nil, count: count + 1),
                                                     count: lineCount + 1)
            best[0][0] = (Cost(longest: 0, squares: 0), 0)
            for lines in 1...lineCount {
                for end in lines...count {
                    for start in (lines - 1)..<end {
                        guard let previous = best[lines - 1][start] else { continue }
                        // No orphan: the last line takes the final piece with another one.
                        if lines == lineCount && lineCount > 1 && end == count && count >= 3 && end - start < 2
                            && isOrphanable[start] { continue }
                        let used = lineWidth(start, end)
                        guard used <= width else { continue }
                        let cost = Cost(longest: max(previous.cost.longest, used),
                                        squares: previous.cost.squares + (width - used) * (width - used))
                        if best[lines][end].map({ cost < $0.cost }) ?? true { best[lines][end] = (cost, start) }
                    }
                }
            }
            guard best[lineCount][count] != nil else { continue }
            var breaks: [Int] = []
            var end = count
            for lines in stride(from: lineCount, to: 0, by: -1) {
                let start = best[lines][end]!.start
                breaks.append(start)
                end = start
            }
            let starts = breaks.reversed()
            let bounds = Array(starts) + [count]
            return (0..<lineCount).map { line in
                let text = pieces[bounds[line]..<bounds[line + 1]].joined()
                return String(text.reversed().drop { $0.isWhitespace }.reversed())
            }
        }
        return nil
    }
}
