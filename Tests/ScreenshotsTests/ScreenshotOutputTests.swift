import Appearance
import FeedDocuments
import Foundation
import Raster
import XCTest
@testable import Screenshots

/// What a person checks in the output: sizes, folders, frames and determinism.
final class ScreenshotOutputTests: XCTestCase {
    /// The pixel sizes App Store Connect and the Play Console take, per preset, upright; each
    /// preset also has a landscape twin at the same size turned.
    static let storeSizes: [String: (Int, Int)] = [
        "iphone-16-pro-max": (1320, 2868), "iphone-15-pro-max": (1290, 2796), "iphone-13-pro-max": (1284, 2778),
        "iphone-11-pro-max": (1242, 2688), "iphone-8-plus": (1242, 2208), "ipad-pro-13": (2064, 2752),
        "ipad-pro-11": (1668, 2388), "android-phone": (1080, 1920), "android-tablet-7": (1200, 1920),
        "android-tablet-10": (1600, 2560),
    ]

    private func expectedSize(_ name: String) throws -> PixelSize {
        let upright = name.replacingOccurrences(of: "-landscape", with: "")
        let size = try XCTUnwrap(Self.storeSizes[upright], name)
        return name.hasSuffix("-landscape") ? PixelSize(width: size.1, height: size.0) : PixelSize(width: size.0, height: size.1)
    }

    func testEveryAppStorePresetRendersAtItsStoreSizeInDeliversLayout() async throws {
        let store = DevicePreset.all.filter { $0.storeClass != nil && $0.platform == .iOS }
        XCTAssertEqual(Set(store.map(\.name)), Set(Self.storeSizes.keys.filter { !$0.hasPrefix("android") }.flatMap { [$0, $0 + "-landscape"] }))
        for preset in store {
            XCTAssertEqual(PixelSize(width: preset.pixelWidth, height: preset.pixelHeight), try expectedSize(preset.name), preset.name)
        }
        let fixture = try ScreenshotFixture()
        var configuration = try ScreenshotConfiguration.load(from: try fixture.configuration(devices: store.map(\.name)))
        XCTAssertEqual(try configuration.outputFiles(for: .appStore).prefix(store.count), store.map { "screenshots/en-US/01_\($0.name).png" }[...])
        // Rendering a few is enough to see the image is the preset's size: the new ones.
        configuration.screens.removeLast()
        configuration.devices = configuration.devices.filter { ["ipad-pro-11-landscape", "iphone-8-plus-landscape"].contains($0.preset.name) }
        let result = try await ScreenshotRenderer(configuration: configuration).render(to: fixture.output)
        for file in result.files {
            let data = try Data(contentsOf: fixture.output.appendingPathComponent(file))
            let name = String(file.dropFirst("screenshots/en-US/01_".count).dropLast(4))
            XCTAssertEqual(try ImageDecoder.probe(data).size, try expectedSize(name), file)
        }
        XCTAssertEqual(result.files.count, 2)
    }

