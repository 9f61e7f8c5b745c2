import Foundation
import TestSupport
import XCTest
@testable import Raster

/// The zero-copy paths: encoding straight from a canvas, in its own memory, and handing a
/// canvas's pixels to a bitmap. Each must give exactly what the copying path gives.
final class PNGEncoderCanvasTests: XCTestCase {
    /// A canvas with flat areas, a photo and (unless `opaque`) translucent pixels.
    private func drawnCanvas(opaque: Bool, width: Int = 97, height: Int = 61) throws -> Canvas {
        let canvas = try Canvas(pixelWidth: width, pixelHeight: height, scale: 1, background: opaque ? .white : .clear)
        canvas.draw(TestImages.photo(width: 40, height: 30), in: CanvasRect(x: 5, y: 7, width: 60, height: 40))
        canvas.fill(CanvasRect(x: 50, y: 20, width: 30, height: 30), color: Color(red: 0.1, green: 0.6, blue: 0.3, alpha: opaque ? 1 : 0.4))
        return canvas
    }

    func testEncodingACanvasEqualsEncodingItsBitmap() throws {
        for opaque in [true, false] {
            let canvas = try drawnCanvas(opaque: opaque)
            for compression in [.fast, .deflate(level: 0), .deflate(level: 1), .deflate(level: 6)] as [PNGCompression] {
                XCTAssertEqual(try PNGEncoder.encode(canvas, compression: compression),
                               try PNGEncoder.encode(canvas.makeBitmap(), compression: compression), "opaque \(opaque), \(compression)")
            }
        }
    }

    func testEncodingInTheCanvasMemoryEqualsEncodingACopy() throws {
        for opaque in [true, false] {
            for compression in [.fast, .deflate(level: 1), .deflate(level: 6)] as [PNGCompression] {
                let canvas = try drawnCanvas(opaque: opaque)
                let expected = try PNGEncoder.encode(canvas.makeBitmap(), compression: compression, text: [(key: "k", value: "v")])
                let consumed = try PNGEncoder.encode(consuming: canvas, compression: compression, text: [(key: "k", value: "v")])
                XCTAssertEqual(consumed, expected, "opaque \(opaque), \(compression)")
                XCTAssertEqual(consumed[25], opaque ? 2 : 6)
            }
        }
    }

    func testOneTranslucentPixelInTheLastRowSwitchesToRGBA() throws {
        // The opaque pass gives up only at the last row and must start over as RGBA.
        let bitmap = Bitmap(width: 40, height: 30) { x, y in
            x == 39 && y == 29 ? Color(red: 1, green: 0, blue: 0, alpha: 0.5) : Color(red: Double(x) / 40, green: Double(y) / 30, blue: 0.5)
        }
        for compression in [.fast, .deflate(level: 1)] as [PNGCompression] {
            let bytes = try PNGEncoder.encode(bitmap, compression: compression)
            XCTAssertEqual(bytes[25], 6)
            let decoded = try PNGDecoder.decode(Data(bytes))
            XCTAssertEqual(decoded, bitmap)
            XCTAssertEqual(decoded.pixel(x: 39, y: 29).rgba8.alpha, 128)
        }
    }

    func testReusedScratchGivesTheSameBytesAcrossSizes() throws {
        let small = TestImages.photo(width: 30, height: 20), large = TestImages.photo(width: 300, height: 200)
        // libdeflate keeps its buffers between encodes.
        let first = try [small, large, small].map { try PNGEncoder.encode($0, compression: .deflate(level: 1)) }
        let again = try [large, small, large].map { try PNGEncoder.encode($0, compression: .deflate(level: 1)) }
        XCTAssertEqual(first[0], first[2])
        XCTAssertEqual(first[0], again[1])
        XCTAssertEqual(first[1], again[0])
        XCTAssertEqual(try PNGDecoder.decode(Data(first[1])), large)
    }

    func testReleasingPixelsGivesTheSameBitmapAsCopying() throws {
        let canvas = try drawnCanvas(opaque: false)
        let copy = canvas.makeBitmap()
        let released = canvas.makeBitmapReleasingPixels()
        XCTAssertEqual(released, copy)
        XCTAssertEqual(released.pixel(x: 0, y: 0), .clear)
    }

    func testFillBehindPaintsOnlyWhatNothingCovers() throws {
        let background = Color(red: 0.9, green: 0.9, blue: 0.95)
        let later = try Canvas(pixelWidth: 20, pixelHeight: 10, scale: 1)
        later.fill(CanvasRect(x: 0, y: 0, width: 10, height: 10), color: Color(red: 0.2, green: 0.4, blue: 0.6))
        later.fillBehind(background)
        let first = try Canvas(pixelWidth: 20, pixelHeight: 10, scale: 1, background: background)
        first.fill(CanvasRect(x: 0, y: 0, width: 10, height: 10), color: Color(red: 0.2, green: 0.4, blue: 0.6))
        XCTAssertEqual(later.makeBitmap(), first.makeBitmap())
        XCTAssertEqual(later.makeBitmap().pixel(x: 15, y: 5).rgba8.red, background.rgba8.red)
    }

    func testOpaqueCompositeCopiesExactlyWhatBlendingGives() throws {
        let cell = TestImages.photo(width: 50, height: 20)
        let blended = try Canvas(pixelWidth: 60, pixelHeight: 40, scale: 1, background: .white)
        let copied = try Canvas(pixelWidth: 60, pixelHeight: 40, scale: 1, background: .white)
        blended.composite(cell, atPixelX: 5, y: 25)
        copied.composite(cell, atPixelX: 5, y: 25, isOpaque: true)
        XCTAssertEqual(blended.makeBitmap(), copied.makeBitmap())
    }
}
