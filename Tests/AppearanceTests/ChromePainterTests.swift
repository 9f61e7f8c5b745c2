@testable import Appearance
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
            XCTAssertEqual(painter.height, phone.statusBarHeight + ChromePainter.navigationBarHeight(for: phone))
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

    /// Columns holding dark ink between rows `top` and `bottom` (points, at scale 1).
    private func inkColumns(_ painter: ChromePainter, rows: Range<Int>) throws -> [Int] {
        let bitmap = try XCTUnwrap(try painter.render())
        return (0..<bitmap.width).filter { x in rows.contains { y in bitmap.pixel(x: x, y: y).rgba8.red < 100 } }
    }

    func testAndroidGetsMaterialBarsTimeAndTitleAtTheStart() throws {
        let phone = try device("android-phone")
        for isRightToLeft in [false, true] {
            let painter = ChromePainter(device: phone, theme: .light, navigationTitle: "Discover", isRightToLeft: isRightToLeft)
            XCTAssertEqual(painter.height, 24 + 64, "Material status bar and small top app bar")
            let status = try inkColumns(painter, rows: 0..<24)
            let middle = Int(phone.width / 2)
            let start = status.filter { isRightToLeft ? $0 > middle : $0 < middle }
            let end = status.filter { isRightToLeft ? $0 < middle : $0 > middle }
            // The time sits 16 dp from the start edge; Wi-Fi, signal and battery 16 dp from the end.
            let startEdge = isRightToLeft ? Int(phone.width) - 1 - (start.max() ?? 0) : start.min() ?? 0
            let endEdge = isRightToLeft ? end.min() ?? 0 : Int(phone.width) - 1 - (end.max() ?? 0)
            // The time's box sits 16 dp from the start; right to left, its ink ends short of the box by
            // the side bearing of Roboto's tabular "1" (about 3 dp).
            XCTAssertEqual(Double(startEdge), 16, accuracy: isRightToLeft ? 4 : 2, "time at the start")
            XCTAssertEqual(Double(endEdge), 16, accuracy: 2, "icons at the end")
            XCTAssertEqual(Double((end.max() ?? 0) - (end.min() ?? 0)), 49, accuracy: 2, "Wi-Fi, signal and battery")

            let title = try inkColumns(painter, rows: 24..<88)
            let titleStart = isRightToLeft ? Int(phone.width) - 1 - title.max()! : title.min()!
            XCTAssertEqual(Double(titleStart), 16, accuracy: 3, "title at the start, not centred")
            XCTAssertTrue(title.allSatisfy { isRightToLeft ? $0 > middle : $0 < middle }, "a short title stays on its side")
        }
    }

    func testLandscapePresetsTurnTheScreenAndHideTheIPhoneStatusBar() throws {
        let phone = try XCTUnwrap(DevicePreset.named("iphone-16-pro-max-landscape"))
        XCTAssertEqual([phone.pixelWidth, phone.pixelHeight], [2868, 1320])
        XCTAssertEqual(phone.statusBarHeight, 0, "iOS hides the status bar of a phone held sideways")
        XCTAssertEqual(ChromePainter.navigationBarHeight(for: phone), 32)
        let island = try XCTUnwrap(phone.cutoutRect)
        XCTAssertLessThan(island.maxX, 60, "the Dynamic Island is at the left edge")
        XCTAssertEqual(island.midY, phone.height / 2, accuracy: 0.01)
        XCTAssertGreaterThan(phone.horizontalSafeInset, island.maxX)
        XCTAssertEqual(phone.portrait.name, "iphone-16-pro-max")
        let tablet = try XCTUnwrap(DevicePreset.named("android-tablet-10-landscape"))
        XCTAssertEqual([tablet.pixelWidth, tablet.pixelHeight], [2560, 1600])
        XCTAssertEqual(tablet.statusBarHeight, 24, "Android keeps its status bar")
    }
}
