@testable import Appearance
import Raster
import XCTest

/// Back buttons and bar buttons, at positions worked out from the layout: on an iPhone 15
/// at 1x the navigation bar spans y 47–91 (centre 69); the chevron's box is x 8–20, the
/// back title starts at 26, the trailing glyph's 24-point box is 16 points from the edge
/// (x 350–374) and a text button 16 points before it ends at 334.
final class NavigationBarItemsTests: XCTestCase {
    private let items = NavigationBarItems(backTitle: "Groups", trailingButtons: [.icon(.plus), .title("Edit")])

    private func bars(_ device: String, isRightToLeft: Bool = false, title: String? = "Title") throws -> Bitmap {
        var phone = try XCTUnwrap(DevicePreset.named(device))
        phone.scale = 1
        let painter = ChromePainter(device: phone, theme: .light, navigationTitle: title, isRightToLeft: isRightToLeft,
                                    navigationItems: items)
        return try XCTUnwrap(try painter.render())
    }

    /// Whether a pixel is the tint (light theme: a blue) rather than the bar or black text.
    private func isTint(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> Bool {
        let pixel = bitmap.pixel(x: x, y: y).rgba8
        return pixel.blue > 180 && pixel.red < 120
    }

    /// Columns holding tint between rows `rows`.
    private func tintColumns(_ bitmap: Bitmap, rows: Range<Int>) -> [Int] {
        (0..<bitmap.width).filter { x in rows.contains { isTint(bitmap, x, $0) } }
    }

    func testIOSItemsSitAtTheirEdgesAroundTheCentredTitle() throws {
        let bitmap = try bars("iphone-15")
        XCTAssertTrue(isTint(bitmap, 10, 69), "the chevron's tip")
        XCTAssertFalse(isTint(bitmap, 30, 50), "above the items")
        let tint = tintColumns(bitmap, rows: 50..<88)
        let backTitle = tint.filter { $0 >= 22 && $0 < 150 }
        XCTAssertEqual(try XCTUnwrap(backTitle.first), 27, accuracy: 2, "\"Groups\" 6 points after the chevron")
        XCTAssertTrue(isTint(bitmap, 362, 69), "the plus glyph's centre")
        XCTAssertTrue(tint.filter { $0 > 340 }.allSatisfy { $0 >= 350 && $0 <= 374 }, "the glyph in its box")
        let edit = tint.filter { $0 > 250 && $0 < 345 }
        XCTAssertLessThanOrEqual(try XCTUnwrap(edit.last), 334)
        // The title stays black and centred: no tint around the middle.
        XCTAssertTrue(tint.filter { $0 > 170 && $0 < 220 }.isEmpty)
    }

    func testRightToLeftSwapsTheSides() throws {
        let bitmap = try bars("iphone-15", isRightToLeft: true)
        XCTAssertTrue(isTint(bitmap, 380, 69), "the chevron's tip at the right")
        XCTAssertTrue(isTint(bitmap, 28, 69), "the plus glyph's centre at the left")
        XCTAssertFalse(isTint(bitmap, 10, 69))
    }

    /// Items alone still make a navigation bar.
    func testItemsWithoutATitleMakeABar() throws {
        var phone = try XCTUnwrap(DevicePreset.named("iphone-15"))
        phone.scale = 1
        let painter = ChromePainter(device: phone, theme: .light, navigationTitle: nil, navigationItems: items)
        XCTAssertEqual(painter.height, 47 + 44)
    }

    /// Material: the back arrow in its 48 dp target 4 dp from the start (icon x 16–40), the
    /// title from 72 dp, icons at the end.
    func testMaterialArrowAndTitleStart() throws {
        let bitmap = try bars("android-phone")
        var phone = try XCTUnwrap(DevicePreset.named("android-phone"))
        phone.scale = 1
        let midY = Int(phone.statusBarHeight + 32)
        XCTAssertTrue(isTint(bitmap, 28, midY), "the arrow's shaft")
        XCTAssertTrue(isTint(bitmap, 22, midY - 3), "the arrow's head")
        let ink = (0..<Int(phone.width)).filter { x in
            (midY - 10..<midY + 10).contains { bitmap.pixel(x: x, y: $0).rgba8.red < 80 && !isTint(bitmap, x, $0) }
        }
        XCTAssertGreaterThanOrEqual(try XCTUnwrap(ink.first), 72, "the title starts at 72 dp")
    }
}
