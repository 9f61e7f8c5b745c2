import Foundation

/// What a PNG's chunks before its pixels say about them: size, colour type, bit depth and
/// whether a `tRNS` chunk makes some colour transparent. Enough to tell a 24-bit PNG without
/// alpha (what both app stores ask for) from one with alpha, without decoding a pixel.
package struct PNGHeader: Hashable, Sendable {
    /// Pixel size from IHDR.
    package var size: PixelSize
    /// Bits per sample (1, 2, 4, 8 or 16).
    package var bitDepth: Int
    /// IHDR's colour type: 0 grey, 2 RGB, 3 palette, 4 grey and alpha, 6 RGBA.
    package var colorType: Int
    /// Whether a `tRNS` chunk precedes the image data (transparency without an alpha channel).
    package var hasTransparencyChunk: Bool

    /// Whether any pixel may be transparent: an alpha channel or a `tRNS` chunk.
    package var hasAlpha: Bool { colorType == 4 || colorType == 6 || hasTransparencyChunk }

    /// Reads IHDR and the chunks up to the first IDAT.
    /// - Throws: `RasterError.unsupportedFormat` for data that is not a PNG, `.corrupt` for a
    ///   broken header or chunk structure.
    package init(_ data: Data) throws {
        let bytes = [UInt8](data.prefix(1 << 20))
        guard bytes.starts(with: PNGEncoder.signature) else { throw RasterError.unsupportedFormat }
        size = try bytes.withUnsafeBytes { try PNGImageDecoder.size(of: $0) }
        guard bytes.count >= 33 else { throw RasterError.corrupt("PNG: truncated IHDR") }
        bitDepth = Int(bytes[24])
        colorType = Int(bytes[25])
        hasTransparencyChunk = false
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = Int(bytes[offset..<offset + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            if type == "IDAT" || type == "IEND" { return }
            if type == "tRNS" { hasTransparencyChunk = true }
            guard length <= Int(Int32.max) else { throw RasterError.corrupt("PNG: chunk \(type) has a length over 2^31") }
            offset += 12 + length
        }
        // Chunks before the pixels longer than the prefix read: what was seen is the answer.
    }
}
