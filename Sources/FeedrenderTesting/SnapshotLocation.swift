import Foundation

/// The files of one reference: `<snapshots>/<suite>/<stem>.png`, its layout record
/// `<stem>.layout.json`, and its failure artefacts `<artifacts>/<suite>/<stem>.<kind>`.
/// The stem is `<test>.<identifier>`, as swift-snapshot-testing names files.
struct SnapshotLocation: Sendable {
    var suite: String
    /// The test part of the stem (`testCell`, `cell-size`).
    var test: String
    /// What follows the test name: the counter (`1`), the name, the case's arguments and the
    /// variant, joined with `-`.
    var identifier: String
    var snapshotsFolder: URL
    var artifactsRoot: URL

    var stem: String { "\(test).\(identifier)" }
    /// `<suite>/<stem>`: how messages and the review page name a reference.
    var displayName: String { "\(suite)/\(stem)" }
    var reference: URL { snapshotsFolder.appendingPathComponent("\(stem).png") }
    var layout: URL { snapshotsFolder.appendingPathComponent("\(stem).layout.json") }
    var artifactsFolder: URL { artifactsRoot.appendingPathComponent(suite, isDirectory: true) }

    /// `<artifacts>/<suite>/<stem>.<kind>`, e.g. kind `actual.png`.
    func artifact(_ kind: String) -> URL { artifactsFolder.appendingPathComponent("\(stem).\(kind)") }

    init(settings: ResolvedSnapshotSettings, suite: String, test: String, identifier: String) {
        self.suite = suite
        self.test = test
        self.identifier = identifier
        snapshotsFolder = settings.snapshotsDirectory.appendingPathComponent(suite, isDirectory: true)
        artifactsRoot = settings.artifactsDirectory
    }
}
