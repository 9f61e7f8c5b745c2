import Appearance
import FeedDocuments
import Foundation
import Raster
import XCTest
@testable import Screenshots

/// What a person checks in the output: sizes, folders, frames and determinism.
final class ScreenshotOutputTests: XCTestCase {
    /// The pixel sizes App Store Connect and the Play Console accept, per preset.
    static let storeSizes: [String: (Int, Int)] = [
        "iphone-16-pro-max": (1320, 2868), "iphone-15-pro-max": (1290, 2796), "iphone-13-pro-max": (1284, 2778),
        "iphone-11-pro-max": (1242, 2688), "iphone-8-plus": (1242, 2208), "ipad-pro-13": (2064, 2752),
        "android-phone": (1080, 1920),
    ]

    func testEveryStorePresetRendersAtItsStoreSize() async throws {
        let store = DevicePreset.all.filter { $0.storeClass != nil }
        XCTAssertEqual(Set(store.map(\.name)), Set(Self.storeSizes.keys))
        let fixture = try ScreenshotFixture()
        let config = try fixture.configuration(devices: store.map(\.name))
        // One screen is enough for sizes: keep the second out of this run.
        var configuration = try ScreenshotConfiguration.load(from: config)
        configuration.screens.removeLast()
        _ = try await ScreenshotRenderer(configuration: configuration).render(to: fixture.output)
        for preset in store {
            let data = try Data(contentsOf: fixture.output.appendingPathComponent("en-US/01_\(preset.name).png"))
            let size = try ImageDecoder.probe(data).size
            let expected = Self.storeSizes[preset.name]!
            XCTAssertEqual(size, PixelSize(width: expected.0, height: expected.1), preset.name)
        }
    }

    func testFolderLayoutIsFastlaneDeliversAndOutputDoesNotDependOnJobs() async throws {
        let fixture = try ScreenshotFixture()
        let config = try fixture.configuration(devices: ["android-phone", "iphone-8-plus"],
                                               locales: ["en-US": "en.yaml", "ar-SA": "ar.yaml"])
        let result = try await fixture.render(config, jobs: 2)
        let expected = ["en-US/01_android-phone.png", "en-US/01_iphone-8-plus.png", "en-US/02_android-phone.png",
                        "en-US/02_iphone-8-plus.png", "ar-SA/01_android-phone.png", "ar-SA/01_iphone-8-plus.png",
                        "ar-SA/02_android-phone.png", "ar-SA/02_iphone-8-plus.png"]
        XCTAssertEqual(Set(result.files), Set(expected))
        for locale in ["en-US", "ar-SA"] {
            let listed = try FileManager.default.contentsOfDirectory(atPath: fixture.output.appendingPathComponent(locale).path)
            XCTAssertEqual(Set(listed), Set(expected.filter { $0.hasPrefix(locale) }.map { String($0.dropFirst(locale.count + 1)) }),
                           "only the screenshots, no temporary files")
        }
        XCTAssertEqual(Set(try FileManager.default.contentsOfDirectory(atPath: fixture.output.path)), ["en-US", "ar-SA"])

        let serial = fixture.directory.appendingPathComponent("serial")
        _ = try await fixture.render(config, jobs: 1, into: serial)
        for file in expected {
            let a = try Data(contentsOf: fixture.output.appendingPathComponent(file))
            let b = try Data(contentsOf: serial.appendingPathComponent(file))
            XCTAssertEqual(a, b, "\(file) differs between 1 and 2 jobs")
        }
    }

    func testDeviceIsDrawnAroundTheFeedWithItsCutoutAndRoundedScreen() async throws {
        let fixture = try ScreenshotFixture()
        let config = try fixture.configuration(devices: ["iphone-16-pro-max"], background: "\"#ff0000\"")
        _ = try await fixture.render(config)
        let image = try fixture.image("en-US/01_iphone-16-pro-max.png")
        let preset = DevicePreset.named("iphone-16-pro-max")!
        let layout = StoreLayout(width: Double(image.width), height: Double(image.height))
        let (frame, origin, factor) = ScreenComposer.devicePlacement(of: preset, color: .black, in: layout)
        func pixel(_ x: Double, _ y: Double) -> Color {
            let p = frame.outputPoint(CanvasPoint(x: x, y: y), origin: origin, factor: factor)
            return image.pixel(x: Int(p.x), y: Int(p.y))
        }
        func brightness(_ c: Color) -> Double { (c.red + c.green + c.blue) / 3 }

        // The light navigation bar shows inside the screen, under the status bar.
        XCTAssertGreaterThan(brightness(pixel(preset.width / 2 + 100, preset.statusBarHeight + 4)), 0.9)
        // The Dynamic Island is black over it.
        XCTAssertLessThan(brightness(pixel(preset.width / 2 - 30, 11.3 + 18)), 0.05)
        // The screen's rounded corner is cut out of the feed: the bezel shows there.
        let r = preset.cornerRadius, d = (r - (r + 6) / 2.0.squareRoot())
        XCTAssertLessThan(brightness(pixel(d, d)), 0.1)
        // The bezel and the metal band surround the screen; the red background is outside.
        XCTAssertLessThan(brightness(pixel(-frame.band - 2, preset.height / 2)), 0.1)
        let band = pixel(frame.body.minX + frame.band / 2, preset.height / 2)
        XCTAssertFalse(band.red > 0.8 && band.green < 0.2, "the band is drawn, not the background: \(band)")
        XCTAssertEqual(image.pixel(x: 4, y: 4), Color(red8: 255, green8: 0, blue8: 0))
    }
}
