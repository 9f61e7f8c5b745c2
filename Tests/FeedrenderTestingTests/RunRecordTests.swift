import FeedrenderTesting
import Foundation
import ImageDiff
import Layout
import Nodes
import Raster
import SnapshotTesting
import TestSupport
import Testing

/// What a run leaves for review: artefacts only for failures a test reports, a record of
/// every check under the run's id, and no way around feedrender through the engine's own
/// `assertSnapshot`.
@Suite struct RunRecordTests {
    private static func scratch() -> (URL, SnapshotConfiguration) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("feedrender-run-\(UUID().uuidString)")
        return (folder, SnapshotConfiguration(snapshotsDirectory: folder.appendingPathComponent("Snapshots"),
                                              artifactsDirectory: folder.appendingPathComponent("art"), isCI: false))
    }

    private static func files(under folder: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        return (enumerator?.allObjects as? [String] ?? []).filter { !$0.hasPrefix("runs") }.sorted()
    }

    @Test func verifySnapshotLeavesNoArtefactsUnlessAsked() async throws {
        let (folder, configuration) = Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let changed = TestImages.altered(TestImages.ramp(), where: { x, _ in x < 4 }) { _ in .white }
        let issues = await withSnapshotConfiguration(configuration) { () async -> [SnapshotIssue] in
            _ = await verifySnapshot(of: SnapshotImage(bitmap: TestImages.ramp()), as: .image, named: "ramp", record: .all)
            return await verifySnapshot(of: SnapshotImage(bitmap: changed), as: .image, named: "ramp", record: .never)
        }
        #expect(issues.count == 1, "the mismatch is returned")
        #expect(Self.files(under: folder.appendingPathComponent("art")).filter { $0.hasSuffix(".png") || $0.hasSuffix(".json") } == [],
                "a test that expects a mismatch passes: nothing may be left for the review page")
        let reported = await withSnapshotConfiguration(configuration) {
            await verifySnapshot(of: SnapshotImage(bitmap: changed), as: .image, named: "ramp", record: .never,
                                 writesArtifacts: true)
        }
        #expect(reported.count == 1)
        let stem = "verifySnapshotLeavesNoArtefactsUnlessAsked.ramp"
        #expect(Self.files(under: folder.appendingPathComponent("art/RunRecordTests")).contains("\(stem).failure.json"))
        #expect(reported[0].message.contains("\(stem).actual.png"), "the message points at the artefacts it wrote")
    }

    @Test func theRunRecordListsEveryCheckAndTheReviewShowsOnlyThisRun() async throws {
        let (folder, configuration) = Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let artifacts = folder.appendingPathComponent("art")
        // A failure left by a test of an earlier run that did not run this time.
        let stale = SnapshotFailureRecord(
            suite: "GoneTests", name: "testGone.1", testName: "GoneTests/testGone()", summary: "old", details: [],
            message: "old", reference: "/nowhere.png", layout: "/nowhere.layout.json", actual: "testGone.1.actual.png",
            diff: nil, referenceCopy: nil, actualLayout: nil, acceptCommand: "", copyCommand: "", runID: "run-earlier",
            differingPixels: nil, pixelCount: nil, maxChannelDelta: nil, movedNodes: [])
        let staleURL = artifacts.appendingPathComponent("GoneTests/testGone.1.failure.json")
        try FileManager.default.createDirectory(at: staleURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        try JSONEncoder().encode(stale).write(to: staleURL)
        let changed = TestImages.altered(TestImages.ramp(), where: { x, _ in x < 4 }) { _ in .white }
        await withSnapshotConfiguration(configuration) {
            _ = await verifySnapshot(of: SnapshotImage(bitmap: TestImages.ramp()), as: .image, named: "same", record: .all,
                                     writesArtifacts: true)
            _ = await verifySnapshot(of: SnapshotImage(bitmap: TestImages.ramp()), as: .image, named: "same", record: .never,
                                     writesArtifacts: true)
            _ = await verifySnapshot(of: SnapshotImage(bitmap: TestImages.ramp()), as: .image, named: "other", record: .all,
                                     writesArtifacts: true)
            _ = await verifySnapshot(of: SnapshotImage(bitmap: changed), as: .image, named: "other", record: .never,
                                     writesArtifacts: true)
        }
        let runID = try #require(SnapshotRunIndex.latestRunID(in: artifacts))
        let entries = try SnapshotRunIndex.entries(ofRun: runID, in: artifacts)
        let test = "theRunRecordListsEveryCheckAndTheReviewShowsOnlyThisRun"
        #expect(entries.map(\.name) == ["\(test).other", "\(test).same"], "one entry per reference, failing first")
        #expect(entries.map(\.status) == [.failed, .passed], "the last check of each reference")
        #expect(entries[0].failure == "RunRecordTests/\(test).other.failure.json")
        #expect(entries[1].reference == folder.appendingPathComponent("Snapshots/RunRecordTests/\(test).same.png").path)
        let review = try ReviewPage(artifactsDirectory: artifacts, runID: runID)
        #expect(review.failures.map(\.name) == ["\(test).other"], "the stale failure of GoneTests is left out")
        #expect(review.otherRuns == 1)
        #expect(review.html.contains("1 failure record of other runs left out"))
        #expect(try ReviewPage(artifactsDirectory: artifacts).failures.count == 2, "without a run: every record, as before")
    }

    @Test func moduleQualifiedEngineCallsAreRefusedAndWriteNothing() throws {
        let (folder, _) = Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let node = DisplayNode()
        node.backgroundColor = .white
        node.style.preferredSize = Size(width: 10, height: 10)
        var engineMessage: String?
        withKnownIssue {
            engineMessage = SnapshotTesting.verifySnapshot(of: node, as: .node(width: 10, scale: 1), named: "cell",
                                                           record: .missing, snapshotDirectory: folder.path, timeout: 0.2)
        } matching: { issue in
            "\(issue)".contains("SnapshotTesting.assertSnapshot (swift-snapshot-testing's own function)")
        }
        #expect(engineMessage?.contains("timeout") == true, "the engine got no image: \(engineMessage ?? "nil")")
        #expect(Self.files(under: folder).filter { $0.hasSuffix(".png") } == [], "no reference recorded by the engine")
    }
}
