import TestSupport
import XCTest
@testable import Raster

final class ImageDrawingTests: XCTestCase {
    /// 200×100 image: red left half, blue right half.
    private let wide = TestImages.halves(width: 200, height: 100, left: .red, right: .blue)

    private func draw(_ mode: ContentMode) throws -> Bitmap {
        let canvas = try Canvas(pixelWidth: 100, pixelHeight: 100, scale: 1, background: .white)
        canvas.draw(wide, in: CanvasRect(x: 0, y: 0, width: 100, height: 100), contentMode: mode)
        return canvas.makeBitmap()
    }

    func testAspectFitLetterboxes() throws {
        let bitmap = try draw(.scaleAspectFit)   // 100×50 band centred vertically
        assertColor(bitmap.pixel(x: 50, y: 10), .white, tolerance: 0)
        assertColor(bitmap.pixel(x: 20, y: 50), .red)
        assertColor(bitmap.pixel(x: 80, y: 50), .blue)
        assertColor(bitmap.pixel(x: 50, y: 90), .white, tolerance: 0)
        assertColor(bitmap.pixel(x: 0, y: 26), .red)   // image edge is not faded
    }

    func testAspectFillCropsTheSides() throws {
        let bitmap = try draw(.scaleAspectFill)   // 200×100 centred: x 50..<150 of the image visible
        assertColor(bitmap.pixel(x: 10, y: 10), .red)
        assertColor(bitmap.pixel(x: 10, y: 90), .red)
        assertColor(bitmap.pixel(x: 90, y: 50), .blue)
        assertColor(bitmap.pixel(x: 49, y: 50), .red)
        assertColor(bitmap.pixel(x: 51, y: 50), .blue)
    }

    func testScaleToFillStretches() throws {
        let bitmap = try draw(.scaleToFill)
        assertColor(bitmap.pixel(x: 10, y: 0), .red)
        assertColor(bitmap.pixel(x: 48, y: 99), .red)
        assertColor(bitmap.pixel(x: 52, y: 99), .blue)
    }

    func testCenterKeepsPixelSizeAndClips() throws {
        let canvas = try Canvas(pixelWidth: 100, pixelHeight: 100, scale: 2, background: .white)
        let small = Bitmap(width: 20, height: 20, color: .green)
        canvas.draw(small, in: CanvasRect(x: 0, y: 0, width: 50, height: 50), contentMode: .center)
        let bitmap = canvas.makeBitmap()
        assertColor(bitmap.pixel(x: 40, y: 40), .green, tolerance: 0)
        assertColor(bitmap.pixel(x: 59, y: 59), .green, tolerance: 0)
        assertColor(bitmap.pixel(x: 39, y: 50), .white, tolerance: 0)
        assertColor(bitmap.pixel(x: 60, y: 50), .white, tolerance: 0)
    }

    func testPlacementGeometry() {
        let box = CanvasRect(x: 10, y: 10, width: 100, height: 50)
        XCTAssertEqual(ContentMode.scaleAspectFit.placement(imageWidth: 40, imageHeight: 40, in: box), CanvasRect(x: 35, y: 10, width: 50, height: 50))
        XCTAssertEqual(ContentMode.scaleAspectFill.placement(imageWidth: 40, imageHeight: 40, in: box), CanvasRect(x: 10, y: -15, width: 100, height: 100))
        XCTAssertEqual(ContentMode.center.placement(imageWidth: 20, imageHeight: 10, in: box), CanvasRect(x: 50, y: 30, width: 20, height: 10))
        XCTAssertEqual(ContentMode.scaleToFill.placement(imageWidth: 1, imageHeight: 3, in: box), box)
    }

    func testDownscaledDrawingAveragesDetail() throws {
        // A 1-pixel black/white checkerboard shrunk 4× must come out mid-grey, not aliased.
        let checker = Bitmap(width: 80, height: 80) { x, y in (x + y) % 2 == 0 ? .black : .white }
        let canvas = try Canvas(pixelWidth: 20, pixelHeight: 20, scale: 1)
        canvas.draw(checker, in: CanvasRect(x: 0, y: 0, width: 20, height: 20))
        let bitmap = canvas.makeBitmap()
        for (x, y) in [(5, 5), (10, 12), (17, 3)] {
            assertColor(bitmap.pixel(x: x, y: y), Color(red8: 128, green8: 128, blue8: 128), tolerance: 8)
        }
    }

    func testOpacity() throws {
        let canvas = try Canvas(pixelWidth: 10, pixelHeight: 10, scale: 1, background: .white)
        canvas.draw(Bitmap(width: 10, height: 10, color: .black), in: CanvasRect(x: 0, y: 0, width: 10, height: 10), opacity: 0.5)
        assertColor(canvas.makeBitmap().pixel(x: 5, y: 5), Color(red8: 127, green8: 127, blue8: 127), tolerance: 1)
    }

    func testCompositeAtPixelOffsetIgnoresTransform() throws {
        let canvas = try Canvas(pixelWidth: 30, pixelHeight: 30, scale: 3, background: .white)
        let cell = Bitmap(width: 10, height: 5) { x, _ in x < 5 ? .red : Color(red: 0, green: 0, blue: 1, alpha: 0.5) }
        canvas.translate(x: 3, y: 3)
        canvas.composite(cell, atPixelX: 4, y: 20)
        let bitmap = canvas.makeBitmap()
        assertColor(bitmap.pixel(x: 4, y: 20), .red, tolerance: 0)
        assertColor(bitmap.pixel(x: 8, y: 24), .red, tolerance: 0)
        assertColor(bitmap.pixel(x: 3, y: 20), .white, tolerance: 0)
        assertColor(bitmap.pixel(x: 4, y: 25), .white, tolerance: 0)
        assertColor(bitmap.pixel(x: 10, y: 22), Color(red8: 127, green8: 127, blue8: 255), tolerance: 1)  // blended over white
    }

    func testResizedKeepsColours() {
        let resized = wide.resized(to: PixelSize(width: 50, height: 25))
        XCTAssertEqual(resized.width, 50)
        XCTAssertEqual(resized.height, 25)
        assertColor(resized.pixel(x: 5, y: 12), .red)
        assertColor(resized.pixel(x: 45, y: 12), .blue)
    }

    /// A bitmap composited at half opacity blends with what is under it inside its rectangle
    /// only, as the same bitmap drawn in a group with alpha 0.5 does.
    func testCompositeAtAnOpacityBlendsInsideItsRectangle() throws {
        let red = try Canvas(pixelWidth: 10, pixelHeight: 10, scale: 1, background: .red).makeBitmap()
        let canvas = try Canvas(pixelWidth: 30, pixelHeight: 30, scale: 1, background: .white)
        canvas.composite(red, atPixelX: 5, y: 7, opacity: 0.5)
        let image = canvas.makeBitmap()
        assertPixel(image, 5, 7, Color(red8: 255, green8: 128, blue8: 128), tolerance: 1)
        assertPixel(image, 14, 16, Color(red8: 255, green8: 128, blue8: 128), tolerance: 1)
        assertPixel(image, 4, 7, .white, tolerance: 0)
        assertPixel(image, 15, 16, .white, tolerance: 0)
        assertPixel(image, 14, 17, .white, tolerance: 0)
        let grouped = try Canvas(pixelWidth: 30, pixelHeight: 30, scale: 1, background: .white)
        grouped.withAlpha(0.5) { grouped.composite(red, atPixelX: 5, y: 7) }
        XCTAssertEqual(image.countOfPixelsDiffering(from: grouped.makeBitmap(), tolerance: 1), 0)
    }
}
