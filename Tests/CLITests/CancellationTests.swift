import Foundation
import TestSupport
import XCTest

/// SIGTERM reaches a render busy in a long stage. Before, a render decoding huge images went
/// on for every decode already asked for (7 s here) before it stopped.
final class CancellationTests: XCTestCase {
    private var directory: URL!
    private var feedrender: FeedrenderExecutable!

    override func setUpWithError() throws {
        feedrender = try FeedrenderExecutable(timeLimit: .seconds(120))
        directory = try makeTemporaryDirectory(prefix: "cancellation")
    }

    /// Writes a 7000×7000 16-bit RGBA Adam7-interlaced PNG (the slowest kind to decode,
    /// ~1.4 s each here) with Python's zlib, as `name` in `img/`.
    private func writeSlowPNG(_ name: String) throws {
        let script = """
            import struct, sys, zlib
            w = h = 7000
            def chunk(t, d): return struct.pack(">I", len(d)) + t + d + struct.pack(">I", zlib.crc32(t + d))
            c = zlib.compressobj(1); parts = []
            for x0, y0, dx, dy in [(0,0,8,8),(4,0,8,8),(0,4,4,8),(2,0,4,4),(0,2,2,4),(1,0,2,2),(0,1,1,2)]:
                pw, ph = (w - x0 + dx - 1) // dx, (h - y0 + dy - 1) // dy
                row = b"\\0" + bytes([0x40, 0, 0x80, 0, 0xc0, 0, 0xff, 0xff]) * pw
                parts += [c.compress(row) for _ in range(ph)]
            parts.append(c.flush())
            png = chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 16, 6, 0, 0, 1)) + chunk(b"IDAT", b"".join(parts))
            open(sys.argv[1], "wb").write(b"\\x89PNG\\r\\n\\x1a\\n" + png + chunk(b"IEND", b""))
            """
        let path = directory.appendingPathComponent("img/\(name)").path
        let python = try XCTUnwrap(ChildProcess(tool: "python3", arguments: ["-c", script, path]))
        let result = try python.run()
        XCTAssertEqual(result.status, 0, result.stderr)
    }

    /// A feed of eight photo cells, each a copy of one slow PNG; returns its path.
    private func feedOfSlowImages() throws -> String {
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("img"), withIntermediateDirectories: true)
        try writeSlowPNG("big0.png")
        var items: [String] = []
        for index in 0..<8 {
            if index > 0 {
                try FileManager.default.copyItem(at: directory.appendingPathComponent("img/big0.png"),
                                                 to: directory.appendingPathComponent("img/big\(index).png"))
            }
            items.append(#"{"id": \#(index), "kind": "photo", "name": "Ava", "location": "Oslo", "date": "2024-06-30T20:00:00Z", "#
                         + #""date_label": "Jun 30", "avatar": null, "photo": "img/big\#(index).png", "body": "hi"}"#)
        }
        return try directory.writeText(#"{"version": 1, "n": 1, "viewport": [390, 844], "scale": 1, "items": ["#
                                       + items.joined(separator: ", ") + "]}", toFileNamed: "huge-images.json")
    }

    /// The same with `screenshots`, whose cells are drawn in tasks shared by screens.
    func testSIGTERMStopsScreenshotsDecodingHugeImagesWithinTwoSeconds() throws {
        _ = try feedOfSlowImages()
        try directory.writeText("strings: {t: Title}\n", toFileNamed: "en.yaml")
        // Three screens down the feed: six of the huge images decode (about 13 s in a debug
        // build), so the signal at 2 s always finds the run decoding, however fast the machine.
        let screens = [0, 900, 1800].map {
            ##"{"feed": "huge-images.json", "caption": {"title": "t"}, "background": "#000000", "scroll": \##($0)}"##
        }
        let config = try directory.writeText(##"{"devices": ["android-phone"], "locales": {"en-US": "en.yaml"}, "##
                                             + ##""screens": [\##(screens.joined(separator: ", "))]}"##,
                                             toFileNamed: "shots.json")
        let out = directory.appendingPathComponent("shots")
        let stop = try XCTUnwrap(try feedrender.start(["screenshots", config, "--out", out.path]).stop(after: 2_000_000),
                                 "still decoding when the signal comes")
        XCTAssertLessThan(stop.seconds, 2, "ends within 2 s of SIGTERM")
        XCTAssertEqual(stop.result.status, 143, stop.result.stderr)
        let left = (FileManager.default.subpaths(atPath: out.path) ?? []).filter { $0.hasSuffix(".tmp") || $0.hasSuffix(".png") }
        XCTAssertEqual(left, [], "no temporary file, no screenshot")
    }

