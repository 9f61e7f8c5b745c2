import XCTest
@testable import Localization

/// en-XA lengthens and accents, ar-XB runs right to left; bindings and placeholders survive.
final class PseudolocaleTests: XCTestCase {
    func testAccentedIsLongerAndBracketed() {
        let text = Pseudolocale.accented.transform("You're all caught up")
        XCTAssertTrue(text.hasPrefix("[Ýöû'ŕé áļļ çáûĝĥţ ûþ"), text)
        XCTAssertTrue(text.hasSuffix("]"))
        XCTAssertGreaterThanOrEqual(Double(text.count), Double("You're all caught up".count) * 1.3)
    }

    func testAccentedKeepsBindingsAndPlaceholders() {
        let text = Pseudolocale.accented.transform("{{count}} new · %lld photos")
        XCTAssertTrue(text.contains("{{count}}"), text)
        XCTAssertTrue(text.contains("%lld"), text)
        XCTAssertTrue(text.contains("ñéŵ"), text)
    }

    func testBidirectionalWrapsWordsRightToLeft() {
        XCTAssertEqual(Pseudolocale.bidirectional.transform("Top {{n}}"),
                       "\u{200F}\u{202E}Top\u{202C} {{n}}\u{200F}")
    }

    func testLocalizerPseudolocalizesCatalogStringsOnly() throws {
        let catalog = StringCatalog(file: "c.yaml", sourceLanguage: "en", languages: ["en": ["Home": LocalizedText("Home")]])
        var warnings: [LocalizationWarning] = []
        let localizer = Localizer(locale: try LocaleCode("en-XA"), catalogs: [catalog])
        XCTAssertEqual(localizer.text(for: "Home", warnings: &warnings), "[Ĥöɱé one]")
        XCTAssertNil(localizer.text(for: "Ava Nguyen", warnings: &warnings))
        let bare = Localizer(locale: try LocaleCode("en-XA"), catalogs: [])
        XCTAssertEqual(bare.text(for: "Ava", warnings: &warnings), "[Åṽá one]")
        XCTAssertTrue(warnings.isEmpty)
    }

    func testFallbackWarningNamesKeyLocaleAndFile() throws {
        let catalog = StringCatalog(file: "Localizable.xcstrings", sourceLanguage: "en",
                                    languages: ["en": ["Home": LocalizedText("Home")], "ja": ["Search": LocalizedText("検索")]])
        var warnings: [LocalizationWarning] = []
        let localizer = Localizer(locale: try LocaleCode("ja"), catalogs: [catalog])
        XCTAssertEqual(localizer.text(for: "Search", warnings: &warnings), "検索")
        XCTAssertEqual(localizer.text(for: "Home", warnings: &warnings), "Home")
        XCTAssertEqual(warnings.map(\.description),
                       ["Localizable.xcstrings: no ja text for key \"Home\"; using the source language's (en)"])
    }
}

/// The source language's own locales read the source text without a warning.
final class SourceLocaleTests: XCTestCase {
    func testEnglishLocalesUseTheEnglishSourceSilently() throws {
        let catalog = StringCatalog(file: "L.xcstrings", sourceLanguage: "en",
                                    languages: ["en": ["Home": LocalizedText("Home")], "ja": ["Home": LocalizedText("ホーム")]])
        var warnings: [LocalizationWarning] = []
        for code in ["en", "en-US", "en-GB"] {
            XCTAssertEqual(Localizer(locale: try LocaleCode(code), catalogs: [catalog]).text(for: "Home", warnings: &warnings), "Home")
        }
        XCTAssertTrue(warnings.isEmpty, "\(warnings)")
    }
}
