import DocumentModel
import Foundation
import Localization
import XCTest
@testable import FeedDocuments

/// `examples/brand/`, read in every locale it ships, from its Xcode String Catalog and from
/// its Android strings.xml files: every text node but the trails' names comes from a catalog.
final class BrandExampleTests: XCTestCase {
    private static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../examples/brand").standardizedFileURL

    /// The brand feed in `code`, with the catalogs `catalogs` (relative to the example).
    private func read(_ code: String, catalogs: [String]? = nil) throws -> LocalizedFeed {
        let path = Self.folder.appendingPathComponent("feed.yaml").path
        var json = try DocumentReader.read(atPath: path)
        if let catalogs, case .object(var top) = json {
            top["catalogs"] = .array(catalogs.map(JSONValue.string))
            json = .object(top)
        }
        return try FeedDocument.read(json, documentURL: URL(fileURLWithPath: path), fileName: "feed.yaml",
                                     locale: FeedLocale(locale: try LocaleCode(code)),
                                     formatting: TemplateFormatting.Overrides().inLocale(code))
    }

    private let names = ["Cascade Ridge Loop", "Lakeshore Boardwalk", "Old Quarry Scramble"]

    /// Text nodes that still hold English letters, other than the trails' names.
    private func english(_ feed: LocalizedFeed) -> [String: String] {
        feed.textNodeStrings().filter { entry in
            !names.contains(entry.value) && entry.value.contains { $0.isASCII && $0.isLetter }
        }
    }

    func testJapaneseAndArabicComeFromTheStringCatalog() throws {
        for code in ["ja", "ar"] {
            let feed = try read(code)
            XCTAssertTrue(feed.warnings.isEmpty, "\(code): \(feed.warnings)")
            XCTAssertEqual(english(feed), [:], code)
            XCTAssertGreaterThanOrEqual(feed.textNodeStrings().count, 11, code)
        }
        let ja = try read("ja")
        XCTAssertEqual(ja.presentation.navigationTitle, "トレイルヘッド")
        let texts = ja.textNodeStrings()
        XCTAssertEqual(texts["top/h#title"], "初雪の前に歩きたい3つのトレイル")
        XCTAssertEqual(texts["trails/t1#detail"], "11.2 キロ · 登り 640 メートル · 4 時間", "each span is its own key")
        XCTAssertEqual(texts["trails/t1#note"], "レビュー 128 件")
    }

    func testArabicPluralsFollowCLDR() throws {
        let texts = try read("ar").textNodeStrings()
        XCTAssertEqual(texts["trails/t1#note"], "128 مراجعة", "128: other")
        XCTAssertEqual(texts["trails/t2#note"], "56 مراجعة", "56: many")
        XCTAssertEqual(texts["trails/t3#note"], "23 مراجعة", "23: many")
        XCTAssertEqual(try read("de").textNodeStrings()["trails/t2#note"], "56 Bewertungen")
    }

    func testAndroidStringsXMLGiveTheSameTranslations() throws {
        for code in ["ja", "ar", "de"] {
            let fromXcode = try read(code).textNodeStrings()
            let fromAndroid = try read(code, catalogs: ["res"])
            XCTAssertEqual(fromAndroid.textNodeStrings(), fromXcode, code)
            XCTAssertTrue(fromAndroid.warnings.isEmpty, "\(code): \(fromAndroid.warnings)")
        }
    }

    func testGermanFormatsNumbersInItsLocale() throws {
        XCTAssertEqual(try read("de").textNodeStrings()["trails/t1#detail"], "11,2 km · 640 m bergauf · 4 Std.")
    }
}
