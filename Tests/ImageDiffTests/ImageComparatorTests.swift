@testable import ImageDiff
import TestSupport
import Raster
import XCTest
@testable import ImageDiff

final class ImageComparatorTests: XCTestCase {
    func testIdenticalPixelsMatchExactly() {
        let difference = ImageComparator(tolerance: .exact).compare(reference: TestImages.ramp(), actual: TestImages.ramp())
        XCTAssertTrue(difference.matches)
        XCTAssertEqual(difference.differingPixels, 0)
        XCTAssertEqual(difference.maxChannelDelta, 0)
        XCTAssertEqual(difference.pixelCount, 64 * 48)
    }

    func testChannelDeltaWithinToleranceIsNotADifference() {
        let reference = TestImages.ramp()
        let actual = TestImages.altered(reference, where: { x, _ in x < 10 }) { TestImages.nudgingRed($0, by: -2) }
        let lenient = ImageComparator(tolerance: Tolerance(perChannel: 2)).compare(reference: reference, actual: actual)
        XCTAssertTrue(lenient.matches, "\(lenient)")
        XCTAssertEqual(lenient.maxChannelDelta, 2)
        let strict = ImageComparator(tolerance: Tolerance(perChannel: 1)).compare(reference: reference, actual: actual, exhaustive: true)
        XCTAssertFalse(strict.matches)
        // Columns 0 and 1 have red 0 and 4 (ramp of 64 columns): nudging 0 down clamps, so column 0 is unchanged.
        let expected = (0..<10).filter { x in Int(reference.pixel(x: x, y: 0).rgba8.red) >= 2 }.count * 48
        XCTAssertEqual(strict.differingPixels, expected)
    }

    func testDifferingFractionDecidesTheVerdict() {
        let reference = TestImages.ramp(width: 100, height: 100)
        // Exactly 1% of the pixels (one row) change a lot.
        let actual = TestImages.altered(reference, where: { _, y in y == 50 }) { _ in Color(red8: 255, green8: 0, blue8: 0) }
        let tolerant = ImageComparator(tolerance: Tolerance(maxDifferingFraction: 0.01)).compare(reference: reference, actual: actual)
        XCTAssertTrue(tolerant.matches)
        XCTAssertEqual(tolerant.differingPixels, 100)
        let tight = ImageComparator(tolerance: Tolerance(maxDifferingFraction: 0.0099)).compare(reference: reference, actual: actual, exhaustive: true)
        XCTAssertFalse(tight.matches)
        XCTAssertEqual(tight.differingPixels, 100)
        XCTAssertEqual(tight.differingFraction, 0.01, accuracy: 1e-12)
    }

    func testEarlyExitStopsAtTheFirstRowPastTheTolerance() {
        let reference = TestImages.ramp()
        let actual = TestImages.altered(reference, where: { _, _ in true }) { _ in .black }
        let quick = ImageComparator(tolerance: .exact).compare(reference: reference, actual: actual)
        XCTAssertFalse(quick.matches)
        XCTAssertFalse(quick.isComplete)
        XCTAssertEqual(quick.differingPixels, 64, "stops after the first row")
        XCTAssertTrue(quick.description.hasPrefix("at least"))
        let full = ImageComparator(tolerance: .exact).compare(reference: reference, actual: actual, exhaustive: true)
        XCTAssertTrue(full.isComplete)
        XCTAssertEqual(full.differingPixels, 64 * 48)
        XCTAssertEqual(full.maxChannelDelta, 255)
    }

