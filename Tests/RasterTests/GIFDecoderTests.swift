import TestSupport
import XCTest
@testable import Raster

/// GIF stills: the first frame on its screen, palette colours, transparency, offsets,
/// interlacing, limits and broken files.
final class GIFDecoderTests: XCTestCase {
    private let palette: [(UInt8, UInt8, UInt8)] = [(255, 0, 0), (0, 255, 0), (0, 0, 255), (255, 255, 255)]

    func testTheFirstFrameDecodesToItsPaletteColours() throws {
        let data = try GIFWriter.gif(width: 4, height: 2, palette: palette, frames: [
            .init(width: 4, height: 2, indices: [0, 1, 2, 3, 3, 2, 1, 0]),
            .init(width: 4, height: 2, indices: Array(repeating: 1, count: 8)),
        ])
        XCTAssertEqual(try ImageDecoder.probe(data).format, .gif)
        XCTAssertEqual(try ImageDecoder.probe(data).size, PixelSize(width: 4, height: 2))
        let bitmap = try ImageDecoder.decode(data)
        XCTAssertEqual([bitmap.width, bitmap.height], [4, 2])
        XCTAssertEqual(bitmap.pixel(x: 0, y: 0), Color(red: 1, green: 0, blue: 0))
        XCTAssertEqual(bitmap.pixel(x: 1, y: 0), Color(red: 0, green: 1, blue: 0))
        XCTAssertEqual(bitmap.pixel(x: 2, y: 0), Color(red: 0, green: 0, blue: 1))
        XCTAssertEqual(bitmap.pixel(x: 3, y: 0), .white)
        XCTAssertEqual(bitmap.pixel(x: 3, y: 1), Color(red: 1, green: 0, blue: 0), "the first frame, not the second")
    }

    func testTransparencyAndOffsetLeaveTheRestOfTheScreenClear() throws {
        let data = try GIFWriter.gif(width: 5, height: 4, palette: palette, frames: [
            .init(left: 2, top: 1, width: 2, height: 2, indices: [0, 3, 3, 0], transparentIndex: 3),
        ])
        let bitmap = try ImageDecoder.decode(data)
        XCTAssertEqual([bitmap.width, bitmap.height], [5, 4])
        XCTAssertEqual(bitmap.pixel(x: 2, y: 1), Color(red: 1, green: 0, blue: 0))
        XCTAssertEqual(bitmap.pixel(x: 3, y: 2), Color(red: 1, green: 0, blue: 0))
        XCTAssertEqual(bitmap.pixel(x: 3, y: 1).alpha, 0, "the transparent index")
        XCTAssertEqual(bitmap.pixel(x: 0, y: 0).alpha, 0, "outside the frame")
        XCTAssertEqual(bitmap.pixel(x: 4, y: 3).alpha, 0, "outside the frame")
    }

    func testInterlacedRowsComeBackInOrder() throws {
        // Row y is colour y % 4, stored in GIF's four-pass order.
        let height = 11
        let indices = (0..<height).map { UInt8($0 % 4) }
        let data = try GIFWriter.gif(width: 1, height: height, palette: palette, frames: [
            .init(width: 1, height: height, indices: indices, interlaced: true),
        ])
        let bitmap = try ImageDecoder.decode(data)
        let expected = [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 1, blue: 0), Color(red: 0, green: 0, blue: 1), .white]
        for y in 0..<height { XCTAssertEqual(bitmap.pixel(x: 0, y: y), expected[y % 4], "row \(y)") }
        XCTAssertEqual(GIFImageDecoder.rowOrder(height: 10, interlaced: true), [0, 8, 4, 2, 6, 1, 3, 5, 7, 9])
    }

    func testTargetSizeDownsamples() throws {
        let data = try GIFWriter.gif(width: 40, height: 20, palette: palette, frames: [
            .init(width: 40, height: 20, indices: Array(repeating: 2, count: 800)),
        ])
        let bitmap = try ImageDecoder.decode(data, targetSize: PixelSize(width: 10, height: 10), fit: .fit)
        XCTAssertEqual([bitmap.width, bitmap.height], [10, 5])
        XCTAssertEqual(bitmap.pixel(x: 5, y: 2), Color(red: 0, green: 0, blue: 1))
    }

    func testHugeScreensAndBrokenFilesAreErrors() throws {
        // A 65535 × 65535 screen is refused from its header, before any pixel is allocated.
        var huge = Data("GIF89a".utf8) + [0xFF, 0xFF, 0xFF, 0xFF, 0x00, 0x00, 0x00]
        huge += [0x2C, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0x3B]
        XCTAssertThrowsError(try ImageDecoder.decode(huge)) { error in
            guard case .tooManyPixels(65535, 65535, _)? = error as? RasterError else { return XCTFail("\(error)") }
        }
        let good = try GIFWriter.gif(width: 8, height: 8, palette: palette, frames: [
            .init(width: 8, height: 8, indices: Array(repeating: 1, count: 64)),
        ])
        for cut in [7, 13, good.count / 2, good.count - 3] {
            XCTAssertThrowsError(try ImageDecoder.decode(good.prefix(cut)), "cut at \(cut)") { error in
                guard case .corrupt(let message)? = error as? RasterError else { return XCTFail("\(error)") }
                XCTAssertTrue(message.hasPrefix("GIF"), message)
            }
        }
        XCTAssertThrowsError(try ImageDecoder.decode(Data("GIF89a".utf8) + [8, 0, 8, 0, 0, 0, 0, 0x3B])) { error in
            XCTAssertEqual(error as? RasterError, .corrupt("GIF: no frame before the end of the file"))
        }
    }
}
