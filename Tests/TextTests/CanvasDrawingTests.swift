import Raster
import XCTest
@testable import Text

/// Drawing through Raster's Canvas: user space in points, pixels at the canvas scale.
final class CanvasDrawingTests: XCTestCase {
    func testCanvasDrawingMatchesARawCairoSurfacePixelForPixel() throws {
        let text = AttributedText("Canvas 你好 😀", font: Font(size: 16))
        let canvas = try Canvas(pixelWidth: 300, pixelHeight: 60, scale: 2, background: .white)
        TextEngine.draw(text, in: (x: 3, y: 2, width: 140, height: 28), on: canvas)
        let bitmap = canvas.makeBitmap()

        let surface = TestSurface(width: 300, height: 60, scale: 2)
        surface.draw(text, x: 3, y: 2, width: 140, height: 28)

        var differing = 0, ink = 0
        for y in 0..<60 {
            for x in 0..<300 {
                let value = bitmap.premultipliedPixel(x: x, y: y)
                let expected = surface.pixel(x, y)
                let actual = TestSurface.Pixel(red: Int(value >> 16 & 0xFF), green: Int(value >> 8 & 0xFF),
                                               blue: Int(value & 0xFF), alpha: Int(value >> 24))
                if actual != expected { differing += 1 }
                if actual.isInk { ink += 1 }
            }
        }
        XCTAssertGreaterThan(ink, 500)
        XCTAssertEqual(differing, 0)
    }
}
