import Appearance
import Raster
import XCTest

/// The tab bar's height per device and where its selected tab is drawn.
final class TabBarPainterTests: XCTestCase {
    private let tabs = TabBar(items: [TabBar.Item(title: "Home", icon: .home), TabBar.Item(title: "Search", icon: .search),
                                      TabBar.Item(title: "Me", icon: .person)], selectedIndex: 0)

    private func painter(_ name: String, landscape: Bool = false, rightToLeft: Bool = false) -> TabBarPainter {
        let device = DevicePreset.named(name)!
        return TabBarPainter(device: landscape ? device.landscape : device, theme: .light, tabBar: tabs,
                             isRightToLeft: rightToLeft)
    }

    func testHeightIsTheBarPlusTheHomeIndicatorsSafeArea() {
        XCTAssertEqual(painter("iphone-15").height, 49 + 34)
        XCTAssertEqual(painter("iphone-se").height, 49)                 // a home button, no safe area
        XCTAssertEqual(painter("ipad-pro-13").height, 49 + 20)
        XCTAssertEqual(painter("iphone-15", landscape: true).height, 32 + 21)
        XCTAssertEqual(painter("android-phone").height, 80)             // Material 3 navigation bar
    }

    /// The selected tab's glyph is filled in the accent colour, in the first slot from the
    /// leading edge: the left one, or the right one right to left.
    func testSelectedTabIsTheLeadingOneInTheAccentColour() throws {
        func accentPixels(_ painter: TabBarPainter, inSlot slot: Int) throws -> Int {
            let bitmap = try painter.render()
            let slotWidth = bitmap.width / 3
            var count = 0
            for y in 0..<bitmap.height {
                for x in (slot * slotWidth)..<((slot + 1) * slotWidth) {
                    let pixel = bitmap.pixel(x: x, y: y).rgba8, accent = Theme.light.accent.rgba8
                    if abs(Int(pixel.red) - Int(accent.red)) < 8 && abs(Int(pixel.blue) - Int(accent.blue)) < 8
                        && abs(Int(pixel.green) - Int(accent.green)) < 8 { count += 1 }
                }
            }
            return count
        }
        let leftToRight = painter("iphone-se")
        XCTAssertEqual([Double(try leftToRight.render().height)], [49 * 2])
        XCTAssertGreaterThan(try accentPixels(leftToRight, inSlot: 0), 100)
        XCTAssertEqual(try accentPixels(leftToRight, inSlot: 2), 0)
        let rightToLeft = painter("iphone-se", rightToLeft: true)
        XCTAssertEqual(try accentPixels(rightToLeft, inSlot: 0), 0)
        XCTAssertGreaterThan(try accentPixels(rightToLeft, inSlot: 2), 100)
    }
}