    func testSIGTERMStopsARenderDecodingHugeImagesWithinTwoSeconds() throws {
        let feed = try feedOfSlowImages()
        let out = directory.appendingPathComponent("out")
        let stop = try XCTUnwrap(try feedrender.start(["render", feed, "--out", out.path, "--no-strip", "--no-contact-sheet"])
            .stop(after: 2_000_000), "still decoding when the signal comes")
        let result = stop.result
        XCTAssertLessThan(stop.seconds, 2, "ends within 2 s of SIGTERM")
        XCTAssertEqual(result.status, 143, result.stderr)
        XCTAssertFalse(result.signaled)
        XCTAssertTrue(result.stderr.contains("interrupted by SIGTERM"), result.stderr)
        let left = (FileManager.default.subpaths(atPath: out.path) ?? []).filter { $0.hasSuffix(".tmp") }
        XCTAssertEqual(left, [], "no temporary file left")
        XCTAssertFalse(FileManager.default.fileExists(atPath: out.appendingPathComponent("manifest.json").path))
    }

    /// A feed whose one cell is a stack of 150,000 boxes spends seconds parsing, binding its
    /// template and laying it out: SIGTERM at any of those moments ends it within 2 s (before:
    /// up to 8.5 s, as each stage ran to its end).
    func testSIGTERMStopsARenderOfAHugeDocumentWithinTwoSeconds() throws {
        let children = Array(repeating: #"{"type": "box", "style": {"height": 1}}"#, count: 150_000).joined(separator: ",")
        let feed = try directory.writeText(#"{"viewport": [390, 844], "templates": {"t": {"type": "stack", "direction": "vertical", "#
                                           + #""children": ["# + children + #"]}}, "sections": [{"id": "s", "kind": "t", "items": [{"id": "x"}]}]}"#,
                                           toFileNamed: "huge-cell.json")
        for (index, delay) in [useconds_t(700_000), 2_500_000, 4_500_000].enumerated() {
            let out = directory.appendingPathComponent("out\(index)")
            guard let stop = try feedrender.start(["render", feed, "--out", out.path, "--no-strip", "--no-contact-sheet"])
                .stop(after: delay) else { XCTFail("ended before the signal at \(delay) µs"); continue }
            XCTAssertLessThan(stop.seconds, 2, "at \(delay) µs: ends within 2 s of SIGTERM")
            XCTAssertEqual(stop.result.status, 143, "at \(delay) µs: \(stop.result.stderr)")
            XCTAssertFalse(stop.result.signaled)
            let left = (FileManager.default.subpaths(atPath: out.path) ?? []).filter { $0.hasSuffix(".tmp") }
            XCTAssertEqual(left, [], "no temporary file left")
        }
    }

    /// `feedrender layout` of a 150,000-box stack (about 5 s in a debug build) stops within
    /// 2 s of SIGTERM, printing nothing and, with --png, leaving no temporary file.
    func testSIGTERMStopsALayoutOfAHugeDocument() throws {
        let boxes = Array(repeating: #"{"type": "box", "style": {"width": 10, "height": 10}}"#, count: 150_000)
        let document = try directory.writeText(#"{"root": {"type": "stack", "direction": "vertical", "children": ["#
                                               + boxes.joined(separator: ", ") + "]}}", toFileNamed: "huge-layout.json")
        for extra in [[], ["--png", directory.appendingPathComponent("huge.png").path]] {
            let stop = try XCTUnwrap(try feedrender.start(["layout", document] + extra).stop(after: 1_000_000),
                                     "still laying out when the signal comes")
            let result = stop.result
            XCTAssertLessThan(stop.seconds, 2, "ends within 2 s of SIGTERM \(extra)")
            XCTAssertEqual(result.status, 143, result.stderr)
            XCTAssertEqual(result.stdout, "", "no partial layout record")
            XCTAssertTrue(result.stderr.contains("interrupted by SIGTERM; no temporary files left"), result.stderr)
            let left = (try FileManager.default.contentsOfDirectory(atPath: directory.path)).filter { $0.hasSuffix(".tmp") || $0.hasSuffix(".png") }
            XCTAssertEqual(left, [], "no temporary file, no PNG")
        }
    }
}
