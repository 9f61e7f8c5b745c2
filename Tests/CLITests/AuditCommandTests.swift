import Foundation
import Raster
import TestSupport
import XCTest

/// `feedrender audit` through the built binary: findings and exit codes, the baseline, the
/// legend and elements files, bad input, and the demo feed.
final class AuditCommandTests: XCTestCase {
    private var directory: URL!
    private var feedrender: FeedrenderExecutable!

    override func setUpWithError() throws {
        feedrender = try FeedrenderExecutable(timeLimit: .seconds(120))
        directory = try makeTemporaryDirectory(prefix: "audit")
    }

    /// A card 200 pt wide at scale 2: a title, a caption in `caption` and a 30-pt "Share" button.
    private func card(caption: String = "#666666", extra: String = "") throws -> String {
        try directory.writeText("""
        {"size": {"min": [200, 0], "max": [200, null]}, "scale": 2, "root": {"type": "stack", "direction": "vertical",
          "backgroundColor": "#ffffff", "children": [
            {"type": "text", "id": "title", "text": "Harbour walk", "font": {"size": 17, "weight": "bold"},
             "accessibility": {"traits": ["header"]}},
            {"type": "text", "id": "caption", "text": "Saturday, 9:00", "color": "\(caption)", "font": {"size": 13}},
            {"type": "button", "id": "share", "title": "Share", "style": {"width": 80, "height": 30}}\(extra)]}}
        """, toFileNamed: "card.json")
    }

    func testFindingsNameTheNodeTheValueAndTheThresholdAndExitOne() throws {
        let result = try feedrender.run(["audit", try card(caption: "#AAAAAA")])
        XCTAssertEqual(result.status, 1, result.stderr)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 2, result.stdout)
        XCTAssertTrue(lines[0].hasPrefix("[touchTargetSize] card.json/share at (0, "), lines[0])
        XCTAssertTrue(lines[0].hasSuffix("80×30 pt: touch target 30 pt is under 44 pt"), lines[0])
        XCTAssertTrue(lines[1].hasPrefix("[textContrast] card.json/caption at (0, "), lines[1])
        XCTAssertTrue(lines[1].hasSuffix(": text contrast 2.32:1 is under 4.5:1"), lines[1])
        XCTAssertTrue(result.stderr.contains("audit: 2 new findings"), result.stderr)

        let android = try feedrender.run(["audit", "--platform", "android", try card()])
        XCTAssertTrue(android.stdout.contains("touch target 30 pt is under 48 pt"), android.stdout)
    }

    func testABaselineAcceptsKnownFindingsSoOnlyNewOnesFail() throws {
        let baseline = directory.appendingPathComponent("baseline.json").path
        let path = try card()
        let update = try feedrender.run(["audit", path, "--baseline", baseline, "--update-baseline"])
        XCTAssertEqual(update.status, 0, update.stderr)
        XCTAssertEqual(try String(contentsOfFile: baseline, encoding: .utf8),
                       "{\n  \"accepted\" : [\n    \"touchTargetSize card.json/share\"\n  ]\n}\n")
        let accepted = try feedrender.run(["audit", path, "--baseline", baseline])
        XCTAssertEqual(accepted.status, 0, accepted.stderr)
        XCTAssertEqual(accepted.stdout, "")
        XCTAssertTrue(accepted.stderr.contains("audit: 0 new findings, 1 accepted by the baseline"), accepted.stderr)

        // An unlabelled image made an element is new: only it is listed.
        _ = try card(extra: #", {"type": "image", "id": "photo", "style": {"width": 40, "height": 40}, "accessibility": {"isElement": true}}"#)
        let new = try feedrender.run(["audit", path, "--baseline", baseline])
        XCTAssertEqual(new.status, 1)
        XCTAssertEqual(new.stdout.split(separator: "\n").count, 1, new.stdout)
        XCTAssertTrue(new.stdout.contains("[missingLabel] card.json/photo at (0, "), new.stdout)
    }

    func testLegendAndElementsFiles() throws {
        let legend = directory.appendingPathComponent("legend.png").path
        let elements = directory.appendingPathComponent("elements.json").path
        let result = try feedrender.run(["audit", try card(), "--legend", legend, "--elements", elements])
        XCTAssertEqual(result.status, 1, result.stderr)
        let image = try PNGDecoder.decode(Data(contentsOf: URL(fileURLWithPath: legend)))
        XCTAssertEqual(image.width, (200 + 240) * 2)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: elements))) as? [String: Any])
        let list = try XCTUnwrap(json["elements"] as? [[String: Any]])
        XCTAssertEqual(list.compactMap { $0["label"] as? String }, ["Harbour walk", "Saturday, 9:00", "Share"])
        XCTAssertEqual(list.compactMap { $0["traits"] as? [String] }, [["header", "staticText"], ["staticText"], ["button"]])
    }

    func testBadInputExitsTwoNamingTheFileAndKey() throws {
        let bad = try directory.writeText(#"{"root": {"type": "text", "text": "A", "accessibility": {"traits": ["buton"]}}}"#,
                                          toFileNamed: "bad.json")
        let result = try feedrender.run(["audit", bad])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("bad.json: root.accessibility.traits[0]: expected one of"), result.stderr)

        let baseline = try directory.writeText(#"{"accepted": "all"}"#, toFileNamed: "baseline.json")
        let badBaseline = try feedrender.run(["audit", try card(), "--baseline", baseline])
        XCTAssertEqual(badBaseline.status, 2)
        XCTAssertTrue(badBaseline.stderr.contains("baseline.json: at accepted: expected"), badBaseline.stderr)

        let platform = try feedrender.run(["audit", try card(), "--platform", "windows"])
        XCTAssertEqual(platform.status, 2)
    }

    /// The demo passes its own audit (its cells and templates were fixed for it), and its
    /// legend shows the first screen: the header is a header, the first element the banner.
    func testTheDemoFeedPassesItsOwnAudit() throws {
        let demo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/FeedDocuments/DemoAssets/demo.yaml")
        let legend = directory.appendingPathComponent("demo.png").path
        let elements = directory.appendingPathComponent("demo.json").path
        let result = try feedrender.run(["audit", demo.path, "--legend", legend, "--elements", elements])
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertTrue(result.stderr.contains("audit: 0 new findings"), result.stderr)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: elements))) as? [String: Any])
        let list = try XCTUnwrap(json["elements"] as? [[String: Any]])
        XCTAssertGreaterThan(list.count, 50)
        XCTAssertEqual(list.first?["label"] as? String, "Welcome to the demo 👋")
        XCTAssertEqual(list.first { $0["label"] as? String == "Featured" }?["traits"] as? [String], ["header", "staticText"])
        let image = try PNGDecoder.decode(Data(contentsOf: URL(fileURLWithPath: legend)))
        XCTAssertEqual(image.width, 1890, "the list's 390 pt and the 240-pt panel, at 3x")
    }
}
