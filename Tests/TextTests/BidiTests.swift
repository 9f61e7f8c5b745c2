import Raster
import XCTest
@testable import Text

/// Right-to-left scripts run right to left: the first character in memory is drawn rightmost.
final class BidiTests: XCTestCase {
    private let red = Color(red: 1, green: 0, blue: 0)
    private let blue = Color(red: 0, green: 0, blue: 1)

    /// Draws `first` in red followed by `rest` in blue; returns the mean x of red and of blue ink.
    private func inkPositions(first: String, rest: String, alignment: TextAlignment = .natural, width: Double = 300)
        -> (red: Double, blue: Double, surface: TestSurface)? {
        let font = Font(size: 24)
        let text = AttributedText(runs: [TextRun(first, font: font, color: red), TextRun(rest, font: font, color: blue)],
                                  paragraph: ParagraphStyle(alignment: alignment))
        let surface = TestSurface(width: Int(width), height: 40)
        surface.draw(text, width: width)
        guard let redX = surface.meanX(where: { $0.red > 150 && $0.blue < 100 }),
              let blueX = surface.meanX(where: { $0.blue > 150 && $0.red < 100 }) else { return nil }
        return (redX, blueX, surface)
    }

    func testHebrewRunsRightToLeft() throws {
        let ink = try XCTUnwrap(inkPositions(first: "ש", rest: "לום עולם"))
        XCTAssertGreaterThan(ink.red, ink.blue, "first logical letter is drawn to the right")
    }

    func testArabicRunsRightToLeft() throws {
        let ink = try XCTUnwrap(inkPositions(first: "م", rest: "رحبا بالعالم"))
        XCTAssertGreaterThan(ink.red, ink.blue, "first logical letter is drawn to the right")
    }

    func testLatinRunsLeftToRight() throws {
        let ink = try XCTUnwrap(inkPositions(first: "H", rest: "ello world"))
        XCTAssertLessThan(ink.red, ink.blue)
    }

    func testNaturalAlignmentFollowsTheTextDirection() throws {
        let rtl = try XCTUnwrap(XCTUnwrap(inkPositions(first: "ש", rest: "לום")).surface.bounds())
        XCTAssertGreaterThan(rtl.maxX, 290, "right-to-left text sits at the right edge")
        XCTAssertGreaterThan(rtl.minX, 150)
        let ltr = try XCTUnwrap(XCTUnwrap(inkPositions(first: "H", rest: "ello")).surface.bounds())
        XCTAssertLessThan(ltr.minX, 10)
    }

    func testExplicitLeftAlignmentIsLeftEvenForRightToLeftText() throws {
        let box = try XCTUnwrap(XCTUnwrap(inkPositions(first: "ש", rest: "לום", alignment: .left)).surface.bounds())
        XCTAssertLessThan(box.minX, 10)
        let right = try XCTUnwrap(XCTUnwrap(inkPositions(first: "H", rest: "ello", alignment: .right)).surface.bounds())
        XCTAssertGreaterThan(right.maxX, 290)
    }
}
