import Appearance
import FeedDocuments
import FeedRendering
import Foundation
import Raster
@testable import Screenshots
import XCTest

/// `render` and `screenshots` put a feed on the same screen: the same document on the same
/// device gives the same bars, pixel for pixel, in either direction and orientation.
final class ScreenAgreementTests: XCTestCase {
    private let document = """
        navigationTitle: Inbox
        statusBar: true
        layoutDirection: rtl
        sections:
          - kind: message
            header: Today
            items:
              - {user: Ada, text: One}
              - {user: Grace, text: Two}
        """

    /// Frame 0 of a `render` of `document` with `tabBar` on `device`.
    private func renderedFrame(device: DevicePreset, tabBar: String?) async throws -> Bitmap {
        let text = document + (tabBar.map { "\ntabBar: \($0)" } ?? "")
        let (documentSettings, adapter) = try FeedDocument.parse(text, format: .yaml,
                                                                 documentURL: URL(fileURLWithPath: "/feeds/feed.yaml"),
                                                                 fileName: "feed.yaml")
        var settings = FeedRenderSettings(presentation: documentSettings)
        settings.presentation.device = device
        settings.writesStrip = false
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("agreement-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try await FeedRenderer(source: adapter, settings: settings).render(to: directory)
        return try PNGDecoder.decode(Data(contentsOf: result.directory.appendingPathComponent("frame-00000.png")))
    }

    /// The same feed's screen as a right-to-left store screenshot shows it on `device`.
    private func screenshotScreen(device: DevicePreset, tabBar: String?) async throws -> Bitmap {
        let text = document + (tabBar.map { "\ntabBar: \($0)" } ?? "")
        let (settings, adapter) = try FeedDocument.parse(text, format: .yaml,
                                                         documentURL: URL(fileURLWithPath: "/feeds/feed.yaml"),
                                                         fileName: "feed.yaml")
        // As `LoadedFeed.load` does for a right-to-left locale: every row laid out right to left.
        let rows = adapter.rows().map { row in
            var row = row
            row.layoutDirection = .rightToLeft
            return row
        }
        let feed = LoadedFeed(key: LoadedFeed.Key(feed: .demo, locale: "ar-SA", theme: "light"), rows: rows,
                              presentation: settings)
        return try await FeedViewport(feed: feed, device: device, scroll: .offset(0))
            .render(cache: FeedRasterCache(imageLoader: nil))
    }

    /// Asserts that pixel rows `rows` of the two images are the same, naming the first that differs.
    private func assertSameRows(_ a: Bitmap, _ b: Bitmap, _ rows: Range<Int>, _ what: String,
                                file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(a.width, b.width, "\(what): widths", file: file, line: line)
        XCTAssertEqual(a.height, b.height, "\(what): heights", file: file, line: line)
        guard a.width == b.width, a.height == b.height else { return }
        for y in rows {
            for x in 0..<a.width where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) {
                XCTFail("\(what): pixel (\(x), \(y)) is \(a.pixel(x: x, y: y)) in the frame, "
                        + "\(b.pixel(x: x, y: y)) in the screenshot", file: file, line: line)
                return
            }
        }
    }

    func testRightToLeftFrameAndScreenshotShowIdenticalBars() async throws {
        for (name, tabBar) in [("iphone-15", nil), ("iphone-16-pro-max", "{items: [{title: Home, icon: home}, {title: Me, icon: person}]}"),
                               ("android-phone", nil)] {
            var device = try XCTUnwrap(DevicePreset.named(name))
            device.scale = 1
            let frame = try await renderedFrame(device: device, tabBar: tabBar)
            let screen = try await screenshotScreen(device: device, tabBar: tabBar)
            let layout = ScreenLayout(device: device, theme: .light, showsStatusBar: true, navigationTitle: "Inbox",
                                      isRightToLeft: true)
            let top = Int(layout.topHeight), height = frame.height
            assertSameRows(frame, screen, 0..<top, "\(name): status and navigation bars")
            assertSameRows(frame, screen, (height - 83)..<height, "\(name): tab bar or home indicator")
            // The whole screen agrees, rows and all.
            assertSameRows(frame, screen, 0..<height, "\(name): the whole screen")
        }
    }

    func testRightToLeftStatusBarIsMirroredInFrames() async throws {
        var device = try XCTUnwrap(DevicePreset.named("iphone-8-plus"))
        device.scale = 1
        let frame = try await renderedFrame(device: device, tabBar: nil)
        // iPhone 8 Plus centres the time; its icons sit at the trailing edge: the left, right to left.
        let ink = { (x: Range<Int>) in x.contains { frame.pixel(x: $0, y: 10) != frame.pixel(x: 1, y: 1) } }
        XCTAssertTrue(ink(0..<70), "battery, Wi-Fi and signal at the left")
        XCTAssertFalse(ink(350..<414), "nothing at the right")
    }
}
