@testable import Appearance
import Raster
import XCTest

/// Spinners drawn at their fixed phase, checked at pixels worked out from the geometry:
/// iOS spokes from 5 to 9 points out (2 wide, round ends), the head at twelve o'clock;
/// Material's 4-point arc of radius 18 from twelve o'clock clockwise to nine.
final class ActivityIndicatorTests: XCTestCase {
    private let grey = ActivityIndicator.iOSGray.color.rgba8.red   // 0x99 = 153

    /// The spinner on white at 4x, centred in a square of its size.
    private func draw(_ indicator: ActivityIndicator) throws -> Bitmap {
        let side = Int(indicator.size * 4)
        let canvas = try Canvas(pixelWidth: side, pixelHeight: side, scale: 4, background: .white)
        indicator.draw(centeredAt: CanvasPoint(x: indicator.size / 2, y: indicator.size / 2), on: canvas)
        return canvas.makeBitmap()
    }

    /// The red channel of the pixel holding point (`x`, `y`) at 4x.
    private func red(_ bitmap: Bitmap, _ x: Double, _ y: Double) -> Int {
        Int(bitmap.pixel(x: Int(x * 4), y: Int(y * 4)).rgba8.red)
    }

    func testIOSSpokesFadeAnticlockwiseBehindTheHead() throws {
        let bitmap = try draw(.iOSGray)
        XCTAssertEqual(bitmap.width, 80)
        // Grey over white at opacity a: 255 - (255 - 153) * a.
        func expected(_ alpha: Double) -> Int { Int((255 - 102 * alpha).rounded()) }
        // The head, 7 points above the centre (10, 10): opaque.
        XCTAssertEqual(red(bitmap, 10.1, 3.1), Int(grey), accuracy: 1)
        // Clockwise of the head (45°, 7 points out: 10 + 4.95, 10 - 4.95) is the faintest, 0.3;
        // anticlockwise of it (-45°) the next after the head, 0.9.
        XCTAssertEqual(red(bitmap, 14.9, 5.1), expected(0.3), accuracy: 1)
        XCTAssertEqual(red(bitmap, 5.1, 5.1), expected(0.9), accuracy: 1)
        // Six o'clock is four steps behind: 0.6.
        XCTAssertEqual(red(bitmap, 10.1, 16.9), expected(0.6), accuracy: 1)
        // Nothing at the centre, nor in the corners.
        XCTAssertEqual(red(bitmap, 10, 10), 255)
        XCTAssertEqual(red(bitmap, 0.5, 19.5), 255)
        for (index, alpha) in [1, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9].enumerated() {
            XCTAssertEqual(ActivityIndicator.spokeAlpha(index), alpha, accuracy: 1e-9, "spoke \(index), clockwise from the head")
        }
    }

    func testMaterialArcLeavesTheUpperLeftQuarterOpen() throws {
        let blue = Color(red8: 0x67, green8: 0x50, blue8: 0xa4)
        let bitmap = try draw(ActivityIndicator(style: .material, color: blue))
        XCTAssertEqual(bitmap.width, 192)
        // On the arc, radius 18 around (24, 24): twelve, three, six and (its round end) nine o'clock.
        for (x, y) in [(24.1, 6.1), (41.9, 24.1), (24.1, 41.9), (6.1, 24.1)] {
            XCTAssertEqual(red(bitmap, x, y), 0x67, accuracy: 1, "(\(x), \(y))")
        }
        // Half-way between nine and twelve o'clock (-135°, 18 out: 24 - 12.7, 24 - 12.7): open.
        XCTAssertEqual(red(bitmap, 11.3, 11.3), 255)
        XCTAssertEqual(red(bitmap, 24, 24), 255, "the centre")
    }
}
