import DocumentModel
import TestSupport
import Foundation
import Raster
import XCTest

/// Runs the built `feedrender` executable as a user would and checks exit statuses and
/// the one-line errors.
final class RenderCLITests: XCTestCase {
    private var directory: URL!
    private var feedrender: FeedrenderExecutable!

    override func setUpWithError() throws {
        feedrender = try FeedrenderExecutable()
        directory = try makeTemporaryDirectory(prefix: "feedrender-cli-tests")
    }

    private func write(_ text: String, to name: String) throws -> String {
        try directory.writeText(text, toFileNamed: name)
    }

    func testBadDocumentExitsWithTwoNamingTheFileAndKey() throws {
        let path = try write(#"{"sections": [], "colour": "red"}"#, to: "bad.json")
        let result = try feedrender.run(["render", path, "--out", directory.appendingPathComponent("out").path])
        XCTAssertEqual(result.status, 2)
        let lines = result.stderr.split(separator: "\n")
        XCTAssertEqual(lines.count, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("bad.json") && result.stderr.contains("colour"), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("out/manifest.json").path))
    }

    func testMissingFileAndBadOptionsExitWithTwo() throws {
        let missing = try feedrender.run(["render", directory.appendingPathComponent("nope.yaml").path, "--out", directory.path])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("nope.yaml"), missing.stderr)
        let path = try write(#"{"sections": []}"#, to: "empty.json")
        XCTAssertEqual(try feedrender.run(["render", path, "--out", directory.path, "--theme", "purple"]).status, 2)
        XCTAssertEqual(try feedrender.run(["render", path, "--out", directory.path, "--jobs", "0"]).status, 2)
        XCTAssertEqual(try feedrender.run(["render", path]).status, 2, "--out is required")
    }

