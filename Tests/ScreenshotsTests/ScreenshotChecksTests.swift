import Appearance
import DocumentModel
import FeedDocuments
import Foundation
import Raster
import XCTest
@testable import Screenshots

/// What the renderer checks beyond valid input: caption contrast, image sizes, store locales,
/// and translated template text.
final class ScreenshotChecksTests: XCTestCase {
    private func composer(background: Background, backdrop: ScreenSpec.CaptionBackdrop, color: String = "#ffffff") -> ScreenComposer {
        let screen = ScreenSpec(caption: .init(titleKey: "t"), captionColor: Raster.Color(hex: color)!, captionBackdrop: backdrop,
                                background: background)
        return ScreenComposer(screen: screen, device: .init(preset: DevicePreset.named("android-phone")!),
                              caption: CaptionText(title: "Stay in touch, even from Mars", subtitle: "Messages arrive at once.",
                                                   language: "en-US"),
                              backgroundImage: nil)
    }

    func testContrastIsMeasuredBehindTheLettersAndBackdropsRaiseIt() throws {
        let dark = try composer(background: .color(Raster.Color(hex: "#000000")!), backdrop: .none).captionContrast()
        XCTAssertEqual(dark, 21, accuracy: 0.1, "white on black")
        let pale = Background.color(Raster.Color(hex: "#ffd27f")!)
        let bare = try composer(background: pale, backdrop: .none).captionContrast()
        XCTAssertEqual(bare, 1.42, accuracy: 0.01, "white on #ffd27f: (1 + 0.05) / (0.6885 + 0.05)")
        let scrim = try composer(background: pale, backdrop: .scrim).captionContrast()
        let shadow = try composer(background: pale, backdrop: .shadow).captionContrast()
        XCTAssertGreaterThan(scrim, bare * 2, "the scrim darkens what the letters sit on")
        XCTAssertGreaterThan(shadow, bare * 1.5, "the shadow darkens what the letters sit on")
        let darkText = try composer(background: pale, backdrop: .scrim, color: "#111111").captionContrast()
        XCTAssertGreaterThan(darkText, 10, "dark text gets a light scrim, not a dark one")
    }

    func testLowContrastWarnsAndFailsUnderStrictBeforeWriting() async throws {
        let fixture = try ScreenshotFixture()
        let config = try fixture.configuration(devices: ["android-phone"], background: "\"#ffd27f\"")
        let configuration = try ScreenshotConfiguration.load(from: config)
        do {
            _ = try await ScreenshotRenderer(configuration: configuration, strict: true).render(to: fixture.output)
            XCTFail("expected --strict to fail")
        } catch let error as ScreenshotError {
            XCTAssertEqual(error.kind, .check)
            XCTAssertTrue(error.message.contains("screens[0]: caption contrast 1.4:1"), error.message)
            XCTAssertTrue(error.message.contains("4.5:1") && error.message.contains("captionBackdrop"), error.message)
            XCTAssertFalse(error.message.contains("screens[1]"), "the second screen's teal background is dark enough")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: fixture.output.path), "nothing written under --strict")
        let result = try await ScreenshotRenderer(configuration: configuration).render(to: fixture.output)
        XCTAssertEqual(result.warnings.count, 1, "\(result.warnings)")
        XCTAssertEqual(result.files.count, 2)
    }

    func testSmallBackgroundImageWarnsAboutUpscaling() async throws {
        let fixture = try ScreenshotFixture()
        let assets = DemoFeed.documentURL.deletingLastPathComponent()
        let photo = assets.appendingPathComponent("photo-5.webp").path
        let config = try fixture.configuration(devices: ["android-phone"], background: "{image: \"\(photo)\", dim: 0.6}")
        // The image lies outside the configuration's folder: its folder must be allowed.
        XCTAssertThrowsError(try ScreenshotConfiguration.load(from: config))
        var configuration = try ScreenshotConfiguration.load(from: config, allowedRoots: [assets.path])
        configuration.screens.removeLast()
        let result = try await ScreenshotRenderer(configuration: configuration).render(to: fixture.output)
        // 1170 px square, covering 1080×1920: 1920 / 1170 = 1.64×.
        XCTAssertEqual(result.warnings.filter { $0.contains("enlarged 1.6× on android-phone") }.count, 1, "\(result.warnings)")
    }

    func testUnknownLocaleForTheStoreIsNamed() async throws {
        let fixture = try ScreenshotFixture()
        let config = try fixture.configuration(devices: ["android-phone", "iphone-8-plus"], locales: ["ja-JP": "en.yaml"])
        let configuration = try ScreenshotConfiguration.load(from: config)
        do {
            _ = try await ScreenshotRenderer(configuration: configuration).render(to: fixture.output)
            XCTFail("ja-JP is not a deliver locale")
        } catch let error as ScreenshotError {
            XCTAssertEqual(error.kind, .badInput)
            XCTAssertTrue(error.message.hasPrefix(config + ": locales.ja-JP: not an App Store (fastlane deliver) locale (known: ar-SA, bn-BD, ca,"),
                          error.message)
        }
        // Play knows ja-JP.
        XCTAssertEqual(try configuration.outputFiles(for: .play), ["metadata/android/ja-JP/images/phoneScreenshots/1.png",
                                                                   "metadata/android/ja-JP/images/phoneScreenshots/2.png"])
    }

    func testTemplateTextIsTranslatedBindingsAndAll() throws {
        let document = try DocumentReader.read(atPath: DemoFeed.documentURL.path, shownAs: "demo")
        let locale = LocaleStrings(code: "ja", file: "ja.yaml", strings: [:], feedOverrides: [
            .init(key: "templates/banner/detail", text: "{{detail.text}} · 新着 {{detail.count}} 件"),
        ])
        let localized = try FeedLocalization.localize(document, locale: locale, feedName: "demo")
        func strings(in value: JSONValue) -> [String] {
            switch value {
            case .string(let text): [text]
            case .array(let values): values.flatMap(strings)
            case .object(let object): object.keys.flatMap { strings(in: object[$0]!) }
            default: []
            }
        }
        XCTAssertTrue(strings(in: localized).contains("{{detail.text}} · 新着 {{detail.count}} 件"))
        XCTAssertFalse(strings(in: localized).contains("{{detail.text}} · {{detail.count}} new"))
        // The translated template still binds and reads as a feed.
        let (_, adapter) = try FeedDocument.read(localized, documentURL: DemoFeed.documentURL, fileName: "demo", theme: .light)
        XCTAssertFalse(adapter.rows().isEmpty)

        let typo = LocaleStrings(code: "ja", file: "ja.yaml", strings: [:], feedOverrides: [.init(key: "templates/banner/detial", text: "x")])
        XCTAssertThrowsError(try FeedLocalization.localize(document, locale: typo, feedName: "demo")) { error in
            XCTAssertEqual("\(error)", "ja.yaml: feed[\"templates/banner/detial\"]: template \"banner\" has no text element with id \"detial\" in feed demo")
        }
    }
}
