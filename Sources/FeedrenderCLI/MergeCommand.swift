import ArgumentParser
import FeedRendering
import FeedrenderSupport
import Foundation

/// `feedrender merge SHARD_DIR... --out DIR`: joins the outputs of `render --shard i/n`
/// runs into what one unsharded run writes. It checks that the shards are one render
/// (same renderer, fonts, settings and content) and that their files cover every frame,
/// strip tile and contact sheet exactly once, copies files into DIR (checking each
/// against its SHA-256), and writes the merged manifest.json. Every shard manifest is
/// checked before anything is written (`ShardManifestCheck`), and the output folder changes
/// only once every file is copied (`OutputFolder`): a merge that fails or is stopped leaves
/// it as its earlier manifest describes.
package struct MergeCommand: AsyncParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Join the outputs of `render --shard i/n` runs into one render's files and manifest.json.",
        discussion: """
            Each SHARD_DIR holds one or more manifest.shard-<i>-of-<n>.json files (shards may \
            share a folder). The merged folder is byte-identical to an unsharded render.

            Exit status: 0 merged; 2 shards missing, repeated, inconsistent, overlapping or \
            leaving a gap, or a file that does not match its manifest; 3 output not writable or \
            in use by another run; 129/130/143 stopped by a signal (the output folder as it was).
            """)

    @Argument(help: ArgumentHelp("Folders written by the shards.", valueName: "shard-dir"))
    var shardDirectories: [String]

    @Option(help: ArgumentHelp("Folder to write the merged render to (may be the shards' own folder).", valueName: "dir"))
    var out: String

    package init() {}

    package mutating func validate() throws {
        if shardDirectories.isEmpty { throw ValidationError("give at least one shard folder") }
        if out.isEmpty { throw ValidationError("--out needs a folder; an empty path is not one") }
    }

    package func run() async throws {
        let directory = URL(fileURLWithPath: out).absoluteURL
        let folders = shardDirectories.map { URL(fileURLWithPath: $0).absoluteURL }
        let (count, fileCount) = try await Interruption.run(cleaning: directory) {
            // Checking the shards hashes every file: a signal stops it too (at the next file).
            let shards = try ShardSet(loading: folders)
            let manifest = try shards.mergedManifest()
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            } catch {
                throw CommandFailure(status: .outputFailure, message: "merge: \(directory.path): cannot create the folder")
            }
            let lock: OutputFolderLock
            do { lock = try OutputFolderLock(directory) } catch { throw CommandFailure(status: .outputFailure, message: "merge: \(error)") }
            defer { withExtendedLifetime(lock) {} }
            let staged = AtomicFile.CommitQueue(staged: true)
            var replacing: Set<String> = []
            for file in manifest.files {
                try Task.checkCancellation()
                if try shards.copy(file, into: directory, staging: staged) { replacing.insert(file.path) }
            }
            do {
                try await staged.waitUntilCommitted()
                // A signal while the copies were being synced: nothing is published.
                if Task.isCancelled { throw CancellationError() }
                try OutputFolder.publish(in: directory, staged: staged, manifestName: "manifest.json",
                                         manifest: try manifest.jsonData(), files: Set(manifest.files.map(\.path)),
                                         replacing: replacing, shard: nil)
            } catch {
                staged.discardStaged()
                throw CommandFailure(status: .outputFailure, message: "merge: \(error)")
            }
            return (shards.count, manifest.files.count)
        }
        Console.line("merged \(count) shards: \(fileCount) files and manifest.json in \(directory.path)")
    }
}

/// The shard manifests of one sharded render, each with the folder holding its files.
struct ShardSet {
    private var shards: [(manifest: RenderManifest, record: RenderManifest.ShardRecord, folder: URL, name: String)] = []

    var count: Int { shards.count }

