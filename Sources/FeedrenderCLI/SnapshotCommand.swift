import ArgumentParser
import DocumentModel
import FeedRendering
import FeedrenderSupport
import Foundation
import ImageDiff
import Raster

/// `feedrender snapshot DIR`: every feed and layout document in DIR snapshotted in every variant
/// of a preset, against the references in `DIR/Snapshots/` (the same files FeedrenderTesting's
/// `assertFixtureSnapshots` reads and writes). Failures leave artefacts and a run record that
/// `feedrender review` shows.
///
/// Exit codes: 0 every snapshot matched (or `--record`), 1 a snapshot differed, was missing or
/// was recorded, or a render failed, 2 bad input (folder, document), 3 a file could not be written.
package struct SnapshotCommand: AsyncParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "snapshot",
        abstract: "Snapshot every feed and layout document in a folder, per variant of a preset.",
        discussion: """
            References: DIR/Snapshots/<document>.<variant>.png, e.g. card.dark-text130-rtl-phone.png. A missing \
            reference is recorded (exit 1: look at it and commit it), except with CI=true. Failures write \
            actual, diff and a failure record to --artifacts, for `feedrender review`.
            Presets: standard (light/dark x text 100/130/160% x ltr/rtl x compact 320pt@2x, phone 390pt@3x: \
            24 per document), smoke (light ltr, dark rtl, phone: 2 per document).
            Exit status: 0 all matched (or --record), 1 differed/missing/recorded/render failed, 2 bad input, \
            3 output not writable.
            """)

    @Argument(help: "The folder of fixture documents.")
    var folder: String
    @Option(help: "The variants: standard or smoke.")
    var preset: String = "standard"
    @Flag(help: "Write every reference anew (exit 0).")
    var record = false
    @Option(help: "Where failure artefacts and the run's record go.")
    var artifacts: String = ".build/snapshot-artifacts"

    package init() {}

    package func validate() throws {
        guard FixturePreset.named(preset) != nil else {
            throw ValidationError("--preset \(preset): one of \(FixturePreset.all.map(\.name).joined(separator: ", "))")
        }
    }

    package func run() async throws {
        let fixtures = URL(fileURLWithPath: folder, isDirectory: true).standardizedFileURL
        let documents = try FixtureRenderer.documents(in: fixtures)
        guard !documents.isEmpty else {
            throw CommandFailure(status: .badInput, message: "snapshot: no feed or layout documents (.json, .yaml, .yml) in \(fixtures.path)")
        }
        let environment = ProcessInfo.processInfo.environment
        let isCI = ContinuousIntegration.isActive(environment)
        let runID = SnapshotRunIndex.runID(environment: environment)
        let checker = FixtureChecker(fixtures: fixtures, artifacts: URL(fileURLWithPath: artifacts, isDirectory: true),
                                     runID: runID, records: record, isCI: isCI)
        var counts: [SnapshotRunEntry.Status: Int] = [:]
        for document in documents {
            for variant in FixturePreset.named(preset)!.variants {
                let entry = try await checker.check(document, variant: variant)
                counts[entry.status, default: 0] += 1
                if entry.status != .passed {
                    Console.line("\(entry.status.rawValue): \(entry.name)" + (entry.summary.map { ": \($0)" } ?? ""))
                }
            }
        }
        try checker.finish()
        let failed = counts[.failed, default: 0], recorded = counts[.recorded, default: 0]
        Console.line("snapshots: \(counts.values.reduce(0, +)) (\(documents.count) document(s) x \(preset)): "
                     + "\(counts[.passed, default: 0]) passed, \(failed) failed, \(recorded) recorded; run \(runID)")
        if failed > 0 || (recorded > 0 && !record) {
            throw CommandFailure(status: .renderFailure, message: failed > 0
                ? "snapshot: \(failed) snapshot(s) failed; feedrender review \(artifacts) shows them"
                : "snapshot: \(recorded) reference(s) recorded; look at them and commit them, then run again")
        }
    }
}
