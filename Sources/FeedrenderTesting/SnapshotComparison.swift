import FeedrenderSupport
import Foundation
import ImageDiff
import Raster
import SnapshotTesting

/// What the comparison found, handed from inside swift-snapshot-testing's diff callback back
/// to the assertion (the engine only returns a message).
struct ComparisonFindings: Sendable {
    var compared = false
    var pixelsOrLayoutChanged = false
    var missingLayout = false
    var difference: ImageDifference?
    var layoutChanges: LayoutChanges?
}

extension Diffing where Value == SnapshotImage {
    /// Tolerant pixel comparison of PNG references: the `Diffing` feedrender's strategies carry
    /// (swift-snapshot-testing's `Snapshotting` needs one). FeedrenderTesting's `assertSnapshot`
    /// compares with `referenceComparison` instead, and the strategies refuse to run under
    /// swift-snapshot-testing's own `assertSnapshot` (`SnapshotRouting`).
    public static func feedrenderImage(tolerance: Tolerance = .default) -> Diffing {
        .diff(toData: { $0.pngData() }, fromData: { SnapshotImage.decoding($0, path: "reference") }) { reference, actual in
            if let problem = reference.problem ?? actual.problem { return (problem, []) }
            let comparator = ImageComparator(tolerance: tolerance)
            guard !comparator.compare(reference: reference.bitmap, actual: actual.bitmap).matches else { return nil }
            let difference = comparator.compare(reference: reference.bitmap, actual: actual.bitmap, exhaustive: true)
            let diff = (try? RasterBridge.encodePNG(comparator.diffImage(reference: reference.bitmap, actual: actual.bitmap))) ?? Data()
            return ("pixels: \(difference)\ntolerance: \(tolerance)", [.data(diff, name: "diff.png")])
        }
    }

    /// The comparison behind FeedrenderTesting's assertions, for one reference at `location`:
    /// pixels within `tolerance`, then the frames against `<stem>.layout.json`; on a mismatch
    /// it writes the artefacts and returns the formatted message. `findings` receives what it saw.
    ///
    /// With `recordsMissingLayout`, a reference whose only fault is a missing layout record
    /// leaves no artefacts: the assertion records the layout right after.
    static func referenceComparison(at location: SnapshotLocation, tolerance: Tolerance, writer: SnapshotArtifactWriter,
                                    recordsMissingLayout: Bool, findings: Locked<ComparisonFindings>) -> Diffing {
        .diff(toData: { $0.pngData() },
              fromData: { SnapshotImage.decoding($0, path: location.reference.path) }) { reference, actual in
            findings.withLock { $0.compared = true }
            if let problem = reference.problem ?? actual.problem { return (problem, []) }
            let comparator = ImageComparator(tolerance: tolerance)
            var difference = comparator.compare(reference: reference.bitmap, actual: actual.bitmap)
            var layoutChanges: LayoutChanges?
            var missingLayout = false
            if let layout = actual.layout {
                if FileManager.default.fileExists(atPath: location.layout.path) {
                    do { layoutChanges = layout.changes(from: try LayoutSnapshot.read(from: location.layout)) } catch {
                        return ("\(error)", [])
                    }
                } else {
                    missingLayout = true
                }
            }
            let changed = !difference.matches || !(layoutChanges?.isEmpty ?? true)
            findings.withLock {
                $0.pixelsOrLayoutChanged = changed
                $0.missingLayout = missingLayout
                $0.layoutChanges = layoutChanges
            }
            guard changed || missingLayout else {
                writer.removeStale()
                return nil
            }
            if !difference.matches {
                difference = comparator.compare(reference: reference.bitmap, actual: actual.bitmap, exhaustive: true)
            }
            findings.withLock { $0.difference = difference }
            let summary = SnapshotFailureFormatter.summary(location, difference: difference, layoutChanges: layoutChanges,
                                                           missingLayout: missingLayout)
            let details = SnapshotFailureFormatter.details(difference: difference, tolerance: tolerance,
                                                           layoutChanges: layoutChanges, missingLayout: missingLayout,
                                                           location: location)
            var lines: [String] = []
            if changed || !recordsMissingLayout {
                do {
                    lines = try writer.write(actual: actual, reference: (reference.bitmap, nil), tolerance: tolerance,
                                             summary: summary, details: details, difference: difference,
                                             layoutChanges: layoutChanges)
                } catch {
                    lines = ["artefacts: \(error)"]
                }
            }
            let message = ([summary] + details.map { "  \($0)" } + lines.map { "  \($0)" }).joined(separator: "\n")
            return (message, [])
        }
    }
}
