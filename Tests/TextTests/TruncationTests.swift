import Raster
import XCTest
@testable import Text

final class TruncationTests: XCTestCase {
    private let body = "The quick brown fox jumps over the lazy dog and keeps running until it is far far away."

    private func text(_ string: String? = nil, lines: Int, spacing: Double = 0, mode: TruncationMode = .tail,
                      token: String = "…") -> AttributedText {
        AttributedText(string ?? body, font: Font(size: 14), paragraph: ParagraphStyle(
            lineSpacing: spacing, maximumNumberOfLines: lines, truncationMode: mode, truncationString: token))
    }

    /// The text of each visible line of the laid-out frame.
    private func visibleLines(_ text: AttributedText, width: Double, height: Double = .infinity) -> [String] {
        RendererPool.shared.withRenderer { renderer in
            let frame = TextFrame(text, maxWidth: width, maxHeight: height, renderer: renderer)
            guard let layout = frame.layout else { return [] }
            let bytes = Array(layout.text.utf8)
            return layout.lines.prefix(frame.visibleLineCount).map {
                String(decoding: bytes[$0.startByte..<($0.startByte + $0.byteLength)], as: UTF8.self)
            }
        }
    }

    func testTailTruncationEndsTheLastLineWithAnEllipsis() {
        let metrics = TextEngine.measure(text(lines: 2), maxWidth: 150)
        XCTAssertEqual(metrics.lineCount, 2)
        XCTAssertTrue(metrics.isTruncated)
        XCTAssertLessThanOrEqual(metrics.width, 150)
        let lines = visibleLines(text(lines: 2), width: 150)
        XCTAssertEqual(lines.count, 2)
        XCTAssertTrue(lines[0].hasPrefix("The quick"))
        XCTAssertTrue(lines[1].hasSuffix("…"), lines[1])
        XCTAssertFalse(lines[1].hasSuffix(" …"), "whitespace before the cut is trimmed")
    }

    func testCustomTruncationString() {
        let lines = visibleLines(text(lines: 2, token: "... more"), width: 150)
        XCTAssertEqual(lines.count, 2)
        XCTAssertTrue(lines[1].hasSuffix("... more"), lines[1])
        XCTAssertTrue(TextEngine.measure(text(lines: 2, token: "... more"), maxWidth: 150).isTruncated)
    }

    func testTruncationStaysOnTheLastVisibleLineWithLineSpacing() {
        let plain = TextEngine.measure(text(lines: 2), maxWidth: 150)
        let spaced = TextEngine.measure(text(lines: 2, spacing: 10), maxWidth: 150)
        XCTAssertEqual(spaced.lineCount, 2)
        XCTAssertTrue(spaced.isTruncated)
        // One gap between two lines, none after the last.
        XCTAssertEqual(spaced.height, plain.height + 10, accuracy: 0.01)
        let lines = visibleLines(text(lines: 2, spacing: 10, token: "… more"), width: 150)
        XCTAssertEqual(lines.count, 2)
        XCTAssertTrue(lines[1].hasSuffix("… more"), lines[1])
    }

    func testHeightLimitShowsOnlyWholeLinesAndTruncatesTheLastOne() {
        let unlimited = text(lines: 0, spacing: 8)
        let full = TextEngine.measure(unlimited, maxWidth: 150)
        XCTAssertGreaterThan(full.lineCount, 3)
        let lineHeight = (full.height - 8 * Double(full.lineCount - 1)) / Double(full.lineCount)
        // Room for two and a half lines (plus spacing): exactly two show, the second ends in "…".
        let limit = 2.5 * lineHeight + 8
        let metrics = TextEngine.measure(unlimited, maxWidth: 150, maxHeight: limit)
        XCTAssertEqual(metrics.lineCount, 2)
        XCTAssertTrue(metrics.isTruncated)
        XCTAssertLessThanOrEqual(metrics.height, limit)
        XCTAssertTrue(visibleLines(unlimited, width: 150, height: limit).last!.hasSuffix("…"))
    }

    func testNoHalfLineIsDrawnBelowTheLastVisibleLine() throws {
        let attributed = text(lines: 0, spacing: 8)
        let full = TextEngine.measure(attributed, maxWidth: 150)
        let lineHeight = (full.height - 8 * Double(full.lineCount - 1)) / Double(full.lineCount)
        let limit = 2.5 * lineHeight + 8
        let shown = TextEngine.measure(attributed, maxWidth: 150, maxHeight: limit)
        let surface = TestSurface(width: 160, height: 120)
        surface.draw(attributed, width: 150, height: limit)
        let ink = try XCTUnwrap(surface.bounds())
        XCTAssertLessThanOrEqual(Double(ink.maxY), shown.height + 1, "ink only within the two visible lines")
    }

