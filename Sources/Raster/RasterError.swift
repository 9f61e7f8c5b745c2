/// Why a raster operation failed. Messages name the offending input where one is known.
public enum RasterError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The bytes are not a PNG, JPEG, WebP or GIF image.
    case unsupportedFormat
    /// The image data is truncated or malformed; the message says what was wrong.
    case corrupt(String)
    /// The image header declares more pixels than the decoder accepts (decompression bomb guard).
    case tooManyPixels(width: Int, height: Int, limit: Int)
    /// Cairo could not create or use a surface.
    case surface(String)
    /// An image could not be encoded.
    case encode(String)

    public var description: String {
        switch self {
        case .unsupportedFormat:
            return "unsupported image format (expected PNG, JPEG, WebP or GIF)"
        case .corrupt(let message):
            return "corrupt image: \(message)"
        case .tooManyPixels(let width, let height, let limit):
            return "image of \(width)×\(height) pixels exceeds the limit of \(limit) pixels"
        case .surface(let message):
            return "cairo surface error: \(message)"
        case .encode(let message):
            return "encode error: \(message)"
        }
    }
}
