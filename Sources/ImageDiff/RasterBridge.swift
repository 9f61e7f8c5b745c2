import FeedrenderSupport
import Foundation
import Raster

/// The few Raster calls snapshot testing needs, in one place.
package enum RasterBridge {
    /// Runs `body` with a view of the bitmap's pixel memory.
    package static func withPixelView<Result>(of bitmap: Bitmap, _ body: (PixelView) throws -> Result) rethrows -> Result {
        try bitmap.withPremultipliedPixels { pixels in
            try body(PixelView(base: pixels.words.baseAddress!, width: pixels.width, height: pixels.height,
                               wordsPerRow: pixels.wordsPerRow))
        }
    }

    /// Decodes an image file's bytes; the error names `path`.
    package static func decodeImage(_ data: Data, path: String) throws -> Bitmap {
        do { return try ImageDecoder.decode(data) } catch {
            throw SnapshotError.unreadable(path, "\(error)")
        }
    }

    package static func encodePNG(_ bitmap: Bitmap) throws -> Data {
        do { return Data(try PNGEncoder.encode(bitmap)) } catch {
            throw SnapshotError.render("PNG encoding failed: \(error)")
        }
    }

    /// Writes atomically (temp file + rename), creating parent directories.
    package static func write(_ data: Data, to url: URL) throws {
        do { try AtomicFile.write(data, to: url) } catch {
            throw SnapshotError.unwritable(url.path, "\(error)")
        }
    }
}