    func testHeadMiddleAndClipModes() {
        let head = visibleLines(text(lines: 1, mode: .head), width: 150)
        XCTAssertEqual(head.count, 1)
        XCTAssertTrue(head[0].hasPrefix("…"), head[0])
        XCTAssertTrue(head[0].hasSuffix("far away."), head[0])

        let middle = visibleLines(text(lines: 1, mode: .middle), width: 150)
        XCTAssertEqual(middle.count, 1)
        XCTAssertTrue(middle[0].hasPrefix("The quick"), middle[0])
        XCTAssertTrue(middle[0].contains("…"), middle[0])
        XCTAssertTrue(middle[0].hasSuffix("away."), middle[0])

        let clip = visibleLines(text(lines: 2, mode: .clip), width: 150)
        XCTAssertEqual(clip.count, 2)
        XCTAssertFalse(clip.joined().contains("…"))
        XCTAssertTrue(TextEngine.measure(text(lines: 2, mode: .clip), maxWidth: 150).isTruncated)
    }

    func testMultiLineHeadTruncationKeepsTheEarlierLines() {
        let lines = visibleLines(text(lines: 2, mode: .head), width: 150)
        XCTAssertEqual(lines.count, 2)
        XCTAssertTrue(lines[0].hasPrefix("The quick"))
        XCTAssertTrue(lines[1].hasPrefix("…"), lines[1])
        XCTAssertTrue(lines[1].hasSuffix("far away."), lines[1])
    }

    func testTextThatFitsIsNotTruncated() {
        let metrics = TextEngine.measure(text("Short text", lines: 2), maxWidth: 150)
        XCTAssertEqual(metrics.lineCount, 1)
        XCTAssertFalse(metrics.isTruncated)
        XCTAssertEqual(visibleLines(text("Short text", lines: 2), width: 150), ["Short text"])
    }

    func testHardLineBreaksAndTruncationBeforeABreak() {
        let hard = text("First line\nSecond line\nThird line", lines: 0)
        XCTAssertEqual(TextEngine.measure(hard, maxWidth: .infinity).lineCount, 3)
        let limited = text("First line\nSecond line\nThird line", lines: 2)
        let metrics = TextEngine.measure(limited, maxWidth: .infinity)
        XCTAssertEqual(metrics.lineCount, 2)
        XCTAssertTrue(metrics.isTruncated)
        XCTAssertEqual(visibleLines(limited, width: .infinity).last, "Second line…")
    }

    func testTruncationStringTakesTheAttributesAtTheCut() throws {
        // Red text, truncated: the ellipsis is red too (no black pixels anywhere).
        let red = Color(red: 1, green: 0, blue: 0)
        let attributed = AttributedText(runs: [TextRun(body, font: Font(size: 14), color: red)],
                                        paragraph: ParagraphStyle(maximumNumberOfLines: 1))
        let surface = TestSurface(width: 160, height: 30)
        surface.draw(attributed, width: 150)
        XCTAssertEqual(surface.count { $0.red < 128 && $0.green < 128 }, 0, "no dark (black) pixels")
        let ink = try XCTUnwrap(surface.bounds())
        XCTAssertGreaterThan(ink.maxX, 130, "the last visible line is filled up to the ellipsis")
    }

    func testTailTruncationKeepsTheMostTextThatFits() {
        let font = Font(size: 14)
        var checked = 0
        for width in stride(from: 90.0, through: 330, by: 30) {
            for lines in 1...3 {
                for token in ["…", " Read more"] {
                    let attributed = text(lines: lines, token: token)
                    let shown = visibleLines(attributed, width: width)
                    guard TextEngine.measure(attributed, maxWidth: width).isTruncated else { continue }
                    XCTAssertEqual(shown.count, lines)
                    guard let last = shown.last else { continue }
                    XCTAssertTrue(last.hasSuffix(token), "\(width) \(lines): \(last)")
                    // The kept text is a prefix of what remained; one more word character would not fit.
                    let kept = String(last.dropLast(token.count))
                    let remainder = Substring(body.dropFirst(shown.dropLast().joined().count))
                    XCTAssertTrue(remainder.hasPrefix(kept), "\(kept) | \(remainder)")
                    var longer = remainder.prefix(kept.count + 1)
                    while longer.count < remainder.count, longer.last!.isWhitespace { longer = remainder.prefix(longer.count + 1) }
                    guard longer.count > kept.count, !longer.last!.isWhitespace else { continue }
                    let overflow = TextEngine.measure(AttributedText(String(longer) + token, font: font), maxWidth: width)
                    XCTAssertGreaterThan(overflow.lineCount, 1, "\(width) \(lines): '\(longer)\(token)' would have fit")
                    checked += 1
                }
            }
        }
        XCTAssertGreaterThan(checked, 25)
    }
}
