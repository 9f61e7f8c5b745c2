import Foundation
import ImageDiff

/// Keeps the record of this test run: one `SnapshotRunEntry` per check under
/// `<artifacts>/runs/<run id>/`, and `runs/latest` naming the run. The review page shows only
/// this run's failures (artefacts of tests that did not run this time stay on disk but are
/// left out), the gallery shows every entry, and `feedrender orphans` compares the entries
/// with the reference folder.
///
/// The run id is `FEEDRENDER_RUN_ID` when set (give every process or CI shard of one run the
/// same id), else one made for this process.
enum SnapshotRunRecorder {
    /// This process's run id (`SnapshotRunIndex.runID()`).
    static let runID = SnapshotRunIndex.runID()

    /// Records how `check` ended (`issue` nil: it passed). A record that cannot be written is
    /// dropped: it must not fail the test that made the check.
    static func record(_ check: SnapshotCheck, issue: SnapshotIssue?) {
        let artifacts = check.settings.artifactsDirectory
        let location = check.location
        if SnapshotLedger.shared.firstAssertion(ofTest: "run|\(artifacts.standardizedFileURL.path)") {
            try? Data((runID + "\n").utf8).write(to: SnapshotRunIndex.latestFile(in: artifacts).creatingParent(), options: .atomic)
        }
        let status: SnapshotRunEntry.Status = issue == nil ? .passed : (issue!.recorded ? .recorded : .failed)
        let failureFile = location.artifact("failure.json")
        let hasFailure = status == .failed && FileManager.default.fileExists(atPath: failureFile.path)
        let layoutExists = FileManager.default.fileExists(atPath: location.layout.path)
        let entry = SnapshotRunEntry(
            runID: runID, suite: location.suite, name: location.stem, test: check.identity.displayName,
            variant: check.variant.map(\.suffix).flatMap { $0.isEmpty ? nil : $0 }, status: status,
            reference: location.reference.standardizedFileURL.path,
            layout: layoutExists ? location.layout.standardizedFileURL.path : nil,
            summary: issue.map { String($0.message.prefix { $0 != "\n" }) },
            failure: hasFailure ? "\(location.suite)/\(location.stem).failure.json" : nil)
        let url = SnapshotRunIndex.folder(ofRun: runID, in: artifacts)
            .appendingPathComponent(location.suite, isDirectory: true)
            .appendingPathComponent("\(location.stem).json")
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(entry) else { return }
        try? data.write(to: url.creatingParent(), options: .atomic)
    }
}

extension URL {
    /// The URL itself, after creating its parent folder.
    fileprivate func creatingParent() -> URL {
        try? FileManager.default.createDirectory(at: deletingLastPathComponent(), withIntermediateDirectories: true)
        return self
    }
}