    func testUnwritableOutputExitsWithThree() throws {
        let path = try write(#"{"sections": []}"#, to: "feed.json")
        let blocker = try write("a file, not a folder", to: "blocker")
        let result = try feedrender.run(["render", path, "--out", blocker + "/out"])
        XCTAssertEqual(result.status, 3, result.stderr)
        XCTAssertTrue(result.stderr.contains("blocker"), result.stderr)
    }

    func testStrictImageFailureExitsWithOneNamingTheURL() throws {
        let feed = #"""
            {"version": 1, "n": 1, "viewport": [390, 844], "scale": 1,
             "items": [{"id": 0, "kind": "photo", "name": "Ava", "location": "Oslo", "date": "2024-06-30T20:00:00Z",
                        "date_label": "Jun 30", "avatar": "img/avatar-missing.jpg", "photo": "img/photo-missing.jpg", "body": null}]}
            """#
        let path = try write(feed, to: "feed-1.json")
        let out = directory.appendingPathComponent("out")
        let lenient = try feedrender.run(["render", path, "--out", out.path, "--no-strip"])
        XCTAssertEqual(lenient.status, 0, lenient.stderr)
        XCTAssertTrue(lenient.stdout.contains("frame-00000.png"), lenient.stdout)
        XCTAssertTrue(lenient.stderr.contains("photo-missing.jpg"), "placeholder warning expected: \(lenient.stderr)")

        let strict = try feedrender.run(["render", path, "--out", out.path, "--strict"])
        XCTAssertEqual(strict.status, 1)
        XCTAssertTrue(strict.stderr.contains("photo-missing.jpg") && strict.stderr.contains("avatar-missing.jpg"), strict.stderr)
    }

    /// A server that accepts connections and never answers: with the default deadline the
    /// render still finishes well under 15 s, drawing a placeholder and naming the image.
    func testStalledImageIsBoundedByTheDefaultDeadline() throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        // The server reads the request, then waits a minute before answering.
        let url = server.url("/files/stalled.jpg?delay=60000").absoluteString
        let feed = """
            {"version": 1, "n": 1, "viewport": [390, 844], "scale": 1,
             "items": [{"id": 0, "kind": "photo", "name": "Ava", "location": "Oslo", "date": "2024-06-30T20:00:00Z",
                        "date_label": "Jun 30", "avatar": "\(url)", "photo": null, "body": "hi"}]}
            """
        let path = try write(feed, to: "stalled.json")
        let start = Date()
        let result = try feedrender.run(["render", path, "--out", directory.appendingPathComponent("out").path, "--no-strip"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertLessThan(Date().timeIntervalSince(start), 15)
        XCTAssertTrue(result.stderr.contains(url) && result.stderr.contains("deadline"), result.stderr)
    }

    func testThemeOptionReachesTheCells() throws {
        let feed = #"""
            {"version": 1, "n": 1, "viewport": [390, 844], "scale": 1,
             "items": [{"id": 0, "kind": "text", "name": "Ava", "location": "Oslo", "date": "2024-06-30T20:00:00Z",
                        "date_label": "Jun 30", "avatar": "img/a.jpg", "photo": null, "body": "Hello"}]}
            """#
        let path = try write(feed, to: "feed-theme.json")
        for theme in ["light", "dark"] {
            let out = directory.appendingPathComponent(theme)
            let result = try feedrender.run(["render", path, "--out", out.path, "--theme", theme, "--no-strip"])
            XCTAssertEqual(result.status, 0, result.stderr)
            let frame = try PNGDecoder.decode(Data(contentsOf: out.appendingPathComponent("frame-00000.png")))
            // Inside the cell's header, right of the name and left of the date: the cell's background.
            let pixel = frame.pixel(x: 250, y: 5).rgba8
            if theme == "dark" { XCTAssertLessThan(pixel.red, 60, "dark cell background expected") }
            else { XCTAssertGreaterThan(pixel.red, 200, "light cell background expected") }
        }
    }

    /// `--png-compression` changes the bytes (and the manifest says which), never the pixels.
    func testPNGCompressionOptionChangesBytesNotPixels() throws {
        let feed = #"""
            {"version": 1, "n": 1, "viewport": [390, 844], "scale": 1,
             "items": [{"id": 0, "kind": "text", "name": "Ava", "location": "Oslo", "date": "2024-06-30T20:00:00Z",
                        "date_label": "Jun 30", "avatar": "img/a.jpg", "photo": null, "body": "Hello"}]}
            """#
        let path = try write(feed, to: "feed-compression.json")
        var frames: [String: Data] = [:]
        for option in [nil, "best", "1"] as [String?] {
            let out = directory.appendingPathComponent(option ?? "default")
            let result = try feedrender.run(["render", path, "--out", out.path, "--no-strip", "--no-contact-sheet"]
                                 + (option.map { ["--png-compression", $0] } ?? []))
            XCTAssertEqual(result.status, 0, result.stderr)
            let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("manifest.json")))
            let settings = (manifest as? [String: Any])?["settings"] as? [String: Any]
            XCTAssertEqual(settings?["pngCompression"] as? String, option ?? "fast")
            frames[option ?? "fast"] = try Data(contentsOf: out.appendingPathComponent("frame-00000.png"))
        }
        XCTAssertNotEqual(frames["fast"], frames["best"])
        XCTAssertNotEqual(frames["fast"], frames["1"])
        let fast = try PNGDecoder.decode(frames["fast"]!)
        XCTAssertEqual(try PNGDecoder.decode(frames["best"]!), fast)
        XCTAssertEqual(try PNGDecoder.decode(frames["1"]!), fast)

        let bad = try feedrender.run(["render", path, "--out", directory.appendingPathComponent("bad").path, "--png-compression", "13"])
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains("--png-compression must be fast, best or a level 0-12, got '13'"), bad.stderr)
    }

    /// `feedrender --out DIR` alone renders the built-in demo: frames, a strip, a contact
    /// sheet and a manifest, and a second run writes byte-identical files.
    func testDemoRunWritesEveryOutputAndRepeatsExactly() throws {
        var listings: [[String: Data]] = []
        for run in 0..<2 {
            let out = directory.appendingPathComponent("demo-\(run)")
            let result = try feedrender.run(["--out", out.path, "--jobs", run == 0 ? "1" : "2"])
            XCTAssertEqual(result.status, 0, result.stderr)
            let names = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
            XCTAssertTrue(names.contains("frame-00000.png"), "\(names)")
            XCTAssertTrue(names.contains("strip-000.png"), "\(names)")
            XCTAssertTrue(names.contains("contact-sheet-000.png"), "\(names)")
            XCTAssertTrue(names.contains("manifest.json"), "\(names)")
            XCTAssertFalse(names.contains { !$0.hasSuffix(".png") && $0 != "manifest.json" }, "stray files: \(names)")
            var files: [String: Data] = [:]
            for name in names { files[name] = try Data(contentsOf: out.appendingPathComponent(name)) }
            listings.append(files)
        }
        XCTAssertEqual(listings[0].keys.sorted(), listings[1].keys.sorted())
        for (name, data) in listings[0] {
            XCTAssertEqual(data, listings[1][name], "\(name) differs between runs")
        }
    }

    func testEmptyOutPathIsAUsageError() throws {
        let result = try feedrender.run(["render", "--out", ""])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("--out"), result.stderr)
    }

    /// Ctrl-C, SIGTERM and SIGHUP mid-render: exit 130 / 143 / 129, one line saying so, no
    /// temporary files left, and the (new) folder as it was: no manifest, no PNG.
    func testSignalsStopCleanlyWithoutTemporaryFiles() throws {
        for (signal, status) in [(SIGINT, Int32(130)), (SIGTERM, Int32(143)), (SIGHUP, Int32(129))] {
            let out = directory.appendingPathComponent("signal-\(signal)")
            // A small scroll step makes a long run (hundreds of frames).
            let process = try feedrender.start(["render", "--out", out.path, "--scroll-step", "4", "--no-contact-sheet", "--jobs", "2"])
            let deadline = Date().addingTimeInterval(60)
            while Date() < deadline, stagedCount(in: out) < 3 { usleep(20_000) }
            XCTAssertGreaterThanOrEqual(stagedCount(in: out), 3, "the render started writing frames")
            process.send(signal)
            let result = process.wait()
            XCTAssertEqual(result.status, status, result.stderr)
            XCTAssertTrue(result.stderr.contains("interrupted by"), result.stderr)
            let names = try FileManager.default.contentsOfDirectory(atPath: out.path)
            XCTAssertEqual(names, [], "no temporary file, no manifest and no PNG of the stopped run")
        }
    }

    /// A second render into the same folder removes the first run's frames it does not
    /// list, and nothing else.
    func testRenderingIntoAUsedFolderRemovesStaleOutputsOnly() throws {
        let out = directory.appendingPathComponent("reused")
        XCTAssertEqual(try feedrender.run(["render", "--out", out.path, "--scroll-step", "300", "--no-strip"]).status, 0)
        let firstFrames = frameCount(in: out)
        try Data("keep".utf8).write(to: out.appendingPathComponent("notes.txt"))
        try Data("keep".utf8).write(to: out.appendingPathComponent("frame-mine.png"))
        XCTAssertEqual(try feedrender.run(["render", "--out", out.path, "--no-strip"]).status, 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: out.path)
        let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("manifest.json")))
        let listed = Set(((manifest as? [String: Any])?["files"] as? [[String: Any]] ?? []).compactMap { $0["path"] as? String })
        XCTAssertLessThan(frameCount(in: out), firstFrames, "the second run has fewer frames")
        for name in names where name.hasPrefix("frame-0") || name.hasPrefix("contact-sheet-") {
            XCTAssertTrue(listed.contains(name), "\(name) is listed in the new manifest")
        }
        XCTAssertTrue(names.contains("notes.txt") && names.contains("frame-mine.png"), "other files are kept: \(names)")
    }

    /// Files the running render has written under temporary names.
    private func stagedCount(in folder: URL) -> Int {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasPrefix(".frame-") && $0.hasSuffix(".tmp") }.count
    }

    private func frameCount(in folder: URL) -> Int {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasPrefix("frame-0") && $0.hasSuffix(".png") }.count
    }
}
