import DocumentModel
import Foundation
import Layout
import Localization
import Nodes
import TestSupport
import XCTest
@testable import FeedDocuments

/// A feed read in Japanese, Arabic and the pseudolocales: every header, tab, the navigation
/// title, template text and built-in label on the laid-out cells comes from the catalog.
final class LocalizedFeedTests: XCTestCase {
    private func read(_ code: String, catalogs: Bool = true) throws -> LocalizedFeed {
        let folder = try makeTemporaryDirectory()
        let path = try LocalizationFixture.write(to: folder)
        var json = try DocumentReader.read(atPath: path)
        if catalogs, case .object(var top) = json {
            top["catalogs"] = .array([.string("Localizable.xcstrings")])
            json = .object(top)
        }
        return try FeedDocument.read(json, documentURL: URL(fileURLWithPath: path), fileName: "feed.yaml",
                                     locale: FeedLocale(locale: try LocaleCode(code)))
    }

    private func texts(_ feed: LocalizedFeed) -> [String: String] { feed.textNodeStrings() }

    func testJapaneseTakesEveryStringFromTheCatalog() throws {
        let feed = try read("ja")
        XCTAssertEqual(feed.presentation.navigationTitle, "見つける")
        XCTAssertEqual(feed.presentation.tabBar?.items.map(\.title), ["ホーム", "検索"])
        XCTAssertEqual(feed.presentation.tabBar?.selectedIndex, 0)
        XCTAssertEqual(feed.presentation.layoutDirection, .leftToRight)
        let texts = texts(feed)
        XCTAssertEqual(texts["news/header#title"], "おすすめ")
        XCTAssertEqual(texts["weather/header#title"], "天気")
        XCTAssertEqual(texts["journal/header#title"], "日誌")
        XCTAssertEqual(texts["journal/footer#title"], "以上です")
        XCTAssertEqual(texts["news/b1#headline"], "すべて確認済みです")
        XCTAssertEqual(texts["news/b3#detail"], "新しい写真11枚")
        XCTAssertEqual(texts["weather/today#title"], "天気")
        XCTAssertEqual(texts["weather/today/sunrise#sunriseLabel"], "日の出")
        XCTAssertEqual(texts["weather/today/low#lowLabel"], "最低")
        XCTAssertEqual(texts["journal/j2#date"], "ソル3")
        XCTAssertTrue(feed.warnings.isEmpty, "\(feed.warnings)")
        // No English is left on any text node but item data (the journal's names, the weather's values).
        let data = ["#text", "#summary", "#sunrise", "#sunset", "#high", "#low"]
        let english = texts.filter { entry in
            !data.contains { entry.key.hasSuffix($0) } && entry.value.contains { $0.isASCII && $0.isLetter }
        }
        XCTAssertEqual(english, [:])
        XCTAssertGreaterThanOrEqual(texts.count, 20)
    }

    func testArabicUsesPluralFormsAndRunsRightToLeft() throws {
        let feed = try read("ar-SA")
        XCTAssertEqual(feed.presentation.layoutDirection, .rightToLeft)
        XCTAssertEqual(feed.presentation.navigationTitle, "اكتشف")
        XCTAssertEqual(feed.presentation.tabBar?.items.map(\.title), ["الرئيسية", "بحث"])
        let texts = texts(feed)
        XCTAssertEqual(texts["news/header#title"], "مميز")
        XCTAssertEqual(texts["news/b1#detail"], "صورة جديدة واحدة")
        XCTAssertEqual(texts["news/b2#detail"], "3 صور جديدة")
        XCTAssertEqual(texts["news/b3#detail"], "11 صورة جديدة")
        XCTAssertEqual(texts["weather/today/sunset#sunsetLabel"], "الغروب")
        XCTAssertEqual(texts["journal/j1#date"], "سول 1")
    }

    func testEnglishSourceChoosesThePluralForm() throws {
        let texts = texts(try read("en-US"))
        XCTAssertEqual(texts["news/b1#detail"], "1 new photo")
        XCTAssertEqual(texts["news/b2#detail"], "3 new photos")
        XCTAssertEqual(texts["weather/today/sunrise#sunriseLabel"], "Sunrise")
    }

    func testMissingKeysFallBackWithWarnings() throws {
        let feed = try read("de-DE")
        XCTAssertEqual(feed.presentation.navigationTitle, "Entdecken")
        XCTAssertEqual(feed.presentation.tabBar?.items.map(\.title), ["Home", "Search"])
        let warnings = Set(feed.warnings.map(\.description))
        XCTAssertTrue(warnings.contains("Localizable.xcstrings: no de-DE text for key \"Home\"; using the source language's (en)"),
                      "\(warnings)")
        XCTAssertTrue(warnings.contains("Localizable.xcstrings: no de-DE text for key \"Sunrise\"; using the source language's (en)"))
        XCTAssertFalse(warnings.contains { $0.contains("\"Discover\"") })
    }

    func testAccentedPseudolocaleLengthensCatalogStrings() throws {
        let feed = try read("en-XA")
        XCTAssertEqual(feed.presentation.navigationTitle, "[Ðîšçöṽéŕ one]")
        let texts = texts(feed)
        let header = try XCTUnwrap(texts["news/header#title"])
        XCTAssertTrue(header.hasPrefix("[Ƒéáţûŕéð") && header.hasSuffix("]"), header)
        XCTAssertGreaterThan(header.count, "Featured".count * 13 / 10)
        XCTAssertEqual(texts["journal/j1#text"], "Ava", "item data is not a catalog string")
        XCTAssertTrue(feed.warnings.isEmpty)
    }

