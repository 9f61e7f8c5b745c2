import Appearance
import FeedDocuments
import FeedRendering
import Foundation
import Layout
@testable import Screenshots
import XCTest

/// `scrollTo` brings its cell into view below the bars and below the sticky header pinned
/// over it, `scrollMargin` points lower still, and warns when the cell cannot be shown whole.
final class ScrollTargetTests: XCTestCase {
    private func feed(stickyHeaders: Bool, tallItem: Bool = false) throws -> LoadedFeed {
        let rows = (1...40).map { "      - {id: m\($0), user: Crew \($0), text: Message \($0)}" }.joined(separator: "\n")
        let tall = tallItem ? "\n      - {id: tall, user: Long, text: \"\(String(repeating: "word ", count: 3000))\"}" : ""
        let (presentation, adapter) = try FeedDocument.parse("""
            navigationTitle: Inbox
            stickyHeaders: \(stickyHeaders)
            sections:
              - id: inbox
                kind: message
                header: Today
                items:
            \(rows)\(tall)
            """, format: .yaml, documentURL: URL(fileURLWithPath: "/feeds/feed.yaml"), fileName: "feed.yaml")
        return LoadedFeed(key: LoadedFeed.Key(feed: .demo, locale: "en-US", theme: "light"), rows: adapter.rows(),
                          presentation: presentation)
    }

    private func layout(_ feed: LoadedFeed, _ target: String, margin: Double = 0) async throws -> FeedViewport.Layout {
        var device = try XCTUnwrap(DevicePreset.named("iphone-15"))
        device.scale = 1
        return try await FeedViewport(feed: feed, device: device, scroll: .cell(target, margin: margin))
            .layout(cache: FeedRasterCache(imageLoader: nil))
    }

    private func frame(_ layout: FeedViewport.Layout, _ identifier: String) throws -> Rect {
        try XCTUnwrap(layout.geometry.frames.first { $0.identifier == identifier }).rect
    }

    func testTargetSitsBelowThePinnedHeader() async throws {
        let plain = try await layout(try feed(stickyHeaders: false), "inbox/m20")
        XCTAssertEqual(plain.offset, try frame(plain, "inbox/m20").minY, "no header pins: the cell is at the top")

        let sticky = try await layout(try feed(stickyHeaders: true), "inbox/m20")
        let target = try frame(sticky, "inbox/m20")
        let header = try XCTUnwrap(sticky.content.pinnedHeader, "the section's header is pinned")
        XCTAssertEqual(target.minY - sticky.offset, header.rect.height, accuracy: 0.001,
                       "the cell starts right under the pinned header")
        XCTAssertNil(sticky.warning)

        let spaced = try await layout(try feed(stickyHeaders: true), "inbox/m20", margin: 12)
        XCTAssertEqual(target.minY - spaced.offset, header.rect.height + 12, accuracy: 0.001)
    }

    func testACellTallerThanTheScreenIsWarnedAbout() async throws {
        let tall = try await layout(try feed(stickyHeaders: true, tallItem: true), "inbox/tall")
        let warning = try XCTUnwrap(tall.warning)
        XCTAssertTrue(warning.hasPrefix("scrollTo \"inbox/tall\": the cell ("), warning)
        XCTAssertTrue(warning.contains("cannot be shown whole below the bars and headers: "), warning)
        XCTAssertTrue(warning.hasSuffix(" pt of it are cut off"), warning)
    }
}
