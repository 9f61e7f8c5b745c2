import Foundation
import TestSupport
import XCTest

/// Stalled image servers bound by the run's deadline: many stalled images cost one run
/// deadline, not one image deadline each (20 took 80 s before), and no run can drop both.
final class DeadlineTests: XCTestCase {
    private var directory: URL!
    private var feedrender: FeedrenderExecutable!

    override func setUpWithError() throws {
        feedrender = try FeedrenderExecutable(timeLimit: .seconds(120))
        directory = try makeTemporaryDirectory(prefix: "deadlines")
    }

    /// A feed of `count` rows, each with its own avatar URL on `server` that never answers.
    private func stalledFeed(_ server: LoopbackServer, count: Int) throws -> String {
        let items = (0..<count).map { index in
            let url = server.url("/files/stalled-\(index).jpg?delay=60000").absoluteString
            return #"{"id": \#(index), "kind": "photo", "name": "Ava", "location": "Oslo", "date": "2024-06-30T20:00:00Z", "#
                + #""date_label": "Jun 30", "avatar": "\#(url)", "photo": null, "body": "hi"}"#
        }
        return try directory.writeText(#"{"viewport": [390, 844], "scale": 1, "items": ["# + items.joined(separator: ",") + "]}",
                                       toFileNamed: "stalled-\(count).json")
    }

    func testTwentyStalledImagesCostOneRunDeadline() throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        let feed = try stalledFeed(server, count: 20)
        let start = Date()
        // Image deadlines far longer than the run's: only the run deadline can end this soon.
        let result = try feedrender.run(["render", feed, "--out", directory.appendingPathComponent("out").path, "--no-contact-sheet",
                                         "--image-deadline", "30", "--run-deadline", "4", "--jobs", "2"])
        let seconds = Date().timeIntervalSince(start)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertLessThan(seconds, 4 + 10, "one run deadline (4 s) and the render itself")
        XCTAssertTrue(result.stderr.contains("the run's 4 s deadline"), result.stderr)
    }

    func testTheRunDeadlineIsOnByDefaultAndNoDeadlineAtAllIsRefused() throws {
        let help = try feedrender.run(["render", "--help"])
        XCTAssertTrue(help.stdout.replacingOccurrences(of: "\n", with: " ").contains("(default 60; 0 for none)"), help.stdout)
        let feed = try directory.writeText(#"{"items": []}"#, toFileNamed: "empty.json")
        let out = directory.appendingPathComponent("none").path
        let refused = try feedrender.run(["render", feed, "--out", out, "--image-deadline", "0"])
        XCTAssertEqual(refused.status, 2, refused.stderr)
        XCTAssertTrue(refused.stderr.contains("--image-deadline 0 (no deadline per image) needs an explicit --run-deadline"),
                      refused.stderr)
        XCTAssertEqual(try feedrender.run(["render", feed, "--out", out, "--image-deadline", "0", "--run-deadline", "0"]).status, 2)
        let accepted = try feedrender.run(["render", feed, "--out", out, "--image-deadline", "0", "--run-deadline", "30"])
        XCTAssertEqual(accepted.status, 0, accepted.stderr)
    }
}
