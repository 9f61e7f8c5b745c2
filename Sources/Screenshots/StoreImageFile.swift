import Foundation
import Raster

/// What the store rules need to know of one image file: its format, pixel size, byte count
/// and whether it may have transparent pixels; read from its header, no pixel decoded.
struct StoreImageFile {
    /// The path in messages (relative to the folder checked).
    var path: String
    var format: ImageFormat
    var size: PixelSize
    var bytes: Int
    /// An alpha channel or a `tRNS` chunk (never for JPEG).
    var hasAlpha: Bool
    /// Bits per sample (8 for JPEG).
    var bitDepth: Int

    /// The extensions fastlane's uploaders pick up (any case), with the format each names.
    static let uploadedExtensions: [String: ImageFormat] = ["png": .png, "jpg": .jpeg, "jpeg": .jpeg]
    /// Extensions of images the uploaders skip, which verify names rather than ignores.
    static let otherImageExtensions: Set<String> = ["webp", "gif", "heic", "bmp", "tif", "tiff"]
    /// Files larger than this are not read at all (no store takes one).
    static let readLimit = 64 << 20

    /// Whether `name` is an image file by its extension.
    static func isImage(_ name: String) -> Bool {
        let ext = (name as NSString).pathExtension.lowercased()
        return uploadedExtensions[ext] != nil || otherImageExtensions.contains(ext)
    }

    /// Reads the header of the file at `url`; a file that cannot be read or is no PNG or JPEG
    /// is returned as the violation to report.
    static func read(_ url: URL, shownAs path: String) -> Result<StoreImageFile, StoreViolation> {
        let ext = (path as NSString).pathExtension.lowercased()
        guard let named = uploadedExtensions[ext] else {
            return .failure(StoreViolation(path, .format, ".\(ext) is not uploaded (fastlane takes .png, .jpg and .jpeg)"))
        }
        let bytes = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
        guard bytes <= readLimit else {
            return .failure(StoreViolation(path, .bytes, "\(bytes) bytes; no store takes an image over \(readLimit >> 20) MB"))
        }
        do {
            let data = try Data(contentsOf: url, options: .alwaysMapped)
            let (format, size) = try ImageDecoder.probe(data)
            guard format == .png || format == .jpeg else {
                return .failure(StoreViolation(path, .format, "a \(format.rawValue.uppercased()) file; the stores take PNG and JPEG"))
            }
            guard format == named else {
                return .failure(StoreViolation(path, .format, "a \(format.rawValue.uppercased()) file named .\(ext)"))
            }
            let header = format == .png ? try PNGHeader(data) : nil
            return .success(StoreImageFile(path: path, format: format, size: size, bytes: bytes,
                                           hasAlpha: header?.hasAlpha ?? false, bitDepth: header?.bitDepth ?? 8))
        } catch {
            return .failure(StoreViolation(path, .format, "not a readable PNG or JPEG (\(error))"))
        }
    }

    /// The rules both stores share: no transparency, 8 bits a sample (24-bit colour).
    var pixelFormatViolations: [StoreViolation] {
        var found: [StoreViolation] = []
        if hasAlpha { found.append(StoreViolation(path, .alpha, "has an alpha channel or transparency; the stores take images without alpha")) }
        if bitDepth > 8 { found.append(StoreViolation(path, .format, "\(bitDepth) bits a sample; the stores take 24-bit colour (8 bits a sample)")) }
        return found
    }

    /// `size` as messages write it: `1320×2868`.
    var sizeText: String { "\(size.width)×\(size.height)" }
}
