import FeedrenderSupport
import Foundation
import TestSupport
import XCTest
@testable import Raster

/// A PNG written band by band to a file: the same bytes as encoding the whole image, for any
/// band split; the file appears only when finished, and nothing is left after a failure.
final class PNGStreamWriterTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = try makeTemporaryDirectory(prefix: "feedrender-png-stream")
    }

    private var names: [String] { (try? FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()) ?? [] }

    /// Soft translucent discs over a transparent background (RGBA).
    private func translucent(width: Int, height: Int) -> Bitmap {
        Bitmap(width: width, height: height, initializingPremultipliedPixels: { pixels in
            for y in 0..<height {
                for x in 0..<width {
                    let dx = x % 20 - 10, dy = y % 20 - 10, alpha = UInt32(max(0, 255 - (dx * dx + dy * dy) * 3))
                    pixels[y * width + x] = alpha << 24 | (alpha * 200 / 255) << 16 | (alpha * UInt32(x % 256) / 255)
                }
            }
        })
    }

    /// Streams `bitmap` to `name` in bands of `band` rows.
    private func stream(_ bitmap: Bitmap, band: Int, name: String, isOpaque: Bool,
                        text: [(key: String, value: String)]) throws -> (byteCount: Int, sha256: String) {
        let writer = try PNGStreamWriter(url: directory.appendingPathComponent(name), width: bitmap.width, height: bitmap.height,
                                         isOpaque: isOpaque, text: text)
        try withExtendedLifetime(bitmap) {
            for top in stride(from: 0, to: bitmap.height, by: band) {
                try writer.append(pixels: bitmap.pixels + top * bitmap.stride, stride: bitmap.stride,
                                  rows: min(band, bitmap.height - top))
            }
        }
        XCTAssertEqual(names.filter { $0 == name }, [], "\(name) appears before it is finished")
        return try writer.finish()
    }

    func testStreamedFileIsTheWholeImageEncodingForAnyBands() throws {
        let text = [(key: "Software", value: "feedrender test"), (key: "FontHash", value: "abc ✓")]
        let images = [("photo", TestImages.photo(width: 301, height: 157), true),
                      ("translucent", translucent(width: 64, height: 90), false)]
        for (label, bitmap, isOpaque) in images {
            let whole = try PNGEncoder.encode(bitmap, text: text)
            for band in [1, 7, 64, bitmap.height] {
                let name = "\(label)-\(band).png"
                let written = try stream(bitmap, band: band, name: name, isOpaque: isOpaque, text: text)
                let bytes = try Data(contentsOf: directory.appendingPathComponent(name))
                XCTAssertTrue(Array(bytes) == whole, "\(label), bands of \(band): \(bytes.count) bytes, whole \(whole.count)")
                XCTAssertEqual(written.byteCount, whole.count)
                XCTAssertEqual(written.sha256, SHA256.hex(of: whole))
            }
            XCTAssertEqual(try PNGDecoder.decode(Data(contentsOf: directory.appendingPathComponent("\(label)-7.png"))), bitmap)
        }
        XCTAssertFalse(names.contains { $0.hasSuffix(".tmp") }, "\(names)")
    }

    func testWholeImageWriteIsTheEncoderBytesOpaqueOrNot() throws {
        let text = [(key: "Software", value: "feedrender test")]
        // The photo is large enough to pass through the output buffer several times; the
        // translucent image starts as RGB and must start over as RGBA.
        let images = [("photo", TestImages.photo(width: 900, height: 700)), ("translucent", translucent(width: 64, height: 90))]
        let commits = AtomicFile.CommitQueue()
        for (label, bitmap) in images {
            let whole = try PNGEncoder.encode(bitmap, text: text)
            let url = directory.appendingPathComponent("\(label).png")
            let written = try PNGStreamWriter.write(bitmap, to: url, text: text)
            XCTAssertEqual(try Data(contentsOf: url), Data(whole), label)
            XCTAssertEqual(written.byteCount, whole.count)
            XCTAssertEqual(written.sha256, SHA256.hex(of: whole))

            let canvas = try Canvas(pixelWidth: bitmap.width, pixelHeight: bitmap.height, scale: 1)
            canvas.composite(bitmap, atPixelX: 0, y: 0)
            let queuedURL = directory.appendingPathComponent("\(label)-canvas.png")
            let queued = try PNGStreamWriter.write(canvas, to: queuedURL, text: text, commits: commits)
            try awaitCommits(commits)
            XCTAssertEqual(try Data(contentsOf: queuedURL), Data(whole), "\(label), from a canvas, committed on the queue")
            XCTAssertEqual(queued.sha256, written.sha256)
        }
        XCTAssertEqual(names, ["photo-canvas.png", "photo.png", "translucent-canvas.png", "translucent.png"])
    }

    /// Waits for `commits` from synchronous test code.
    private func awaitCommits(_ commits: AtomicFile.CommitQueue) throws {
        let done = expectation(description: "committed")
        let failure = Locked<(any Error)?>(nil)
        Task {
            do { try await commits.waitUntilCommitted() } catch { failure.withLock { $0 = error } }
            done.fulfill()
        }
        wait(for: [done], timeout: 30)
        if let error = failure.withLock({ $0 }) { throw error }
    }

    func testCanvasBandsGiveTheirFirstRows() throws {
        let bitmap = TestImages.photo(width: 40, height: 30)
        let url = directory.appendingPathComponent("canvas.png")
        let writer = try PNGStreamWriter(url: url, width: 40, height: 30, isOpaque: true)
        for top in [0, 16] {
            // A 16-row band canvas; the last band uses 14 of its rows.
            let band = try Canvas(pixelWidth: 40, pixelHeight: 16, scale: 1)
            band.composite(bitmap, atPixelX: 0, y: -top)
            try writer.append(band, rows: min(16, 30 - top))
        }
        _ = try writer.finish()
        XCTAssertEqual(try Data(contentsOf: url), Data(try PNGEncoder.encode(bitmap)))
    }

    func testUnfinishedOrFailedStreamsLeaveNoFile() throws {
        let bitmap = TestImages.photo(width: 20, height: 20)
        // Discarded halfway.
        let discarded = try PNGStreamWriter(url: directory.appendingPathComponent("a.png"), width: 20, height: 20, isOpaque: true)
        try discarded.append(pixels: bitmap.pixels, stride: bitmap.stride, rows: 10)
        XCTAssertEqual(names.count, 1, "the temporary file exists while writing")
        discarded.discard()
        XCTAssertEqual(names, [])
        XCTAssertThrowsError(try discarded.append(bitmap))

        // Finished with rows missing.
        let short = try PNGStreamWriter(url: directory.appendingPathComponent("b.png"), width: 20, height: 20, isOpaque: true)
        try short.append(pixels: bitmap.pixels, stride: bitmap.stride, rows: 19)
        XCTAssertThrowsError(try short.finish()) { XCTAssertTrue("\($0)".contains("19 of its 20 rows"), "\($0)") }
        XCTAssertEqual(names, [])

        // Too many rows, and translucent rows promised opaque.
        let long = try PNGStreamWriter(url: directory.appendingPathComponent("c.png"), width: 20, height: 10, isOpaque: true)
        XCTAssertThrowsError(try long.append(bitmap))
        let translucent = try PNGStreamWriter(url: directory.appendingPathComponent("d.png"), width: 64, height: 90, isOpaque: true)
        XCTAssertThrowsError(try translucent.append(self.translucent(width: 64, height: 90))) {
            XCTAssertTrue("\($0)".contains("not opaque"), "\($0)")
        }
        XCTAssertEqual(names, [])

        // Dropped without finishing.
        do {
            let dropped = try PNGStreamWriter(url: directory.appendingPathComponent("e.png"), width: 20, height: 20, isOpaque: true)
            try dropped.append(bitmap)
        }
        XCTAssertEqual(names, [])
    }

    func testAnUnwritableFolderIsAClearError() throws {
        let blocker = directory.appendingPathComponent("file")
        try Data([1]).write(to: blocker)
        XCTAssertThrowsError(try PNGStreamWriter(url: blocker.appendingPathComponent("x.png"), width: 4, height: 4, isOpaque: true)) {
            XCTAssertTrue("\($0)".contains(blocker.path), "\($0)")
        }
    }
}
