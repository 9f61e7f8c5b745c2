import FeedrenderSupport
import Foundation

/// An output folder as a unit whose manifest is the commit point: a run writes its files
/// under temporary names (a staged `AtomicFile.CommitQueue`), and only once every one is
/// written and synced does `publish` remove the manifests the new files would make false,
/// rename the files onto their paths and write the new manifest. Whatever stops a run
/// before that (a signal, a full disk, a failure) leaves the folder as its earlier manifest
/// describes; a manifest in the folder always matches every file it lists.
package enum OutputFolder {
    /// Makes a run's staged files and its manifest the folder's content.
    /// - Parameters:
    ///   - manifestName: `manifest.json`, or a shard's `manifest.shard-<i>-of-<n>.json`.
    ///   - files: the names the manifest lists (staged in `staged`, or already in place).
    ///   - replacing: the names among `files` that `staged` holds: a manifest listing any of
    ///     them is removed first.
    ///   - shard: a shard's files replace only its share: stale outputs of the other shards stay.
    /// - Throws: `FeedRenderError.output` naming the file that could not be written.
    package static func publish(in directory: URL, staged: AtomicFile.CommitQueue, manifestName: String,
                                manifest: Data, files: Set<String>, replacing: Set<String>,
                                shard: RenderShard?) throws {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        // First no manifest may describe the files about to be replaced, ...
        for name in names where name == manifestName || isManifestName(name) && lists(directory.appendingPathComponent(name), anyOf: replacing) {
            remove(directory.appendingPathComponent(name))
        }
        AtomicFile.Writer.syncDirectory(directory.path)
        // ... then the files take their names, and the new manifest is written last.
        do {
            try staged.publishStaged()
            try AtomicFile.write(manifest, to: directory.appendingPathComponent(manifestName))
        } catch {
            throw FeedRenderError.output(path: directory.path, reason: "\(error)")
        }
        // The earlier run's files that the new manifest does not list.
        for name in names where !files.contains(name) {
            guard let number = OutputNames.parse(name)?.number, shard?.owns(number) ?? true else { continue }
            remove(directory.appendingPathComponent(name))
        }
    }

    /// Whether `name` is a manifest a render or merge writes.
    static func isManifestName(_ name: String) -> Bool {
        name == "manifest.json" || name.hasPrefix("manifest.shard-") && name.hasSuffix(".json")
    }

    /// Whether the manifest at `url` lists any of `files` (one that cannot be read is not
    /// feedrender's and is left alone).
    private static func lists(_ url: URL, anyOf files: Set<String>) -> Bool {
        guard let data = FileManager.default.contents(atPath: url.path),
              let manifest = try? JSONDecoder().decode(RenderManifest.self, from: data) else { return false }
        return manifest.files.contains { files.contains($0.path) }
    }

    /// Removes the file at `url`; one already gone (or never there) is fine.
    private static func remove(_ url: URL) {
        unlink(url.path)
    }
}

/// A lock on an output folder held for as long as a run writes it (`flock` on the folder
/// itself, so nothing is left behind, and released by the kernel however the process ends).
/// A second run into a locked folder fails at once instead of mixing its files with the
/// first's. Shards, which may share a folder, take it shared; everything else exclusive.
package final class OutputFolderLock: Sendable {
    private let descriptor: Int32

    /// Locks `directory` (which must exist).
    /// - Throws: `FeedRenderError.output` when another run holds it or it cannot be opened.
    package init(_ directory: URL, shared: Bool = false) throws {
        descriptor = open(directory.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw FeedRenderError.output(path: directory.path, reason: "cannot open the folder (\(String(cString: strerror(errno))))")
        }
        guard flock(descriptor, (shared ? LOCK_SH : LOCK_EX) | LOCK_NB) == 0 else {
            let busy = errno == EWOULDBLOCK
            close(descriptor)
            throw FeedRenderError.output(path: directory.path, reason: busy
                ? "another feedrender run is writing this folder; wait for it to end or choose another --out"
                : "cannot lock the folder (\(String(cString: strerror(errno))))")
        }
    }

    deinit {
        close(descriptor)
    }
}
