import Foundation
import Raster
import TestSupport
import XCTest

/// A run decodes at most `--limit image-pixels=N` image pixels in all: images past the budget
/// are drawn as placeholders with a warning naming them, and `--strict` fails the run.
final class ImageBudgetTests: XCTestCase {
    private var directory: URL!
    private var feedrender: FeedrenderExecutable!

    override func setUpWithError() throws {
        feedrender = try FeedrenderExecutable(timeLimit: .seconds(60))
        directory = try makeTemporaryDirectory(prefix: "image-budget")
    }

    /// Four 4100×4000 PNGs (16.4 M pixels each: huge, so the budget counts them) in a feed of four photo cells.
    private func feedOfLargeImages() throws -> (path: String, urls: [String]) {
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("img"), withIntermediateDirectories: true)
        var items: [String] = []
        for index in 0..<4 {
            let bitmap = TestImages.halves(width: 4100, height: 4000, left: Color(red8: UInt8(40 * index), green8: 90, blue8: 200),
                                           right: .white)
            try Data(PNGEncoder.encode(bitmap)).write(to: directory.appendingPathComponent("img/big\(index).png"))
            items.append(#"{"id": \#(index), "kind": "photo", "name": "Ava", "location": "Oslo", "date": "2024-06-30T20:00:00Z", "#
                         + #""date_label": "Jun 30", "avatar": null, "photo": "img/big\#(index).png", "body": "hi"}"#)
        }
        let path = try directory.writeText(#"{"version": 1, "n": 1, "viewport": [390, 844], "scale": 1, "items": ["#
                                           + items.joined(separator: ", ") + "]}", toFileNamed: "big.json")
        return (path, (0..<4).map { "img/big\($0).png" })
    }

    func testImagesPastTheRunsPixelBudgetArePlaceholdersWithAWarning() throws {
        let (feed, urls) = try feedOfLargeImages()
        let out = directory.appendingPathComponent("out").path
        let budget = "budget of 40000000 decoded pixels"

        let unlimited = try feedrender.run(["render", feed, "--out", out, "--no-strip", "--no-contact-sheet"])
        XCTAssertEqual(unlimited.status, 0, unlimited.stderr)
        XCTAssertFalse(unlimited.stderr.contains("warning:"), unlimited.stderr)

        // 40 M pixels hold two of the four images; the other two are placeholders.
        let limited = try feedrender.run(["render", feed, "--out", out, "--no-strip", "--no-contact-sheet",
                                          "--limit", "image-pixels=40000000"])
        XCTAssertEqual(limited.status, 0, limited.stderr)
        let warnings = limited.stderr.split(separator: "\n").filter { $0.hasPrefix("warning:") && $0.contains(budget) }
        XCTAssertEqual(warnings.count, 2, limited.stderr)
        for warning in warnings {
            XCTAssertTrue(urls.contains { warning.contains($0) } && warning.contains("4100x4000")
                          && warning.contains("placeholder"), String(warning))
        }

        let strict = try feedrender.run(["render", feed, "--out", out, "--no-strip", "--no-contact-sheet", "--strict",
                                         "--limit", "image-pixels=40000000"])
        XCTAssertEqual(strict.status, 1, strict.stderr)
        let error = strict.stderr.split(separator: "\n").filter { !$0.hasPrefix("warning:") }
        XCTAssertEqual(error.count, 1, strict.stderr)
        XCTAssertTrue(error.first?.contains("2 image(s) failed to load (--strict)") == true, strict.stderr)

        let help = try feedrender.run(["render", "--help"])
        XCTAssertTrue(help.stdout.contains("image-pixels (500000000"), help.stdout)
        let bad = try feedrender.run(["render", feed, "--out", out, "--limit", "image-pixels=0"])
        XCTAssertEqual(bad.status, 2, bad.stderr)
    }
}
