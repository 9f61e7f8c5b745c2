import Raster
import XCTest
@testable import Text

final class GlyphCoverageTests: XCTestCase {
    private let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    private let wqy = "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc"
    private let emoji = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"
    private let inter = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"

    func testLatinChineseAndEmojiComeFromTheirPinnedFiles() {
        let usage = TextEngine.fontFiles(for: AttributedText("Hello 你好世界 😀🎉👍🏽"))
        XCTAssertEqual(file(of: "Hello", in: usage), inter, "the system face")
        XCTAssertEqual(file(of: "你好世界", in: usage), wqy)
        XCTAssertEqual(file(of: "😀🎉👍🏽", in: usage), emoji)
    }

    func testWeightAndSlantPickTheMatchingDejaVuFile() {
        func fileFor(_ weight: FontWeight, italic: Bool = false) -> String? {
            let font = Font(family: "DejaVu Sans", weight: weight, italic: italic)
            return TextEngine.fontFiles(for: AttributedText("Abc", font: font)).first?.file
        }
        XCTAssertEqual(fileFor(.bold), "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf")
        XCTAssertEqual(fileFor(.semibold), "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", "nearest: DejaVu has no 600")
        XCTAssertEqual(fileFor(.regular, italic: true), "/usr/share/fonts/truetype/dejavu/DejaVuSans-Oblique.ttf")
        XCTAssertEqual(fileFor(.bold, italic: true), "/usr/share/fonts/truetype/dejavu/DejaVuSans-BoldOblique.ttf")
    }

    func testFamilyAliasesAndUnknownFamiliesDrawWithTheSystemFace() {
        for family in ["sans-serif", "system", "-apple-system", "Helvetica Neue", "Inter"] {
            XCTAssertEqual(TextEngine.fontFiles(for: AttributedText("Abc", font: Font(family: family))).first?.file, inter, family)
        }
        XCTAssertEqual(TextEngine.fontFiles(for: AttributedText("Abc", font: Font(family: "dejavu sans"))).first?.file, dejaVu)
        XCTAssertTrue(FontEnvironment.shared.isKnownFamily("-apple-system"))
        XCTAssertTrue(FontEnvironment.shared.isKnownFamily("roboto"))
        XCTAssertFalse(FontEnvironment.shared.isKnownFamily("Helvetica Neue"))
    }

    func testArabicAndHebrewShapeWithDejaVuSans() {
        XCTAssertEqual(TextEngine.fontFiles(for: AttributedText("مرحبا بالعالم")).map(\.file), [dejaVu])
        XCTAssertEqual(TextEngine.fontFiles(for: AttributedText("שלום עולם")).map(\.file), [dejaVu])
    }

    func testEmojiDrawInColourAtTheRequestedSize() throws {
        let surface = TestSurface(width: 200, height: 60)
        surface.draw(AttributedText("😀🎉👍🏽", font: Font(size: 32)), x: 4, y: 4, width: 190)
        XCTAssertGreaterThan(surface.count { $0.isColourful }, 300, "emoji must be colour bitmaps, not gray outlines")
        // Scaled to 32 pt, not drawn at the 109 px bitmap strike size.
        let box = try XCTUnwrap(surface.bounds())
        XCTAssertLessThan(box.maxY - box.minY, 45)
        XCTAssertGreaterThan(box.maxX - box.minX, 80)
    }

    func testChineseDrawsRealGlyphsNotBoxes() throws {
        let surface = TestSurface(width: 120, height: 40)
        surface.draw(AttributedText("你好世界", font: Font(size: 20)), x: 2, y: 2, width: 116)
        // Four filled-in ideographs have far more ink than four hollow "missing glyph" boxes.
        XCTAssertGreaterThan(surface.count { $0.isInk }, 400)
        XCTAssertEqual(surface.count { $0.isColourful }, 0, "black text stays gray-scale")
        // Each ideograph is roughly square at 20 pt.
        let box = try XCTUnwrap(surface.bounds())
        XCTAssertEqual(Double(box.maxX - box.minX), 80, accuracy: 6)
    }

    private func file(of text: String, in usage: [FontUsage]) -> String? {
        usage.first { $0.text.contains(text) || text.contains($0.text.trimmingCharacters(in: .whitespaces)) && !$0.text.trimmingCharacters(in: .whitespaces).isEmpty }?.file
    }
}