    init(loading folders: [URL]) throws {
        for folder in folders {
            let names: [String]
            do {
                names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            } catch {
                throw CommandFailure(status: .badInput, message: "merge: \(folder.path): cannot list the folder")
            }
            for name in names.sorted() where name.hasPrefix("manifest.shard-") && name.hasSuffix(".json") {
                let url = folder.appendingPathComponent(name)
                let (manifest, record) = try ShardManifestCheck.load(url)
                shards.append((manifest, record, folder, url.path))
            }
        }
        guard let first = shards.first else {
            throw CommandFailure(status: .badInput, message: "merge: no manifest.shard-*.json in \(folders.map(\.path).joined(separator: ", "))")
        }
        let total = first.record.count
        for index in 0..<total {
            let matching = shards.filter { $0.record.index == index }
            if matching.isEmpty { throw Self.bad("shard \(index)/\(total) is missing") }
            if matching.count > 1 { throw Self.bad("shard \(index)/\(total) appears twice: \(matching.map(\.name).joined(separator: " and "))") }
        }
        for shard in shards {
            let differs = [
                (shard.record.count != total, "shard count \(shard.record.count)"),
                (shard.manifest.renderer != first.manifest.renderer, "renderer"),
                (shard.manifest.fontHash != first.manifest.fontHash, "font hash"),
                (shard.manifest.settings != first.manifest.settings, "settings"),
                (shard.record.input != first.record.input, "document (the hash of the document and settings)"),
                (shard.manifest.contentHeight != first.manifest.contentHeight || shard.manifest.rowCount != first.manifest.rowCount,
                 "content (rows or height)"),
                (shard.record.frameCount != first.record.frameCount || shard.record.stripTileCount != first.record.stripTileCount
                    || shard.record.contactSheetCount != first.record.contactSheetCount, "file counts"),
            ].first { $0.0 }
            if let differs { throw Self.bad("\(shard.name) and \(first.name) differ in \(differs.1): not shards of one render") }
        }
    }

    /// The manifest an unsharded render would write, after checking the files cover every
    /// frame, tile and sheet exactly once.
    func mergedManifest() throws -> RenderManifest {
        var owner: [String: String] = [:]
        var files: [RenderManifest.File] = []
        for shard in shards {
            for file in shard.manifest.files {
                if let other = owner[file.path] { throw Self.bad("\(file.path) is written by both \(other) and \(shard.name)") }
                owner[file.path] = shard.name
                files.append(file)
            }
        }
        let record = shards[0].record
        let writesFrames = shards[0].manifest.settings.frames
        let expected = (writesFrames ? (0..<record.frameCount).map { OutputNames.frame($0) } : [])
            + (0..<record.stripTileCount).map { OutputNames.strip($0) }
            + (0..<record.contactSheetCount).map { OutputNames.contactSheet($0) }
        if let gap = expected.first(where: { owner[$0] == nil }) { throw Self.bad("no shard wrote \(gap)") }
        let expectedNames = Set(expected)
        if let extra = files.first(where: { !expectedNames.contains($0.path) }) { throw Self.bad("unexpected file \(extra.path)") }
        var merged = shards[0].manifest
        merged.shard = nil
        merged.files = files.sorted { $0.path < $1.path }
        return merged
    }

    /// Copies `file` from its shard's folder into `directory` under a temporary name staged
    /// in `staging`, unless it is already there, checking its bytes against the manifest.
    /// - Returns: whether the file was staged (false: it is the shard's own file in place).
    func copy(_ file: RenderManifest.File, into directory: URL, staging: AtomicFile.CommitQueue) throws -> Bool {
        guard let shard = shards.first(where: { $0.manifest.files.contains(file) }) else { return false }
        let source = shard.folder.appendingPathComponent(file.path)
        guard let data = FileManager.default.contents(atPath: source.path) else {
            throw Self.bad("\(source.path) is listed in \(shard.name) but cannot be read")
        }
        guard data.count == file.bytes, SHA256.hex(of: data) == file.sha256 else {
            throw Self.bad("\(source.path) does not match its SHA-256 in \(shard.name)")
        }
        let destination = directory.appendingPathComponent(file.path)
        if destination.standardizedFileURL.resolvingSymlinksInPath() == source.standardizedFileURL.resolvingSymlinksInPath() {
            return false
        }
        do {
            let writer = try AtomicFile.Writer(url: destination)
            try data.withUnsafeBytes { try writer.append($0) }
            staging.commit(writer)
        } catch {
            throw CommandFailure(status: .outputFailure, message: "merge: \(error)")
        }
        return true
    }

    private static func bad(_ message: String) -> CommandFailure {
        CommandFailure(status: .badInput, message: "merge: \(message)")
    }
}
