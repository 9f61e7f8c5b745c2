import Foundation
@testable import Raster
import TestSupport
import XCTest

/// Animated PNGs from the streaming writer: their structure, identical bytes on every run, no
/// file left by an unfinished run, and frames that an independent decoder (FFmpeg's) reads
/// back pixel for pixel.
final class APNGWriterTests: XCTestCase {
    /// Frame `index`: a band of a colour per frame moving down a grey field.
    private func frame(_ index: Int, width: Int = 40, height: Int = 30) throws -> Canvas {
        let canvas = try Canvas(pixelWidth: width, pixelHeight: height, scale: 1,
                                background: Color(red8: 128, green8: 128, blue8: 128))
        let colors = [Color(red8: 230, green8: 20, blue8: 10), Color(red8: 10, green8: 200, blue8: 30),
                      Color(red8: 20, green8: 40, blue8: 210)]
        canvas.fill(CanvasRect(x: 0, y: Double(index * 8), width: Double(width), height: 10), color: colors[index % 3])
        return canvas
    }

    private func write(to url: URL, frames: Int = 3) throws -> (byteCount: Int, sha256: String) {
        let writer = try APNGWriter(url: url, width: 40, height: 30, frameCount: frames, isOpaque: true,
                                    text: [(key: "Software", value: "feedrender")])
        for index in 0..<frames { try writer.append(try frame(index), delay: (1, 10)) }
        return try writer.finish()
    }

    /// The file's chunks: type and data.
    private func chunks(_ bytes: [UInt8]) -> [(type: String, data: [UInt8])] {
        var result: [(String, [UInt8])] = [], offset = 8
        while offset + 12 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            result.append((String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self),
                           Array(bytes[offset + 8..<offset + 8 + length])))
            offset += 12 + length
        }
        return result
    }

    private func uint32(_ bytes: [UInt8], _ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }

    func testStructureAndDeterminism() throws {
        let directory = try makeTemporaryDirectory(prefix: "apng")
        let first = directory.appendingPathComponent("a.png"), second = directory.appendingPathComponent("b.png")
        let written = try write(to: first)
        _ = try write(to: second)
        let bytes = [UInt8](try Data(contentsOf: first))
        XCTAssertEqual(bytes, [UInt8](try Data(contentsOf: second)), "two runs give the same bytes")
        XCTAssertEqual(written.byteCount, bytes.count)

        let list = chunks(bytes)
        XCTAssertEqual(list.map(\.type).filter { $0 != "IDAT" && $0 != "fdAT" },
                       ["IHDR", "acTL", "tEXt", "fcTL", "fcTL", "fcTL", "IEND"])
        let control = list.first { $0.type == "acTL" }!.data
        XCTAssertEqual(uint32(control, 0), 3, "frames")
        XCTAssertEqual(uint32(control, 4), 0, "loops forever")
        // Sequence numbers run 0, 1, 2... over fcTL and fdAT chunks in file order.
        let sequenced = list.filter { $0.type == "fcTL" || $0.type == "fdAT" }.map { uint32($0.data, 0) }
        XCTAssertEqual(sequenced, Array(0..<sequenced.count))
        for frameControl in list.filter({ $0.type == "fcTL" }).map(\.data) {
            XCTAssertEqual(uint32(frameControl, 4), 40)
            XCTAssertEqual(uint32(frameControl, 8), 30)
            XCTAssertEqual(Array(frameControl[20..<26]), [0, 1, 0, 10, 0, 0], "1/10 s, no dispose, source blend")
        }
        // Viewers without APNG support show the first frame: it is the default image.
        XCTAssertEqual(try PNGDecoder.decode(Data(bytes)), try frame(0).makeBitmap())
    }

    func testFFmpegDecodesEveryFrame() throws {
        guard var ffmpeg = ChildProcess(tool: "ffmpeg") else {
            throw XCTSkip("ffmpeg is not installed (scripts/setup installs it)")
        }
        let directory = try makeTemporaryDirectory(prefix: "apng-ffmpeg")
        let url = directory.appendingPathComponent("anim.png")
        _ = try write(to: url)
        ffmpeg.arguments = ["-v", "error", "-f", "apng", "-i", url.path, "-f", "rawvideo", "-pix_fmt", "rgb24",
                            directory.appendingPathComponent("frames.rgb").path]
        let result = try ffmpeg.run()
        XCTAssertEqual(result.status, 0, result.stderr)
        var expected: [UInt8] = []
        for index in 0..<3 {
            let bitmap = try frame(index).makeBitmap()
            for y in 0..<30 {
                for x in 0..<40 {
                    let c = bitmap.pixel(x: x, y: y).rgba8
                    expected += [c.red, c.green, c.blue]
                }
            }
        }
        let decoded = [UInt8](try Data(contentsOf: directory.appendingPathComponent("frames.rgb")))
        XCTAssertEqual(decoded.count, expected.count, "three 40×30 RGB frames")
        XCTAssertTrue(decoded == expected, "decoded frames are the frames written")
    }

    func testPngcheckAcceptsTheAnimation() throws {
        guard var pngcheck = ChildProcess(tool: "pngcheck") else {
            throw XCTSkip("pngcheck is not installed (scripts/setup installs it)")
        }
        let url = try makeTemporaryDirectory(prefix: "apng-check").appendingPathComponent("anim.png")
        _ = try write(to: url)
        pngcheck.arguments = ["-q", url.path]
        let result = try pngcheck.run()
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
    }

    func testAnUnfinishedAnimationLeavesNoFile() throws {
        let directory = try makeTemporaryDirectory(prefix: "apng-atomic")
        let url = directory.appendingPathComponent("anim.png")
        do {
            let writer = try APNGWriter(url: url, width: 40, height: 30, frameCount: 3, isOpaque: true)
            try writer.append(try frame(0), delay: (1, 10))
            // Dropped after one frame of three (an interrupted run).
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), [])
        // Too few frames: finish fails and removes the file.
        let short = try APNGWriter(url: url, width: 40, height: 30, frameCount: 3, isOpaque: true)
        try short.append(try frame(0), delay: (1, 10))
        XCTAssertThrowsError(try short.finish())
        // A translucent frame in an opaque animation fails.
        let opaque = try APNGWriter(url: url, width: 40, height: 30, frameCount: 1, isOpaque: true)
        XCTAssertThrowsError(try opaque.append(try Canvas(pixelWidth: 40, pixelHeight: 30, scale: 1), delay: (1, 10)))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), [])
    }
}
