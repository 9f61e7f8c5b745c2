import Foundation
import Raster
import XCTest

/// `PNGHeader` tells an opaque 24-bit PNG from one that may be transparent, from the header.
final class PNGHeaderTests: XCTestCase {
    func testOpaqueTranslucentAndNotAPNG() throws {
        let opaque = try PNGHeader(Data(PNGEncoder.encode(Bitmap(width: 7, height: 3, color: .white))))
        XCTAssertEqual([opaque.size.width, opaque.size.height, opaque.bitDepth, opaque.colorType], [7, 3, 8, 2])
        XCTAssertFalse(opaque.hasAlpha)
        let translucent = try PNGHeader(Data(PNGEncoder.encode(Bitmap(width: 2, height: 2, color: Color(red: 1, green: 0, blue: 0, alpha: 0.5)))))
        XCTAssertEqual(translucent.colorType, 6)
        XCTAssertTrue(translucent.hasAlpha)
        XCTAssertThrowsError(try PNGHeader(Data(JPEGEncoder.encode(Bitmap(width: 2, height: 2, color: .white)))))
    }

    func testATransparencyChunkBeforeTheImageDataCounts() throws {
        var bytes = try PNGEncoder.encode(Bitmap(width: 2, height: 2, color: .white))
        // Insert a tRNS chunk (one grey/RGB key colour) right after IHDR (8 + 25 bytes).
        let chunk: [UInt8] = [0, 0, 0, 6] + Array("tRNS".utf8) + [0, 255, 0, 255, 0, 255] + [0, 0, 0, 0]
        bytes.insert(contentsOf: chunk, at: 33)
        XCTAssertTrue(try PNGHeader(Data(bytes)).hasAlpha)
    }
}
