import DocumentModel
import Foundation
import TestSupport
import XCTest

/// A document at the limits stays under the 1.5 GB memory ceiling: every string at the
/// string limit, the document near the document-size limit. (Before the limits, one
/// 60 MiB message text reached 7.8 GB.)
final class MemoryCeilingTests: XCTestCase {
    /// The ceiling the README promises for any accepted document.
    private static let ceilingBytes = 1_500_000_000

    func testADocumentAtTheStringAndSizeLimitsStaysUnderTheCeiling() throws {
        let directory = try makeTemporaryDirectory(prefix: "memory-ceiling")
        let feedrender = try FeedrenderExecutable(timeLimit: .seconds(120))
        let limits = DocumentLimits.default
        // Seven albums whose title and content are one unbreakable word of the longest string allowed.
        let word = String(repeating: "w", count: limits.stringBytes - 16)
        let items = (0..<7).map { #"{"id": "a\#($0)", "title": "\#(word)", "content": "\#(word)", "count": \#($0)}"# }
        let document = #"{"viewport": [390, 844], "sections": [{"id": "a", "kind": "album", "items": ["#
            + items.joined(separator: ",") + "]}]}"
        XCTAssertGreaterThan(document.utf8.count, limits.bytes * 4 / 5, "near the document-size limit")
        XCTAssertLessThanOrEqual(document.utf8.count, limits.bytes)
        let path = try directory.writeText(document, toFileNamed: "at-the-limits.json")

        // Python's resource module reports the peak resident set of its one child, the render.
        let script = """
            import resource, subprocess, sys
            status = subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
            sys.stderr.write(status.stderr.decode())
            print(status.returncode, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss * 1024)
            """
        let arguments = ["-c", script, feedrender.url.path, "render", path,
                         "--out", directory.appendingPathComponent("out").path, "--no-contact-sheet"]
        let start = Date()
        let python = try XCTUnwrap(ChildProcess(tool: "python3", arguments: arguments, timeLimit: .seconds(120)))
        let result = try python.run()
        let fields = result.stdout.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
        XCTAssertEqual(fields.count, 2, result.stdout + result.stderr)
        XCTAssertEqual(fields.first, 0, "the document is accepted and renders: \(result.stderr)")
        let peak = try XCTUnwrap(fields.last)
        XCTAssertLessThan(peak, Self.ceilingBytes, "peak RSS \(peak / 1_000_000) MB")
        XCTAssertLessThan(Date().timeIntervalSince(start), 60)
    }
}
