import TestSupport
import XCTest
@testable import Raster

final class ShadowTests: XCTestCase {
    private func shadowCanvas(blur: Double) throws -> Bitmap {
        let canvas = try Canvas(pixelWidth: 120, pixelHeight: 120, scale: 2, background: .white)
        let box = CanvasRect(x: 15, y: 15, width: 30, height: 30)
        canvas.drawShadow(Shadow(color: .black, offsetX: 0, offsetY: 4, blurRadius: blur, opacity: 1), for: box, cornerRadius: 4)
        canvas.fill(box, cornerRadius: 4, color: .white)
        return canvas.makeBitmap()
    }

    func testShadowFallsOffWithDistance() throws {
        let bitmap = try shadowCanvas(blur: 4)
        // Below the box (its bottom edge is at pixel 90; the shadow is offset 8 px down).
        let darkness = (90..<118).map { 255 - Int(bitmap.pixel(x: 60, y: $0).rgba8.red) }
        XCTAssertGreaterThan(darkness[0], 60, "dark right under the box")
        for i in 1..<darkness.count { XCTAssertLessThanOrEqual(darkness[i], darkness[i - 1], "row \(90 + i)") }
        XCTAssertLessThan(darkness.last!, 3, "gone far away")
        // Offset down: the shadow shows below the box but hardly above it.
        XCTAssertGreaterThan(255 - Int(bitmap.pixel(x: 60, y: 95).rgba8.red), 255 - Int(bitmap.pixel(x: 60, y: 25).rgba8.red))
        assertColor(bitmap.pixel(x: 60, y: 60), .white, tolerance: 0)   // the shape is drawn over its shadow
    }

    func testBlurRadiusSpreadsTheShadow() throws {
        let sharp = try shadowCanvas(blur: 0)
        let soft = try shadowCanvas(blur: 6)
        // Without blur the shadow is a hard-edged copy: fully black just under the box, white beyond the offset.
        assertColor(sharp.pixel(x: 60, y: 92), .black, tolerance: 0)
        assertColor(sharp.pixel(x: 60, y: 100), .white, tolerance: 0)
        XCTAssertLessThan(soft.pixel(x: 60, y: 92).rgba8.red, 250)
        XCTAssertGreaterThan(soft.pixel(x: 60, y: 92).rgba8.red, 0)
        XCTAssertLessThan(soft.pixel(x: 60, y: 104).rgba8.red, 255)
    }

    func testShadowIsDeterministic() throws {
        XCTAssertEqual(try shadowCanvas(blur: 3), try shadowCanvas(blur: 3))
    }

    func testOpacityScalesTheShadow() throws {
        let canvas = try Canvas(pixelWidth: 40, pixelHeight: 40, scale: 1)
        canvas.drawShadow(Shadow(color: .black, blurRadius: 0, opacity: 0.25), for: CanvasRect(x: 10, y: 10, width: 20, height: 20))
        XCTAssertEqual(Int(canvas.makeBitmap().pixel(x: 20, y: 20).rgba8.alpha), 64, accuracy: 1)
    }

    func testBoxRadiiApproximateTheGaussian() {
        // Variance of a box of radius r is r(r+1)/3; three boxes should add up to sigma².
        for sigma in [2.0, 5.0, 12.0] {
            let variance = Canvas.boxBlurRadii(sigma: sigma).map { Double($0 * ($0 + 1)) / 3 }.reduce(0, +)
            XCTAssertEqual(variance, sigma * sigma, accuracy: sigma * sigma * 0.25, "sigma \(sigma)")
        }
        XCTAssertEqual(Canvas.boxBlurRadii(sigma: 0), [])
    }
}
