import XCTest
@testable import Text

/// A paragraph's `naturalDirection` decides where `natural` (and justified) lines go, as
/// UIKit's natural alignment follows the interface direction; other alignments ignore it.
final class NaturalDirectionTests: XCTestCase {
    private func inkBounds(_ string: String, alignment: TextAlignment = .natural, naturalDirection: WritingDirection?,
                           width: Double = 300) throws -> (minX: Int, maxX: Int) {
        let text = AttributedText(string, font: Font(size: 20),
                                  paragraph: ParagraphStyle(alignment: alignment, naturalDirection: naturalDirection))
        let surface = TestSurface(width: Int(width), height: 80)
        surface.draw(text, width: width)
        let box = try XCTUnwrap(surface.bounds(), "no ink for \(string)")
        return (box.minX, box.maxX)
    }

    /// The ink's horizontal extent within some rows of pixels.
    private func inkBounds(on surface: TestSurface, rows: Range<Int>) -> (minX: Int, maxX: Int)? {
        var result: (minX: Int, maxX: Int)?
        for y in rows {
            for x in 0..<surface.width where surface.pixel(x, y).isInk {
                result = (Swift.min(result?.minX ?? x, x), Swift.max(result?.maxX ?? x, x))
            }
        }
        return result
    }

    func testLatinTextStartsAtTheRightInARightToLeftLayout() throws {
        let natural = try inkBounds("Hello", naturalDirection: nil)
        XCTAssertLessThan(natural.minX, 10, "without a direction Latin text starts at the left")
        let rightToLeft = try inkBounds("Hello", naturalDirection: .rightToLeft)
        XCTAssertGreaterThan(rightToLeft.maxX, 290)
        XCTAssertGreaterThan(rightToLeft.minX, 200)
        XCTAssertEqual(Double(rightToLeft.maxX - rightToLeft.minX), Double(natural.maxX - natural.minX), accuracy: 1,
                       "the same line, moved")
    }

    func testRightToLeftMarkMakesLatinTextStartAtTheRight() throws {
        // Pseudolocale ar-XB: each word overridden right to left, the whole wrapped in RLMs.
        let marked = "\u{200F}\u{202E}Hello\u{202C}\u{200F}"
        XCTAssertGreaterThan(try inkBounds(marked, naturalDirection: .rightToLeft).maxX, 290)
        XCTAssertGreaterThan(try inkBounds(marked, naturalDirection: nil).maxX, 290, "the mark is a strong character")
        XCTAssertLessThan(try inkBounds(marked, naturalDirection: .leftToRight).minX, 10)
    }

    func testHebrewTextStartsAtTheLeftInALeftToRightLayout() throws {
        let natural = try inkBounds("שלום עולם", naturalDirection: nil)
        XCTAssertGreaterThan(natural.maxX, 290, "without a direction Hebrew text starts at the right")
        let leftToRight = try inkBounds("שלום עולם", naturalDirection: .leftToRight)
        XCTAssertLessThan(leftToRight.minX, 10)
        XCTAssertEqual(try inkBounds("שלום עולם", naturalDirection: .rightToLeft).maxX, natural.maxX)
    }

    func testExplicitAlignmentsIgnoreTheDirection() throws {
        XCTAssertLessThan(try inkBounds("Hello", alignment: .left, naturalDirection: .rightToLeft).minX, 10)
        XCTAssertGreaterThan(try inkBounds("Hello", alignment: .right, naturalDirection: .leftToRight).maxX, 290)
        let centred = try inkBounds("Hello", alignment: .center, naturalDirection: .rightToLeft)
        XCTAssertEqual(Double(centred.minX + centred.maxX) / 2, 150, accuracy: 4)
    }

    func testJustifiedLastLineFollowsTheDirection() throws {
        let words = String(repeating: "word ", count: 14) + "end"
        let text = AttributedText(words, font: Font(size: 20),
                                  paragraph: ParagraphStyle(alignment: .justified, naturalDirection: .rightToLeft))
        let surface = TestSurface(width: 200, height: 300)
        surface.draw(text, width: 200)
        let metrics = TextEngine.measure(text, maxWidth: 200)
        XCTAssertGreaterThan(metrics.lineCount, 2)
        // The last line ("... end") ends at the right edge; a full line spans both edges.
        let lineHeight = metrics.height / Double(metrics.lineCount)
        let lastTop = Int((metrics.height - lineHeight).rounded(.up)) + 1
        let last = try XCTUnwrap(inkBounds(on: surface, rows: lastTop..<Int(metrics.height)))
        XCTAssertGreaterThan(last.maxX, 190)
        XCTAssertGreaterThan(last.minX, 20, "the short last line is not stretched to the left edge")
        let first = try XCTUnwrap(inkBounds(on: surface, rows: 0..<Int(lineHeight)))
        XCTAssertLessThan(first.minX, 5)
        XCTAssertGreaterThan(first.maxX, 190)
    }
}
