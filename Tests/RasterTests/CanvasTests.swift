import TestSupport
import XCTest
@testable import Raster

final class CanvasTests: XCTestCase {
    func testBackgroundAndFillInPointsScaledToPixels() throws {
        let canvas = try Canvas(pixelWidth: 60, pixelHeight: 40, scale: 2, background: .white)
        XCTAssertEqual(canvas.width, 30)
        canvas.fill(CanvasRect(x: 5, y: 5, width: 10, height: 5), color: .red)
        let bitmap = canvas.makeBitmap()
        assertColor(bitmap.pixel(x: 10, y: 10), .red, tolerance: 0)
        assertColor(bitmap.pixel(x: 29, y: 19), .red, tolerance: 0)   // last pixel of the 20×10 pixel box
        assertColor(bitmap.pixel(x: 30, y: 19), .white, tolerance: 0)
        assertColor(bitmap.pixel(x: 10, y: 20), .white, tolerance: 0)
        assertColor(bitmap.pixel(x: 9, y: 10), .white, tolerance: 0)
    }

    func testInvalidSizeIsAnError() {
        XCTAssertThrowsError(try Canvas(pixelWidth: 0, pixelHeight: 10, scale: 1)) { error in
            XCTAssertEqual(error as? RasterError, .surface("invalid canvas size 0×10 pixels (1...32767 each)"))
        }
        XCTAssertThrowsError(try Canvas(pixelWidth: 10, pixelHeight: 10, scale: 0))
    }

    func testRoundedRectClipLeavesCornersTransparent() throws {
        let canvas = try Canvas(pixelWidth: 100, pixelHeight: 100, scale: 1)
        canvas.clip(to: CanvasRect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 20)
        canvas.fillClip(with: .blue)
        let bitmap = canvas.makeBitmap()
        for (x, y) in [(0, 0), (99, 0), (0, 99), (99, 99), (2, 3)] {
            XCTAssertEqual(bitmap.pixel(x: x, y: y).rgba8.alpha, 0, "corner (\(x), \(y))")
        }
        assertColor(bitmap.pixel(x: 50, y: 50), .blue, tolerance: 0)
        assertColor(bitmap.pixel(x: 50, y: 0), .blue, tolerance: 0)   // straight edge between corners
        assertColor(bitmap.pixel(x: 8, y: 8), .blue, tolerance: 0)    // inside the arc (distance to centre 16.97 < 20)
    }

    func testCircleClip() throws {
        let canvas = try Canvas(pixelWidth: 40, pixelHeight: 40, scale: 2)
        canvas.clip(toEllipseIn: CanvasRect(x: 0, y: 0, width: 20, height: 20))
        canvas.fillClip(with: .green)
        let bitmap = canvas.makeBitmap()
        assertColor(bitmap.pixel(x: 20, y: 20), .green, tolerance: 0)
        assertColor(bitmap.pixel(x: 20, y: 1), .green, tolerance: 0)
        XCTAssertEqual(bitmap.pixel(x: 3, y: 3).rgba8.alpha, 0)       // outside the circle, inside its box
        XCTAssertEqual(bitmap.pixel(x: 36, y: 36).rgba8.alpha, 0)
    }

    func testBorderIsDrawnInsideTheEdge() throws {
        let canvas = try Canvas(pixelWidth: 50, pixelHeight: 50, scale: 1, background: .white)
        canvas.strokeBorder(of: CanvasRect(x: 10, y: 10, width: 30, height: 30), width: 4, color: .black)
        let bitmap = canvas.makeBitmap()
        assertColor(bitmap.pixel(x: 10, y: 25), .black, tolerance: 0)
        assertColor(bitmap.pixel(x: 13, y: 25), .black, tolerance: 0)
        assertColor(bitmap.pixel(x: 14, y: 25), .white, tolerance: 0)   // inside, past the 4 pt border
        assertColor(bitmap.pixel(x: 9, y: 25), .white, tolerance: 0)    // outside the rect
        assertColor(bitmap.pixel(x: 39, y: 39), .black, tolerance: 0)
        assertColor(bitmap.pixel(x: 25, y: 25), .white, tolerance: 0)
    }

    func testRoundedBorderFollowsCorner() throws {
        let canvas = try Canvas(pixelWidth: 50, pixelHeight: 50, scale: 1)
        canvas.strokeBorder(of: CanvasRect(x: 0, y: 0, width: 50, height: 50), cornerRadius: 20, width: 2, color: .red)
        let bitmap = canvas.makeBitmap()
        XCTAssertEqual(bitmap.pixel(x: 0, y: 0).rgba8.alpha, 0)
        assertColor(bitmap.pixel(x: 25, y: 0), .red, tolerance: 0)
        // On the arc: centre (20, 20), radius 19 -> around (6.6, 6.6).
        XCTAssertGreaterThan(bitmap.pixel(x: 6, y: 6).rgba8.alpha, 100)
        XCTAssertEqual(bitmap.pixel(x: 25, y: 25).rgba8.alpha, 0)
    }

