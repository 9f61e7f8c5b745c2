import FeedrenderSupport
import Foundation

/// What a render may have read: every file in the served folder (a feed's templates, fonts,
/// images and catalogs may only come from its folder) plus files named outside it (such as
/// `--catalog` paths). Their identities (size, inode, modification and change times) are
/// polled, not watched by the kernel: the same edits give the same re-renders on every
/// system, and an editor's save by rename is seen like a write in place.
struct WatchedFiles: Sendable {
    /// A snapshot of the files' identities; two equal snapshots mean no file changed.
    struct Snapshot: Equatable, Sendable {
        var identities: [String: FileIdentity?]

        /// A SHA-256 of every identity but `path`'s: equal values mean no other file changed.
        func fingerprint(leavingOut path: String) -> String {
            var text = ""
            for (name, identity) in identities.sorted(by: { $0.key < $1.key }) where name != path {
                text += name + "\0" + (identity.map { "\($0.size) \($0.inode) \($0.modified) \($0.changed)" } ?? "-") + "\n"
            }
            return SHA256.hex(of: Data(text.utf8))
        }
    }

    var folder: ServedFolder
    /// Absolute paths read from outside the folder.
    var extraPaths: [String]
    /// Paths in the folder starting with this are not watched (the references' folder).
    var ignoredPrefix: String?

    /// The identities now (a missing file counts as nil, so deleting it is a change too).
    func snapshot() -> Snapshot {
        var identities: [String: FileIdentity?] = [:]
        for path in folder.entries() where !(ignoredPrefix.map(path.hasPrefix) ?? false) {
            identities[path] = FileIdentity(path: folder.root.appendingPathComponent(path).path)
        }
        for path in extraPaths { identities[path] = .some(FileIdentity(path: path)) }
        return Snapshot(identities: identities)
    }
}
