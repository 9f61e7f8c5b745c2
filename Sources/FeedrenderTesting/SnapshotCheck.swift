import FeedrenderSupport
import Foundation
import ImageDiff
import Raster
@_spi(Internals) import SnapshotTesting

/// One failed (or recording) snapshot check: the message reported to the test, and what it
/// is about.
public struct SnapshotIssue: Error, Sendable, CustomStringConvertible {
    /// The whole message, as reported to XCTest or Swift Testing.
    public var message: String
    /// The reference file the check is about.
    public var reference: URL
    /// The variant checked, when the assertion had several.
    public var variant: SnapshotVariant?
    /// True when a reference (image or layout record) was written by this check.
    public var recorded: Bool
    /// Pixel figures, when pixels were compared and differed.
    public var difference: ImageDifference?
    /// Frame changes, when the layout was compared and differed.
    public var layoutChanges: LayoutChanges?

    public var description: String { message }
}

/// Checks one rendered image against its reference through swift-snapshot-testing's
/// `verifySnapshot`, which owns the file naming (`<test>.<identifier>.png`), the record modes
/// and their messages. Around it, this adds what the engine cannot do for a team:
/// - refuses to record on CI before anything is written (the engine would record a missing
///   reference whatever `CI` says);
/// - compares with ImageDiff's tolerant diff and the layout record (via the strategy's
///   `Diffing`, which knows the reference's path), and writes artefacts on Linux too;
/// - keeps the layout record beside the image when the engine records it.
struct SnapshotCheck {
    let settings: ResolvedSnapshotSettings
    let identity: SnapshotTestIdentity
    let location: SnapshotLocation
    let variant: SnapshotVariant?
    let fileID: StaticString
    let filePath: StaticString
    let line: UInt
    let column: UInt
    /// Whether a failure leaves artefacts (and a run entry) for review; see `SnapshotArtifactWriter.isEnabled`.
    var writesArtifacts = true

    private func issue(_ message: String, recorded: Bool = false, findings: ComparisonFindings? = nil) -> SnapshotIssue {
        SnapshotIssue(message: message, reference: location.reference, variant: variant, recorded: recorded,
                      difference: findings?.difference.flatMap { $0.matches ? nil : $0 },
                      layoutChanges: findings?.layoutChanges.flatMap { $0.isEmpty ? nil : $0 })
    }

    /// Problems found before rendering: a record mode refused on CI, or (when `owner` is given)
    /// a reference another assertion of this run already owns. Nothing is written when this
    /// returns an issue.
    func preflight(owner: SnapshotLedger.Owner?) -> SnapshotIssue? {
        if settings.isCI && (settings.record == .all || settings.record == .failed) {
            return issue("""
                Snapshot \(location.displayName): references are not recorded on CI (CI=true). \
                Record mode \(ResolvedSnapshotSettings.name(of: settings.record)) (from \(settings.recordSource)) was refused: \
                nothing was compared or written. Record locally, look at the images, and commit them.
                """)
        }
        if let owner, let earlier = SnapshotLedger.shared.claim(location.reference, for: owner) {
            return issue("""
                Snapshot \(location.displayName): two assertions would write \(location.reference.path) in one run: \
                \(earlier) and \(owner). Give one of them its own name (named:).
                """)
        }
        return nil
    }

    /// Compares (or records) `image`; nil when it matches its reference.
    func run(_ image: SnapshotImage) -> SnapshotIssue? {
        if let problem = image.problem {
            return issue("Snapshot \(location.displayName): \(problem)")
        }
        let writer = SnapshotArtifactWriter(location: location, identity: identity, isEnabled: writesArtifacts)
        let existed = FileManager.default.fileExists(atPath: location.reference.path)
        if settings.isCI && !existed {
            // Answered here, not by the engine, which would create the reference's folder.
            return missingReference(image, writer: writer, engineMessage: nil)
        }
        let engineRecord: SnapshotTestingConfiguration.Record = settings.isCI ? .never : settings.record
        let findings = Locked(ComparisonFindings())
        let strategy = Snapshotting<SnapshotImage, SnapshotImage>(
            pathExtension: "png",
            diffing: .referenceComparison(at: location, tolerance: settings.tolerance, writer: writer,
                                          recordsMissingLayout: engineRecord != .never, findings: findings))
        let diffTool = SnapshotTestingConfiguration.DiffTool { reference, _ in "reference: \(reference)" }
        let engineMessage = withSnapshotTesting(record: engineRecord, diffTool: diffTool) {
            SnapshotTesting.verifySnapshot(of: image, as: strategy, named: location.identifier, record: engineRecord,
                                           snapshotDirectory: location.snapshotsFolder.path, timeout: 60,
                                           fileID: fileID, file: filePath, testName: location.test,
                                           line: line, column: column)
        }
        guard let engineMessage else { return nil }
        let seen = findings.withLock { $0 }
        let wroteImage = engineRecord == .all || (!existed && engineRecord != .never)
            || (engineRecord == .failed && seen.compared)
        var message = engineMessage
        var recorded = wroteImage
        if !existed && engineRecord == .never {
            return missingReference(image, writer: writer, engineMessage: engineMessage)
        }
        let layoutOnlyMissing = seen.missingLayout && !seen.pixelsOrLayoutChanged
        if wroteImage || (layoutOnlyMissing && engineRecord != .never) {
            if let layout = image.layout {
                do {
                    try RasterBridge.write(layout.jsonData(), to: location.layout)
                    message += "\n\nRecorded the layout record \(location.layout.path)."
                } catch {
                    message += "\n\n\(error)"
                }
            }
            if let accessibility = image.accessibility {
                let url = AccessibilityFiles(location: location).record
                do { try RasterBridge.write(accessibility.jsonData(), to: url) } catch { message += "\n\n\(error)" }
            }
            recorded = true
            writer.removeStale()
        }
        return issue(message, recorded: recorded, findings: seen)
    }

    /// A reference that does not exist and may not be recorded: the actual image is kept for
    /// review, and the message says why nothing was recorded.
    private func missingReference(_ image: SnapshotImage, writer: SnapshotArtifactWriter, engineMessage: String?) -> SnapshotIssue {
        let why = settings.isCI ? "CI=true: references are not recorded on CI" : "record mode never"
        let summary = SnapshotFailureFormatter.missingSummary(location, why: why)
        let lines = (try? writer.write(actual: image, reference: nil, tolerance: settings.tolerance, summary: summary,
                                       details: [], difference: nil, layoutChanges: nil)) ?? []
        let message = ([summary] + lines.map { "  \($0)" }).joined(separator: "\n")
        return issue(engineMessage.map { message + "\n\n" + $0 } ?? message)
    }
}
