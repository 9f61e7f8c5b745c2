import DocumentModel
import Foundation
import TestSupport
import XCTest
@testable import Localization

/// Each catalog format read from a file, with plurals in English, Russian, Arabic and Japanese.
final class CatalogFormatTests: XCTestCase {
    private func localizer(_ code: String, _ catalog: StringCatalog) throws -> Localizer {
        Localizer(locale: try LocaleCode(code), catalogs: [catalog])
    }

    private func text(_ key: String, _ code: String, _ catalog: StringCatalog, count: Int? = nil, device: String? = nil) throws -> String? {
        var warnings: [LocalizationWarning] = []
        return try localizer(code, catalog).text(for: key, count: count.map(PluralOperands.init), device: device,
                                                 warnings: &warnings)
    }

    static let xcstrings = """
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "Featured": {"localizations": {
            "ja": {"stringUnit": {"state": "translated", "value": "おすすめ"}},
            "ar": {"stringUnit": {"state": "translated", "value": "مميز"}},
            "de": {"stringUnit": {"state": "new", "value": ""}}}},
          "%lld photos": {"localizations": {
            "en": {"variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "%lld photo"}},
                                             "other": {"stringUnit": {"state": "translated", "value": "%lld photos"}}}}},
            "ru": {"variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "%lld фото-one"}},
                                             "few": {"stringUnit": {"state": "translated", "value": "%lld фото-few"}},
                                             "many": {"stringUnit": {"state": "translated", "value": "%lld фото-many"}},
                                             "other": {"stringUnit": {"state": "translated", "value": "%lld фото-other"}}}}},
            "ar": {"variations": {"plural": {"zero": {"stringUnit": {"state": "translated", "value": "لا صور"}},
                                             "one": {"stringUnit": {"state": "translated", "value": "صورة واحدة"}},
                                             "two": {"stringUnit": {"state": "translated", "value": "صورتان"}},
                                             "few": {"stringUnit": {"state": "translated", "value": "%lld صور"}},
                                             "many": {"stringUnit": {"state": "translated", "value": "%lld صورة"}},
                                             "other": {"stringUnit": {"state": "translated", "value": "%lld صورة-other"}}}}},
            "ja": {"stringUnit": {"state": "translated", "value": "写真%lld枚"}}}},
          "Tap to open": {"localizations": {
            "en": {"variations": {"device": {"mac": {"stringUnit": {"state": "translated", "value": "Click to open"}},
                                             "other": {"stringUnit": {"state": "translated", "value": "Tap to open"}}}}}}}
        }}
        """

    func testXCStringsWithPluralAndDeviceVariations() throws {
        let folder = try makeTemporaryDirectory()
        let path = try folder.writeText(Self.xcstrings, toFileNamed: "Localizable.xcstrings")
        let catalog = try CatalogReader.read(atPath: path, shownAs: "Localizable.xcstrings")
        XCTAssertEqual(catalog.sourceLanguage, "en")
        XCTAssertEqual(try text("Featured", "ja", catalog), "おすすめ")
        XCTAssertEqual(try text("Featured", "ar-SA", catalog), "مميز")
        XCTAssertEqual(try text("Featured", "de", catalog), "Featured", "a new, empty unit is untranslated: the source text")
        XCTAssertEqual(try text("%lld photos", "en-US", catalog, count: 1), "%lld photo")
        XCTAssertEqual(try text("%lld photos", "en-US", catalog, count: 3), "%lld photos")
        XCTAssertEqual([1, 3, 5, 21].map { try? text("%lld photos", "ru", catalog, count: $0) },
                       ["%lld фото-one", "%lld фото-few", "%lld фото-many", "%lld фото-one"])
        XCTAssertEqual([0, 1, 2, 3, 11, 100].map { try? text("%lld photos", "ar", catalog, count: $0) },
                       ["لا صور", "صورة واحدة", "صورتان", "%lld صور", "%lld صورة", "%lld صورة-other"])
        XCTAssertEqual(try text("%lld photos", "ja", catalog, count: 1), "写真%lld枚")
        XCTAssertEqual(try text("Tap to open", "en", catalog, device: "mac"), "Click to open")
        XCTAssertEqual(try text("Tap to open", "en", catalog, device: "iphone"), "Tap to open")
        XCTAssertEqual(FormatArguments.format("写真%lld枚", ["3"]), "写真3枚")
    }

    func testStringsFileWithCommentsAndEscapes() throws {
        let folder = try makeTemporaryDirectory()
        let path = try folder.writeText("""
            /* The section header
               over the featured cards. */
            "Featured" = "おすすめ";
            // A tab
            "Home" = "ホーム";
            "quote" = "「\\"引用\\"」\\n次の行 \\U2603";
            greeting = "こんにちは";
            """, toFileNamed: "ja.lproj/Localizable.strings")
        let catalog = try CatalogReader.read(atPath: path, shownAs: "ja.lproj/Localizable.strings")
        XCTAssertEqual(try text("Featured", "ja-JP", catalog), "おすすめ")
        XCTAssertEqual(try text("Home", "ja", catalog), "ホーム")
        XCTAssertEqual(try text("quote", "ja", catalog), "「\"引用\"」\n次の行 ☃")
        XCTAssertEqual(try text("greeting", "ja", catalog), "こんにちは")
    }

