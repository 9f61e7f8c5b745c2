import Foundation
import TestSupport
import XCTest

/// `--report-truncation` (on by default with a pseudolocale): the brand example's title fits
/// its two lines in English and is reported truncated in en-XA's longer text.
final class TruncationReportTests: XCTestCase {
    private var directory: URL!
    private var feedrender: FeedrenderExecutable!
    private let brand = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../examples/brand/feed.yaml").standardizedFileURL.path

    override func setUpWithError() throws {
        feedrender = try FeedrenderExecutable()
        directory = try makeTemporaryDirectory(prefix: "feedrender-truncation-tests")
    }

    private func render(_ arguments: [String], into name: String) throws -> ChildProcess.Result {
        let out = directory.appendingPathComponent(name)
        return try feedrender.run(["render", brand, "--out", out.path, "--no-strip", "--no-contact-sheet"] + arguments)
    }

    func testThePseudolocaleReportsTheTitleItTruncates() throws {
        let english = try render(["--report-truncation"], into: "en")
        XCTAssertEqual(english.status, 0, english.stderr)
        XCTAssertFalse(english.stderr.contains("truncated"), english.stderr)

        let pseudo = try render(["--locale", "en-XA"], into: "xa")
        XCTAssertEqual(pseudo.status, 0, pseudo.stderr)
        let reports = pseudo.stderr.split(separator: "\n").filter { $0.contains("is truncated") }
        XCTAssertEqual(reports.count, 1, pseudo.stderr)
        XCTAssertTrue(reports.first?.hasPrefix("warning: top/h: text \"[Ţĥŕéé") == true, pseudo.stderr)
        // The list's 390 points less the template's 16-point insets on each side.
        XCTAssertTrue(reports.first?.contains("\" is truncated in its 358×") == true, pseudo.stderr)

        let quiet = try render(["--locale", "en-XA", "--no-report-truncation"], into: "xa-quiet")
        XCTAssertEqual(quiet.status, 0, quiet.stderr)
        XCTAssertFalse(quiet.stderr.contains("truncated"), quiet.stderr)
    }
}