    func testPerceptualThresholdIgnoresInvisibleShifts() {
        let gray = Bitmap(width: 20, height: 20, color: Color(red8: 120, green8: 120, blue8: 120))
        let slightlyWarmer = Bitmap(width: 20, height: 20, color: Color(red8: 123, green8: 120, blue8: 120))
        let red = Bitmap(width: 20, height: 20, color: Color(red8: 200, green8: 60, blue8: 60))
        let perceptual = ImageComparator(tolerance: Tolerance(perChannel: 0, deltaE: 2.3))
        let small = perceptual.compare(reference: gray, actual: slightlyWarmer, exhaustive: true)
        XCTAssertTrue(small.matches, "\(small)")
        XCTAssertEqual(small.maxChannelDelta, 3)
        XCTAssertLessThan(small.maxDeltaE ?? 99, 2.3)
        XCTAssertGreaterThan(small.maxDeltaE ?? 0, 0.5)
        let large = perceptual.compare(reference: gray, actual: red, exhaustive: true)
        XCTAssertFalse(large.matches)
        XCTAssertEqual(large.differingPixels, 400)
        XCTAssertGreaterThan(large.maxDeltaE ?? 0, 40)
    }

    func testKnownLabDistance() {
        // Black to white is ΔE 100 in CIE76 (L* 0 -> 100).
        XCTAssertEqual(PerceptualDistance.deltaE(0xFF00_0000, 0xFFFF_FFFF), 100, accuracy: 0.01)
        // Fully transparent is white on the white page.
        XCTAssertEqual(PerceptualDistance.deltaE(0x0000_0000, 0xFFFF_FFFF), 0, accuracy: 1e-9)
    }

    func testSizeMismatchNeverMatches() {
        let difference = ImageComparator(tolerance: Tolerance(perChannel: 255, maxDifferingFraction: 1))
            .compare(reference: TestImages.ramp(width: 10, height: 10), actual: TestImages.ramp(width: 10, height: 12))
        XCTAssertFalse(difference.matches)
        XCTAssertFalse(difference.sizesMatch)
        XCTAssertEqual(difference.differingPixels, 20)
        XCTAssertTrue(difference.description.contains("10×10"), difference.description)
    }

    func testDiffImageMarksChangedPixelsRedOverAFadedReference() {
        let reference = Bitmap(width: 8, height: 4, color: .black)
        let actual = TestImages.altered(reference, where: { x, y in x == 3 && y == 2 }) { _ in .white }
        let diff = ImageComparator(tolerance: .exact).diffImage(reference: reference, actual: actual)
        XCTAssertEqual(diff.width, 8)
        XCTAssertEqual(diff.height, 4)
        XCTAssertEqual(diff.pixel(x: 3, y: 2).rgba8.red, 255)
        XCTAssertEqual(diff.pixel(x: 3, y: 2).rgba8.green, 0)
        // Black faded towards white: a light, opaque gray.
        let faded = diff.pixel(x: 0, y: 0).rgba8
        XCTAssertEqual(faded.alpha, 255)
        XCTAssertEqual(faded.red, faded.green)
        XCTAssertEqual(Int(faded.red), 192, accuracy: 1)
    }

    func testDiffImageOfDifferentSizesCoversBoth() {
        let diff = ImageComparator().diffImage(reference: TestImages.ramp(width: 4, height: 4),
                                               actual: TestImages.ramp(width: 6, height: 3))
        XCTAssertEqual(diff.width, 6)
        XCTAssertEqual(diff.height, 4)
        XCTAssertEqual(diff.pixel(x: 5, y: 0).rgba8.red, 255, "only in actual")
        XCTAssertEqual(diff.pixel(x: 0, y: 3).rgba8.red, 255, "only in reference")
        XCTAssertEqual(diff.pixel(x: 5, y: 0).rgba8.green, 0)
    }

    func testIdenticalEncodedBytesMatchWithoutDecoding() throws {
        let png = Data(try PNGEncoder.encode(TestImages.ramp()))
        let difference = try ImageComparator(tolerance: .exact).compare(referenceData: png, actualData: png)
        XCTAssertTrue(difference.matches)
        XCTAssertEqual(difference.pixelCount, 64 * 48)
    }

    func testUndecodableDataNamesTheFile() {
        let png = Data((try? PNGEncoder.encode(TestImages.ramp())) ?? [])
        XCTAssertThrowsError(try ImageComparator().compare(referenceData: png, actualData: Data("garbage".utf8),
                                                           actualName: "/tmp/actual.png")) { error in
            XCTAssertTrue("\(error)".contains("/tmp/actual.png"), "\(error)")
        }
    }
}
