@testable import Appearance
import Raster
import XCTest

/// The app's own bar fixed above or below the list: the space it takes from the list and
/// its pixels, worked out from the iPhone 15 at 1x (390 × 844 points, a 47-point status
/// bar, a 34-point home indicator area).
final class FixedBarTests: XCTestCase {
    private let red = Color(red8: 255, green8: 0, blue8: 0)
    private let blue = Color(red8: 0, green8: 0, blue8: 255)

    private func screen(_ edge: FixedBar.Edge, tabBar: TabBar? = nil, title: String = "") throws -> ScreenLayout {
        var device = try XCTUnwrap(DevicePreset.named("iphone-15"))
        device.scale = 1
        let bar = FixedBar(title: title, edge: edge, height: 44, backgroundColor: red, titleColor: .white, separatorColor: blue)
        return ScreenLayout(device: device, theme: .light, showsStatusBar: true, tabBar: tabBar, fixedBar: bar)
    }

    private func rgb(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> [UInt8] {
        let pixel = bitmap.pixel(x: x, y: y).rgba8
        return [pixel.red, pixel.green, pixel.blue]
    }

    /// Under the status bar: 47 + 44 points of bars, the list 844 − 91 = 753 tall; the
    /// hairline is the bar's last row, facing the list.
    func testTopBarSitsUnderTheStatusBar() throws {
        let screen = try screen(.top)
        XCTAssertEqual(screen.topHeight, 91)
        XCTAssertEqual(screen.bottomHeight, 0)
        XCTAssertEqual(screen.visibleHeight, 753)
        let top = try XCTUnwrap(try screen.renderBars().top)
        XCTAssertEqual(top.height, 91)
        XCTAssertEqual(rgb(top, 200, 47), [255, 0, 0], "the bar's first row")
        XCTAssertEqual(rgb(top, 200, 89), [255, 0, 0])
        XCTAssertEqual(rgb(top, 200, 90), [0, 0, 255], "the hairline")
        XCTAssertEqual(rgb(top, 200, 46), [255, 255, 255], "the status bar keeps the theme's background")
    }

    /// Below the list with no tab bar: 44 points of bar and its background on through the
    /// 34-point home indicator area (78 in all), the indicator drawn over it, 13 points
    /// above the bottom edge; the hairline is the bar's first row.
    func testBottomBarRunsUnderTheHomeIndicator() throws {
        let screen = try screen(.bottom)
        XCTAssertEqual(screen.topHeight, 47)
        XCTAssertEqual(screen.bottomHeight, 78)
        XCTAssertEqual(screen.visibleHeight, 844 - 47 - 78)
        let bars = try screen.renderBars()
        let bottom = try XCTUnwrap(bars.bottom)
        XCTAssertTrue(bars.bottomIsOpaque)
        XCTAssertEqual(bottom.height, 78)
        XCTAssertEqual(rgb(bottom, 20, 0), [0, 0, 255], "the hairline")
        XCTAssertEqual(rgb(bottom, 20, 1), [255, 0, 0])
        XCTAssertEqual(rgb(bottom, 20, 77), [255, 0, 0], "the safe area")
        let ink = Theme.light.primaryText.rgba8
        XCTAssertEqual(rgb(bottom, 195, 67), [ink.red, ink.green, ink.blue], "the home indicator (5 points from 65)")
    }

    /// Over a tab bar: the 44-point bar on top of the tab bar's 49 + 34 points.
    func testBottomBarStacksOnTheTabBar() throws {
        let tabs = TabBar(items: [TabBar.Item(title: "Home", icon: .home), TabBar.Item(title: "Search", icon: .search)])
        let screen = try screen(.bottom, tabBar: tabs)
        XCTAssertEqual(screen.bottomHeight, 44 + 49 + 34)
        let bottom = try XCTUnwrap(try screen.renderBars().bottom)
        XCTAssertEqual(bottom.height, 127)
        XCTAssertEqual(rgb(bottom, 20, 20), [255, 0, 0])
        XCTAssertEqual(rgb(bottom, 20, 100), Array([Theme.light.navigationBarBackground.rgba8.red,
                                                    Theme.light.navigationBarBackground.rgba8.green,
                                                    Theme.light.navigationBarBackground.rgba8.blue]), "the tab bar")
    }

    /// The title at the leading edge, 16 points in: left to right on the left, right to
    /// left on the right.
    func testTitleSitsAtTheLeadingEdge() throws {
        for isRightToLeft in [false, true] {
            var screen = try screen(.top, title: "Albums")
            screen.isRightToLeft = isRightToLeft
            let top = try XCTUnwrap(try screen.renderBars().top)
            let ink = (0..<top.width).filter { x in (47..<90).contains { y in top.pixel(x: x, y: y).rgba8.green > 128 } }
            let first = try XCTUnwrap(ink.first), last = try XCTUnwrap(ink.last)
            if isRightToLeft {
                XCTAssertGreaterThan(first, 195)
                XCTAssertLessThanOrEqual(last, 390 - 16)
            } else {
                XCTAssertGreaterThanOrEqual(first, 16)
                XCTAssertLessThan(last, 195)
            }
        }
    }
}
