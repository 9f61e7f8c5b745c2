import Appearance
import FeedDocuments
import Foundation
import Raster
@testable import Screenshots
import TestSupport
import XCTest

/// A store screenshot draws a selected row in its own device's look (a feed written for an
/// iPhone shot on an Android phone gets Material's state layer), from one shared cell cache.
final class ScreenshotSelectionTests: XCTestCase {
    private func feed(theme: Theme) throws -> LoadedFeed {
        let (settings, adapter) = try FeedDocument.parse("""
            theme: \(theme.name)
            sections:
              - kind: message
                items: [{user: Ann, text: Picked, selected: true}, {user: Bo, text: Not picked}]
            """, format: .yaml, documentURL: URL(fileURLWithPath: "/feeds/feed.yaml"), fileName: "feed.yaml")
        return LoadedFeed(key: LoadedFeed.Key(feed: .demo, locale: "en-US", theme: theme.name), rows: adapter.rows(),
                          presentation: settings)
    }

    private func device(_ name: String) -> DevicePreset {
        var device = DevicePreset.named(name)!
        device.scale = 1
        return device
    }

    /// The selected message's top-left corner, 3 pt into the cell below the status bar (its
    /// padding: no text there).
    private func corner(_ feed: LoadedFeed, on device: String, cache: FeedRasterCache) async throws -> Color {
        let viewport = FeedViewport(feed: feed, device: self.device(device), scroll: .offset(0))
        let layout = try await viewport.layout(cache: cache)
        XCTAssertGreaterThan(layout.screen.topHeight, 0, "a screenshot shows the status bar")
        return try await viewport.render(layout, cache: cache).pixel(x: 3, y: Int(layout.screen.topHeight) + 3)
    }

    func testSelectedRowsTakeTheScreenshotDevicesLook() async throws {
        let cache = FeedRasterCache(imageLoader: nil)
        let light = try feed(theme: .light)
        let got1 = try await corner(light, on: "iphone-15", cache: cache)
        assertColor(got1, Color(red8: 0xD1, green8: 0xD1, blue8: 0xD6), tolerance: 1)
        // #1D1B20 at 8% over white.
        let got2 = try await corner(light, on: "android-phone", cache: cache)
        assertColor(got2, Color(red8: 237, green8: 237, blue8: 237), tolerance: 1)
        let dark = try feed(theme: .dark)
        let got3 = try await corner(dark, on: "iphone-15", cache: cache)
        assertColor(got3, Color(red8: 0x3A, green8: 0x3A, blue8: 0x3C), tolerance: 1)
        // #E6E0E9 at 8% over the dark cell background.
        let cell = Theme.dark.cellBackground.rgba8
        func over(_ top: Double, _ bottom: UInt8) -> UInt8 { UInt8((top * 0.08 + Double(bottom) * 0.92).rounded()) }
        let expected = Color(red8: over(0xE6, cell.red), green8: over(0xE0, cell.green), blue8: over(0xE9, cell.blue))
        let got4 = try await corner(dark, on: "android-phone", cache: cache)
        assertColor(got4, expected, tolerance: 1)
    }
}
