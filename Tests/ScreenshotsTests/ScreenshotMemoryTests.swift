import Appearance
import FeedDocuments
import Foundation
import Raster
@testable import Screenshots
import XCTest

/// What keeps a screenshot run's memory flat: cells shared by devices of the same width and
/// scale and dropped after their last planned use, backgrounds decoded on demand.
final class ScreenshotMemoryTests: XCTestCase {
    private func feed(rows: Int = 30) throws -> LoadedFeed {
        let items = (1...rows).map { "      - {user: Crew \($0), text: Message \($0)}" }.joined(separator: "\n")
        let (settings, adapter) = try FeedDocument.parse("""
            navigationTitle: Inbox
            sections:
              - kind: message
                items:
            \(items)
            """, format: .yaml, documentURL: URL(fileURLWithPath: "/feeds/feed.yaml"), fileName: "feed.yaml")
        return LoadedFeed(key: LoadedFeed.Key(feed: .demo, locale: "en-US", theme: "light"), rows: adapter.rows(),
                          presentation: settings)
    }

    private func device(_ name: String) -> DevicePreset {
        var device = DevicePreset.named(name)!
        device.scale = 1
        return device
    }

    func testDevicesOfTheSameWidthAndScaleShareCellsWhateverTheirHeight() async throws {
        // iPhone 11 Pro Max and 8 Plus: both 414 pt wide, 896 and 736 pt tall.
        let feed = try feed(), cache = FeedRasterCache(imageLoader: nil)
        let tall = try await FeedViewport(feed: feed, device: device("iphone-11-pro-max"), scroll: .offset(0))
            .render(cache: cache)
        let drawn = cache.cellCounts.drawn
        XCTAssertGreaterThan(drawn, 3)
        let short = try await FeedViewport(feed: feed, device: device("iphone-8-plus"), scroll: .offset(0))
            .render(cache: cache)
        // The shorter screen shows a subset of the taller one's cells: all reused.
        XCTAssertEqual(cache.cellCounts.drawn, drawn)
        XCTAssertGreaterThan(cache.cellCounts.reused, 2)
        // Reused cells give the same pixels as drawing them again.
        let fresh = try await FeedViewport(feed: feed, device: device("iphone-8-plus"), scroll: .offset(0))
            .render(cache: FeedRasterCache(imageLoader: nil))
        XCTAssertEqual(short, fresh)
        XCTAssertNotEqual(tall.height, short.height)
    }

    func testPlannedCellsLeaveTheCacheAfterTheirLastUse() async throws {
        let feed = try feed(), cache = FeedRasterCache(imageLoader: nil)
        let viewport = FeedViewport(feed: feed, device: device("iphone-15"), scroll: .offset(0))
        let layout = try await viewport.layout(cache: cache)
        let keys = layout.shownRows.map {
            FeedRasterCache.cellKey(of: feed, row: $0, geometry: layout.geometry, width: layout.width, scale: 1,
                                    visibleHeight: layout.visibleHeight, device: viewport.device)
        }
        // Two screens planned: the second reuses every cell; a third, unplanned, draws them again.
        cache.plan(keys + keys)
        _ = try await viewport.render(layout, cache: cache)
        _ = try await viewport.render(layout, cache: cache)
        XCTAssertEqual(cache.cellCounts.drawn, keys.count)
        XCTAssertEqual(cache.cellCounts.reused, keys.count)
        _ = try await viewport.render(layout, cache: cache)
        XCTAssertEqual(cache.cellCounts.drawn, 2 * keys.count, "cells stayed cached after their last planned use")
        // Unplanned cells stay: a fourth screen reuses the third's.
        _ = try await viewport.render(layout, cache: cache)
        XCTAssertEqual(cache.cellCounts.drawn, 2 * keys.count)
    }
}
