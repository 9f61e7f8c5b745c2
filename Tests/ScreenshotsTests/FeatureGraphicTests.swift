import Foundation
import Raster
@testable import Screenshots
import XCTest

/// Google Play's feature graphic: 1024×500, opaque, per locale where supply uploads it, the
/// caption on the reading side's start and the device cropped on the other.
final class FeatureGraphicTests: XCTestCase {
    private let background = Color(red8: 0x0f, green8: 0x76, blue8: 0x6e)

    private func configuration(_ fixture: ScreenshotFixture, graphic: String, devices: [String] = ["android-phone", "iphone-8-plus"])
        throws -> String {
        let path = try fixture.configuration(devices: devices, locales: ["en-US": "en.yaml", "ar-SA": "ar.yaml"])
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return try fixture.write("screenshots.yaml", text + "\nfeatureGraphic:\n" + graphic)
    }

    /// Pixels of `image` in the columns `xs` (and rows from 100 down) that are not the background.
    private func inkFraction(_ image: Bitmap, xs: Range<Int>, ys: Range<Int> = 100..<500) -> Double {
        var ink = 0, total = 0
        for y in stride(from: ys.lowerBound, to: ys.upperBound, by: 4) {
            for x in stride(from: xs.lowerBound, to: xs.upperBound, by: 4) {
                total += 1
                if image.pixel(x: x, y: y) != background { ink += 1 }
            }
        }
        return Double(ink) / Double(total)
    }

    func testEachLocaleGetsAnOpaqueGraphicWhereSupplyLooksWithTheDeviceOnTheFarSide() async throws {
        let fixture = try ScreenshotFixture()
        let path = try configuration(fixture, graphic: "  title: two.title\n  background: \"#0f766e\"\n  screen: 2\n")
        let result = try await fixture.render(path)
        let english = "metadata/android/en-US/images/featureGraphic.png", arabic = "metadata/android/ar/images/featureGraphic.png"
        XCTAssertEqual(Set(result.files.filter { $0.hasSuffix("featureGraphic.png") }), [english, arabic])
        for file in [english, arabic] {
            let data = try Data(contentsOf: fixture.output.appendingPathComponent(file))
            XCTAssertEqual(try PNGHeader(data).size, PixelSize(width: 1024, height: 500), file)
            XCTAssertFalse(try PNGHeader(data).hasAlpha, file)
        }
        // English: the device fills the right 300 px from y = 72 and runs off the bottom edge; Arabic: the left.
        let en = try fixture.image(english), ar = try fixture.image(arabic)
        XCTAssertGreaterThan(inkFraction(en, xs: 680..<940), 0.9)
        XCTAssertGreaterThan(inkFraction(ar, xs: 84..<344), 0.9)
        XCTAssertGreaterThan(inkFraction(en, xs: 680..<940, ys: 496..<500), 0.9, "cropped by the bottom edge")
        XCTAssertEqual(en.pixel(x: 800, y: 8), background, "the device hangs below the top margin")
        // The caption on the other side: ink there, but mostly background.
        for (image, xs) in [(en, 64..<600), (ar, 424..<960)] {
            let ink = inkFraction(image, xs: xs, ys: 64..<436)
            XCTAssertTrue(ink > 0.02 && ink < 0.5, "\(ink)")
        }
        XCTAssertLessThan(inkFraction(en, xs: 84..<344), 0.5, "no device on the caption's side")
        let verification = try StoreVerifier.verify(fixture.output)
        XCTAssertEqual(verification.violations, [])
        XCTAssertEqual(verification.imagesChecked, result.files.count)
    }

    func testWithoutAScreenTheCaptionIsCentredAndAnAppStoreRunWritesNone() async throws {
        let fixture = try ScreenshotFixture()
        let path = try configuration(fixture, graphic: "  title: one.title\n  subtitle: one.subtitle\n  background: \"#0f766e\"\n")
        let configuration = try ScreenshotConfiguration.load(from: path)
        let result = try await ScreenshotRenderer(configuration: configuration, store: .play).render(to: fixture.output)
        let image = try fixture.image("metadata/android/en-US/images/featureGraphic.png")
        let left = inkFraction(image, xs: 64..<512, ys: 64..<436), right = inkFraction(image, xs: 512..<960, ys: 64..<436)
        XCTAssertGreaterThan(left, 0.01)
        XCTAssertEqual(left, right, accuracy: 0.05, "centred: as much ink either side")
        XCTAssertEqual(result.files.count, 2 * 2 + 2)

        let apple = try await ScreenshotRenderer(configuration: configuration, store: .appStore)
            .render(to: fixture.directory.appendingPathComponent("apple"))
        XCTAssertFalse(apple.files.contains { $0.contains("featureGraphic") })
    }

    func testLowCaptionContrastWarnsAndFailsUnderStrict() async throws {
        let fixture = try ScreenshotFixture()
        let path = try configuration(fixture, graphic: "  title: one.title\n  background: \"#ffd27f\"\n  captionColor: \"#ffffff\"\n")
        let configuration = try ScreenshotConfiguration.load(from: path)
        do {
            _ = try await ScreenshotRenderer(configuration: configuration, store: .play, strict: true).render(to: fixture.output)
            XCTFail("white on light yellow")
        } catch let error as ScreenshotError {
            XCTAssertEqual(error.kind, .check)
            XCTAssertTrue(error.message.contains("featureGraphic: caption contrast"), error.message)
            XCTAssertFalse(FileManager.default.fileExists(atPath: fixture.output.path), "nothing written")
        }
        var readable = configuration
        readable.featureGraphic?.captionColor = Color(red8: 0x11, green8: 0x11, blue8: 0x11)
        let result = try await ScreenshotRenderer(configuration: readable, store: .play).render(to: fixture.output)
        XCTAssertFalse(result.warnings.contains { $0.contains("featureGraphic: caption contrast") }, "\(result.warnings)")
    }

    func testBadFeatureGraphicInputNamesTheKey() async throws {
        let fixture = try ScreenshotFixture()
        let badScreen = try configuration(fixture, graphic: "  title: one.title\n  background: \"#000000\"\n  screen: 3\n")
        XCTAssertThrowsError(try ScreenshotConfiguration.load(from: badScreen)) { error in
            XCTAssertTrue("\(error)".contains("featureGraphic.screen: expected a screen number from 1 to 2"), "\(error)")
        }
        let unknown = try configuration(fixture, graphic: "  title: one.title\n  background: \"#000000\"\n  size: big\n")
        XCTAssertThrowsError(try ScreenshotConfiguration.load(from: unknown)) { error in
            XCTAssertTrue("\(error)".contains("featureGraphic"), "\(error)")
        }
        let missing = try configuration(fixture, graphic: "  title: nope.title\n  background: \"#000000\"\n")
        do {
            _ = try await fixture.render(missing)
            XCTFail("a caption key no locale has")
        } catch let error as ScreenshotError {
            XCTAssertEqual(error.kind, .badInput)
            XCTAssertTrue(error.message.contains("\"nope.title\""), error.message)
            XCTAssertFalse(FileManager.default.fileExists(atPath: fixture.output.path), "nothing written")
        }
    }
}
