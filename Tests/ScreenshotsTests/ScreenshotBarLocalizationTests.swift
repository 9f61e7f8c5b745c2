import Appearance
import Foundation
import ImageLoading
import Raster
import TestSupport
import XCTest
@testable import Screenshots

/// A Japanese store screenshot whose navigation bar (title, back button, bar button) and
/// fixed bar take their texts from the locale's strings: its bars match, pixel for pixel, a
/// feed that writes the Japanese itself.
final class ScreenshotBarLocalizationTests: XCTestCase {
    private func feedText(title: String, back: String, edit: String, station: String) -> String {
        """
        navigationTitle: \(title)
        navigationBar: {back: \(back), buttons: [{title: \(edit)}]}
        fixedBar: {title: \(station)}
        emptyText: "-"
        sections:
          - kind: message
            items: [{user: ann, text: hi}]
        """
    }

    /// The screen of `feed` in `code` on an iPhone 15 at 1x, and the height of its top bars.
    private func screenshot(_ feed: String, _ code: String, _ configuration: ScreenshotConfiguration) async throws
        -> (bitmap: Bitmap, bars: Int) {
        let locale = try XCTUnwrap(configuration.locales.first { $0.code == code })
        let loader = ImageLoader()
        defer { loader.shutdown() }
        let loaded = try LoadedFeed.load(.file(feed), theme: .light, locale: locale,
                                         localizer: try configuration.localizer(for: locale), configuration: configuration,
                                         loader: loader)
        var device = DevicePreset.named("iphone-15")!
        device.scale = 1
        let viewport = FeedViewport(feed: loaded, device: device, scroll: .offset(0))
        let cache = FeedRasterCache(imageLoader: nil)
        let layout = try await viewport.layout(cache: cache)
        return (try await viewport.render(layout, cache: cache), Int(layout.screen.topHeight))
    }

    private func rows(_ bitmap: Bitmap, _ count: Int) -> [Color] {
        (0..<count).flatMap { y in (0..<bitmap.width).map { bitmap.pixel(x: $0, y: y) } }
    }

    func testJapaneseBarsComeFromTheLocaleStrings() async throws {
        let fixture = try ScreenshotFixture()
        try fixture.write("feed.yaml", feedText(title: "Albums", back: "Library", edit: "Edit", station: "My station"))
        try fixture.write("written.yaml", feedText(title: "アルバム", back: "ライブラリ", edit: "編集", station: "マイステーション"))
        try fixture.write("ja.yaml", """
            strings:
              one.title: アルバム
              Albums: アルバム
              Library: ライブラリ
              Edit: 編集
              My station: マイステーション
            """)
        try fixture.write("en.yaml", "strings:\n  one.title: Albums\n")
        let path = try fixture.write("screenshots.yaml", """
            devices: [iphone-15]
            locales:
              en-US: en.yaml
              ja: ja.yaml
            screens:
              - feed: feed.yaml
                caption: {title: one.title}
                background: "#0f766e"
            """)
        let configuration = try ScreenshotConfiguration.load(from: path)
        let english = try await screenshot("feed.yaml", "en-US", configuration)
        let japanese = try await screenshot("feed.yaml", "ja", configuration)
        let written = try await screenshot("written.yaml", "ja", configuration)
        XCTAssertEqual(japanese.bars, written.bars)
        XCTAssertGreaterThan(japanese.bars, 88, "status bar, navigation bar and fixed bar")
        XCTAssertTrue(rows(japanese.bitmap, japanese.bars) == rows(written.bitmap, written.bars),
                      "the bars show the locale's Japanese")
        XCTAssertFalse(rows(japanese.bitmap, japanese.bars) == rows(english.bitmap, english.bars))
    }
}
