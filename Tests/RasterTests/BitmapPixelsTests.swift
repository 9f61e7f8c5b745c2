import XCTest
import Raster

/// Raw premultiplied pixel access: `Bitmap(width:height:premultipliedPixels:)`, the
/// initializing builder and `withPremultipliedPixels`.
final class BitmapPixelsTests: XCTestCase {
    /// Opaque red, half-transparent green (premultiplied 0x80), transparent, opaque white ...
    private let words: [UInt32] = [0xFFFF_0000, 0x8000_8000, 0x0000_0000,
                                   0xFFFF_FFFF, 0x4020_1000, 0xFF01_0203]

    func testWordsBecomePixelsRowAfterRow() {
        let bitmap = Bitmap(width: 3, height: 2, premultipliedPixels: words)
        for y in 0..<2 {
            for x in 0..<3 {
                XCTAssertEqual(bitmap.premultipliedPixel(x: x, y: y), words[y * 3 + x], "(\(x), \(y))")
            }
        }
        XCTAssertEqual(straight(bitmap.pixel(x: 0, y: 0)), [255, 0, 0, 255])
        XCTAssertEqual(straight(bitmap.pixel(x: 1, y: 0)), [0, 255, 0, 128], "unpremultiplied")
        XCTAssertFalse(bitmap.isOpaque)
    }

    func testWordsMatchColourBuiltBitmap() {
        let colours = [Color(red8: 10, green8: 200, blue8: 30), Color(red8: 255, green8: 128, blue8: 0, alpha8: 255),
                       Color(red8: 1, green8: 2, blue8: 3), Color(red8: 90, green8: 90, blue8: 250)]
        let fromColours = Bitmap(width: 2, height: 2) { x, y in colours[y * 2 + x] }
        let fromWords = Bitmap(width: 2, height: 2, premultipliedPixels: colours.map { colour in
            let c = colour.rgba8
            return 0xFF00_0000 | UInt32(c.red) << 16 | UInt32(c.green) << 8 | UInt32(c.blue)
        })
        XCTAssertEqual(fromWords, fromColours)
    }

    func testBuilderStartsTransparentAndKeepsWhatItWrites() {
        var seen: [UInt32] = []
        let bitmap = Bitmap(width: 5, height: 3, initializingPremultipliedPixels: { pixels in
            XCTAssertEqual(pixels.count, 15)
            seen = Array(pixels)
            for index in pixels.indices where index % 2 == 0 { pixels[index] = 0xFF00_00FF }
        })
        XCTAssertEqual(seen, [UInt32](repeating: 0, count: 15))
        for y in 0..<3 {
            for x in 0..<5 {
                XCTAssertEqual(bitmap.premultipliedPixel(x: x, y: y), (y * 5 + x) % 2 == 0 ? 0xFF00_00FF : 0, "(\(x), \(y))")
            }
        }
    }

    func testBuilderErrorPropagates() {
        struct Failure: Error {}
        XCTAssertThrowsError(try Bitmap(width: 2, height: 2, initializingPremultipliedPixels: { _ in throw Failure() })) {
            XCTAssertTrue($0 is Failure)
        }
    }

    func testReadAccessorHonoursStride() {
        let bitmap = Bitmap(width: 3, height: 2, premultipliedPixels: words)
        bitmap.withPremultipliedPixels { pixels in
            XCTAssertEqual(pixels.width, 3)
            XCTAssertEqual(pixels.height, 2)
            XCTAssertEqual(pixels.wordsPerRow * 4, bitmap.stride)
            XCTAssertEqual(pixels.words.count, pixels.wordsPerRow * 2)
            XCTAssertEqual(Array(pixels.row(0)), Array(words[0..<3]))
            XCTAssertEqual(Array(pixels.row(1)), Array(words[3..<6]))
            XCTAssertEqual(pixels.words[pixels.wordsPerRow + 2], 0xFF01_0203)
        }
    }

    func testReadAccessorSeesDecodedPixels() throws {
        // A bitmap made elsewhere in the module (PNG decoding) reads the same through the accessor.
        let source = Bitmap(width: 7, height: 4) { x, y in Color(red8: UInt8(x * 30), green8: UInt8(y * 60), blue8: 9) }
        let decoded = try PNGDecoder.decode(Data(try PNGEncoder.encode(source)))
        let rows = decoded.withPremultipliedPixels { pixels in (0..<pixels.height).map { Array(pixels.row($0)) } }
        XCTAssertEqual(rows, decoded.withRows { _, row in Array(row) })
        XCTAssertEqual(rows[3][6], 0xFF00_0000 | 180 << 16 | 180 << 8 | 9)
    }

    func testCountOfPixelsDifferingUsesTheLargestChannelDelta() {
        let reference = Bitmap(width: 3, height: 1, premultipliedPixels: [0xFF10_2030, 0xFF10_2030, 0xFF10_2030])
        let actual = Bitmap(width: 3, height: 1, premultipliedPixels: [0xFF10_2030, 0xFF13_2030, 0xFA10_1030])
        XCTAssertEqual(reference.countOfPixelsDiffering(from: actual), 2)
        XCTAssertEqual(reference.countOfPixelsDiffering(from: actual, tolerance: 3), 1, "red moved by 3 only")
        XCTAssertEqual(reference.countOfPixelsDiffering(from: actual, tolerance: 16), 0)
    }

    private func straight(_ colour: Color) -> [UInt8] {
        let c = colour.rgba8
        return [c.red, c.green, c.blue, c.alpha]
    }
}
