import Foundation
import ImageLoading
import Localization
import TestSupport
import XCTest
@testable import Screenshots

/// Screenshots take the feed's headers, tabs, title and labels from the app's catalogs and
/// from locale files, in real locales and pseudolocales, with the same rules as `render`.
final class ScreenshotCatalogTests: XCTestCase {
    private func configuration(_ fixture: ScreenshotFixture, locales: String, catalogs: String = "[Localizable.xcstrings]")
        throws -> String {
        try LocalizationFixture.write(to: fixture.directory)
        try fixture.write("en.yaml", "strings:\n  one.title: Everything in one feed\n")
        try fixture.write("ja.yaml", "strings:\n  one.title: すべてをひとつのフィードに\n")
        return try fixture.write("screenshots.yaml", """
            devices: [android-phone]
            catalogs: \(catalogs)
            locales:
            \(locales)
            screens:
              - feed: feed.yaml
                caption: {title: one.title}
                background: "#0f766e"
            """)
    }

    private func feed(_ configuration: ScreenshotConfiguration, _ code: String) throws -> LoadedFeed {
        let locale = try XCTUnwrap(configuration.locales.first { $0.code == code })
        let loader = ImageLoader()
        defer { loader.shutdown() }
        return try LoadedFeed.load(.file("feed.yaml"), theme: .light, locale: locale,
                                   localizer: try configuration.localizer(for: locale), configuration: configuration,
                                   loader: loader)
    }

    func testJapaneseAndArabicScreensTakeTheCatalogsStrings() throws {
        let fixture = try ScreenshotFixture()
        let path = try configuration(fixture, locales: "  en-US: en.yaml\n  ja: ja.yaml\n  ar-SA: null")
        let configuration = try ScreenshotConfiguration.load(from: path)
        let japanese = try feed(configuration, "ja")
        XCTAssertEqual(japanese.presentation.navigationTitle, "見つける")
        XCTAssertEqual(japanese.presentation.tabBar?.items.map(\.title), ["ホーム", "検索"])
        let arabic = try feed(configuration, "ar-SA")
        XCTAssertEqual(arabic.presentation.tabBar?.items.map(\.title), ["الرئيسية", "بحث"])
        XCTAssertEqual(arabic.presentation.layoutDirection, .rightToLeft)
        XCTAssertTrue(japanese.warnings.isEmpty && arabic.warnings.isEmpty)
    }

    func testLocaleFileStringsTranslateHeadersAndTabs() throws {
        let fixture = try ScreenshotFixture()
        let path = try configuration(fixture, locales: "  en-US: en.yaml\n  de-DE: de.yaml", catalogs: "[]")
        try fixture.write("de.yaml", """
            strings:
              one.title: Alles in einem Feed
              Home: Start
              Featured: Empfohlen
            """)
        let german = try feed(try ScreenshotConfiguration.load(from: path), "de-DE")
        XCTAssertEqual(german.presentation.tabBar?.items.map(\.title), ["Start", "Search"])
        XCTAssertEqual(german.presentation.tabBar?.selectedIndex, 0)
    }

    func testFeedOverridesOfHeadersPointToStrings() throws {
        let fixture = try ScreenshotFixture()
        let path = try configuration(fixture, locales: "  ja: ja.yaml", catalogs: "[]")
        try fixture.write("ja.yaml", "strings:\n  one.title: タイトル\nfeed:\n  news/header: おすすめ\n")
        XCTAssertThrowsError(try feed(try ScreenshotConfiguration.load(from: path), "ja")) { error in
            XCTAssertTrue("\(error)".hasPrefix("ja.yaml: feed[\"news/header\"]: headers, footers and tab titles are "
                                                + "translated by their text"), "\(error)")
        }
    }

    func testFallbackIsAWarningAndStrictFails() async throws {
        let fixture = try ScreenshotFixture()
        let path = try configuration(fixture, locales: "  de-DE: en.yaml")
        let configuration = try ScreenshotConfiguration.load(from: path)
        let lenient = try await ScreenshotRenderer(configuration: configuration, jobs: 1).render(to: fixture.output)
        XCTAssertTrue(lenient.warnings.contains(
            "Localizable.xcstrings: no de-DE text for key \"Home\"; using the source language's (en)"), "\(lenient.warnings)")
        do {
            _ = try await ScreenshotRenderer(configuration: configuration, jobs: 1, strict: true)
                .render(to: fixture.directory.appendingPathComponent("strict"))
            XCTFail("expected --strict to fail")
        } catch let error as ScreenshotError {
            XCTAssertEqual(error.kind, .check)
            XCTAssertTrue(error.message.contains("no de-DE text for key \"Featured\""), error.message)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: fixture.directory.appendingPathComponent("strict").path))
    }

    func testPseudolocalesRenderIntoTheirOwnFolders() async throws {
        let fixture = try ScreenshotFixture()
        let path = try configuration(fixture, locales: "  en-US: en.yaml\n  en-XA: null\n  ar-XB: null")
        let configuration = try ScreenshotConfiguration.load(from: path)
        let accented = try feed(configuration, "en-XA")
        XCTAssertEqual(accented.presentation.navigationTitle, "[Ðîšçöṽéŕ one]")
        let mirrored = try feed(configuration, "ar-XB")
        XCTAssertEqual(mirrored.presentation.layoutDirection, .rightToLeft)
        XCTAssertEqual(mirrored.presentation.tabBar?.items.first?.title, "\u{200F}\u{202E}Home\u{202C}\u{200F}")
        let result = try await ScreenshotRenderer(configuration: configuration, jobs: 1).render(to: fixture.output)
        XCTAssertEqual(result.files.sorted(), ["ar-XB", "en-US", "en-XA"].map {
            "metadata/android/\($0)/images/phoneScreenshots/1.png"
        })
    }

    func testBadCatalogsAreBadInput() throws {
        let fixture = try ScreenshotFixture()
        let outside = try configuration(fixture, locales: "  en-US: en.yaml", catalogs: "[../elsewhere.xcstrings]")
        XCTAssertThrowsError(try ScreenshotConfiguration.load(from: outside)) { error in
            XCTAssertTrue("\(error)".contains("catalogs[0]: \"../elsewhere.xcstrings\" is outside the configuration's folder"),
                          "\(error)")
        }
        try fixture.write("res/values-ja/strings.xml", "<resources>\n<string name=\"a\">A</string>\n<string name=\"b\">B\n</resources>\n")
        let malformed = try configuration(fixture, locales: "  en-US: en.yaml", catalogs: "[res]")
        XCTAssertThrowsError(try ScreenshotConfiguration.load(from: malformed)) { error in
            XCTAssertEqual((error as? ScreenshotError)?.kind, .badInput)
            XCTAssertTrue("\(error)".hasPrefix("res/values-ja/strings.xml: line "), "\(error)")
        }
        let unknown = try configuration(fixture, locales: "  jp: en.yaml")
        XCTAssertThrowsError(try ScreenshotConfiguration.load(from: unknown)) { error in
            XCTAssertTrue("\(error)".contains("locales.jp: unknown locale code \"jp\""), "\(error)")
        }
    }
}
