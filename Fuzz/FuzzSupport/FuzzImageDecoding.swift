import Foundation
import Raster

/// What the image fuzz targets share: decoding one input every way the renderer does.
public enum FuzzImageDecoding {
    /// The pixel limit fuzzing decodes with (small, so inputs stay fast).
    public static let pixelLimit = 4_000_000

    /// Probes and decodes `data` at full size and downsampled; only `RasterError` may escape.
    public static func decode(_ data: Data) {
        do {
            _ = try ImageDecoder.probe(data)
            let full = try ImageDecoder.decode(data, pixelLimit: pixelLimit)
            FuzzDriver.check(full.width * full.height <= pixelLimit, "decoded \(full.width)×\(full.height)")
            _ = try ImageDecoder.decode(data, targetSize: PixelSize(width: 17, height: 9), fit: .fit, pixelLimit: pixelLimit)
        } catch is RasterError {
        } catch {
            FuzzDriver.check(false, "unexpected error \(error)")
        }
    }
}

/// The bytes each format's files start with (WebP's RIFF size is left zero).
public enum ImageSignature {
    public static let jpeg = Data([0xFF, 0xD8, 0xFF])
    public static let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    public static let webp = Data("RIFF\0\0\0\0WEBP".utf8)
    public static let gif = Data("GIF89a".utf8)
}
