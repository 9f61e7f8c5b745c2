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

    /// libdeflate level: 1 is about twice as fast as 3 for about 10% more bytes.
    var compressionLevel: Int

    init(directory: URL, renderer: String, fontHash: String, compressionLevel: Int = PNGEncoder.defaultCompressionLevel) {
        self.directory = directory
        self.compressionLevel = compressionLevel
        self.textChunks = [(key: "Software", value: renderer), (key: "FontHash", value: fontHash)]
    }

    /// Writes `bitmap` as `name`, recording `cells` and the other manifest fields.
    func writePNG(_ bitmap: Bitmap, name: String, kind: RenderManifest.Kind, contentOffset: Double?,
                  frameIndexes: [Int]? = nil, cells: [CellFrame]) throws -> RenderManifest.File {
        let bytes = try PNGEncoder.encode(bitmap, compressionLevel: compressionLevel, text: textChunks)
        try write(bytes, name: name)
        return RenderManifest.File(path: name, kind: kind, bytes: bytes.count, sha256: SHA256.hex(of: bytes),
                                   pixelSize: [bitmap.width, bitmap.height], contentOffset: contentOffset,
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
