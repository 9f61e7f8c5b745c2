@testable import FeedRendering
import Appearance
import Foundation
import Layout
import Lists
import Nodes
import Raster
import TestSupport
import XCTest

/// UIKit's large title in rendered frames: on a 200×300 pt iPhone screen at 1x without a
/// status bar, the 44 pt bar over a 52 pt band holding "Inbox" (34 pt bold, 16 pt in, its
/// line ending 8 pt above the band's bottom), then 100 pt block rows. Frames 26 pt apart:
/// offset 0 (expanded), 26 (half collapsed) and 52 (collapsed).
final class LargeTitleRenderTests: XCTestCase {
    private let theme = Theme.light

    private func frames(platform: DevicePlatform = .iOS, largeTitle: Bool = true, rows: Int = 4,
                        direction: LayoutDirection = .leftToRight) async throws
        -> (frames: [Bitmap], manifest: RenderManifest) {
        var device = RenderFixtures.device(width: 200, height: 300, scale: 1)
        device.platform = platform
        var presentation = FeedPresentation(device: device, theme: theme, layoutDirection: direction)
        presentation.navigationTitle = "Inbox"
        presentation.navigationItems = NavigationBarItems(prefersLargeTitles: largeTitle)
        let settings = FeedRenderSettings(presentation: presentation, scrollStep: 26, writesStrip: false)
        let directory = try makeTemporaryDirectory(prefix: "feedrender-large-title")
        let source = RenderStubSource(rows: RenderFixtures.blockRows(rows))
        let result = try await FeedRenderer(source: source, settings: settings).render(to: directory)
        let frames = try (0..<3).map { try RenderFixtures.decodePNG(result.directory.appendingPathComponent("frame-0000\($0).png")) }
        return (frames, result.manifest)
    }

    /// Dark ink (the titles) in rows `rows` of `bitmap`.
    private func ink(_ bitmap: Bitmap, rows: Range<Int>) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        bitmap.inkBounds(in: (x: 0, y: rows.lowerBound, width: bitmap.width, height: rows.count)) {
            $0.red < 0.4 && $0.green < 0.4 && $0.blue < 0.4
        }
    }

    func testTheLargeTitleCollapsesIntoTheBarAsTheListScrolls() async throws {
        let (frames, manifest) = try await frames()
        XCTAssertEqual(manifest.files.first?.cells.first?.identifier, "largeTitle")
        XCTAssertEqual(manifest.contentHeight, 52 + 400, "the band is the list's first 52 pt")

        // Offset 0: a bar with no title, no background of its own and no hairline; the large
        // title in the band (44–96), from x = 16, its ink above the line's end at 88; row 0 from 96.
        let expanded = frames[0]
        XCTAssertNil(ink(expanded, rows: 0..<44), "no inline title")
        assertPixel(expanded, 100, 43, theme.background, tolerance: 0)
        let large = try XCTUnwrap(ink(expanded, rows: 44..<96))
        XCTAssertEqual(large.minX, 17, accuracy: 2, "16 pt margin plus the I's side bearing")
        XCTAssertLessThan(large.maxY, 88)
        XCTAssertGreaterThan(large.maxY - large.minY, 20, "34 pt capitals")
        XCTAssertGreaterThan(large.maxX - large.minX, 70, "\(large)")
        assertPixel(expanded, 100, 95, theme.background, tolerance: 0)
        assertPixel(expanded, 100, 96, RenderFixtures.color(ofRow: 0), tolerance: 0)

        // Offset 26: the band is half under the bar, which covers the title's top; still no inline title.
        let half = frames[1]
        XCTAssertNil(ink(half, rows: 0..<44))
        let clipped = try XCTUnwrap(ink(half, rows: 44..<70))
        XCTAssertEqual(clipped.minY, 44, "the title runs under the bar")
        XCTAssertEqual(clipped.maxY, large.maxY - 26)
        assertPixel(half, 100, 70, RenderFixtures.color(ofRow: 0), tolerance: 0)

        // Offset 52: collapsed. The bar's standard look (its background, the hairline at
        // y = 43) and its inline title centred; row 0 right under it.
        let collapsed = frames[2]
        assertPixel(collapsed, 3, 3, theme.navigationBarBackground, tolerance: 0)
        assertPixel(collapsed, 3, 43, theme.navigationBarSeparator, tolerance: 0)
        let inline = try XCTUnwrap(ink(collapsed, rows: 0..<43))
        XCTAssertEqual(Double(inline.minX + inline.maxX) / 2, 100, accuracy: 2, "centred")
        XCTAssertLessThan(inline.maxY - inline.minY, 16, "17 pt semibold, not 34 pt")
        assertPixel(collapsed, 100, 44, RenderFixtures.color(ofRow: 0), tolerance: 0)
    }

    /// Right to left the title starts at the right margin: its ink ends within 2 px of x = 184.
    func testRightToLeftTitleSitsAtTheRightMargin() async throws {
        let (frames, _) = try await frames(direction: .rightToLeft)
        let large = try XCTUnwrap(ink(frames[0], rows: 44..<96))
        XCTAssertEqual(large.maxX, 183, accuracy: 2, "\(large)")
        XCTAssertGreaterThan(large.minX, 90)
    }

    /// Without large titles, or on Android (whose top app bar has none), the list starts under
    /// the bar, which shows its title at every offset.
    func testNoBandWithoutLargeTitlesOrOnAndroid() async throws {
        for (platform, largeTitle) in [(DevicePlatform.iOS, false), (.android, true)] {
            let (frames, manifest) = try await frames(platform: platform, largeTitle: largeTitle)
            XCTAssertEqual(manifest.contentHeight, 400, "\(platform)")
            XCTAssertNotEqual(manifest.files.first?.cells.first?.identifier, "largeTitle")
            let barHeight = platform == .iOS ? 44 : 64   // UIKit's bar, Material's top app bar
            XCTAssertNotNil(ink(frames[0], rows: 0..<(barHeight - 1)), "\(platform): the title in the bar at offset 0")
        }
    }

    /// An empty feed has no band: its empty view under a bar with its title.
    func testAnEmptyFeedShowsTheBarsTitle() async throws {
        var device = RenderFixtures.device(width: 200, height: 300, scale: 1)
        device.platform = .iOS
        var presentation = FeedPresentation(device: device, theme: theme)
        presentation.navigationTitle = "Inbox"
        presentation.navigationItems = NavigationBarItems(prefersLargeTitles: true)
        let directory = try makeTemporaryDirectory(prefix: "feedrender-large-title-empty")
        let result = try await FeedRenderer(source: RenderStubSource(rows: []), settings: FeedRenderSettings(presentation: presentation))
            .render(to: directory)
        let frame = try RenderFixtures.decodePNG(result.directory.appendingPathComponent("frame-00000.png"))
        XCTAssertNotNil(ink(frame, rows: 0..<43))
    }
}
