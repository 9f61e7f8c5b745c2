import Foundation
import TestSupport
import XCTest

/// The command line's own robustness, through the built binary: closed and broken standard
/// streams, `--version`, unknown command words and numbers too close to zero to use. Each
/// case crashed or misled before (issue 24).
final class StreamAndUsageTests: XCTestCase {
    private var directory: URL!
    private var feedrender: FeedrenderExecutable!

    override func setUpWithError() throws {
        feedrender = try FeedrenderExecutable(timeLimit: .seconds(120))
        directory = try makeTemporaryDirectory(prefix: "streams")
    }

    /// A small feed: one screen of messages, no images.
    private func smallFeed() throws -> String {
        try directory.writeText(#"{"viewport": [390, 600], "sections": [{"id": "m", "kind": "message", "items": ["#
            + (0..<6).map { #"{"id": "\#($0)", "user": "u\#($0)", "text": "hello \#($0)"}"# }.joined(separator: ",") + "]}]}",
            toFileNamed: "feed.json")
    }

    /// Runs `script` with `/bin/sh -c`, `$0` being the binary and `$1`... `arguments`.
    private func shell(_ script: String, _ arguments: [String]) throws -> ChildProcess.Result {
        try ChildProcess(executable: URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", script, feedrender.url.path] + arguments,
                         timeLimit: .seconds(120)).run()
    }

    func testRenderWithStandardOutputAndErrorClosedWritesItsFiles() throws {
        let out = directory.appendingPathComponent("closed").path
        let result = try shell(#"exec "$0" "$@" >&- 2>&-"#, ["render", try smallFeed(), "--out", out, "--no-contact-sheet"])
        XCTAssertFalse(result.signaled, "killed by a signal")
        XCTAssertEqual(result.status, 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: out)
        XCTAssertTrue(names.contains("manifest.json") && names.contains("frame-00000.png"), "\(names)")
    }

    func testRenderIntoAPipeWhoseReaderQuitExitsNormally() throws {
        let out = directory.appendingPathComponent("piped").path
        let status = directory.appendingPathComponent("status").path
        // The reader (`true`) is gone before feedrender writes its first byte.
        let result = try shell(#"status="$1"; shift; { sleep 0.3; "$0" "$@" 2>&1; echo $? > "$status"; } | true"#,
                               [status, "render", try smallFeed(), "--out", out, "--no-contact-sheet"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let code = try String(contentsOfFile: status, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        XCTAssertEqual(code, "0", "feedrender's own exit status with a broken pipe")
        XCTAssertTrue(FileManager.default.fileExists(atPath: out + "/manifest.json"))
    }

    func testVersionPrintsTheVersionAndTheRendererFingerprint() throws {
        let result = try feedrender.run(["--version"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 3, result.stdout)
        XCTAssertTrue(lines.first?.hasPrefix("feedrender ") == true, result.stdout)
        XCTAssertTrue(lines.dropFirst().first?.hasPrefix("renderer: ") == true, result.stdout)
        let fonts = lines.last ?? ""
        XCTAssertTrue(fonts.hasPrefix("fonts: ") && fonts.count == "fonts: ".count + 64, "a SHA-256: \(fonts)")
    }

    func testAnUnknownCommandIsAUsageErrorNamingTheCommands() throws {
        let result = try feedrender.run(["lint", "x.json"])
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains(#"unknown command "lint""#), result.stderr)
        for name in ["render", "layout", "compare", "review", "screenshots", "merge", "devices"] {
            XCTAssertTrue(result.stderr.contains(name), "names \(name): \(result.stderr)")
        }
        XCTAssertFalse(result.stderr.contains("--out"), "not taken as a feed path: \(result.stderr)")
    }

    func testNumbersTooCloseToZeroAreRefusedNamingFileAndKey() throws {
        let out = directory.appendingPathComponent("out").path
        let grid = try directory.writeText(
            #"{"viewport": [390, 600], "sections": [{"kind": "message", "layout": {"itemWidth": 1e-320}, "items": [{"user": "u", "text": "t"}]}]}"#,
            toFileNamed: "grid.json")
        let viewport = try directory.writeText(#"{"viewport": {"width": 1e-320, "height": 600}, "items": []}"#, toFileNamed: "vp.json")
        for (path, key) in [(grid, "sections[0].layout.itemWidth"), (viewport, "viewport.width")] {
            let result = try feedrender.run(["render", path, "--out", out])
            XCTAssertFalse(result.signaled, "\(key): killed by a signal")
            XCTAssertEqual(result.status, 2, result.stderr)
            let line = result.stderr.split(separator: "\n").first.map(String.init) ?? ""
            XCTAssertTrue(line.hasPrefix("\(path): \(key): "), line)
            XCTAssertTrue(line.contains("too close to zero"), line)
        }
    }

    func testCompareOnAFolderSaysSo() throws {
        let image = directory.appendingPathComponent("one.png").path
        try Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==")!
            .write(to: URL(fileURLWithPath: image))
        let result = try feedrender.run(["compare", directory.path, image])
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("\(directory.path): is a folder, not an image"), result.stderr)
        XCTAssertFalse(result.stderr.contains("NSCocoaErrorDomain"), result.stderr)
        let missing = try feedrender.run(["compare", image, directory.appendingPathComponent("nope.png").path])
        XCTAssertEqual(missing.status, 2, missing.stderr)
        XCTAssertTrue(missing.stderr.contains("nope.png: no such file"), missing.stderr)
    }

    func testAnInvalidImageURLInALayoutDocumentNamesTheFile() throws {
        let path = try directory.writeText(#"{"root": {"type": "image", "url": "ht tp://bad url", "style": {"width": 10, "height": 10}}}"#,
                                           toFileNamed: "image.json")
        for arguments in [["layout", path], ["layout", path, "--png", directory.appendingPathComponent("image.png").path]] {
            let result = try feedrender.run(arguments)
            XCTAssertEqual(result.status, 2, result.stderr)
            XCTAssertTrue(result.stderr.hasPrefix("\(path): root.url: expected a file://, http(s):// or data: URL"), result.stderr)
        }
    }
}
