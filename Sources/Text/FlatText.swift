/// Attributed text as a sequence of characters, each tagged with the run it came from, so
/// truncation can cut and splice text and keep every character's attributes.
struct FlatText {
    let runs: [TextRun]
    let characters: [Character]
    let runIndices: [Int]
    /// UTF-8 offset of each character, plus the total length at the end (Pango indexes by byte).
    let byteOffsets: [Int]

    /// The most characters Pango is given without a break opportunity: Pango's line breaking
    /// is quadratic in the length of a word it must break inside (a 32,000-character word
    /// took 27 s), so a zero-width space is added after every this many. Only words longer
    /// than this wrap differently (at that character, when it falls inside a line).
    static let longestUnbrokenRun = 1_024
    /// The most Unicode scalars one character (grapheme cluster) keeps: HarfBuzz positions
    /// each combining mark by looking back over the marks before it, quadratic in their
    /// number (100,000 marks on one letter took minutes); no script stacks more than a few,
    /// so "zalgo" text loses only marks no one could see apart.
    static let maximumScalarsPerCharacter = 32

    init(runs: [TextRun]) {
        var characters: [Character] = []
        var runIndices: [Int] = []
        var byteOffsets: [Int] = [0]
        var unbroken = 0
        for (index, run) in runs.enumerated() {
            // Characters are taken per run, so a cluster never spans two attribute sets.
            for character in run.text {
                var clean: Character = character == "\0" ? "\u{FFFD}" : character
                if clean.utf8.count > 4 * Self.maximumScalarsPerCharacter || clean.unicodeScalars.count > Self.maximumScalarsPerCharacter {
                    var scalars = String.UnicodeScalarView()
                    scalars.append(contentsOf: clean.unicodeScalars.prefix(Self.maximumScalarsPerCharacter))
                    clean = String(scalars).first ?? clean  // a prefix of one cluster is one cluster
                }
                if clean.isWhitespace || clean == "\u{200B}" {
                    unbroken = 0
                } else if unbroken == Self.longestUnbrokenRun {
                    characters.append("\u{200B}")
                    runIndices.append(index)
                    byteOffsets.append(byteOffsets[byteOffsets.count - 1] + 3)
                    unbroken = 0
                }
                unbroken += 1
                characters.append(clean)
                runIndices.append(index)
                byteOffsets.append(byteOffsets[byteOffsets.count - 1] + clean.utf8.count)
            }
        }
        self.runs = runs
        self.characters = characters
        self.runIndices = runIndices
        self.byteOffsets = byteOffsets
    }

    /// `runs` as `FlatText(runs: runs).runs(0..<count)` gives them (empty runs dropped), found
    /// without splitting the text into characters; nil when the text has something the
    /// flattening changes (a NUL, a long cluster, a long unbroken stretch) or may change.
    ///
    /// Written for speed: splitting every text into `Character`s was a quarter of the layout
    /// stage's time on a feed of short texts, which never need the changes. The test is
    /// conservative: at most 1,024 bytes in all (no stretch reaches `longestUnbrokenRun`
    /// characters) and no 31 non-ASCII scalars in a row (a cluster of more than
    /// `maximumScalarsPerCharacter` scalars has that many, ASCII never extending a cluster).
    static func unchangedRuns(_ runs: [TextRun]) -> [TextRun]? {
        var bytes = 0
        for run in runs {
            var nonASCII = 0
            for byte in run.text.utf8 {
                bytes += 1
                if byte == 0 || bytes > longestUnbrokenRun { return nil }
                if byte < 0x80 {
                    nonASCII = 0
                } else if byte >= 0xC0 {
                    nonASCII += 1
                    if nonASCII >= 31 { return nil }
                }
            }
        }
        return runs.filter { !$0.text.isEmpty }
    }

    var count: Int { characters.count }

    /// The index of the character starting at or after UTF-8 offset `byte`.
    func characterIndex(atByte byte: Int) -> Int {
        var low = 0, high = byteOffsets.count - 1
        while low < high {
            let mid = (low + high) / 2
            if byteOffsets[mid] < byte { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The characters in `range` as runs with their original attributes.
    func runs(_ range: Range<Int>) -> [TextRun] {
        var result: [TextRun] = []
        var index = range.lowerBound
        while index < range.upperBound {
            let runIndex = runIndices[index]
            var end = index
            while end < range.upperBound, runIndices[end] == runIndex { end += 1 }
            var run = runs[runIndex]
            run.text = String(characters[index..<end])
            result.append(run)
            index = end
        }
        return result
    }

    /// `text` with the attributes of the character at `index` (clamped; the first run if empty).
    func run(_ text: String, attributedLike index: Int) -> TextRun {
        var run = runIndices.isEmpty ? runs.first ?? TextRun("") : runs[runIndices[max(0, min(index, count - 1))]]
        run.text = text
        return run
    }

    func isWhitespace(_ index: Int) -> Bool { characters[index].isWhitespace }
    func isNewline(_ index: Int) -> Bool { characters[index].isNewline }
}
