import FeedrenderSupport
import Raster
import XCTest
@testable import Text

/// Text whose content would make Pango or HarfBuzz quadratic: one huge word, a letter
/// with 100,000 combining marks, runs of bidi controls. Each is laid out, truncated and
/// drawn in under a second (debug build); before, a 32,000-character word took 27 s and
/// 100,000 marks ran past two minutes.
final class LongTextTests: XCTestCase {
    /// Measures and draws `string` in two lines of a 300-point box with `mode`, and
    /// returns the metrics and the seconds taken: this thread's CPU time, which a machine
    /// busy with other builds does not stretch (wall time there ran 3x over) and which a
    /// quadratic algorithm still blows up.
    private func layOut(_ string: String, mode: TruncationMode = .tail, lines: Int = 2) throws -> (TextMetrics, Double) {
        let text = AttributedText(string, font: Font(size: 15), paragraph: ParagraphStyle(maximumNumberOfLines: lines, truncationMode: mode))
        let canvas = try Canvas(pixelWidth: 300, pixelHeight: 60, scale: 1, background: .white)
        let start = ThreadCPUClock.now
        let metrics = TextEngine.measure(text, maxWidth: 300)
        TextEngine.draw(text, in: (x: 0, y: 0, width: 300, height: 60), on: canvas)
        let elapsed = ThreadCPUClock.now - start
        return (metrics, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
    }

    func testAOneMegabyteWordIsLaidOutAndTruncatedInUnderASecond() throws {
        let word = String(repeating: "a", count: 1_000_000)
        let (metrics, seconds) = try layOut(word)
        XCTAssertEqual(metrics.lineCount, 2)
        XCTAssertTrue(metrics.isTruncated)
        XCTAssertLessThan(seconds, 1, "1 MB word: \(seconds) s")
    }

    func testAHundredThousandCombiningMarksAreLaidOutInUnderASecond() throws {
        let zalgo = "a" + String(repeating: "\u{0301}", count: 100_000) + " b"
        let (metrics, seconds) = try layOut(zalgo)
        XCTAssertEqual(metrics.lineCount, 1)
        XCTAssertLessThan(seconds, 1, "100,000 marks: \(seconds) s")
        // Many letters with marks, truncated.
        let (many, manySeconds) = try layOut(String(repeating: "a" + String(repeating: "\u{0301}", count: 10), count: 20_000))
        XCTAssertTrue(many.isTruncated)
        XCTAssertLessThan(manySeconds, 1, "20,000 marked letters: \(manySeconds) s")
    }

    func testBidiControlsAndOtherTruncationModesStayFast() throws {
        let bidi = String(repeating: "\u{202E}", count: 50_000) + String(repeating: "שלום", count: 25_000)
        for mode in [TruncationMode.tail, .head, .middle] {
            let (metrics, seconds) = try layOut(bidi, mode: mode)
            XCTAssertTrue(metrics.isTruncated, "\(mode)")
            XCTAssertLessThan(seconds, 2, "bidi controls, \(mode): \(seconds) s")
        }
        let (head, headSeconds) = try layOut(String(repeating: "b", count: 200_000), mode: .head)
        XCTAssertTrue(head.isTruncated)
        XCTAssertLessThan(headSeconds, 2, "200,000-character word, head truncation: \(headSeconds) s")
    }

    /// A long word still fills its lines up to the point where a break is added, and the
    /// text that shows is the text's own start.
    func testALongWordWrapsAsBeforeUpToTheAddedBreak() {
        let word = String(repeating: "x", count: 600)
        let text = AttributedText(word, font: Font(size: 15), paragraph: ParagraphStyle(maximumNumberOfLines: 3))
        RendererPool.shared.withRenderer { renderer in
            let frame = TextFrame(text, maxWidth: 200, maxHeight: .infinity, renderer: renderer)
            XCTAssertEqual(frame.visibleLineCount, 3)
            XCTAssertTrue(frame.layout?.text.hasPrefix("xxxxxxxxxx") == true)
            XCTAssertTrue(frame.metrics.isTruncated)
        }
    }
}
