import FeedrenderSupport
import Foundation
import CRasterKernels
import TestSupport
import XCTest
@testable import Raster

/// The default encoder (`PNGCompression.fast`): exact pixels through two independent readers,
/// the same bytes with and without SIMD and for any row banding, valid files for pngcheck.
final class PNGFastEncoderTests: XCTestCase {
    /// Deterministic pseudo-random numbers (xorshift64*), so every run tests the same images.
    private struct Random {
        var state: UInt64
        mutating func next() -> UInt32 {
            state ^= state >> 12
            state ^= state << 25
            state ^= state >> 27
            return UInt32(truncatingIfNeeded: (state &* 0x2545_F491_4F6C_DD1D) >> 32)
        }
    }

    private enum Kind: String, CaseIterable {
        case noise, flat, text, photo, translucent, softEdges
    }

    /// An image of `kind`; every word is valid premultiplied ARGB (no channel above alpha).
    private func image(_ kind: Kind, width: Int, height: Int, seed: UInt64 = 1) throws -> Bitmap {
        if kind == .photo {
            // Real codec noise: a JPEG of a photo-like pattern, decoded.
            return try ImageDecoder.decode(try TestImages.jpeg(TestImages.photo(width: width, height: height, seed: UInt32(seed)), quality: 80))
        }
        var random = Random(state: 0x9E37_79B9_7F4A_7C15 &+ seed)
        let flatColor = 0xFF00_0000 | random.next() & 0xFF_FFFF
        func premultiplied(_ alpha: UInt32, _ red: UInt32, _ green: UInt32, _ blue: UInt32) -> UInt32 {
            alpha << 24 | (red * alpha + 127) / 255 << 16 | (green * alpha + 127) / 255 << 8 | (blue * alpha + 127) / 255
        }
        return Bitmap(width: width, height: height, initializingPremultipliedPixels: { pixels in
            for y in 0..<height {
                for x in 0..<width {
                    let word: UInt32
                    switch kind {
                    case .noise: word = random.next() | 0xFF00_0000
                    case .flat: word = (y / 37 + x / 53) % 5 == 0 ? 0xFFFF_FFFF : flatColor
                    case .text:
                        let inGlyph = x % 9 < 6 && (3..<11).contains(y % 14) && (x % 9 * 7 + y % 14 * 3 + x / 9) % 5 < 2
                        let level = inGlyph ? UInt32(40 + random.next() % 3 * 60) : 255
                        word = 0xFF00_0000 | level << 16 | level << 8 | level
                    case .translucent:
                        word = premultiplied(random.next() & 0xFF, random.next() & 0xFF, random.next() & 0xFF, random.next() & 0xFF)
                    case .softEdges:
                        let dx = x % 24 - 12, dy = y % 24 - 12, distance = dx * dx + dy * dy
                        let alpha: UInt32 = distance < 64 ? 255 : distance < 100 ? UInt32(255 - (distance - 64) * 7) : 0
                        word = premultiplied(alpha, 200, 30, UInt32(x & 255))
                    case .photo: word = 0
                    }
                    pixels[y * width + x] = word
                }
            }
        })
    }

    /// Sizes around the 32-byte vector width, single rows and columns, and a few larger ones.
    private let sizes = [(1, 1), (1, 40), (40, 1), (7, 3), (10, 4), (11, 5), (21, 6), (31, 2), (33, 9), (97, 61), (300, 120)]

    func testEveryKindRoundTripsExactlyThroughBothReaders() throws {
        for kind in Kind.allCases {
            for (width, height) in sizes {
                let bitmap = try image(kind, width: width, height: height)
                let png = try PNGEncoder.encode(bitmap)
                let label = "\(kind) \(width)×\(height)"
                let inspection = try PNGInspection(png)
                let expected = PNGInspection.expectedSamples(of: bitmap)
                XCTAssertEqual(inspection.width, width, label)
                XCTAssertEqual(inspection.height, height, label)
                XCTAssertEqual(inspection.channels, expected.channels, label)
                XCTAssertTrue(inspection.samples == expected.samples, "\(label): samples differ")
                // Cairo re-premultiplies with exact rounding, so valid premultiplied pixels come back unchanged.
                XCTAssertEqual(try PNGDecoder.decode(Data(png)), bitmap, label)
            }
        }
    }

