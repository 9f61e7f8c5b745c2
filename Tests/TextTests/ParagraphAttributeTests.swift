import Raster
import XCTest
@testable import Text

/// Line height, paragraph spacing, first-line indent, baseline offset and the truncation
/// string's colour, in points and pixels worked out from the font's natural line height.
final class ParagraphAttributeTests: XCTestCase {
    private let font = Font(size: 20)
    /// One line of the 20-pt system face (Inter, about 1.21 em: 24.2 pt).
    private var lineHeight: Double { TextEngine.measure(AttributedText("Hxg", font: font), maxWidth: .infinity).height }

    private func text(_ string: String, _ paragraph: ParagraphStyle) -> AttributedText {
        AttributedText(string, font: font, paragraph: paragraph)
    }

    func testLineHeightMultipleScalesEveryLine() {
        let natural = TextEngine.measure(text("one\ntwo", ParagraphStyle()), maxWidth: 300)
        let double = TextEngine.measure(text("one\ntwo", ParagraphStyle(lineHeightMultiple: 2)), maxWidth: 300)
        XCTAssertEqual(natural.height, 2 * lineHeight, accuracy: 0.01)
        XCTAssertEqual(double.lineCount, 2)
        XCTAssertEqual(double.height, 4 * lineHeight, accuracy: 1, "two lines, each twice the natural height")
    }

    func testLineHeightInPointsSetsEveryLine() {
        let tall = TextEngine.measure(text("one\ntwo", ParagraphStyle(lineHeight: 40)), maxWidth: 300)
        XCTAssertEqual(tall.height, 80, accuracy: 0.01)
        let short = TextEngine.measure(text("one\ntwo", ParagraphStyle(lineHeight: 16)), maxWidth: 300)
        XCTAssertEqual(short.height, 32, accuracy: 0.01, "as CSS, a line height under the font's overlaps the lines")
    }

    func testParagraphSpacingGoesBetweenParagraphsOnly() {
        let spaced = ParagraphStyle(paragraphSpacing: 10)
        XCTAssertEqual(TextEngine.measure(text("one\ntwo", spaced), maxWidth: 300).height, 2 * lineHeight + 10, accuracy: 0.01)
        XCTAssertEqual(TextEngine.measure(text("one\ntwo\nthree", spaced), maxWidth: 300).height, 3 * lineHeight + 20, accuracy: 0.01)
        // Lines wrapped inside one paragraph get no paragraph spacing.
        let wrapped = TextEngine.measure(text("one two three four five six", spaced), maxWidth: 80)
        XCTAssertGreaterThan(wrapped.lineCount, 1)
        XCTAssertEqual(wrapped.height, Double(wrapped.lineCount) * lineHeight, accuracy: 0.01)
    }

    func testParagraphSpacingMovesTheDrawnLines() throws {
        let surface = TestSurface(width: 200, height: 120)
        surface.draw(text("one\ntwo", ParagraphStyle(paragraphSpacing: 30)), width: 200)
        let plain = TestSurface(width: 200, height: 120)
        plain.draw(text("one\ntwo", ParagraphStyle()), width: 200)
        let spacedBottom = try XCTUnwrap(surface.bounds()?.maxY), plainBottom = try XCTUnwrap(plain.bounds()?.maxY)
        XCTAssertEqual(spacedBottom - plainBottom, 30, accuracy: 1, "the second paragraph drawn 30 pt lower")
    }

    func testFirstLineIndentShiftsTheFirstLineOfEachParagraph() throws {
        let indented = TestSurface(width: 300, height: 60)
        indented.draw(text("Hi", ParagraphStyle(firstLineIndent: 40)), width: 300)
        let plain = TestSurface(width: 300, height: 60)
        plain.draw(text("Hi", ParagraphStyle()), width: 300)
        let indentedLeft = try XCTUnwrap(indented.bounds()?.minX), plainLeft = try XCTUnwrap(plain.bounds()?.minX)
        XCTAssertEqual(indentedLeft - plainLeft, 40, accuracy: 1)
        // The indent counts in the measured width, so a box sized from it holds the line.
        let natural = TextEngine.measure(text("Hi", ParagraphStyle()), maxWidth: .infinity).width
        let withIndent = TextEngine.measure(text("Hi", ParagraphStyle(firstLineIndent: 40)), maxWidth: .infinity)
        XCTAssertEqual(withIndent.width, natural + 40, accuracy: 0.01)
        XCTAssertEqual(TextEngine.measure(text("Hi", ParagraphStyle(firstLineIndent: 40)), maxWidth: withIndent.width).lineCount, 1)
        // The second line of a wrapped paragraph starts at the edge again.
        let wrapped = TestSurface(width: 120, height: 200)
        wrapped.draw(text("aaaa bbbb cccc dddd", ParagraphStyle(firstLineIndent: 40)), width: 120)
        let secondLineTop = Int(lineHeight + 2)
        let secondLineLeft = try XCTUnwrap((0..<120).first { x in (secondLineTop..<Int(2 * lineHeight)).contains { wrapped.pixel(x, $0).isInk } })
        XCTAssertLessThan(secondLineLeft, 5)
    }

    func testBaselineOffsetRaisesTheRun() throws {
        /// The top of the ink of a plain "x" and of an "x" offset by `offset`, side by side.
        func inkTops(_ offset: Double) throws -> (plain: Int, offset: Int) {
            let surface = TestSurface(width: 100, height: 60)
            surface.draw(AttributedText(runs: [TextRun("x", font: font), TextRun("      ", font: font),
                                               TextRun("x", font: font, baselineOffset: offset)]), width: 100)
            let plain = try XCTUnwrap((0..<60).first { y in (0..<25).contains { surface.pixel($0, y).isInk } })
            let moved = try XCTUnwrap((0..<60).first { y in (25..<100).contains { surface.pixel($0, y).isInk } })
            return (plain, moved)
        }
        let raised = try inkTops(6), lowered = try inkTops(-4)
        XCTAssertEqual(raised.plain - raised.offset, 6, "raised 6 pt")
        XCTAssertEqual(lowered.offset - lowered.plain, 4, "lowered 4 pt")
    }

    func testTruncationStringTakesItsOwnColour() {
        let red = Color(red: 1, green: 0, blue: 0)
        func redPixels(_ color: Color?) -> Int {
            let surface = TestSurface(width: 150, height: 40)
            surface.draw(text("a long line of text that cannot fit", ParagraphStyle(
                maximumNumberOfLines: 1, truncationString: " … MORE", truncationColor: color)), width: 150)
            return surface.count { $0.red > 180 && $0.green < 90 && $0.blue < 90 }
        }
        XCTAssertGreaterThan(redPixels(red), 30, "the token in red")
        XCTAssertEqual(redPixels(nil), 0, "the token in the text's black")
    }

    func testDrawingAMeasuredTextReusesItsFrameWithoutChangingPixels() {
        let body = text("Feeds show a name, a location and a body that wraps over lines.", ParagraphStyle(maximumNumberOfLines: 2))
        let cold = TestSurface(width: 200, height: 80)
        cold.draw(body, width: 200, height: 80)
        let measured = TestSurface(width: 200, height: 80)
        let metrics = TextEngine.measure(body, maxWidth: 200, maxHeight: 80)
        XCTAssertEqual(TextEngine.measure(body, maxWidth: 200, maxHeight: 80), metrics, "a cached frame measures the same")
        measured.draw(body, width: 200, height: 80)
        XCTAssertEqual(measured.bytes, cold.bytes)
    }
}
