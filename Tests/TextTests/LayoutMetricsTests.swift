import Raster
import XCTest
@testable import Text

final class LayoutMetricsTests: XCTestCase {
    private let paragraph = "Feeds show a name, a location and a short body of text that wraps over two or three lines."

    func testWrappedLinesNeverExceedTheMaximumWidth() {
        for width in [30.0, 57.5, 80, 121.25, 200, 333] {
            let metrics = TextEngine.measure(AttributedText(paragraph, font: Font(size: 15)), maxWidth: width)
            XCTAssertLessThanOrEqual(metrics.width, width, "width \(width)")
            XCTAssertGreaterThan(metrics.lineCount, 1, "width \(width)")
            XCTAssertFalse(metrics.isTruncated)
        }
    }

    func testNarrowerWidthMeansMoreLines() {
        let text = AttributedText(paragraph)
        XCTAssertGreaterThan(TextEngine.measure(text, maxWidth: 100).lineCount, TextEngine.measure(text, maxWidth: 300).lineCount)
        XCTAssertEqual(TextEngine.measure(text, maxWidth: .infinity).lineCount, 1)
    }

    func testSingleLineMetricsAddUp() {
        let metrics = TextEngine.measure(AttributedText("Hxg", font: Font(size: 20)), maxWidth: .infinity)
        XCTAssertEqual(metrics.lineCount, 1)
        XCTAssertGreaterThan(metrics.firstBaseline, 15)
        XCTAssertGreaterThan(metrics.lastDescent, 3)
        XCTAssertEqual(metrics.firstBaseline + metrics.lastDescent, metrics.height, accuracy: 0.001)
        // Inter's (the system face's) line height is about 1.21 em.
        XCTAssertEqual(metrics.height, 24.2, accuracy: 0.5)
    }

    func testEmptyTextMeasuresZero() {
        XCTAssertEqual(TextEngine.measure(AttributedText(""), maxWidth: 100), .zero)
        XCTAssertEqual(TextEngine.measure(AttributedText(runs: []), maxWidth: 100), .zero)
    }

    func testDrawnInkStaysInTheMeasuredBox() throws {
        let text = AttributedText(paragraph, font: Font(size: 15))
        let metrics = TextEngine.measure(text, maxWidth: 180)
        let surface = TestSurface(width: 400, height: 200, scale: 2)
        surface.draw(text, x: 10, y: 10, width: metrics.width.rounded(.up), height: metrics.height.rounded(.up))
        let ink = try XCTUnwrap(surface.bounds())
        XCTAssertGreaterThanOrEqual(Double(ink.minX), 20 - 1)
        XCTAssertLessThanOrEqual(Double(ink.maxX), 2 * (10 + metrics.width) + 1)
        XCTAssertLessThanOrEqual(Double(ink.maxY), 2 * (10 + metrics.height) + 1)
        XCTAssertGreaterThan(Double(ink.maxY), 2 * (10 + metrics.height) - 2 * metrics.lastDescent - 2, "all lines are drawn")
    }

    func testLayoutIsIndependentOfTheCanvasScale() throws {
        let text = AttributedText("Scale", font: Font(size: 20))
        let one = TestSurface(width: 100, height: 40, scale: 1)
        one.draw(text, x: 5, y: 5, width: 90)
        let three = TestSurface(width: 300, height: 120, scale: 3)
        three.draw(text, x: 5, y: 5, width: 90)
        let small = try XCTUnwrap(one.bounds()), large = try XCTUnwrap(three.bounds())
        XCTAssertEqual(Double(large.maxX - large.minX), 3 * Double(small.maxX - small.minX), accuracy: 4)
        XCTAssertEqual(Double(large.minX), 3 * Double(small.minX), accuracy: 3)
    }

    func testBoldKerningAndSizeWidenText() {
        func width(_ run: TextRun) -> Double { TextEngine.measure(AttributedText(runs: [run]), maxWidth: .infinity).width }
        let regular = width(TextRun("Kerning test"))
        XCTAssertGreaterThan(width(TextRun("Kerning test", font: Font(weight: .bold))), regular + 3)
        // 12 characters, 2 pt letter spacing each.
        XCTAssertEqual(width(TextRun("Kerning test", kerning: 2)), regular + 24, accuracy: 2.5)
        XCTAssertEqual(width(TextRun("Kerning test", font: Font(size: 28))), 2 * regular, accuracy: 1)
    }

    func testCenterAndRightAlignment() throws {
        func inkBox(_ alignment: TextAlignment) throws -> (minX: Int, minY: Int, maxX: Int, maxY: Int) {
            let surface = TestSurface(width: 300, height: 30)
            surface.draw(AttributedText("Hello", paragraph: ParagraphStyle(alignment: alignment)), width: 300)
            return try XCTUnwrap(surface.bounds())
        }
        let center = try inkBox(.center)
        XCTAssertEqual(Double(center.minX + center.maxX) / 2, 150, accuracy: 3)
        XCTAssertGreaterThan(try inkBox(.right).maxX, 293)
        XCTAssertLessThan(try inkBox(.left).minX, 4)
    }

    func testUnderlineStrikethroughAndColour() throws {
        func surface(_ run: TextRun) -> TestSurface {
            let surface = TestSurface(width: 120, height: 30)
            surface.draw(AttributedText(runs: [run]), width: 120)
            return surface
        }
        let baseline = TextEngine.measure(AttributedText("ooo"), maxWidth: 120).firstBaseline
        let plain = try XCTUnwrap(surface(TextRun("ooo")).bounds())
        let underlined = try XCTUnwrap(surface(TextRun("ooo", underline: true)).bounds())
        XCTAssertGreaterThan(Double(underlined.maxY), baseline, "underline below the baseline")
        XCTAssertLessThanOrEqual(Double(plain.maxY), baseline + 1)
        // Strikethrough: a long horizontal ink run through the middle of the lowercase letters.
        let struck = surface(TextRun("ooo", strikethrough: true))
        let rows = Int(baseline) - 8..<Int(baseline)
        let inkInRow = rows.map { row in (0..<120).filter { struck.pixel($0, row).isInk }.count }.max() ?? 0
        let plainSurface = surface(TextRun("ooo"))
        let plainInkInRow = rows.map { row in (0..<120).filter { plainSurface.pixel($0, row).isInk }.count }.max() ?? 0
        XCTAssertGreaterThan(inkInRow, Int(Double(plain.maxX - plain.minX) * 0.9))
        XCTAssertLessThan(plainInkInRow, Int(Double(plain.maxX - plain.minX) * 0.9), "without it no row is solid")

        let green = surface(TextRun("ooo", font: Font(size: 24, weight: .bold), color: Color(red: 0, green: 0.8, blue: 0)))
        XCTAssertGreaterThan(green.count { $0.green > 150 && $0.red < 80 && $0.blue < 80 }, 40)
        XCTAssertEqual(green.count { $0.isInk && !($0.green > $0.red && $0.green > $0.blue) }, 0, "only green ink")
    }
}
