import ArgumentParser
import FeedrenderSupport
import Foundation
import ImageDiff

/// `feedrender orphans [SNAPSHOTS]`: the references (`.png` and `.layout.json`) that no check of a
/// full test run read or wrote, from the run's record in the artefacts folder; `--remove`
/// deletes them.
///
/// Exit codes: 0 listed (or removed), 1 orphans found with `--check`, 2 no run record or an
/// unreadable folder, 3 a file could not be removed.
package struct OrphansCommand: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "orphans",
        abstract: "List (or remove) snapshot references that no test or fixture of a run checked.",
        discussion: """
            Run the whole snapshot test suite first (a --filter run would make every other reference \
            look orphaned): its record (ARTIFACTS/runs/<run>) lists every reference it checked.
            Exit status: 0 listed or removed, 1 orphans found (--check), 2 bad input, 3 a file could not be removed.
            """)

    @Argument(help: "The references folder.")
    var snapshots: String = "Snapshots"
    @Option(help: "The snapshot artefacts folder holding the run's record.")
    var artifacts: String = ".build/snapshot-artifacts"
    @Option(name: .customLong("run"), help: "The run whose record to use (default: the latest).")
    var runID: String?
    @Flag(help: "Delete the orphaned references.")
    var remove = false
    @Flag(help: "Exit 1 when there are orphans (for CI).")
    var check = false

    package init() {}

    package func run() throws {
        let artifactsFolder = URL(fileURLWithPath: artifacts, isDirectory: true)
        guard let runID = runID ?? SnapshotRunIndex.latestRunID(in: artifactsFolder) else {
            throw CommandFailure(status: .badInput,
                                 message: "orphans: \(artifactsFolder.path) has no record of a test run (runs/latest); run the snapshot tests first")
        }
        let entries: [SnapshotRunEntry]
        let references: [String: URL]
        do {
            entries = try SnapshotRunIndex.entries(ofRun: runID, in: artifactsFolder)
            references = try TreeComparison.images(under: URL(fileURLWithPath: snapshots, isDirectory: true))
        } catch {
            throw CommandFailure(status: .badInput, message: "orphans: \(error)")
        }
        guard !entries.isEmpty else {
            throw CommandFailure(status: .badInput, message: "orphans: run \(runID) checked no snapshot")
        }
        let checked = Set(entries.map { Self.key(URL(fileURLWithPath: $0.reference)) })
        var orphans: [URL] = []
        for (_, url) in references.sorted(by: { $0.key < $1.key }) where !checked.contains(Self.key(url)) {
            orphans.append(url)
            let layout = url.deletingPathExtension().appendingPathExtension("layout.json")
            if FileManager.default.fileExists(atPath: layout.path) { orphans.append(layout) }
        }
        Console.line("run \(runID): \(entries.count) snapshot(s) checked, \(references.count) reference(s) in \(snapshots), \(orphans.count) orphaned file(s)")
        for orphan in orphans {
            if remove {
                do { try FileManager.default.removeItem(at: orphan) } catch {
                    throw CommandFailure(status: .outputFailure, message: "orphans: cannot remove \(orphan.path): \(error)")
                }
                Console.line("  removed \(orphan.path)")
            } else {
                Console.line("  \(orphan.path)")
            }
        }
        if check && !remove && !orphans.isEmpty {
            throw CommandFailure(status: .renderFailure, message: "orphans: \(orphans.count) orphaned file(s) (--remove deletes them)")
        }
    }

    /// A file's path with symbolic links resolved, so a reference named two ways is one.
    private static func key(_ url: URL) -> String {
        url.standardizedFileURL.resolvingSymlinksInPath().path
    }
}
