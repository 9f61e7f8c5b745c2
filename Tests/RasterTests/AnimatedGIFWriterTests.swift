import FeedrenderSupport
import Foundation
@testable import Raster
import TestSupport
import XCTest

/// Animated GIFs from giflib's encoder: structure (GIF89a, looping, per-frame delays), exact
/// flat colours, identical bytes on every run, no file left by an unfinished run, and frames
/// FFmpeg reads back.
final class AnimatedGIFWriterTests: XCTestCase {
    private let colors = [Color(red8: 230, green8: 20, blue8: 10), Color(red8: 10, green8: 200, blue8: 30),
                          Color(red8: 20, green8: 40, blue8: 210)]

    /// Frame `index`: a band of colour `index` moving down a grey field, 40×30 px.
    private func frame(_ index: Int) throws -> Bitmap {
        let canvas = try Canvas(pixelWidth: 40, pixelHeight: 30, scale: 1, background: Color(red8: 128, green8: 128, blue8: 128))
        canvas.fill(CanvasRect(x: 0, y: Double(index * 8), width: 40, height: 10), color: colors[index])
        return canvas.makeBitmap()
    }

    private func write(to url: URL) throws -> (byteCount: Int, sha256: String) {
        let writer = try AnimatedGIFWriter(url: url, width: 40, height: 30)
        for (index, delay) in [10, 20, 5].enumerated() { try writer.append(try frame(index), delay: UInt16(delay)) }
        return try writer.finish()
    }

    func testStructureDelaysAndIdenticalBytes() throws {
        let directory = try makeTemporaryDirectory(prefix: "feedrender-gif")
        let one = directory.appendingPathComponent("one.gif"), two = directory.appendingPathComponent("two.gif")
        let written = try write(to: one)
        _ = try write(to: two)
        let bytes = [UInt8](try Data(contentsOf: one))
        XCTAssertEqual(bytes, [UInt8](try Data(contentsOf: two)), "the same frames give the same bytes")
        XCTAssertEqual(written.byteCount, bytes.count)
        XCTAssertEqual(written.sha256, SHA256.hex(of: Data(bytes)))
        XCTAssertEqual(Array(bytes.prefix(6)), Array("GIF89a".utf8))
        XCTAssertNotNil(bytes.firstRange(of: Array("NETSCAPE2.0".utf8) + [3, 1, 0, 0]), "loops forever")
        // Each graphic control extension: 21 F9 04, flags (disposal 1), delay (little-endian).
        var delays: [Int] = []
        for start in 0..<(bytes.count - 6) where bytes[start] == 0x21 && bytes[start + 1] == 0xF9 && bytes[start + 2] == 4 {
            XCTAssertEqual(bytes[start + 3], 0x04)
            delays.append(Int(bytes[start + 4]) | Int(bytes[start + 5]) << 8)
        }
        XCTAssertEqual(delays, [10, 20, 5])
        XCTAssertEqual(bytes.last, 0x3B, "the trailer")
        // The first frame through the GIF decoder: flat colours survive quantization exactly.
        let first = try ImageDecoder.decode(Data(bytes))
        XCTAssertEqual(first.pixel(x: 20, y: 5), colors[0])
        XCTAssertEqual(first.pixel(x: 20, y: 20), Color(red8: 128, green8: 128, blue8: 128))
    }

    func testFFmpegReadsEveryFrame() throws {
        let directory = try makeTemporaryDirectory(prefix: "feedrender-gif")
        let url = directory.appendingPathComponent("bands.gif"), raw = directory.appendingPathComponent("frames.rgb")
        _ = try write(to: url)
        guard let ffmpeg = ChildProcess(tool: "ffmpeg", arguments: ["-v", "error", "-i", url.path, "-fps_mode", "passthrough",
                                                                     "-f", "rawvideo", "-pix_fmt", "rgb24", raw.path]) else {
            throw XCTSkip("ffmpeg is not installed (scripts/setup installs it)")
        }
        let result = try ffmpeg.run()
        XCTAssertEqual(result.status, 0, result.stderr)
        let frames = [UInt8](try Data(contentsOf: raw))
        let size = 40 * 30 * 3
        XCTAssertEqual(frames.count, 3 * size)
        for index in 0..<3 {
            // The middle of frame index's band: rows index*8 ..< index*8+10.
            let at = index * size + ((index * 8 + 5) * 40 + 20) * 3
            let expected = colors[index].rgba8
            XCTAssertEqual(Array(frames[at..<at + 3]), [expected.red, expected.green, expected.blue], "frame \(index)")
        }
    }

    func testMoreThan256ColoursAreQuantizedByGiflib() throws {
        // A 40×30 gradient: 1,200 colours, more than a GIF frame's table holds.
        let canvas = try Canvas(pixelWidth: 40, pixelHeight: 30, scale: 1, background: .white)
        for y in 0..<30 {
            for x in 0..<40 {
                canvas.fill(CanvasRect(x: Double(x), y: Double(y), width: 1, height: 1),
                            color: Color(red8: UInt8(x * 6), green8: UInt8(y * 8), blue8: UInt8(100 + x + y)))
            }
        }
        let bitmap = canvas.makeBitmap()
        let url = try makeTemporaryDirectory(prefix: "feedrender-gif").appendingPathComponent("gradient.gif")
        let writer = try AnimatedGIFWriter(url: url, width: 40, height: 30)
        try writer.append(bitmap, delay: 10)
        _ = try writer.finish()
        let decoded = try ImageDecoder.decode(Data(contentsOf: url))
        var worst = 0, total = 0
        for y in 0..<30 {
            for x in 0..<40 {
                let a = decoded.pixel(x: x, y: y).rgba8, b = bitmap.pixel(x: x, y: y).rgba8
                worst = max(worst, abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)), abs(Int(a.blue) - Int(b.blue)))
                total += abs(Int(a.red) - Int(b.red)) + abs(Int(a.green) - Int(b.green)) + abs(Int(a.blue) - Int(b.blue))
            }
        }
        // giflib's median cut (5 bits a channel) is coarse: measured here, 6 levels a channel
        // on average, 60 at worst. Bounds a little above, so a broken table (wrong colours,
        // wrong indexes) fails.
        let mean = Double(total) / Double(40 * 30 * 3)
        XCTAssertLessThan(mean, 8)
        XCTAssertLessThanOrEqual(worst, 64)
    }

    func testDelaysKeepTheTotalExact() {
        // 30 fps: 3.33 cs a frame, rounded so that 30 frames last exactly a second.
        let delays = (0..<30).map { AnimatedGIFWriter.delay(from: $0, to: $0 + 1, framesPerSecond: 30) }
        XCTAssertEqual(delays.prefix(3), [3, 4, 3])
        XCTAssertEqual(delays.reduce(0) { $0 + Int($1) }, 100)
        XCTAssertEqual(AnimatedGIFWriter.delay(from: 0, to: 15, framesPerSecond: 30), 50, "a held state")
    }

    func testAnUnfinishedGIFLeavesNoFile() throws {
        let directory = try makeTemporaryDirectory(prefix: "feedrender-gif")
        let url = directory.appendingPathComponent("gone.gif")
        do {
            let writer = try AnimatedGIFWriter(url: url, width: 40, height: 30)
            try writer.append(try frame(0), delay: 10)
            XCTAssertThrowsError(try writer.append(Bitmap(width: 10, height: 10, color: .white), delay: 10))
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: url.path))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), [], "no temporary file either")
    }
}
