import Foundation
import Synchronization
import XCTest
@testable import Raster

final class PNGEncoderTests: XCTestCase {
    private let photo = TestImages.photo(width: 160, height: 120)

    func testRoundTripIsPixelExactAtEveryLevel() throws {
        let translucent = Bitmap(width: 33, height: 17) { x, y in
            Color(red: Double(x) / 32, green: Double(y) / 16, blue: 0.5, alpha: Double((x * 7 + y) % 11) / 10)
        }
        for level in [0, 1, 3, 6, 9, 12] {
            XCTAssertEqual(try PNGDecoder.decode(Data(try PNGEncoder.encode(photo, compressionLevel: level))), photo, "level \(level)")
            // Straight alpha in the file is rounded; a second trip must then be exact.
            let once = try PNGDecoder.decode(Data(try PNGEncoder.encode(translucent, compressionLevel: level)))
            XCTAssertLessThanOrEqual(once.countOfPixelsDiffering(from: translucent, tolerance: 1), 0, "level \(level)")
            XCTAssertEqual(try PNGDecoder.decode(Data(try PNGEncoder.encode(once, compressionLevel: level))), once)
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
        let sizes = try [0, 1, 6, 12].map { try PNGEncoder.encode(ui, compressionLevel: $0).count }
        XCTAssertGreaterThan(sizes[0], sizes[1])
        XCTAssertGreaterThan(sizes[1], sizes[2])
        XCTAssertGreaterThanOrEqual(sizes[2], sizes[3])
        XCTAssertGreaterThan(sizes[0], 160 * 120 * 3)
        XCTAssertLessThan(sizes[2], sizes[0] / 4)   // stored: raw rows plus overhead
    }

    func testOutputIsDeterministic() throws {
        for level in [1, 6] {
            XCTAssertEqual(try PNGEncoder.encode(photo, compressionLevel: level), try PNGEncoder.encode(TestImages.photo(width: 160, height: 120), compressionLevel: level))
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
        XCTAssertThrowsError(try PNGEncoder.encode(photo, compressionLevel: 13)) { error in
            XCTAssertEqual(error as? RasterError, .encode("PNG compression level 13 is outside 0...12"))
        }
        XCTAssertThrowsError(try PNGEncoder.encode(photo, text: [(key: "", value: "x")]))
        XCTAssertThrowsError(try PNGEncoder.encode(photo, text: [(key: "naïve ✓", value: "x")]))
        XCTAssertThrowsError(try PNGEncoder.encode(photo, text: [(key: "k", value: "a\u{0}b")]))
    }

    func testPNGDecoderRejectsOtherFormats() throws {
        XCTAssertThrowsError(try PNGDecoder.decode(try TestImages.jpeg(Bitmap(width: 8, height: 8, color: .red)))) { error in
            XCTAssertEqual(error as? RasterError, .unsupportedFormat)
        }
    }
}
