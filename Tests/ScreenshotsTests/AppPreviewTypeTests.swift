import Appearance
import Raster
import XCTest
@testable import Screenshots

/// Which preview type and size each device class takes, as fastlane deliver checks them.
final class AppPreviewTypeTests: XCTestCase {
    private func resolve(_ device: String, _ orientation: DeviceOrientation, _ size: PixelSize? = nil) -> String? {
        AppPreviewType.resolve(for: DevicePreset.named(device)!, orientation: orientation, size: size)
            .map { "\($0.type.identifier) \($0.size.name)" }
    }

    func testDeviceClassesTakeApplesSizes() {
        XCTAssertEqual(resolve("iphone-16-pro-max", .portrait), "IPHONE_67 886x1920")
        XCTAssertEqual(resolve("iphone-16-pro-max", .landscape), "IPHONE_67 1920x886")
        XCTAssertEqual(resolve("iphone-11-pro-max", .portrait), "IPHONE_65 886x1920")
        XCTAssertEqual(resolve("iphone-8-plus", .portrait), "IPHONE_55 1080x1920")
        XCTAssertEqual(resolve("ipad-pro-13", .portrait), "IPAD_PRO_3GEN_129 1200x1600")
        XCTAssertEqual(resolve("ipad-pro-13", .landscape), "IPAD_PRO_3GEN_129 1600x1200")
        // 900×1200 is the 12.9" iPad's (deliver's IPAD_PRO_129), which the 13" one may fill.
        XCTAssertEqual(resolve("ipad-pro-13", .portrait, PixelSize(width: 900, height: 1200)), "IPAD_PRO_129 900x1200")
        XCTAssertNil(resolve("iphone-16-pro-max", .portrait, PixelSize(width: 900, height: 1200)))
        XCTAssertNil(resolve("iphone-16-pro-max", .portrait, PixelSize(width: 1920, height: 886)))
        XCTAssertNil(resolve("android-phone", .portrait))
    }

    /// The device drawn at a preview's size keeps its width in points and is exactly the
    /// preview's pixels.
    func testPreviewDeviceIsExactlyThePreviewsPixels() {
        for (name, width, height) in [("iphone-16-pro-max", 886, 1920), ("iphone-16-pro-max-landscape", 1920, 886),
                                      ("ipad-pro-13", 1200, 1600), ("ipad-pro-13", 900, 1200), ("iphone-8-plus", 1080, 1920)] {
            let preset = DevicePreset.named(name)!
            let device = PreviewWriter.device(for: preset, size: PixelSize(width: width, height: height))
            XCTAssertEqual(device.width, preset.width, name)
            XCTAssertEqual(device.pixelWidth, width, name)
            XCTAssertEqual(device.pixelHeight, height, name)
        }
    }
}
