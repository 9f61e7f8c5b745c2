import TestSupport
import XCTest
@testable import Raster

final class ImageDecoderTests: XCTestCase {
    func testSniffsFormats() throws {
        let png = Data(try PNGEncoder.encode(Bitmap(width: 2, height: 2, color: .red)))
        let jpeg = try TestImages.jpeg(Bitmap(width: 8, height: 8, color: .red))
        let webp = try TestImages.webp(straightBGRA: TestImages.bgra(.red, count: 4), width: 2, height: 2)
        XCTAssertEqual(try ImageDecoder.probe(png).format, .png)
        XCTAssertEqual(try ImageDecoder.probe(jpeg).format, .jpeg)
        XCTAssertEqual(try ImageDecoder.probe(webp).format, .webp)
        XCTAssertEqual(try ImageDecoder.probe(jpeg).size, PixelSize(width: 8, height: 8))
        XCTAssertThrowsError(try ImageDecoder.decode(Data("BM6.............".utf8))) { error in
            XCTAssertEqual(error as? RasterError, .unsupportedFormat, "a BMP")
        }
        XCTAssertThrowsError(try ImageDecoder.decode(Data()))
    }

    func testJPEGDecodesColoursInPlace() throws {
        let source = TestImages.halves(width: 64, height: 32, left: .red, right: .blue)
        let bitmap = try ImageDecoder.decode(try TestImages.jpeg(source))
        XCTAssertEqual(bitmap.width, 64)
        XCTAssertEqual(bitmap.height, 32)
        XCTAssertTrue(bitmap.isOpaque)
        assertColor(bitmap.pixel(x: 8, y: 16), .red, tolerance: 6)
        assertColor(bitmap.pixel(x: 56, y: 16), .blue, tolerance: 6)
    }

    func testJPEGUsesDCTScalingThenExactTarget() throws {
        let photo = try TestImages.jpeg(TestImages.photo(width: 400, height: 300))
        // 100×75 target: 1/4 DCT scaling gives exactly 100×75.
        XCTAssertEqual(JPEGImageDecoder.dctScaledSize(of: PixelSize(width: 400, height: 300), covering: PixelSize(width: 100, height: 75)),
                       PixelSize(width: 100, height: 75))
        // 90×60 fill target: smallest factor covering it is 1/4 (100×75) -> resized to 90×68.
        XCTAssertEqual(JPEGImageDecoder.dctScaledSize(of: PixelSize(width: 400, height: 300), covering: PixelSize(width: 90, height: 68)),
                       PixelSize(width: 100, height: 75))
        let filled = try ImageDecoder.decode(photo, targetSize: PixelSize(width: 90, height: 60), fit: .fill)
        XCTAssertEqual(PixelSize(width: filled.width, height: filled.height), PixelSize(width: 90, height: 68))
        let fitted = try ImageDecoder.decode(photo, targetSize: PixelSize(width: 90, height: 60), fit: .fit)
        XCTAssertEqual(PixelSize(width: fitted.width, height: fitted.height), PixelSize(width: 80, height: 60))
        // Never upscaled.
        let full = try ImageDecoder.decode(photo, targetSize: PixelSize(width: 1000, height: 1000))
        XCTAssertEqual(full.width, 400)
        // The downsampled picture still looks like the full one.
        let reference = full.resized(to: PixelSize(width: 80, height: 60))
        XCTAssertLessThan(reference.countOfPixelsDiffering(from: fitted, tolerance: 16), 80 * 60 / 50)
    }

    func testJPEGExifOrientationIsApplied() throws {
        // Stored 40×20, left red / right blue; orientation 6 = rotate 90° clockwise to display.
        let stored = try TestImages.jpeg(TestImages.halves(width: 40, height: 20, left: .red, right: .blue))
        var exif: [UInt8] = Array("Exif".utf8) + [0, 0] + Array("MM".utf8) + [0, 42, 0, 0, 0, 8]
        exif += [0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6, 0, 0, 0, 0, 0, 0]
        let segment: [UInt8] = [0xFF, 0xE1, UInt8((exif.count + 2) >> 8), UInt8((exif.count + 2) & 0xFF)] + exif
        let rotated = Data(stored.prefix(2) + segment + stored.dropFirst(2))
        XCTAssertEqual(try ImageDecoder.probe(rotated).size, PixelSize(width: 40, height: 20))
        let bitmap = try ImageDecoder.decode(rotated)
        XCTAssertEqual(PixelSize(width: bitmap.width, height: bitmap.height), PixelSize(width: 20, height: 40))
        assertColor(bitmap.pixel(x: 10, y: 5), .red, tolerance: 6)
        assertColor(bitmap.pixel(x: 10, y: 35), .blue, tolerance: 6)
    }

    func testPNGDecodeKeepsTranslucency() throws {
        let source = Bitmap(width: 10, height: 10) { x, _ in x < 5 ? Color(red: 1, green: 0, blue: 0, alpha: 0.5) : .clear }
        let bitmap = try ImageDecoder.decode(Data(try PNGEncoder.encode(source)))
        XCTAssertEqual(bitmap, source)
        XCTAssertEqual(bitmap.premultipliedPixel(x: 2, y: 2), 0x8080_0000)
    }

