import Raster
import XCTest
@testable import Text

/// The frame cache answers a measure from a frame laid out in another box only when the lines
/// are provably the same (`TextFrameCache.sameLines`). These tests hold that claim against
/// fresh layouts of many texts, widths and paragraph styles: a wrong answer would change a
/// cell's height, and with it every frame below.
final class TextFrameCacheTests: XCTestCase {
    /// Words of several scripts and widths, spaces doubled and trailing, a word too long for
    /// narrow lines (broken inside), emoji and a combining mark.
    private static let words = ["feed", "a", "wraps", "Kyoto", "京都の秋", "紅葉と寺", "🍁", "سلام", "مرحبا", "naïve",
                                "e\u{301}", "supercalifragilisticexpialidocious", "  ", "—", "WWW", "lll", "2,048", "(x)"]

    /// A deterministic pseudo-random sequence (no clock, no system generator).
    private struct Sequence {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    private static func text(_ random: inout Sequence) -> AttributedText {
        var runs: [TextRun] = []
        for _ in 0..<(1 + random.next(3)) {
            let words = (0..<(1 + random.next(12))).map { _ in Self.words[random.next(Self.words.count)] }
            var run = TextRun(words.joined(separator: random.next(5) == 0 ? "\n" : " ") + (random.next(4) == 0 ? " " : ""),
                              font: Font(size: [11, 15, 22][random.next(3)], weight: random.next(2) == 0 ? .regular : .bold))
            run.kerning = random.next(4) == 0 ? 0.7 : 0
            runs.append(run)
        }
        var paragraph = ParagraphStyle()
        paragraph.alignment = [.natural, .center, .right, .justified][random.next(4)]
        paragraph.lineSpacing = random.next(3) == 0 ? 3 : 0
        paragraph.maximumNumberOfLines = [0, 0, 2, 3][random.next(4)]
        paragraph.lineHeightMultiple = random.next(4) == 0 ? 1.4 : 0
        paragraph.paragraphSpacing = random.next(4) == 0 ? 6 : 0
        paragraph.firstLineIndent = random.next(4) == 0 ? 12 : 0
        return AttributedText(runs: runs, paragraph: paragraph)
    }

    /// A fresh frame: laid out now, by no cache.
    private static func freshMetrics(_ text: AttributedText, width: Double, height: Double = .infinity) -> TextMetrics {
        RendererPool.shared.withRenderer { TextFrame(text, maxWidth: width, maxHeight: height, renderer: $0).metrics }
    }

    func testLinesAreTheSameBetweenTheWidestLineAndTheWidthTheyWereBrokenAt() {
        var random = Sequence(state: 42)
        var compared = 0
        for _ in 0..<150 {
            let text = Self.text(&random)
            for width in [Double.infinity, 40, 97.5, 180, 320] {
                let metrics = Self.freshMetrics(text, width: width)
                let widest = metrics.width
                let narrower = [widest, widest + 0.3, (widest + min(width, widest + 200)) / 2, width]
                for other in narrower where other.isFinite && Self.sameLines(text, metrics, width, other) {
                    XCTAssertEqual(Self.freshMetrics(text, width: other), metrics,
                                   "\(text.string.debugDescription) at \(other) pt, reused from \(width) pt; \(text.paragraph) \(text.runs.map(\.kerning))")
                    compared += 1
                }
            }
        }
        XCTAssertGreaterThan(compared, 500, "too few cases met the rule to test it")
    }

    func testCachedMeasuresEqualFreshOnesWhateverTheOrder() {
        var random = Sequence(state: 7)
        for _ in 0..<120 {
            let text = Self.text(&random)
            for _ in 0..<6 {
                let width = [Double.infinity, 30, 75, 150, 151.5, 240, 400][random.next(7)]
                let height = [Double.infinity, 20, 45, 90][random.next(4)]
                XCTAssertEqual(TextEngine.measure(text, maxWidth: width, maxHeight: height),
                               Self.freshMetrics(text, width: width, height: height),
                               "\(text.string.debugDescription) in \(width)×\(height)")
            }
        }
    }

    func testATruncatedOrTooNarrowFrameIsNeverReused() {
        let wide = TextMetrics(width: 120, height: 40, lineCount: 2, isTruncated: false, firstBaseline: 15, lastDescent: 4)
        XCTAssertTrue(TextFrameCache.sameLines(AttributedText("x"), wide, laidOutIn: 200, asIn: 120, maxHeight: 40))
        XCTAssertFalse(TextFrameCache.sameLines(AttributedText("x"), wide, laidOutIn: 200, asIn: 119.9, maxHeight: 40), "narrower than a line")
        XCTAssertFalse(TextFrameCache.sameLines(AttributedText("x"), wide, laidOutIn: 200, asIn: 201, maxHeight: 40), "wider: lines may join")
        XCTAssertFalse(TextFrameCache.sameLines(AttributedText("x"), wide, laidOutIn: 200, asIn: 150, maxHeight: 39), "a line would not fit")
        var truncated = wide
        truncated.isTruncated = true
        XCTAssertFalse(TextFrameCache.sameLines(AttributedText("x"), truncated, laidOutIn: 200, asIn: 150, maxHeight: 40))
    }

    private static func sameLines(_ text: AttributedText, _ metrics: TextMetrics, _ width: Double, _ other: Double) -> Bool {
        TextFrameCache.sameLines(text, metrics, laidOutIn: width, asIn: other, maxHeight: .infinity)
    }
}