    func testScalarAndSIMDAndAnyBandingGiveTheSameBytes() throws {
        var images: [(String, Bitmap)] = []
        for kind in Kind.allCases {
            images += try sizes.map { ("\(kind) \($0.0)×\($0.1)", try image(kind, width: $0.0, height: $0.1)) }
            // Every width from 1 to 40 pixels: all tails of the vector loops.
            images += try (1...40).map { ("\(kind) width \($0)", try image(kind, width: $0, height: 1 + $0 % 7, seed: UInt64($0))) }
        }
        for (label, bitmap) in images {
            let reference = try PNGEncoder.encode(bitmap, tuning: .init(usesSIMD: true))
            for tuning in [PNGEncoder.FastTuning(usesSIMD: false), .init(usesSIMD: true, rowsPerCall: 1),
                           .init(usesSIMD: false, rowsPerCall: 7), .init(usesSIMD: true, rowsPerCall: 50)] {
                let bytes = try PNGEncoder.encode(bitmap, tuning: tuning)
                XCTAssertTrue(bytes == reference, "\(label), \(tuning): \(bytes.count) bytes, SIMD one-shot \(reference.count)")
            }
        }
    }

    func testLargeImagesSpanSeveralIDATChunksAndDeflateBlocks() throws {
        // Noise barely compresses: ~1.5 MB of data in several 256 KiB IDAT chunks.
        let noise = try image(.noise, width: 700, height: 700)
        let png = try PNGEncoder.encode(noise)
        let inspection = try PNGInspection(png)
        XCTAssertGreaterThan(inspection.chunks.filter { $0.type == "IDAT" }.count, 4)
        XCTAssertTrue(inspection.samples == PNGInspection.expectedSamples(of: noise).samples)
        XCTAssertEqual(try PNGEncoder.encode(noise, tuning: .init(usesSIMD: false)), png)
        XCTAssertEqual(try PNGDecoder.decode(Data(png)), noise)
    }

    func testPhotoBlocksGiveTheSameBytesOnEveryPath() throws {
        // A photo this size fills several deflate blocks with mostly literal bytes, which the
        // SIMD path codes two at a time through a pair table and the scalar path one at a
        // time: the bits must agree, and the pixels must come back exactly.
        let photo = try image(.photo, width: 700, height: 500)
        let png = try PNGEncoder.encode(photo)
        for tuning in [PNGEncoder.FastTuning(usesSIMD: false), .init(usesSIMD: true, rowsPerCall: 13),
                       .init(usesSIMD: false, rowsPerCall: 100)] {
            XCTAssertTrue(try PNGEncoder.encode(photo, tuning: tuning) == png, "\(tuning)")
        }
        let inspection = try PNGInspection(png)
        XCTAssertEqual(inspection.channels, 3)
        XCTAssertTrue(inspection.samples == PNGInspection.expectedSamples(of: photo).samples)
        XCTAssertEqual(try PNGDecoder.decode(Data(png)), photo)
        // Compressed, not stored: well under the 1,050,000 bytes of raw RGB rows.
        XCTAssertLessThan(png.count, 700_000)
    }

    func testRequiringOpaquePixelsStopsAtTheFirstTranslucentRowAndChangesNoBytes() throws {
        // The C API the fast path uses: with FRPNG_REQUIRE_OPAQUE the encoder refuses the row
        // holding the first translucent pixel and stays refused; for opaque pixels it writes
        // exactly what it writes without the flag.
        func encode(_ pixels: [UInt32], width: Int, flags: UInt32) -> (statuses: [Int32], bytes: [UInt8]) {
            var output: [UInt8] = []
            var statuses: [Int32] = []
            withUnsafeMutablePointer(to: &output) { outputPointer in
                let sink: frpng_sink = { context, data, count in
                    context!.assumingMemoryBound(to: [UInt8].self).pointee.append(contentsOf: UnsafeBufferPointer(start: data, count: count))
                    return 0
                }
                let height = pixels.count / width
                guard let encoder = frpng_encoder_create(Int32(width), Int32(height), 3, flags, sink, outputPointer) else { return }
                defer { frpng_encoder_destroy(encoder) }
                pixels.withUnsafeBytes { raw in
                    let base = raw.bindMemory(to: UInt8.self).baseAddress!
                    for row in 0..<height { statuses.append(frpng_encoder_add_rows(encoder, base + row * width * 4, width * 4, 1)) }
                }
                statuses.append(frpng_encoder_finish(encoder))
            }
            return (statuses, output)
        }
        var translucent = [UInt32](repeating: 0xFF20_4060, count: 12)
        translucent[9] = 0x8010_2030 // in the third of three rows
        XCTAssertEqual(encode(translucent, width: 4, flags: UInt32(FRPNG_REQUIRE_OPAQUE)).statuses,
                       [FRPNG_OK, FRPNG_OK, FRPNG_ERR_NOT_OPAQUE, FRPNG_ERR_NOT_OPAQUE])
        XCTAssertEqual(encode(translucent, width: 4, flags: 0).statuses, [FRPNG_OK, FRPNG_OK, FRPNG_OK, FRPNG_OK])

        let photo = try image(.photo, width: 97, height: 61)
        let words = photo.withPremultipliedPixels { pixels in (0..<61).flatMap { Array(pixels.row($0)) } }
        for simd in [0, UInt32(FRPNG_NO_SIMD)] {
            let plain = encode(words, width: 97, flags: simd), strict = encode(words, width: 97, flags: simd | UInt32(FRPNG_REQUIRE_OPAQUE))
            XCTAssertEqual(strict.statuses, plain.statuses)
            XCTAssertEqual(Set(strict.statuses), [FRPNG_OK])
            XCTAssertTrue(strict.bytes == plain.bytes && !plain.bytes.isEmpty)
            XCTAssertTrue(strict.bytes == (try PNGEncoder.encode(photo)), "the fast path's bytes")
        }
    }