    func testBidirectionalPseudolocaleMirrors() throws {
        let feed = try read("ar-XB", catalogs: false)
        XCTAssertEqual(feed.presentation.layoutDirection, .rightToLeft)
        XCTAssertEqual(feed.presentation.navigationTitle, "\u{200F}\u{202E}Discover\u{202C}\u{200F}")
        XCTAssertEqual(texts(feed)["weather/today/high#highLabel"], "\u{200F}\u{202E}High\u{202C}\u{200F}")
    }

    func testCatalogOutsideTheDocumentFolderIsRefused() throws {
        let folder = try makeTemporaryDirectory()
        let path = try LocalizationFixture.write(to: folder.appendingPathComponent("feed"))
        try folder.writeText(LocalizationFixture.xcstrings, toFileNamed: "elsewhere/L.xcstrings")
        var json = try DocumentReader.read(atPath: path)
        guard case .object(var top) = json else { return XCTFail() }
        top["catalogs"] = .array([.string("../elsewhere/L.xcstrings")])
        json = .object(top)
        XCTAssertThrowsError(try FeedDocument.read(json, documentURL: URL(fileURLWithPath: path), fileName: "feed.yaml",
                                                   locale: FeedLocale(locale: try LocaleCode("ja")))) { error in
            XCTAssertEqual("\(error)", "feed.yaml: catalogs[0]: \"../elsewhere/L.xcstrings\" is outside the document's folder "
                           + "(catalogs follow the rules of images)")
        }
    }
}

/// Plural forms in a language with no CLDR rule written are bad input, not a silent `other`.
final class MissingPluralRuleTests: XCTestCase {
    func testPluralFormsWithoutARuleAreAnError() throws {
        let folder = try makeTemporaryDirectory()
        let path = try LocalizationFixture.write(to: folder)
        try folder.writeText("""
            strings:
              "%lld new photos": {one: "%lld ný mynd", other: "%lld nýjar myndir"}
            """, toFileNamed: "is.yaml")
        let catalog = try CatalogReader.read(atPath: folder.appendingPathComponent("is.yaml").path, shownAs: "is.yaml")
        let json = try DocumentReader.read(atPath: path)
        XCTAssertThrowsError(try FeedDocument.read(json, documentURL: URL(fileURLWithPath: path), fileName: "feed.yaml",
                                                   locale: FeedLocale(locale: try LocaleCode("is"), catalogs: [catalog]))) { error in
            XCTAssertTrue("\(error)".hasPrefix("feed.yaml: the catalogs give plural forms for \"%lld new photos\", but no CLDR "
                                               + "plural rule is written for is (rules: ar, be,"), "\(error)")
        }
    }
}

/// Android resources key strings by id; a document writing the English text finds them.
final class AndroidCatalogFeedTests: XCTestCase {
    func testIdsAreFoundByTheirSourceText() throws {
        let folder = try makeTemporaryDirectory()
        let path = try LocalizationFixture.write(to: folder)
        try folder.writeText("""
            <resources><string name="tab_home">Home</string><string name="tab_search">Search</string>
            <string name="header_featured">Featured</string></resources>
            """, toFileNamed: "res/values/strings.xml")
        try folder.writeText("""
            <resources><string name="tab_home">ホーム</string><string name="header_featured">おすすめ</string></resources>
            """, toFileNamed: "res/values-ja/strings.xml")
        let catalog = try CatalogReader.read(atPath: folder.appendingPathComponent("res").path, shownAs: "res")
        let feed = try FeedDocument.read(try DocumentReader.read(atPath: path), documentURL: URL(fileURLWithPath: path),
                                         fileName: "feed.yaml", locale: FeedLocale(locale: try LocaleCode("ja"), catalogs: [catalog]))
        XCTAssertEqual(feed.presentation.tabBar?.items.map(\.title), ["ホーム", "Search"])
        XCTAssertEqual(feed.warnings.map(\.description), ["res: no ja text for key \"Search\"; using the source language's (en)"])
    }
}

/// An empty feed's text is a key too, the default one included.
final class EmptyViewLocalizationTests: XCTestCase {
    private func emptyText(_ document: String) throws -> String? {
        let folder = try makeTemporaryDirectory()
        try folder.writeText("""
            {"sourceLanguage": "en", "strings": {
              "Nothing to show yet": {"localizations": {"ja": {"stringUnit": {"state": "translated", "value": "まだ何もありません"}}}},
              "No groups": {"localizations": {"ja": {"stringUnit": {"state": "translated", "value": "グループはありません"}}}}}}
            """, toFileNamed: "L.xcstrings")
        let path = try folder.writeText(document, toFileNamed: "feed.yaml")
        let feed = try FeedDocument.read(try DocumentReader.read(atPath: path), documentURL: URL(fileURLWithPath: path),
                                         fileName: "feed.yaml", locale: FeedLocale(locale: try LocaleCode("ja")))
        XCTAssertTrue(feed.source.rows().isEmpty)
        let node = try XCTUnwrap(feed.source.emptyView)()
        _ = node.layoutThatFits(SizeRange(min: Size(width: 390, height: 600), max: Size(width: 390, height: 600)), scale: 1)
        var pending: [DisplayNode] = [node]
        while let next = pending.popLast() {
            if let text = next as? TextNode { return text.attributedText?.string }
            pending += next.subnodes
        }
        return nil
    }

    func testDefaultAndWrittenEmptyTextsAreTranslated() throws {
        XCTAssertEqual(try emptyText("catalogs: [L.xcstrings]\nsections: []"), "まだ何もありません")
        XCTAssertEqual(try emptyText("catalogs: [L.xcstrings]\nemptyText: No groups\nsections: []"), "グループはありません")
    }
}