    func testPlayWritesSuppliesLayoutWithPlayLocalesAndSizes() async throws {
        let android = DevicePreset.all.filter { $0.platform == .android }.map(\.name)
        XCTAssertEqual(Set(android), Set(Self.storeSizes.keys.filter { $0.hasPrefix("android") }.flatMap { [$0, $0 + "-landscape"] }))
        let fixture = try ScreenshotFixture()
        try fixture.write("ja.yaml", "strings: {one.title: すべてをひとつに, one.subtitle: グループとアルバム, two.title: つながろう}\n")
        let path = try fixture.configuration(devices: ["iphone-16-pro-max"] + android, locales: ["ja": "ja.yaml"])
        var configuration = try ScreenshotConfiguration.load(from: path)
        configuration.screens.removeLast()   // one screen is enough to render for sizes
        let result = try await ScreenshotRenderer(configuration: configuration, store: .play).render(to: fixture.output)
        XCTAssertEqual(result.skippedDevices, ["iphone-16-pro-max"], "Play takes Android devices only")
        // Per device type, every screen of the first device, then of its landscape twin.
        // Two screens: 1, 2 for android-phone, 3, 4 for android-phone-landscape (listed screen by screen).
        XCTAssertEqual(try ScreenshotConfiguration.load(from: path).outputFiles(for: .play).filter { $0.contains("phoneScreenshots") },
                       [1, 3, 2, 4].map { "metadata/android/ja-JP/images/phoneScreenshots/\($0).png" })
        let folders = ["android-phone": "phoneScreenshots", "android-tablet-7": "sevenInchScreenshots",
                       "android-tablet-10": "tenInchScreenshots"]
        var expected: [String: String] = [:]
        for (upright, folder) in folders {
            for (position, name) in [upright, upright + "-landscape"].enumerated() {
                expected["metadata/android/ja-JP/images/\(folder)/\(position + 1).png"] = name
            }
        }
        XCTAssertEqual(Set(result.files), Set(expected.keys))
        for (file, device) in expected {
            let data = try Data(contentsOf: fixture.output.appendingPathComponent(file))
            let size = try ImageDecoder.probe(data).size
            XCTAssertEqual(size, try expectedSize(device), "\(file) (\(device))")
            // Play: 320 to 3840 px a side, the long side at most twice the short one, 24-bit PNG (no alpha).
            XCTAssertTrue(min(size.width, size.height) >= 320 && max(size.width, size.height) <= 3840, file)
            XCTAssertLessThanOrEqual(max(size.width, size.height), 2 * min(size.width, size.height), file)
            XCTAssertEqual(data[25], 2, "\(file): colour type 2, RGB without alpha")
        }
        let listed = try FileManager.default.contentsOfDirectory(atPath: fixture.output.path)
        XCTAssertEqual(Set(listed), ["metadata", "feedrender-screenshots.json"], "nothing outside supply's folders but the run's record")
    }

    func testStoreLocaleCodes() {
        let play = StoreProfile.play
        XCTAssertEqual(["en-US", "de-DE", "ja", "zh-Hans", "zh-Hant", "ar-SA", "he", "ko", "pt-BR", "fr"].map { play.localeCode(for: $0) },
                       ["en-US", "de-DE", "ja-JP", "zh-CN", "zh-TW", "ar", "iw-IL", "ko-KR", "pt-BR", "fr-FR"])
        XCTAssertNil(play.localeCode(for: "xx-YY"))
        XCTAssertEqual(StoreProfile.appStore.localeCode(for: "zh-hans"), "zh-Hans")
        XCTAssertNil(StoreProfile.appStore.localeCode(for: "ja-JP"), "deliver calls Japanese ja")
    }

    func testOneRunWritesEachDeviceInItsStoresLayoutAndOutputDoesNotDependOnJobs() async throws {
        let fixture = try ScreenshotFixture()
        let config = try fixture.configuration(devices: ["android-phone", "iphone-8-plus"],
                                               locales: ["en-US": "en.yaml", "ar-SA": "ar.yaml"])
        let result = try await fixture.render(config, jobs: 2)
        XCTAssertEqual(result.skippedDevices, [])
        // deliver's layout and codes for the iPhone, supply's for the Android phone (ar-SA is Play's ar).
        let apple = ["en-US", "ar-SA"].map { "screenshots/\($0)" }
        let android = ["en-US", "ar"].map { "metadata/android/\($0)/images/phoneScreenshots" }
        let folders = apple + android
        let expected = apple.flatMap { ["\($0)/01_iphone-8-plus.png", "\($0)/02_iphone-8-plus.png"] }
            + android.flatMap { ["\($0)/1.png", "\($0)/2.png"] }
        XCTAssertEqual(Set(result.files), Set(expected))
        for folder in folders {
            let listed = try FileManager.default.contentsOfDirectory(atPath: fixture.output.appendingPathComponent(folder).path)
            XCTAssertEqual(Set(listed), Set(expected.filter { $0.hasPrefix(folder) }.map { String($0.dropFirst(folder.count + 1)) }),
                           "only the screenshots, no temporary files")
        }
        XCTAssertEqual(Set(try FileManager.default.contentsOfDirectory(atPath: fixture.output.path)),
                       ["screenshots", "metadata", "feedrender-screenshots.json"])

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
        let image = try fixture.image("screenshots/en-US/01_iphone-16-pro-max.png")
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
