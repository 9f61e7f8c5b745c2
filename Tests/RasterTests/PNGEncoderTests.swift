import Foundation
import Synchronization
import TestSupport
import XCTest
@testable import Raster

final class PNGEncoderTests: XCTestCase {
    private let photo = TestImages.photo(width: 160, height: 120)

    private let compressions: [PNGCompression] = [.fast] + [0, 1, 3, 6, 9, 12].map { .deflate(level: $0) }

    func testRoundTripIsPixelExactForEveryCompression() throws {
        let translucent = Bitmap(width: 33, height: 17) { x, y in
            Color(red: Double(x) / 32, green: Double(y) / 16, blue: 0.5, alpha: Double((x * 7 + y) % 11) / 10)
        }
        for compression in compressions {
            XCTAssertEqual(try PNGDecoder.decode(Data(try PNGEncoder.encode(photo, compression: compression))), photo, "\(compression)")
            // Straight alpha in the file is rounded to nearest, and Cairo's reader premultiplies
            // with exact rounding: premultiplied pixels come back unchanged.
            XCTAssertEqual(try PNGDecoder.decode(Data(try PNGEncoder.encode(translucent, compression: compression))), translucent,
                           "\(compression)")
        }
    }

    func testOpaqueImagesAreWrittenAsRGB() throws {
        let opaque = try PNGEncoder.encode(photo)
        let translucent = try PNGEncoder.encode(Bitmap(width: 4, height: 4, color: Color(red: 0, green: 0, blue: 0, alpha: 0.5)))
        // IHDR colour type is byte 25: 2 = RGB, 6 = RGBA.
        XCTAssertEqual(opaque[25], 2)
        XCTAssertEqual(translucent[25], 6)
        XCTAssertEqual(Array(opaque[12..<16]), Array("IHDR".utf8))
        XCTAssertEqual(Array(opaque.suffix(8).prefix(4)), Array("IEND".utf8))
    }

    func testHigherLevelsAreSmaller() throws {
        // Smooth content with flat areas, like a rendered UI.
        let ui = Bitmap(width: 160, height: 120) { x, y in
            y < 40 ? .white : Color(red: Double(x) / 160, green: Double(y % 40) / 40, blue: x / 20 % 2 == 0 ? 0.2 : 0.8)
        }
        let sizes = try [0, 1, 6, 12].map { try PNGEncoder.encode(ui, compression: .deflate(level: $0)).count }
        XCTAssertGreaterThan(sizes[0], sizes[1])
        XCTAssertGreaterThan(sizes[1], sizes[2])
        XCTAssertGreaterThanOrEqual(sizes[2], sizes[3])
        XCTAssertGreaterThan(sizes[0], 160 * 120 * 3)
        XCTAssertLessThan(sizes[2], sizes[0] / 4)   // stored: raw rows plus overhead
    }

    func testOutputIsDeterministic() throws {
        for compression in [.fast, .deflate(level: 1), .deflate(level: 6)] as [PNGCompression] {
            XCTAssertEqual(try PNGEncoder.encode(photo, compression: compression),
                           try PNGEncoder.encode(TestImages.photo(width: 160, height: 120), compression: compression))
        }
    }

    func testConcurrentEncodingGivesIdenticalBytes() throws {
        let reference = try PNGEncoder.encode(photo, text: [(key: "Software", value: "feedrender")])
        let results = Mutex<[[UInt8]]>([])
        let bitmap = photo
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            let bytes = (try? PNGEncoder.encode(bitmap, text: [(key: "Software", value: "feedrender")])) ?? []
            results.withLock { $0.append(bytes) }
        }
        let all = results.withLock { $0 }
        XCTAssertEqual(all.count, 8)
        for bytes in all { XCTAssertEqual(bytes, reference) }
    }

    func testTextChunksRoundTrip() throws {
        let text = [(key: "Software", value: "feedrender 0.1"), (key: "font-hash", value: "abc123"), (key: "Title", value: "café ✓")]
        let png = Data(try PNGEncoder.encode(photo, text: text))
        let read = try PNGDecoder.textEntries(in: png)
        XCTAssertEqual(read.map(\.key), ["Software", "font-hash", "Title"])
        XCTAssertEqual(read.map(\.value), ["feedrender 0.1", "abc123", "café ✓"])
        XCTAssertEqual(try PNGDecoder.decode(png), photo)
    }

    func testBadArgumentsAreErrors() {
        XCTAssertThrowsError(try PNGEncoder.encode(photo, compression: .deflate(level: 13))) { error in
            XCTAssertEqual(error as? RasterError, .encode("PNG compression level 13 is outside 0...12"))
        }
        XCTAssertThrowsError(try PNGEncoder.encode(photo, text: [(key: "", value: "x")]))
        XCTAssertThrowsError(try PNGEncoder.encode(photo, text: [(key: "naïve ✓", value: "x")]))
        XCTAssertThrowsError(try PNGEncoder.encode(photo, text: [(key: "k", value: "a\u{0}b")]))
    }

    func testCompressionNamesRoundTrip() {
        XCTAssertEqual(PNGCompression(name: "fast"), .fast)
        XCTAssertEqual(PNGCompression(name: "best"), .deflate(level: 12))
        XCTAssertEqual(PNGCompression(name: "0"), .deflate(level: 0))
        XCTAssertEqual(PNGCompression(name: "6"), .deflate(level: 6))
        for name in ["", "13", "-1", "06", "+6", "Fast", "1.0"] { XCTAssertNil(PNGCompression(name: name), name) }
        for compression in compressions { XCTAssertEqual(PNGCompression(name: compression.name), compression) }
        XCTAssertEqual(compressions.map(\.name), ["fast", "0", "1", "3", "6", "9", "best"])
    }

    func testPNGDecoderRejectsOtherFormats() throws {
        XCTAssertThrowsError(try PNGDecoder.decode(try TestImages.jpeg(Bitmap(width: 8, height: 8, color: .red)))) { error in
            XCTAssertEqual(error as? RasterError, .unsupportedFormat)
        }
    }
}
