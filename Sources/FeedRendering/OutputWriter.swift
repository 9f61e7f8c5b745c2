import Appearance
import FeedrenderSupport
import Foundation
import Raster
import Text

/// Encodes images to PNG and writes them atomically (temp file + rename), so an
/// interrupted run never leaves a half-written file; returns what the manifest records.
struct OutputWriter: Sendable {
    var directory: URL
    /// tEXt chunks in every PNG: renderer version and the font hash, so an image says
    /// what made it.
    var textChunks: [(key: String, value: String)]

    /// How the PNGs are compressed (bytes and speed, never pixels).
    var compression: PNGCompression

    init(directory: URL, fontHash: String, compression: PNGCompression = .fast) {
        self.directory = directory
        self.compression = compression
        self.textChunks = RendererIdentity.pngTextChunks(fontHash: fontHash)
    }

    /// Writes `bitmap` as `name`, recording `cells` and the other manifest fields.
    func writePNG(_ bitmap: Bitmap, name: String, kind: RenderManifest.Kind, contentOffset: Double?,
                  frameIndexes: [Int]? = nil, cells: [CellFrame]) throws -> RenderManifest.File {
        let bytes = try PNGEncoder.encode(bitmap, compression: compression, text: textChunks)
        return try record(bytes, name: name, kind: kind, pixelSize: [bitmap.width, bitmap.height],
                          contentOffset: contentOffset, frameIndexes: frameIndexes, cells: cells)
    }

    /// Writes what `canvas` shows as `name`, encoding straight from its surface (no copy).
    func writePNG(_ canvas: Canvas, name: String, kind: RenderManifest.Kind, contentOffset: Double?,
                  frameIndexes: [Int]? = nil, cells: [CellFrame]) throws -> RenderManifest.File {
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
            written = try png.finish()
        } catch {
            throw FeedRenderError.output(path: directory.appendingPathComponent(name).path, reason: "\(error)")
        }
        return RenderManifest.File(path: name, kind: kind, bytes: written.byteCount, sha256: written.sha256,
                                   pixelSize: [png.width, png.height], contentOffset: contentOffset,
                                   frameIndexes: nil, cells: cells)
    }

    private func record(_ bytes: [UInt8], name: String, kind: RenderManifest.Kind, pixelSize: [Int],
                        contentOffset: Double?, frameIndexes: [Int]?, cells: [CellFrame]) throws -> RenderManifest.File {
        try write(bytes, name: name)
        return RenderManifest.File(path: name, kind: kind, bytes: bytes.count, sha256: SHA256.hex(of: bytes),
                                   pixelSize: pixelSize, contentOffset: contentOffset,
                                   frameIndexes: frameIndexes, cells: cells)
    }

    func write(_ bytes: [UInt8], name: String) throws {
        let url = directory.appendingPathComponent(name)
        do {
            try AtomicFile.write(bytes, to: url)
        } catch {
            throw FeedRenderError.output(path: url.path, reason: "\(error)")
        }
    }
}
