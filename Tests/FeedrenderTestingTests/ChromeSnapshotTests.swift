import Appearance
import FeedrenderTesting
import Raster
import XCTest

/// References for the bars around a list: navigation bar items on iOS and Material, and a
/// fixed bar below the list over the home indicator (pixel tests: AppearanceTests).
final class ChromeSnapshotTests: XCTestCase {
    private let items = NavigationBarItems(backTitle: "Back", trailingButtons: [.icon(.plus), .title("Edit")])

    private func screen(_ device: String) throws -> ScreenLayout {
        var phone = try XCTUnwrap(DevicePreset.named(device))
        phone.scale = 2
        return ScreenLayout(device: phone, theme: .light, showsStatusBar: true, navigationTitle: "Groups",
                            fixedBar: FixedBar(title: "Bottom bar", edge: .bottom, backgroundColor: Color(red8: 0xff, green8: 0xee, blue8: 0xcc),
                                               separatorColor: Color(red8: 0xcc, green8: 0xcc, blue8: 0xcc)),
                            navigationItems: items)
    }

    func testIOSNavigationItemsAndBottomBar() async throws {
        let bars = try screen("iphone-15").renderBars()
        await assertSnapshot(of: try XCTUnwrap(bars.top), as: .bitmap, named: "top")
        await assertSnapshot(of: try XCTUnwrap(bars.bottom), as: .bitmap, named: "bottom")
    }

    func testMaterialNavigationItems() async throws {
        let bars = try screen("android-phone").renderBars()
        await assertSnapshot(of: try XCTUnwrap(bars.top), as: .bitmap, named: "top")
    }
}
