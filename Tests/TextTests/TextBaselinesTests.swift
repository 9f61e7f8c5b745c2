import Raster
import XCTest
@testable import Text

/// `TextEngine.baselines(of:)` answers from the first and last characters alone. For text in
/// one font that is exactly what laying the whole text out gives, at any width; for mixed
/// fonts it follows Texture's rule (the first character's font sets the ascender).
final class TextBaselinesTests: XCTestCase {
    private func paragraphs() -> [ParagraphStyle] {
        var styles: [ParagraphStyle] = [ParagraphStyle()]
        var style = ParagraphStyle()
        style.lineHeightMultiple = 1.4
        styles.append(style)
        style = ParagraphStyle()
        style.lineHeight = 30
        styles.append(style)
        style = ParagraphStyle()
        style.lineSpacing = 5
        style.paragraphSpacing = 7
        style.maximumNumberOfLines = 2
        styles.append(style)
        return styles
    }

    func testOneFontTextsReportTheBaselinesOfTheirWholeLayoutAtAnyWidth() {
        let texts = ["Golden autumn ridges over the lakes of Kyoto", "x", "Ålesund, fjords\nand the coast", "gjpq yyy"]
        var checked = 0
        for string in texts {
            for size in [11.0, 17, 34] {
                for weight in [FontWeight.regular, .bold] {
                    for offset in [0.0, 3] {
                        for paragraph in paragraphs() {
                            var run = TextRun(string, font: Font(size: size, weight: weight))
                            run.baselineOffset = offset
                            let text = AttributedText(runs: [run], paragraph: paragraph)
                            let baselines = TextEngine.baselines(of: text)
                            for width in [Double.infinity, 120, 60] {
                                let whole = TextEngine.measure(text, maxWidth: width)
                                XCTAssertEqual(baselines.firstBaseline, whole.firstBaseline, accuracy: 1e-9,
                                               "\(string) \(size) \(weight) offset \(offset) width \(width) \(paragraph)")
                                if !whole.isTruncated {
                                    XCTAssertEqual(baselines.lastDescent, whole.lastDescent, accuracy: 1e-9,
                                                   "\(string) \(size) \(weight) offset \(offset) width \(width) \(paragraph)")
                                }
                                checked += 1
                            }
                        }
                    }
                }
            }
        }
        XCTAssertEqual(checked, 4 * 3 * 2 * 2 * 4 * 3)
    }

    func testMixedFontsFollowTheFirstAndLastCharacters() {
        let small = Font(size: 12), big = Font(size: 32)
        let text = AttributedText(runs: [TextRun("small ", font: small), TextRun("BIG", font: big)])
        let baselines = TextEngine.baselines(of: text)
        XCTAssertEqual(baselines.firstBaseline, TextEngine.measure(AttributedText("s", font: small), maxWidth: .infinity).firstBaseline)
        XCTAssertEqual(baselines.lastDescent, TextEngine.measure(AttributedText("G", font: big), maxWidth: .infinity).lastDescent)
        // The laid-out line is as tall as its biggest run: Texture's ascender does not follow it.
        XCTAssertLessThan(baselines.firstBaseline, TextEngine.measure(text, maxWidth: .infinity).firstBaseline - 10)
        XCTAssertTrue(TextEngine.baselines(of: AttributedText(runs: [TextRun("", font: big)])) == (0, 0))
    }
}
