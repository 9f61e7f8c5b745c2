import Foundation

/// Decodes PNG, JPEG, WebP and GIF (first frame) bytes into premultiplied `Bitmap`s, optionally downsampled.
package enum ImageDecoder {
    /// The default largest accepted image, in pixels (a 48 MP phone photo passes; at 4 bytes
    /// per pixel it is 200 MB of memory).
    package static let defaultPixelLimit = 50_000_000

    /// How a target size bounds the decoded image. The aspect ratio is always kept and images
    /// are never upscaled.
    package enum Fit: Hashable, Sendable {
        /// The smallest size covering the target (for aspect-fill drawing).
        case fill
        /// The largest size inside the target (for aspect-fit drawing).
        case fit
    }

    /// The format and pixel size from the header alone (JPEG EXIF rotation not applied).
    package static func probe(_ data: Data) throws -> (format: ImageFormat, size: PixelSize) {
        try data.withUnsafeBytes { bytes in
            guard let format = ImageFormat(sniffing: bytes) else { throw RasterError.unsupportedFormat }
            switch format {
            case .png: return (format, try PNGImageDecoder.size(of: bytes))
            case .jpeg: return (format, try JPEGImageDecoder.header(of: bytes).size)
            case .webp: return (format, try WebPImageDecoder.size(of: bytes))
            case .gif: return (format, try GIFImageDecoder.size(of: bytes))
            }
        }
    }

    /// Decodes `data`. With a `targetSize` (pixels) the result is downsampled to `fit` it.
    /// Images declaring more than `pixelLimit` pixels are rejected from the header, before any
    /// pixel memory is allocated. JPEG EXIF orientation is applied.
    ///
    /// - Throws: `RasterError.unsupportedFormat`, `.tooManyPixels`, `.corrupt` (truncated or
    ///   malformed data); `CancellationError` when the calling task is cancelled mid-decode (PNG).
    package static func decode(_ data: Data, targetSize: PixelSize? = nil, fit: Fit = .fill,
                              pixelLimit: Int = defaultPixelLimit) throws -> Bitmap {
        try data.withUnsafeBytes { bytes in
            guard let format = ImageFormat(sniffing: bytes) else { throw RasterError.unsupportedFormat }
            let request = DecodeRequest(targetSize: targetSize, fit: fit, pixelLimit: pixelLimit)
            switch format {
            case .png: return try PNGImageDecoder.decode(bytes, request)
            case .jpeg: return try JPEGImageDecoder.decode(bytes, request)
            case .webp: return try WebPImageDecoder.decode(bytes, request)
            case .gif: return try GIFImageDecoder.decode(bytes, request)
            }
        }
    }
}

/// What the caller asked of one decode.
struct DecodeRequest {
    var targetSize: PixelSize?
    var fit: ImageDecoder.Fit
    var pixelLimit: Int

    /// Throws when `size` (from a header) is empty or over the pixel limit.
    func checkHeader(_ size: PixelSize, format: String) throws {
        guard size.width > 0, size.height > 0 else {
            throw RasterError.corrupt("\(format) header declares an empty image (\(size))")
        }
        // Compared by division so that huge declared sizes cannot overflow.
        if size.width > pixelLimit / size.height {
            throw RasterError.tooManyPixels(width: size.width, height: size.height, limit: pixelLimit)
        }
    }

    /// The output size for an image of `size`: `size` itself unless a smaller target asks for less.
    func outputSize(for size: PixelSize) -> PixelSize {
        guard let target = targetSize, target.width > 0, target.height > 0 else { return size }
        let sx = Double(target.width) / Double(size.width), sy = Double(target.height) / Double(size.height)
        let factor = fit == .fill ? max(sx, sy) : min(sx, sy)
        guard factor < 1 else { return size }
        // Rounding up for .fill keeps the cover guarantee; nudged so exact products stay exact.
        func scaled(_ value: Int) -> Int {
            let exact = Double(value) * factor
            let rounded = fit == .fill ? (exact - 1e-9).rounded(.up) : (exact + 1e-9).rounded(.down)
            return min(value, max(1, Int(rounded)))
        }
        return PixelSize(width: scaled(size.width), height: scaled(size.height))
    }
}
