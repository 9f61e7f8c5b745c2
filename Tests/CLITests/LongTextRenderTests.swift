import Foundation
import TestSupport
import XCTest

/// Feeds with megabyte-long words, through the binary: they render, and SIGTERM stops such
/// a render within two seconds. Before, truncating a 1 MB album title ran for more than 15
/// minutes and ignored SIGTERM all the while.
final class LongTextRenderTests: XCTestCase {
    private var directory: URL!
    private var feedrender: FeedrenderExecutable!

    override func setUpWithError() throws {
        feedrender = try FeedrenderExecutable(timeLimit: .seconds(120))
        directory = try makeTemporaryDirectory(prefix: "long-text")
    }

    /// Albums titled with a 1 MB word, then `messages` ordinary rows.
    private func feed(albums: Int, messages: Int) throws -> String {
        let word = String(repeating: "w", count: 1_000_000)
        let albumItems = (0..<albums).map { #"{"id": "a\#($0)", "title": "\#(word)\#($0)", "content": "\#(word)", "count": 3}"# }
        let messageItems = (0..<messages).map { #"{"id": "m\#($0)", "user": "u", "text": "message \#($0)"}"# }
        return try directory.writeText(#"{"viewport": [390, 844], "sections": [{"id": "albums", "kind": "album", "items": ["#
            + albumItems.joined(separator: ",") + #"]}, {"id": "messages", "kind": "message", "items": ["#
            + messageItems.joined(separator: ",") + "]}]}", toFileNamed: "long-\(albums)-\(messages).json")
    }

    func testAlbumsTitledWithAMegabyteWordRender() throws {
        let out = directory.appendingPathComponent("out")
        let start = Date()
        let result = try feedrender.run(["render", try feed(albums: 3, messages: 0), "--out", out.path, "--no-contact-sheet"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertLessThan(Date().timeIntervalSince(start), 60)
        XCTAssertTrue(FileManager.default.fileExists(atPath: out.appendingPathComponent("frame-00000.png").path))
    }

    func testSIGTERMStopsAMegabyteWordRenderWithinTwoSeconds() throws {
        let out = directory.appendingPathComponent("stopped")
        let process = try feedrender.start(["render", try feed(albums: 4, messages: 400), "--out", out.path, "--scroll-step", "10",
                                            "--no-contact-sheet"])
        let stop = try XCTUnwrap(process.stop(after: 1_500_000), "still rendering when the signal comes")
        XCTAssertLessThan(stop.seconds, 2, "ends within 2 s of SIGTERM")
        XCTAssertEqual(stop.result.status, 143, stop.result.stderr)
        XCTAssertFalse(stop.result.signaled)
    }

    func testAStringOverTheLimitIsRefusedNamingItsKey() throws {
        let text = String(repeating: "x", count: 5 << 20)
        let path = try directory.writeText(#"{"sections": [{"kind": "message", "items": [{"user": "u", "text": "\#(text)"}]}]}"#,
                                           toFileNamed: "big-string.json")
        let out = directory.appendingPathComponent("refused").path
        let result = try feedrender.run(["render", path, "--out", out])
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.hasPrefix("\(path): sections[0].items[0].text: a string of 5242880 bytes, over the limit of 4194304 bytes"),
                      result.stderr)
        XCTAssertTrue(result.stderr.contains("--limit string="), result.stderr)
        let raised = try feedrender.run(["layout", try directory.writeText(#"{"root": {"type": "text", "text": "\#(text)", "maxLines": 2}}"#,
                                                                          toFileNamed: "raised.json"), "--limit", "string=6000000"])
        XCTAssertEqual(raised.status, 0, raised.stderr)
    }
}
