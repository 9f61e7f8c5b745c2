import XCTest
@testable import Text

/// Han characters take the glyph forms of the text's language, from pinned files; text with
/// no CJK language keeps drawing with WenQuanYi Micro Hei, as before languages existed.
final class LanguageGlyphFormTests: XCTestCase {
    private func files(_ text: String, language: String?, weight: FontWeight = .regular) -> [FontUsage] {
        Self.files(text, language: language, weight: weight)
    }

    private let wqy = "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc"
    private let notoRegular = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
    private let notoBold = "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc"
    private let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    private let dejaVuBold = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"

    private static func files(_ text: String, language: String?, weight: FontWeight = .regular) -> [FontUsage] {
        TextEngine.fontFiles(for: AttributedText(runs: [TextRun(text, font: Font(size: 20, weight: weight), language: language)]))
    }

    func testHanWithoutACJKLanguageStaysWithWenQuanYi() {
        for language in [nil, "en", "de-DE", "ar-SA"] as [String?] {
            XCTAssertEqual(files("你好世界", language: language).map(\.file), [wqy], language ?? "no language")
            XCTAssertEqual(files("你好世界", language: language, weight: .bold).map(\.file), [wqy], language ?? "no language")
        }
        XCTAssertEqual(Set(files("すべてのコミュニティ", language: nil).map(\.file)), [wqy])
    }

    func testCJKLanguagesDrawFromNotoSansCJKWithRealBold() {
        for language in ["ja", "ko", "zh-Hans", "zh-Hant", "zh-CN", "zh-TW", "zh-HK"] {
            XCTAssertEqual(files("直骨", language: language).map(\.file), [notoRegular], language)
            XCTAssertEqual(files("直骨", language: language, weight: .bold).map(\.file), [notoBold], language)
            XCTAssertEqual(files("直骨", language: language, weight: .semibold).map(\.file), [notoBold], language)
        }
        // Latin inside Japanese text keeps the system face: one Latin face for every language.
        let mixed = files("Texture のセル", language: "ja", weight: .bold)
        XCTAssertEqual(mixed.first?.file, "/usr/share/fonts/opentype/inter/Inter-Bold.otf")
        XCTAssertEqual(mixed.last?.file, notoBold)
    }

    /// These characters are drawn differently in each of the four conventions; the pixels
    /// prove the language picked a different face, not just a different file.
    private static let distinguishing = "直骨今令述"

    func testEachLanguageHasItsOwnGlyphForms() {
        func pixels(_ language: String?) -> [UInt8] {
            let surface = TestSurface(width: 420, height: 64)
            surface.draw(AttributedText(runs: [TextRun(Self.distinguishing, font: Font(size: 48), language: language)]),
                         x: 4, y: 4, width: 1000)
            return surface.bytes
        }
        let forms = ["ja", "ko", "zh-Hans", "zh-Hant"].map { (language: $0, pixels: pixels($0)) }
        for (index, a) in forms.enumerated() {
            for b in forms[(index + 1)...] {
                XCTAssertTrue(a.pixels != b.pixels, "\(a.language) and \(b.language) draw the same glyphs")
            }
        }
        XCTAssertTrue(pixels("ja") == pixels("ja-JP"), "the region does not change Japanese forms")
        XCTAssertTrue(pixels("zh-Hans") == pixels("zh-CN"))
    }

    func testScopedDefaultLanguageAppliesToRunsWithoutOne() async {
        let scoped = await TextEngine.$defaultLanguage.withValue("ja") {
            await Task { Self.files("直", language: nil).map(\.file) }.value
        }
        XCTAssertEqual(scoped, [notoRegular], "a task started in the scope inherits its language")
        let explicit = TextEngine.$defaultLanguage.withValue("ja") { files("直", language: "en").map(\.file) }
        XCTAssertEqual(explicit, [wqy], "a run's own language wins over the scope's")
        XCTAssertEqual(files("直", language: nil).map(\.file), [wqy])
    }

    func testHebrewAndArabicHaveRealBoldInDejaVu() {
        XCTAssertEqual(files("שלום עולם", language: "he", weight: .bold).map(\.file), [dejaVuBold])
        XCTAssertEqual(files("مرحبا بالعالم", language: "ar", weight: .bold).map(\.file), [dejaVuBold])
        XCTAssertEqual(files("שָׁלוֹם", language: "he").map(\.file), [dejaVu], "points come from the same face")
    }

    func testLanguageToFaceMapping() {
        XCTAssertEqual(TextLanguage.cjkFamily(for: "ja-JP"), "Noto Sans CJK JP")
        XCTAssertEqual(TextLanguage.cjkFamily(for: "ko_KR"), "Noto Sans CJK KR")
        XCTAssertEqual(TextLanguage.cjkFamily(for: "zh"), "Noto Sans CJK SC")
        XCTAssertEqual(TextLanguage.cjkFamily(for: "zh-Hant-TW"), "Noto Sans CJK TC")
        XCTAssertEqual(TextLanguage.cjkFamily(for: "zh-Hant-HK"), "Noto Sans CJK HK")
        XCTAssertNil(TextLanguage.cjkFamily(for: "en-US"))
        XCTAssertNil(TextLanguage.cjkFamily(for: ""))
    }
}
