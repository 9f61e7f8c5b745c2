import Appearance
import FeedrenderSupport
import Foundation
import Raster
import Text

/// Encodes images to PNG and writes them atomically (temp file + rename), so an
/// interrupted run never leaves a half-written file; returns what the manifest records.
/// Files are synced on a thread of their own (`AtomicFile.CommitQueue`) and keep their
/// temporary names until `publish` renames them all with the manifest: `waitForFiles()` first.
struct OutputWriter: Sendable {
    var directory: URL
    /// tEXt chunks in every PNG: renderer version and the font hash, so an image says
    /// what made it.
    var textChunks: [(key: String, value: String)]

    /// How the PNGs are compressed (bytes and speed, never pixels).
    var compression: PNGCompression

    /// Staged: the files keep temporary names until `publish`, so the folder's earlier
    /// render stays whole until this one is (see `OutputFolder`).
    private let commits = AtomicFile.CommitQueue(staged: true)

    init(directory: URL, fontHash: String, compression: PNGCompression = .fast) {
        self.directory = directory
        self.compression = compression
        self.textChunks = RendererIdentity.pngTextChunks(fontHash: fontHash)
    }

    /// Writes `bitmap` as `name`, recording `cells` and the other manifest fields.
    func writePNG(_ bitmap: Bitmap, name: String, kind: RenderManifest.Kind, contentOffset: Double?,
                  frameIndexes: [Int]? = nil, cells: [CellFrame]) throws -> RenderManifest.File {
        if case .fast = compression {
            let written = try stream(name: name) { try PNGStreamWriter.write(bitmap, to: $0, text: textChunks, commits: commits) }
            return entry(written, name: name, kind: kind, pixelSize: [bitmap.width, bitmap.height],
                         contentOffset: contentOffset, frameIndexes: frameIndexes, cells: cells)
        }
        let bytes = try PNGEncoder.encode(bitmap, compression: compression, text: textChunks)
        return try record(bytes, name: name, kind: kind, pixelSize: [bitmap.width, bitmap.height],
                          contentOffset: contentOffset, frameIndexes: frameIndexes, cells: cells)
    }

    /// Writes what `canvas` shows as `name`, encoding straight from its surface (no copy).
    func writePNG(_ canvas: Canvas, name: String, kind: RenderManifest.Kind, contentOffset: Double?,
                  frameIndexes: [Int]? = nil, cells: [CellFrame]) throws -> RenderManifest.File {
        if case .fast = compression {
            let written = try stream(name: name) { try PNGStreamWriter.write(canvas, to: $0, text: textChunks, commits: commits) }
            return entry(written, name: name, kind: kind, pixelSize: [canvas.pixelWidth, canvas.pixelHeight],
                         contentOffset: contentOffset, frameIndexes: frameIndexes, cells: cells)
        }
        let bytes = try PNGEncoder.encode(canvas, compression: compression, text: textChunks)
        return try record(bytes, name: name, kind: kind, pixelSize: [canvas.pixelWidth, canvas.pixelHeight],
                          contentOffset: contentOffset, frameIndexes: frameIndexes, cells: cells)
    }

    /// Writes what `canvas` shows as `name` without a second tile-sized buffer (for strip
    /// tiles). The canvas is finished afterwards.
    func writePNG(consuming canvas: Canvas, name: String, kind: RenderManifest.Kind, contentOffset: Double?,
                  cells: [CellFrame]) throws -> RenderManifest.File {
        let size = [canvas.pixelWidth, canvas.pixelHeight]
        let bytes = try PNGEncoder.encode(consuming: canvas, compression: compression, text: textChunks)
        return try record(bytes, name: name, kind: kind, pixelSize: size, contentOffset: contentOffset,
                          frameIndexes: nil, cells: cells)
    }