    func testPNGDecodeWithTarget() throws {
        let png = Data(try PNGEncoder.encode(TestImages.halves(width: 100, height: 40, left: .red, right: .green)))
        let bitmap = try ImageDecoder.decode(png, targetSize: PixelSize(width: 50, height: 50), fit: .fit)
        XCTAssertEqual(PixelSize(width: bitmap.width, height: bitmap.height), PixelSize(width: 50, height: 20))
        assertColor(bitmap.pixel(x: 5, y: 10), .red)
        assertColor(bitmap.pixel(x: 45, y: 10), .green)
    }

    func testWebPDecodesPremultiplied() throws {
        let half = Color(red: 1, green: 0, blue: 0, alpha: 0.5)
        let webp = try TestImages.webp(straightBGRA: TestImages.bgra(half, count: 16 * 16), width: 16, height: 16)
        let bitmap = try ImageDecoder.decode(webp)
        XCTAssertEqual(bitmap.width, 16)
        // Straight (255, 0, 0, 128) premultiplies to (128, 0, 0, 128).
        XCTAssertEqual(bitmap.premultipliedPixel(x: 3, y: 3), 0x8080_0000)
        let lossy = try TestImages.webp(straightBGRA: TestImages.bgra(.blue, count: 64 * 32), width: 64, height: 32, lossless: false)
        let scaled = try ImageDecoder.decode(lossy, targetSize: PixelSize(width: 16, height: 16), fit: .fit)
        XCTAssertEqual(PixelSize(width: scaled.width, height: scaled.height), PixelSize(width: 16, height: 8))
        assertColor(scaled.pixel(x: 8, y: 4), .blue, tolerance: 8)
    }

    func testPixelLimitRejectsBombsFromTheHeader() throws {
        // A PNG header alone declaring 100000×100000: refused before decoding anything.
        var png = PNGChunkWriter()
        png.append(PNGEncoder.signature)
        png.appendChunk("IHDR", PNGChunkWriter.bigEndian(100_000) + PNGChunkWriter.bigEndian(100_000) + [8, 6, 0, 0, 0])
        XCTAssertThrowsError(try ImageDecoder.decode(Data(png.bytes))) { error in
            XCTAssertEqual(error as? RasterError, .tooManyPixels(width: 100_000, height: 100_000, limit: ImageDecoder.defaultPixelLimit))
        }
        // A real JPEG whose frame header is patched to 60000×60000.
        var jpeg = [UInt8](try TestImages.jpeg(Bitmap(width: 16, height: 16, color: .red)))
        let sof = try XCTUnwrap((0..<jpeg.count - 1).first { jpeg[$0] == 0xFF && jpeg[$0 + 1] == 0xC0 })
        jpeg.replaceSubrange(sof + 5..<sof + 9, with: [0xEA, 0x60, 0xEA, 0x60])
        XCTAssertThrowsError(try ImageDecoder.decode(Data(jpeg))) { error in
            XCTAssertEqual(error as? RasterError, .tooManyPixels(width: 60_000, height: 60_000, limit: ImageDecoder.defaultPixelLimit))
        }
        // A caller-chosen limit applies to every format.
        let webp = try TestImages.webp(straightBGRA: TestImages.bgra(.red, count: 100), width: 10, height: 10)
        XCTAssertThrowsError(try ImageDecoder.decode(webp, pixelLimit: 99)) { error in
            XCTAssertEqual(error as? RasterError, .tooManyPixels(width: 10, height: 10, limit: 99))
        }
        XCTAssertNoThrow(try ImageDecoder.decode(webp, pixelLimit: 100))
    }

    func testTruncatedDataIsCorruptNotACrash() throws {
        let photo = TestImages.photo(width: 64, height: 64)
        let inputs: [(String, Data)] = [
            ("png", Data(try PNGEncoder.encode(photo))),
            ("jpeg", try TestImages.jpeg(photo)),
            ("webp", try TestImages.webp(straightBGRA: TestImages.bgra(.red, count: 64 * 64), width: 64, height: 64, lossless: false)),
        ]
        for (name, data) in inputs {
            for length in [data.count / 2, 30, 12] {
                XCTAssertThrowsError(try ImageDecoder.decode(data.prefix(length)), "\(name) cut at \(length)") { error in
                    guard case .corrupt(let message)? = error as? RasterError else {
                        return XCTFail("\(name) cut at \(length): \(error)")
                    }
                    XCTAssertFalse(message.isEmpty)
                }
            }
        }
    }

    func testGarbageAfterSignatureIsCorrupt() {
        var state: UInt32 = 7
        let noise = (0..<2000).map { _ -> UInt8 in
            state = state &* 1_103_515_245 &+ 12345
            return UInt8(state >> 24)
        }
        let inputs: [[UInt8]] = [
            PNGEncoder.signature + noise,
            [0xFF, 0xD8, 0xFF] + noise,
            Array("RIFF".utf8) + [0x10, 0, 0, 0] + Array("WEBP".utf8) + noise,
        ]
        for bytes in inputs {
            XCTAssertThrowsError(try ImageDecoder.decode(Data(bytes))) { error in
                guard case .corrupt? = error as? RasterError else { return XCTFail("\(error)") }
            }
        }
    }
}