    func testStringsDictPlurals() throws {
        let folder = try makeTemporaryDirectory()
        func plist(_ forms: [(String, String)]) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0"><dict>
              <key>%d photos</key>
              <dict>
                <key>NSStringLocalizedFormatKey</key><string>Album: %#@photos@</string>
                <key>photos</key>
                <dict>
                  <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                  <key>NSStringFormatValueTypeKey</key><string>d</string>
                  \(forms.map { "<key>\($0.0)</key><string>\($0.1)</string>" }.joined(separator: "\n      "))
                </dict>
              </dict>
            </dict></plist>
            """
        }
        try folder.writeText(plist([("one", "%d photo"), ("other", "%d photos")]), toFileNamed: "App/en.lproj/Localizable.stringsdict")
        try folder.writeText(plist([("one", "%d фото1"), ("few", "%d фото2"), ("many", "%d фото5"), ("other", "%d фото.")]),
                             toFileNamed: "App/ru.lproj/Localizable.stringsdict")
        try folder.writeText(plist([("zero", "لا شيء"), ("one", "واحدة"), ("two", "اثنتان"), ("few", "%d قليلة"),
                                    ("many", "%d كثيرة"), ("other", "%d أخرى")]),
                             toFileNamed: "App/ar.lproj/Localizable.stringsdict")
        try folder.writeText(plist([("other", "写真%d枚")]), toFileNamed: "App/ja.lproj/Localizable.stringsdict")
        let catalog = try CatalogReader.read(atPath: folder.appendingPathComponent("App").path, shownAs: "App")
        XCTAssertEqual(try text("%d photos", "en", catalog, count: 1), "Album: %d photo")
        XCTAssertEqual(try text("%d photos", "en", catalog, count: 2), "Album: %d photos")
        XCTAssertEqual([1, 2, 5].map { try? text("%d photos", "ru", catalog, count: $0) },
                       ["Album: %d фото1", "Album: %d фото2", "Album: %d фото5"])
        XCTAssertEqual([0, 2, 4, 12].map { try? text("%d photos", "ar", catalog, count: $0) },
                       ["Album: لا شيء", "Album: اثنتان", "Album: %d قليلة", "Album: %d كثيرة"])
        XCTAssertEqual(try text("%d photos", "ja", catalog, count: 1), "Album: 写真%d枚")
    }

    func testAndroidStringsXML() throws {
        let folder = try makeTemporaryDirectory()
        try folder.writeText("""
            <?xml version="1.0" encoding="utf-8"?>
            <resources>
                <string name="tab_home">Home</string>
                <string name="caught_up">You\\'re all   caught up</string>
                <string name="done">@string/caught_up</string>
                <plurals name="photos"><item quantity="one">%d photo</item><item quantity="other">%d photos</item></plurals>
                <string-array name="days"><item>Mon</item><item>Tue</item></string-array>
            </resources>
            """, toFileNamed: "res/values/strings.xml")
        try folder.writeText("""
            <resources xmlns:xliff="urn:oasis:names:tc:xliff:document:1.2">
                <string name="tab_home">Главная</string>
                <plurals name="photos">
                    <item quantity="one">%d фото1</item><item quantity="few">%d фото2</item>
                    <item quantity="many">%d фото5</item><item quantity="other">%d фото.</item>
                </plurals>
            </resources>
            """, toFileNamed: "res/values-ru/strings.xml")
        try folder.writeText("""
            <resources><string name="tab_home">ホーム</string>
            <plurals name="photos"><item quantity="other">写真<xliff:g id="n">%d</xliff:g>枚</item></plurals></resources>
            """.replacingOccurrences(of: "<resources>", with: "<resources xmlns:xliff=\"urn:oasis:names:tc:xliff:document:1.2\">"),
            toFileNamed: "res/values-ja/strings.xml")
        try folder.writeText("""
            <resources><string name="tab_home">الرئيسية</string>
            <plurals name="photos"><item quantity="zero">لا شيء</item><item quantity="one">واحدة</item>
            <item quantity="two">اثنتان</item><item quantity="few">%d قليلة</item><item quantity="many">%d كثيرة</item>
            <item quantity="other">%d أخرى</item></plurals></resources>
            """, toFileNamed: "res/values-ar/strings.xml")
        let catalog = try CatalogReader.read(atPath: folder.appendingPathComponent("res").path, shownAs: "res")
        XCTAssertEqual(try text("tab_home", "ru-RU", catalog), "Главная")
        XCTAssertEqual(try text("tab_home", "ja", catalog), "ホーム")
        XCTAssertEqual(try text("caught_up", "en", catalog), "You're all caught up")
        XCTAssertEqual(try text("days[1]", "en", catalog), "Tue")
        XCTAssertEqual(try text("done", "en", catalog), "You're all caught up", "a @string/ reference is resolved")
        XCTAssertEqual(try text("photos", "en", catalog, count: 1), "%d photo")
        XCTAssertEqual([1, 3, 7].map { try? text("photos", "ru", catalog, count: $0) }, ["%d фото1", "%d фото2", "%d фото5"])
        XCTAssertEqual([0, 1, 2, 5].map { try? text("photos", "ar", catalog, count: $0) },
                       ["لا شيء", "واحدة", "اثنتان", "%d قليلة"])
        XCTAssertEqual(try text("photos", "ja", catalog, count: 4), "写真%d枚")
    }

    func testYAMLLocaleFileWithPlurals() throws {
        let folder = try makeTemporaryDirectory()
        let path = try folder.writeText("""
            strings:
              Featured: Empfohlen
              "%lld photos": {one: "%lld Foto", other: "%lld Fotos"}
            """, toFileNamed: "de.yaml")
        let catalog = try CatalogReader.read(atPath: path, shownAs: "de.yaml")
        XCTAssertEqual(try text("Featured", "de-DE", catalog), "Empfohlen")
        XCTAssertEqual(try text("%lld photos", "de", catalog, count: 1), "%lld Foto")
    }
}
