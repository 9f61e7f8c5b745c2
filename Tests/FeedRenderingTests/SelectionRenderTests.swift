@testable import FeedRendering
import Appearance
import Foundation
import Lists
import Nodes
import Raster
import TestSupport
import XCTest

/// A feed render draws `.automatic` selected cells in its device's look.
final class SelectionRenderTests: XCTestCase {
    /// Two white 100 pt rows on a 100×200 pt screen at 2x; the second is selected.
    private func firstFrame(platform: DevicePlatform, theme: Theme = .light) async throws -> Bitmap {
        var device = RenderFixtures.device()
        device.platform = platform
        let rows = (0..<2).map { index in
            FeedRow(section: 0, item: index, identifier: "row-\(index)") {
                let cell = RenderBlockCell(height: 100, color: .white)
                cell.isSelected = index == 1
                return cell
            }
        }
        let settings = FeedRenderSettings(presentation: FeedPresentation(device: device, theme: theme), writesStrip: false)
        let directory = try makeTemporaryDirectory(prefix: "feedrender-selection")
        let result = try await FeedRenderer(source: RenderStubSource(rows: rows), settings: settings).render(to: directory)
        return try RenderFixtures.decodePNG(result.directory.appendingPathComponent("frame-00000.png"))
    }

    func testSelectedRowsTakeThePlatformsLook() async throws {
        let iOS = try await firstFrame(platform: .iOS)
        XCTAssertColor(iOS.pixel(x: 100, y: 100), .white)
        XCTAssertColor(iOS.pixel(x: 100, y: 300), Color(red8: 0xD1, green8: 0xD1, blue8: 0xD6), "UITableView's grey")

        let android = try await firstFrame(platform: .android)
        XCTAssertColor(android.pixel(x: 100, y: 100), .white)
        XCTAssertColor(android.pixel(x: 100, y: 300), Color(red8: 237, green8: 237, blue8: 237), "#1D1B20 at 8% over white")

        let iOSDark = try await firstFrame(platform: .iOS, theme: .dark)
        XCTAssertColor(iOSDark.pixel(x: 100, y: 300), Color(red8: 0x3A, green8: 0x3A, blue8: 0x3C))
    }
}
