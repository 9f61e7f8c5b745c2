import Appearance
import Raster
import XCTest

/// The one status and navigation bar painter both the feed renderer and store screenshots use.
final class ChromePainterTests: XCTestCase {
    /// Columns (points, at scale 1) holding dark ink in the status bar of `painter`'s bars.
    private func inkColumns(_ painter: ChromePainter) throws -> [Int] {
        let bitmap = try XCTUnwrap(try painter.render())
        let rows = Int(painter.statusBarHeight)
        return (0..<bitmap.width).filter { x in
            (0..<rows).contains { y in bitmap.pixel(x: x, y: y).rgba8.red < 100 }
        }
    }

    private func device(_ name: String) throws -> DevicePreset {
        var device = try XCTUnwrap(DevicePreset.named(name))
        device.scale = 1
        return device
    }

    func testBarsKeepClearOfTheDynamicIslandAndMirrorRightToLeft() throws {
        let phone = try device("iphone-16-pro-max")
        let island = try XCTUnwrap(phone.cutoutRect)
        for isRightToLeft in [false, true] {
            let painter = ChromePainter(device: phone, theme: .light, navigationTitle: "Feed", isRightToLeft: isRightToLeft)
            XCTAssertEqual(painter.height, phone.statusBarHeight + ChromePainter.navigationBarHeight)
            let ink = try inkColumns(painter)
            XCTAssertFalse(ink.contains { Double($0) > island.minX && Double($0) < island.maxX }, "nothing under the island")
            let left = ink.filter { Double($0) < island.minX }, right = ink.filter { Double($0) > island.maxX }
            let leftWidth = try XCTUnwrap(left.max()) - XCTUnwrap(left.min())
            let rightWidth = try XCTUnwrap(right.max()) - XCTUnwrap(right.min())
            // The time ("9:41") is narrower than signal, Wi-Fi and battery together.
            if isRightToLeft {
                XCTAssertGreaterThan(leftWidth, rightWidth + 20, "icons on the left, time on the right")
            } else {
                XCTAssertGreaterThan(rightWidth, leftWidth + 20, "time on the left, icons on the right")
            }
            // Each side sits in the middle of its ear, as on the phone.
            XCTAssertEqual(Double(left.min()! + left.max()!) / 2, island.minX / 2, accuracy: 3)
            XCTAssertEqual(Double(right.min()! + right.max()!) / 2, (island.maxX + phone.width) / 2, accuracy: 3)
        }
    }

    func testFlatTopStatusBarFitsItsHeightAndCanBeHidden() throws {
        let phone = try device("iphone-8-plus")
        let painter = ChromePainter(device: phone, theme: .light, navigationTitle: "Feed")
        let bitmap = try XCTUnwrap(try painter.render())
        // Bar background at the top edge: nothing drawn across the 20 pt bar's edges.
        for x in stride(from: 0, to: bitmap.width, by: 2) {
            XCTAssertGreaterThan(bitmap.pixel(x: x, y: 0).rgba8.red, 200)
            XCTAssertGreaterThan(bitmap.pixel(x: x, y: Int(phone.statusBarHeight)).rgba8.red, 200)
        }
        XCTAssertFalse(try inkColumns(painter).isEmpty)

        let hidden = ChromePainter(device: phone, theme: .dark, showsStatusBar: false, navigationTitle: nil)
        XCTAssertEqual(hidden.height, 0)
        XCTAssertNil(try hidden.render())
    }
}