    func testLinearGradientInterpolates() throws {
        let canvas = try Canvas(pixelWidth: 101, pixelHeight: 10, scale: 1)
        let gradient = LinearGradient(start: CanvasPoint(x: 0, y: 0), end: CanvasPoint(x: 101, y: 0), colors: [.black, .white])
        canvas.fill(CanvasRect(x: 0, y: 0, width: 101, height: 10), with: gradient)
        let bitmap = canvas.makeBitmap()
        XCTAssertLessThan(bitmap.pixel(x: 0, y: 5).rgba8.red, 5)
        assertColor(bitmap.pixel(x: 50, y: 5), Color(red: 0.5, green: 0.5, blue: 0.5), tolerance: 3)
        XCTAssertGreaterThan(bitmap.pixel(x: 100, y: 5).rgba8.red, 250)
        let reds = (0..<101).map { Int(bitmap.pixel(x: $0, y: 5).rgba8.red) }
        XCTAssertEqual(reds, reds.sorted(), "monotonic ramp")
    }

    func testPathFillStrokeAndEvenOddHole() throws {
        let canvas = try Canvas(pixelWidth: 60, pixelHeight: 60, scale: 1)
        var triangle = CanvasPath()
        triangle.move(to: CanvasPoint(x: 0, y: 0))
        triangle.addLine(to: CanvasPoint(x: 60, y: 0))
        triangle.addLine(to: CanvasPoint(x: 0, y: 60))
        triangle.close()
        canvas.fill(triangle, color: .red)
        var ring = CanvasPath.ellipse(in: CanvasRect(x: 30, y: 30, width: 30, height: 30))
        ring.append(.ellipse(in: CanvasRect(x: 40, y: 40, width: 10, height: 10)))
        canvas.fill(ring, color: .blue, rule: .evenOdd)
        var line = CanvasPath()
        line.move(to: CanvasPoint(x: 0, y: 58))
        line.addLine(to: CanvasPoint(x: 20, y: 58))
        canvas.stroke(line, color: .green, width: 2)
        let bitmap = canvas.makeBitmap()
        assertColor(bitmap.pixel(x: 10, y: 10), .red, tolerance: 0)
        XCTAssertEqual(bitmap.pixel(x: 40, y: 25).rgba8.alpha, 0)     // beyond the diagonal
        assertColor(bitmap.pixel(x: 33, y: 45), .blue, tolerance: 0)
        XCTAssertEqual(bitmap.pixel(x: 45, y: 45).rgba8.alpha, 0)     // the hole
        assertColor(bitmap.pixel(x: 10, y: 57), .green, tolerance: 0)
        assertColor(bitmap.pixel(x: 10, y: 58), .green, tolerance: 0)
        XCTAssertEqual(bitmap.pixel(x: 30, y: 58).rgba8.alpha, 0)
    }

    func testArcElement() throws {
        let canvas = try Canvas(pixelWidth: 40, pixelHeight: 40, scale: 1)
        var pie = CanvasPath()
        pie.move(to: CanvasPoint(x: 20, y: 20))
        pie.addArc(center: CanvasPoint(x: 20, y: 20), radius: 20, startAngle: 0, endAngle: .pi / 2)  // clockwise on screen: lower right quarter
        pie.close()
        canvas.fill(pie, color: .red)
        let bitmap = canvas.makeBitmap()
        assertColor(bitmap.pixel(x: 28, y: 28), .red, tolerance: 0)
        XCTAssertEqual(bitmap.pixel(x: 12, y: 28).rgba8.alpha, 0)
        XCTAssertEqual(bitmap.pixel(x: 28, y: 12).rgba8.alpha, 0)
    }

    func testAlphaGroupCompositesOverlapsOnce() throws {
        let canvas = try Canvas(pixelWidth: 30, pixelHeight: 10, scale: 1, background: .white)
        canvas.withAlpha(0.5) {
            canvas.fill(CanvasRect(x: 0, y: 0, width: 20, height: 10), color: .black)
            canvas.fill(CanvasRect(x: 10, y: 0, width: 20, height: 10), color: .black)
        }
        let bitmap = canvas.makeBitmap()
        // Overlap (x 10..<20) is as grey as the single parts: the group is one layer.
        assertColor(bitmap.pixel(x: 5, y: 5), Color(red8: 127, green8: 127, blue8: 127), tolerance: 1)
        assertColor(bitmap.pixel(x: 15, y: 5), Color(red8: 127, green8: 127, blue8: 127), tolerance: 1)
        assertColor(bitmap.pixel(x: 25, y: 5), Color(red8: 127, green8: 127, blue8: 127), tolerance: 1)
    }

    func testSaveRestoreAndTranslate() throws {
        let canvas = try Canvas(pixelWidth: 20, pixelHeight: 20, scale: 1)
        canvas.withSavedState {
            canvas.translate(x: 10, y: 10)
            canvas.clip(to: CanvasRect(x: 0, y: 0, width: 5, height: 5))
            canvas.fillClip(with: .red)
        }
        canvas.fill(CanvasRect(x: 0, y: 0, width: 5, height: 5), color: .blue)   // clip and offset are gone
        let bitmap = canvas.makeBitmap()
        assertColor(bitmap.pixel(x: 12, y: 12), .red, tolerance: 0)
        XCTAssertEqual(bitmap.pixel(x: 16, y: 16).rgba8.alpha, 0)
        assertColor(bitmap.pixel(x: 2, y: 2), .blue, tolerance: 0)
    }

    func testMakeBitmapIsASnapshot() throws {
        let canvas = try Canvas(pixelWidth: 4, pixelHeight: 4, scale: 1, background: .red)
        let before = canvas.makeBitmap()
        canvas.fill(CanvasRect(x: 0, y: 0, width: 4, height: 4), color: .blue)
        assertColor(before.pixel(x: 1, y: 1), .red, tolerance: 0)
        assertColor(canvas.makeBitmap().pixel(x: 1, y: 1), .blue, tolerance: 0)
    }
}
