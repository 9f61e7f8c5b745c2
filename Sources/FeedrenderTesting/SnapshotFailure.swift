import Appearance
import Foundation
import ImageDiff

/// A snapshot that does not match its reference (or has none where one is required). Its
/// `description` is the whole message a person needs: figures, moved nodes, artefact paths and
/// the command that accepts the change.
public struct SnapshotFailure: Error, Sendable, CustomStringConvertible {
    public var location: SnapshotLocation
    /// Pixel figures; nil when there was nothing to compare with.
    public var difference: ImageDifference?
    /// Frame changes; nil when no layout was compared.
    public var layoutChanges: LayoutChanges?
    public var artifacts: SnapshotArtifacts?
    /// The first line of the message (what went wrong).
    public var summary: String

    public var description: String {
        var lines = [summary]
        if let difference {
            lines.append("  pixels: \(difference)")
        }
        if let layoutChanges, !layoutChanges.isEmpty {
            let count = layoutChanges.moved.count
            lines.append("  layout: \(count) node\(count == 1 ? "" : "s") moved, \(layoutChanges.added.count) added, \(layoutChanges.removed.count) removed")
            lines += layoutChanges.lines().map { "    \($0)" }
        }
        if let artifacts {
            lines.append("  actual: \(artifacts.actual.path)")
            if let diff = artifacts.diff { lines.append("  diff: \(diff.path)") }
            lines.append("  review: feedrender review \(artifacts.root.path)")
            lines.append("  accept: \(artifacts.acceptCommand)")
        }
        return lines.joined(separator: "\n")
    }
}
