import Foundation
import Raster

/// The few Raster calls snapshot testing needs, in one place.
enum RasterBridge {
    /// Runs `body` with a view of the bitmap's pixel memory.
    static func withPixelView<Result>(of bitmap: Bitmap, _ body: (PixelView) throws -> Result) rethrows -> Result {
        // The row pointers stay valid while the bitmap lives: its memory is allocated once,
        // never moved or written after creation, and the bitmap is kept alive around `body`.
        let rows = bitmap.withRows { _, row in row.baseAddress! }
        return try withExtendedLifetime(bitmap) {
            try body(PixelView(rows: rows, width: bitmap.width))
        }
    }

    /// A bitmap holding `pixels` (opaque ARGB32 words, row after row, no padding).
    static func makeOpaqueBitmap(size: PixelSize, pixels: [UInt32]) -> Bitmap {
        Bitmap(width: size.width, height: size.height) { x, y in
            let word = pixels[y * size.width + x]
            return Color(red8: UInt8(truncatingIfNeeded: word >> 16), green8: UInt8(truncatingIfNeeded: word >> 8),
                         blue8: UInt8(truncatingIfNeeded: word))
        }
    }

    /// Decodes an image file's bytes; the error names `path`.
    static func decodeImage(_ data: Data, path: String) throws -> Bitmap {
        do { return try ImageDecoder.decode(data) } catch {
            throw SnapshotError.unreadable(path, "\(error)")
        }
    }

    static func encodePNG(_ bitmap: Bitmap) throws -> Data {
        do { return Data(try PNGEncoder.encode(bitmap)) } catch {
            throw SnapshotError.render("PNG encoding failed: \(error)")
        }
    }

    /// Writes atomically (temp file + rename), creating parent directories.
    static func write(_ data: Data, to url: URL) throws {
        do { try AtomicFile.write(data, to: url) } catch {
            throw SnapshotError.unwritable(url.path, "\(error)")
        }
    }
}