    /// Starts `name` as a PNG written band by band with the fast encoder (the same bytes as
    /// `writePNG` of the whole image); `finishPNG` records it. Only for `PNGCompression.fast`.
    func startPNG(name: String, pixelWidth: Int, pixelHeight: Int, isOpaque: Bool) throws -> PNGStreamWriter {
        let url = directory.appendingPathComponent(name)
        do {
            return try PNGStreamWriter(url: url, width: pixelWidth, height: pixelHeight, isOpaque: isOpaque, text: textChunks)
        } catch {
            throw FeedRenderError.output(path: url.path, reason: "\(error)")
        }
    }

    /// Ends a PNG from `startPNG` (every row written) and returns what the manifest records.
    func finishPNG(_ png: PNGStreamWriter, name: String, kind: RenderManifest.Kind, contentOffset: Double?,
                   cells: [CellFrame]) throws -> RenderManifest.File {
        let written: (byteCount: Int, sha256: String)
        do {
            written = try png.finish(commits: commits)
        } catch {
            throw FeedRenderError.output(path: directory.appendingPathComponent(name).path, reason: "\(error)")
        }
        return entry(written, name: name, kind: kind, pixelSize: [png.width, png.height], contentOffset: contentOffset,
                     frameIndexes: nil, cells: cells)
    }

    private func record(_ bytes: [UInt8], name: String, kind: RenderManifest.Kind, pixelSize: [Int],
                        contentOffset: Double?, frameIndexes: [Int]?, cells: [CellFrame]) throws -> RenderManifest.File {
        try write(bytes, name: name)
        return entry((bytes.count, SHA256.hex(of: bytes)), name: name, kind: kind, pixelSize: pixelSize,
                     contentOffset: contentOffset, frameIndexes: frameIndexes, cells: cells)
    }

    /// What the manifest records of a file written as `written` says.
    private func entry(_ written: (byteCount: Int, sha256: String), name: String, kind: RenderManifest.Kind,
                       pixelSize: [Int], contentOffset: Double?, frameIndexes: [Int]?,
                       cells: [CellFrame]) -> RenderManifest.File {
        RenderManifest.File(path: name, kind: kind, bytes: written.byteCount, sha256: written.sha256, pixelSize: pixelSize,
                            contentOffset: contentOffset, frameIndexes: frameIndexes, cells: cells)
    }

    /// Writes `bytes` as `name`; like the PNGs, it appears there once committed.
    func write(_ bytes: [UInt8], name: String) throws {
        let url = directory.appendingPathComponent(name)
        do {
            let file = try AtomicFile.Writer(url: url)
            try bytes.withUnsafeBytes { try file.append($0) }
            commits.commit(file)
        } catch {
            throw FeedRenderError.output(path: url.path, reason: "\(error)")
        }
    }

    /// Waits until every file written so far is at its path, synced.
    /// - Throws: `FeedRenderError.output` for the first file that could not be committed.
    func waitForFiles() async throws {
        do {
            try await commits.waitUntilCommitted()
        } catch let error as FileError {
            throw FeedRenderError.output(path: directory.path, reason: error.description)
        }
    }

    /// Makes the written files and `manifest` (named `manifestName`) the folder's content
    /// (`OutputFolder.publish`). Call after `waitForFiles()`.
    func publish(manifest: Data, named manifestName: String, files: Set<String>, shard: RenderShard?) throws {
        try OutputFolder.publish(in: directory, staged: commits, manifestName: manifestName, manifest: manifest,
                                 files: files, replacing: files, shard: shard)
    }

    /// Removes the files written so far (a run that failed or was stopped).
    func discard() async {
        try? await commits.waitUntilCommitted()
        commits.discardStaged()
    }

    /// Runs `write` on `name`'s URL; a file error names the file (encoding errors pass as they are).
    private func stream(name: String, _ write: (URL) throws -> (byteCount: Int, sha256: String)) throws
        -> (byteCount: Int, sha256: String) {
        let url = directory.appendingPathComponent(name)
        do {
            return try write(url)
        } catch let error as FileError {
            throw FeedRenderError.output(path: url.path, reason: "\(error)")
        }
    }
}
