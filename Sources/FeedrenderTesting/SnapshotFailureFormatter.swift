import Foundation
import ImageDiff

/// The one wording of a snapshot failure. The assertion's message and the review page
/// (through `failure.json`'s `summary` and `details`) both show these lines, so a size change
/// or a moved node reads the same in the test log and in the browser.
enum SnapshotFailureFormatter {
    /// The first line: which reference, and what changed.
    static func summary(_ location: SnapshotLocation, difference: ImageDifference?, layoutChanges: LayoutChanges?,
                        missingLayout: Bool) -> String {
        var what: [String] = []
        if let difference, !difference.matches {
            what.append(difference.sizesMatch ? "pixels changed" : "size changed")
        }
        if let layoutChanges, !layoutChanges.isEmpty { what.append("layout changed") }
        if missingLayout { what.append("no layout record") }
        return "Snapshot \(location.displayName) does not match its reference (\(what.joined(separator: ", ")))"
    }

    /// The figures, one fact per line.
    static func details(difference: ImageDifference?, tolerance: Tolerance, layoutChanges: LayoutChanges?,
                        missingLayout: Bool, location: SnapshotLocation) -> [String] {
        var lines: [String] = []
        if let difference, !difference.matches {
            lines.append("pixels: \(difference)")
            lines.append("tolerance: \(tolerance)")
        }
        if let layoutChanges, !layoutChanges.isEmpty {
            let count = layoutChanges.moved.count
            lines.append("layout: \(count) node\(count == 1 ? "" : "s") moved, \(layoutChanges.added.count) added, \(layoutChanges.removed.count) removed")
            lines += layoutChanges.lines().map { "  \($0)" }
        }
        if missingLayout { lines.append("layout: no record at \(location.layout.path)") }
        return lines
    }

    /// The summary for a reference that does not exist and was not recorded.
    static func missingSummary(_ location: SnapshotLocation, why: String) -> String {
        "Snapshot \(location.displayName): no reference at \(location.reference.path) (\(why))"
    }

    /// Where to look and how to accept: the lines under the figures.
    static func artifactLines(actual: URL, diff: URL?, artifactsRoot: URL, acceptCommand: String) -> [String] {
        var lines = ["actual: \(actual.path)"]
        if let diff { lines.append("diff: \(diff.path)") }
        lines.append("review: feedrender review \(artifactsRoot.path)")
        lines.append("accept: \(acceptCommand)")
        return lines
    }

    /// The command that re-records this test's failing references (run locally, not on CI).
    /// The filter is anchored after the test's name (its end, or the parameter list of a Swift
    /// Testing function), so `stat` does not also re-record `statTwoArgs`.
    static func acceptCommand(for identity: SnapshotTestIdentity) -> String {
        "SNAPSHOT_TESTING_RECORD=failed swift test --filter '\(identity.suite)/\(identity.test.split(separator: "-").first ?? "")($|\\()'"
    }
}
