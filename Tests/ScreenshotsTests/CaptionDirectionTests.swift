import Foundation
import Raster
import XCTest
@testable import Screenshots

/// Captions follow the script: Arabic starts at the right, English at the left.
final class CaptionDirectionTests: XCTestCase {
    func testLeadingCaptionStartsAtTheRightInArabicAndAtTheLeftInEnglish() async throws {
        let fixture = try ScreenshotFixture()
        let config = try fixture.configuration(devices: ["android-phone"], locales: ["en-US": "en.yaml", "ar-SA": "ar.yaml"],
                                               align: "leading")
        _ = try await fixture.render(config)
        let english = try inkSpan(of: fixture.image("metadata/android/en-US/images/phoneScreenshots/2.png"))
        let arabic = try inkSpan(of: fixture.image("metadata/android/ar/images/phoneScreenshots/2.png"))
        let box = StoreLayout(width: 1080, height: 1920).caption

        XCTAssertLessThan(english.min - box.minX, box.width * 0.02, "English starts at the left edge of the caption box")
        XCTAssertGreaterThan(box.maxX - english.max, box.width * 0.3, "short English title leaves the right side empty")
        XCTAssertLessThan(box.maxX - arabic.max, box.width * 0.02, "Arabic starts at the right edge of the caption box")
        XCTAssertGreaterThan(arabic.min - box.minX, box.width * 0.3, "short Arabic title leaves the left side empty")
    }

    func testRightToLeftComesFromTheLanguage() {
        XCTAssertTrue(LocaleStrings.isRightToLeft(code: "ar-SA"))
        XCTAssertTrue(LocaleStrings.isRightToLeft(code: "he"))
        XCTAssertFalse(LocaleStrings.isRightToLeft(code: "en-US"))
        XCTAssertFalse(LocaleStrings.isRightToLeft(code: "zh-Hans"))
    }

    /// Leftmost and rightmost columns of white caption ink in the caption band.
    private func inkSpan(of image: Bitmap) throws -> (min: Double, max: Double) {
        let box = StoreLayout(width: Double(image.width), height: Double(image.height)).caption
        var low = Int.max, high = Int.min
        for y in stride(from: Int(box.minY), to: Int(box.maxY), by: 2) {
            for x in 0..<image.width {
                let c = image.pixel(x: x, y: y)
                if c.red > 0.85, c.green > 0.85, c.blue > 0.85 {
                    low = min(low, x)
                    high = max(high, x)
                }
            }
        }
        XCTAssertLessThan(low, high, "caption ink found")
        return (Double(low), Double(high))
    }
}
