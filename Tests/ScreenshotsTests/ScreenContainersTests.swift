import Appearance
import FeedDocuments
import Foundation
import Raster
@testable import Screenshots
import XCTest

/// A store screenshot's screen shows the feed's tab bar and pins its sticky headers, as
/// frames do.
final class ScreenContainersTests: XCTestCase {
    private func screen(stickyHeaders: Bool, tabBar: Bool, offset: Double) async throws -> Bitmap {
        let rows = (1...40).map { "      - {user: Crew \($0), text: Message \($0)}" }.joined(separator: "\n")
        let (settings, adapter) = try FeedDocument.parse("""
            navigationTitle: Inbox
            stickyHeaders: \(stickyHeaders)
            \(tabBar ? "tabBar: {items: [{title: Home, icon: home}, {title: Me, icon: person}], selected: 1}" : "")
            sections:
              - kind: message
                header: Today
                items:
            \(rows)
            """, format: .yaml, documentURL: URL(fileURLWithPath: "/feeds/feed.yaml"), fileName: "feed.yaml")
        let feed = LoadedFeed(key: LoadedFeed.Key(feed: .demo, locale: "en-US", theme: "light"), rows: adapter.rows(),
                              presentation: settings)
        var device = DevicePreset.named("iphone-15")!
        device.scale = 1
        return try await FeedViewport(feed: feed, device: device, scroll: .offset(offset))
            .render(cache: FeedRasterCache(imageLoader: nil))
    }

    private func assertColor(_ actual: Color, _ expected: Color, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(actual.rgba8.red, expected.rgba8.red, "\(actual) is not \(expected)", file: file, line: line)
        XCTAssertEqual(actual.rgba8.green, expected.rgba8.green, "\(actual) is not \(expected)", file: file, line: line)
    }

    func testTabBarAndPinnedHeaderOnTheScreen() async throws {
        // Status bar (47) and navigation bar (44) on top: the list starts at y = 91.
        let plain = try await screen(stickyHeaders: false, tabBar: false, offset: 200)
        assertColor(plain.pixel(x: 5, y: 95), Theme.light.cellBackground)      // a message under the bars
        assertColor(plain.pixel(x: 5, y: 790), Theme.light.cellBackground)     // the list reaches the bottom

        let shown = try await screen(stickyHeaders: true, tabBar: true, offset: 200)
        assertColor(shown.pixel(x: 5, y: 95), Theme.light.navigationBarBackground)   // "Today", pinned
        // The 49-pt bar and the 34-pt home indicator area: the bottom 83 pt.
        assertColor(shown.pixel(x: 5, y: 790), Theme.light.navigationBarBackground)
        assertColor(shown.pixel(x: 5, y: 760), Theme.light.cellBackground)
        assertColor(shown.pixel(x: 195, y: 831), Theme.light.primaryText)           // the home indicator
    }
}