    func testRowPaddingIsSkipped() throws {
        // Pixels `stride` bytes apart with junk between rows, as a Cairo surface may have.
        let bitmap = try image(.softEdges, width: 45, height: 20)
        let stride = 45 * 4 + 12
        var padded = [UInt8](repeating: 0xAB, count: stride * 20)
        bitmap.withPremultipliedPixels { pixels in
            for y in 0..<20 {
                padded.withUnsafeMutableBytes { out in
                    UnsafeMutableRawPointer(out.baseAddress! + y * stride)
                        .copyMemory(from: pixels.row(y).baseAddress!, byteCount: 45 * 4)
                }
            }
        }
        for usesSIMD in [true, false] {
            let png = try padded.withUnsafeBytes {
                try PNGEncoder.encode(pixels: $0.baseAddress!, stride: stride, width: 45, height: 20, compression: .fast,
                                      text: [], tuning: .init(usesSIMD: usesSIMD))
            }
            XCTAssertEqual(png, try PNGEncoder.encode(bitmap), "SIMD \(usesSIMD)")
        }
    }

    func testTextChunksAreTheSameBytesForEveryCompression() throws {
        let text = [(key: "Software", value: "feedrender 0.1"), (key: "Title", value: "café ✓")]
        let bitmap = try image(.flat, width: 64, height: 32)
        let fast = try PNGInspection(try PNGEncoder.encode(bitmap, text: text))
        let deflate = try PNGInspection(try PNGEncoder.encode(bitmap, compression: .deflate(level: 6), text: text))
        // Right after IHDR, in order, byte for byte as the libdeflate path writes them.
        XCTAssertEqual(fast.chunks.map(\.type).prefix(3), ["IHDR", "tEXt", "iTXt"])
        XCTAssertEqual(fast.textChunks.map(\.data), deflate.textChunks.map(\.data))
        XCTAssertEqual(fast.textChunks[0].data, Array("Software\u{0}feedrender 0.1".utf8))
        XCTAssertEqual(fast.samples, deflate.samples)
    }

    func testConcurrentEncodingGivesIdenticalBytes() throws {
        let bitmap = try image(.photo, width: 200, height: 150)
        let reference = try PNGEncoder.encode(bitmap)
        let results = Locked<[[UInt8]]>([])
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            let bytes = (try? PNGEncoder.encode(bitmap, tuning: .init(usesSIMD: index % 2 == 0))) ?? []
            results.withLock { $0.append(bytes) }
        }
        XCTAssertEqual(results.withLock { $0 }, Array(repeating: reference, count: 8))
    }

    func testPngcheckAcceptsTheOutput() throws {
        guard var pngcheck = ChildProcess(tool: "pngcheck") else {
            throw XCTSkip("pngcheck is not installed (scripts/setup installs it)")
        }
        let directory = try makeTemporaryDirectory(prefix: "png-fast")
        var paths: [String] = []
        for kind in Kind.allCases {
            for (width, height) in [(1, 1), (33, 9), (300, 120)] {
                let url = directory.appendingPathComponent("\(kind)-\(width)x\(height).png")
                try Data(try PNGEncoder.encode(try image(kind, width: width, height: height),
                                               text: [(key: "Software", value: "feedrender"), (key: "Title", value: "✓")]))
                    .write(to: url)
                paths.append(url.path)
            }
        }
        let large = directory.appendingPathComponent("noise-700x700.png")
        try Data(try PNGEncoder.encode(try image(.noise, width: 700, height: 700))).write(to: large)
        let photo = directory.appendingPathComponent("photo-700x500.png")
        try Data(try PNGEncoder.encode(try image(.photo, width: 700, height: 500))).write(to: photo)
        paths += [large.path, photo.path]

        pngcheck.arguments = ["-q"] + paths
        let result = try pngcheck.run()
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
    }
}
