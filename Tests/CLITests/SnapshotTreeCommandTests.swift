import ArgumentParser
import FeedrenderCLI
import FeedrenderTesting
import Foundation
import ImageDiff
import Raster
import TestSupport
import XCTest

/// The team workflow around reference trees: `feedrender orphans` (references no check of a
/// run touched) and `feedrender review --base A --head B` (two trees compared by name).
final class SnapshotTreeCommandTests: XCTestCase {
    private var root: URL!
    override func setUpWithError() throws { root = try makeTemporaryDirectory() }

    private func png(_ bitmap: Bitmap, at path: String, in folder: URL) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(PNGEncoder.encode(bitmap)).write(to: url)
    }

    func testOrphansAreReferencesNoCheckOfTheRunTouched() async throws {
        let snapshots = root.appendingPathComponent("Snapshots"), artifacts = root.appendingPathComponent("artifacts")
        let configuration = SnapshotConfiguration(snapshotsDirectory: snapshots, artifactsDirectory: artifacts, isCI: false)
        await withSnapshotConfiguration(configuration) {
            for name in ["kept", "alsoKept"] {
                _ = await verifySnapshot(of: TestImages.ramp(), as: .bitmap, named: name, record: .missing, writesArtifacts: true)
            }
        }
        let orphan = snapshots.appendingPathComponent("OldTests/testRemoved.1.png")
        try png(TestImages.ramp(), at: "OldTests/testRemoved.1.png", in: snapshots)
        let orphanLayout = snapshots.appendingPathComponent("OldTests/testRemoved.1.layout.json")
        try Data("{}".utf8).write(to: orphanLayout)
        let arguments = ["orphans", snapshots.path, "--artifacts", artifacts.path]
        XCTAssertEqual(try feedrenderExitCode(arguments), 0, "listing only")
        XCTAssertTrue(FileManager.default.fileExists(atPath: orphan.path))
        XCTAssertEqual(try feedrenderExitCode(arguments + ["--check"]), 1, "CI can fail on orphans")
        XCTAssertEqual(try feedrenderExitCode(arguments + ["--remove"]), 0)
        XCTAssertFalse(FileManager.default.fileExists(atPath: orphan.path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: orphanLayout.path), "its layout record goes with it")
        let left = try FileManager.default.contentsOfDirectory(atPath: snapshots.appendingPathComponent("SnapshotTreeCommandTests").path)
        XCTAssertEqual(left.filter { $0.hasSuffix(".png") }.sorted(),
                       ["testOrphansAreReferencesNoCheckOfTheRunTouched.alsoKept.png",
                        "testOrphansAreReferencesNoCheckOfTheRunTouched.kept.png"])
        XCTAssertEqual(try feedrenderExitCode(arguments + ["--check"]), 0, "none left")
        XCTAssertEqual(try feedrenderExitCode(["orphans", snapshots.path, "--artifacts", root.appendingPathComponent("none").path]), 2,
                       "no run record: nothing can be called orphaned")
    }

    func testBaseAndHeadTreesComparedByName() throws {
        let base = root.appendingPathComponent("base"), head = root.appendingPathComponent("head")
        let ramp = TestImages.ramp(width: 40, height: 20)
        let changed = TestImages.altered(ramp, where: { x, _ in x < 10 }) { _ in .black }
        let nudged = TestImages.altered(ramp, where: { x, y in x == 0 && y == 0 }) { _ in Color(red8: 0, green8: 0, blue8: 129) }
        try png(ramp, at: "CellTests/same.1.png", in: base)
        try png(ramp, at: "CellTests/same.1.png", in: head)
        try png(ramp, at: "CellTests/within.1.png", in: base)
        try png(nudged, at: "CellTests/within.1.png", in: head)
        try png(ramp, at: "CellTests/changed.dark.png", in: base)
        try png(changed, at: "CellTests/changed.dark.png", in: head)
        try png(ramp, at: "CellTests/gone.1.png", in: base)
        try png(ramp, at: "FeedTests/new.1.png", in: head)
        let page = root.appendingPathComponent("out/compare.html")
        XCTAssertEqual(try feedrenderExitCode(["review", "--base", base.path, "--head", head.path, "--output", page.path]), 0)
        let html = try String(contentsOf: page, encoding: .utf8)
        let statuses = html.components(separatedBy: "data-status=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        XCTAssertEqual(statuses, ["changed", "added", "removed", "unchanged", "unchanged"], "changed first")
        let diff = root.appendingPathComponent("out/compare-diffs/CellTests/changed.dark.diff.png")
        XCTAssertTrue(html.contains("src=\"compare-diffs/CellTests/changed.dark.diff.png\""))
        XCTAssertEqual(try PNGDecoder.decode(Data(contentsOf: diff)).width, 40)
        XCTAssertTrue(html.contains("data-variant=\"dark\""))
        XCTAssertEqual(try feedrenderExitCode(["review", "--base", base.path]), 2, "--base needs --head: a usage error")
        XCTAssertEqual(try feedrenderExitCode(["review", "--base", base.path, "--head", root.appendingPathComponent("nowhere").path,
                                     "--output", page.path]), 2)
    }

    /// Two `feedrender render` folders are compared by their manifests: every PNG the manifest
    /// lists (frames, strip, contact sheet), nothing else in the folder.
    func testRenderFoldersAreComparedByTheirManifests() throws {
        let feed = root.appendingPathComponent("feed.yaml")
        try """
            viewport: [390, 300]
            statusBar: false
            sections:
              - {id: messages, kind: message, items: [{id: m1, user: Ava, text: "Lunch at noon?"}]}
            """.write(to: feed, atomically: true, encoding: .utf8)
        let feedrender = try FeedrenderExecutable(timeLimit: .seconds(120))
        let base = root.appendingPathComponent("base"), head = root.appendingPathComponent("head")
        XCTAssertEqual(try feedrender.run(["render", feed.path, "--out", base.path]).status, 0)
        XCTAssertEqual(try feedrender.run(["render", feed.path, "--out", head.path, "--theme", "dark"]).status, 0)
        try Data("stray".utf8).write(to: head.appendingPathComponent("notes.png"))   // not in the manifest
        let page = root.appendingPathComponent("compare.html")
        XCTAssertEqual(try feedrenderExitCode(["review", "--base", base.path, "--head", head.path, "--output", page.path]), 0)
        let html = try String(contentsOf: page, encoding: .utf8)
        let statuses = html.components(separatedBy: "data-status=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: base.appendingPathComponent("manifest.json"))) as? [String: Any]
        let files = try XCTUnwrap(manifest?["files"] as? [[String: Any]])
        XCTAssertEqual(statuses.count, files.count, "one card per manifest file")
        XCTAssertEqual(Set(statuses), ["changed"], "the dark theme changes every image")
        XCTAssertFalse(html.contains("notes.png"), "files outside the manifest are not compared")
    }

    /// `feedrender snapshot DIR` reads and writes the references `assertFixtureSnapshots` does.
    /// `feedrender arguments` as a developer runs it on their machine: a child process with
    /// `CI` removed from its environment, so the local workflow (recording missing references)
    /// is what is tested even when the suite itself runs on CI.
    private func runOffCI(_ arguments: [String]) throws -> Int32 {
        var process = try FeedrenderExecutable(timeLimit: .seconds(120)).process(arguments)
        process.environment = ProcessInfo.processInfo.environment.filter { $0.key != "CI" }
        return try process.run().status
    }

    func testSnapshotCommandSharesReferencesWithTheTestAPI() async throws {
        let fixtures = root.appendingPathComponent("Fixtures"), artifacts = root.appendingPathComponent("art")
        try FileManager.default.createDirectory(at: fixtures, withIntermediateDirectories: true)
        let card = """
            size: {min: [0, 0], max: [390, null]}
            root: {type: inset, insets: [8, 8, 8, 8], child: {type: text, text: "TITLE", font: {size: 16}, color: label}}
            """
        try card.replacingOccurrences(of: "TITLE", with: "Hello").write(to: fixtures.appendingPathComponent("hello.yaml"),
                                                                         atomically: true, encoding: .utf8)
        let command = ["snapshot", fixtures.path, "--preset", "smoke", "--artifacts", artifacts.path]
        let status1 = try runOffCI(command)
        XCTAssertEqual(status1, 1, "two references recorded: look at them first")
        let snapshots = try FileManager.default.contentsOfDirectory(atPath: fixtures.appendingPathComponent("Snapshots").path)
        XCTAssertEqual(snapshots.sorted(), ["hello.dark-text100-rtl-phone.png", "hello.light-text100-ltr-phone.png"])
        let status2 = try runOffCI(command)
        XCTAssertEqual(status2, 0, "unchanged: all match")
        // The test API finds the command's references byte for byte usable (and records nothing on CI).
        let onCI = SnapshotConfiguration(artifactsDirectory: root.appendingPathComponent("art-tests"), isCI: true)
        await withSnapshotConfiguration(onCI) { await assertFixtureSnapshots(in: fixtures.path, preset: .smoke) }

        try card.replacingOccurrences(of: "TITLE", with: "Goodbye").write(to: fixtures.appendingPathComponent("hello.yaml"),
                                                                           atomically: true, encoding: .utf8)
        let status3 = try runOffCI(command)
        XCTAssertEqual(status3, 1)
        let review = try ReviewPage(artifactsDirectory: artifacts, runID: SnapshotRunIndex.latestRunID(in: artifacts))
        XCTAssertEqual(review.failures.map(\.name), ["hello.dark-text100-rtl-phone", "hello.light-text100-ltr-phone"])
        XCTAssertTrue(FileManager.default.fileExists(
            atPath: artifacts.appendingPathComponent("fixtures-Fixtures/hello.light-text100-ltr-phone.diff.png").path))
        let status4 = try runOffCI(command + ["--record"])
        XCTAssertEqual(status4, 0)
        let status5 = try runOffCI(command)
        XCTAssertEqual(status5, 0)
        let status6 = try runOffCI(["snapshot", root.appendingPathComponent("none").path])
        XCTAssertEqual(status6, 2)
        let status7 = try runOffCI(command + ["--preset", "huge"])
        XCTAssertEqual(status7, 2, "an unknown preset is a usage error")
    }

    /// On CI the command records nothing: a missing reference fails (exit 1) and the actual
    /// image goes to the artefacts for review.
    func testSnapshotCommandRecordsNothingOnCI() throws {
        let fixtures = root.appendingPathComponent("Fixtures"), artifacts = root.appendingPathComponent("art")
        try FileManager.default.createDirectory(at: fixtures, withIntermediateDirectories: true)
        try #"{"root": {"type": "box", "color": "tint", "style": {"preferredSize": [20, 20]}}}"#
            .write(to: fixtures.appendingPathComponent("dot.json"), atomically: true, encoding: .utf8)
        var process = try FeedrenderExecutable(timeLimit: .seconds(120))
            .process(["snapshot", fixtures.path, "--preset", "smoke", "--artifacts", artifacts.path])
        process.environment = ProcessInfo.processInfo.environment.merging(["CI": "true", "FEEDRENDER_RUN_ID": "ci-1"]) { $1 }
        let result = try process.run()
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stdout.contains("references are not recorded on CI"), result.stdout)
        XCTAssertFalse(FileManager.default.fileExists(atPath: fixtures.appendingPathComponent("Snapshots").path))
        XCTAssertTrue(FileManager.default.fileExists(
            atPath: artifacts.appendingPathComponent("fixtures-Fixtures/dot.light-text100-ltr-phone.actual.png").path))
        XCTAssertEqual(SnapshotRunIndex.latestRunID(in: artifacts), "ci-1", "the run id CI gave")
        XCTAssertEqual(try SnapshotRunIndex.entries(ofRun: "ci-1", in: artifacts).map(\.status), [.failed, .failed])
    }
}
