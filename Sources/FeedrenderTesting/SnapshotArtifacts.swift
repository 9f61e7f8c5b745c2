import Appearance
import Foundation

/// The files written for one failed snapshot, under `<artifacts>/<suite>/`:
/// `<name>.actual.png`, `<name>.diff.png`, `<name>.reference.png` (a copy, so the folder is
/// reviewable alone), `<name>.actual.layout.json`, and `<name>.failure.json` (the record
/// `feedrender review` reads).
public struct SnapshotArtifacts: Hashable, Sendable {
    /// The artefacts folder (all suites).
    public var root: URL
    public var actual: URL
    public var diff: URL?
    public var referenceCopy: URL?
    public var actualLayout: URL?
    public var record: URL
    /// A shell command that accepts the actual image as the new reference.
    public var acceptCommand: String

    static func files(root: URL, location: SnapshotLocation) -> (folder: URL, stem: String) {
        (root.appendingPathComponent(location.suite, isDirectory: true), location.name)
    }

    /// Deletes artefacts left by an earlier failure of this snapshot.
    static func removeStale(root: URL, location: SnapshotLocation) {
        let (folder, stem) = files(root: root, location: location)
        for suffix in ["actual.png", "diff.png", "reference.png", "actual.layout.json", "failure.json"] {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent("\(stem).\(suffix)"))
        }
    }
}
