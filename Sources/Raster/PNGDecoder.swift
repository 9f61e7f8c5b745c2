import Foundation

/// Reading PNG files back, e.g. to compare a snapshot with a fresh render by pixels.
package enum PNGDecoder {
    /// The pixels of a PNG (any colour type), premultiplied. Rejects non-PNG data.
    package static func decode(_ data: Data, pixelLimit: Int = ImageDecoder.defaultPixelLimit) throws -> Bitmap {
        guard data.withUnsafeBytes({ ImageFormat(sniffing: $0) }) == .png else { throw RasterError.unsupportedFormat }
        return try ImageDecoder.decode(data, pixelLimit: pixelLimit)
    }

    /// The tEXt and iTXt (uncompressed) entries, in file order. Throws `.corrupt` on a broken chunk structure.
    package static func textEntries(in data: Data) throws -> [(key: String, value: String)] {
        let bytes = [UInt8](data)
        guard bytes.starts(with: PNGEncoder.signature) else { throw RasterError.unsupportedFormat }
        var entries: [(key: String, value: String)] = []
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = Int(bytes[offset..<offset + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            guard length <= bytes.count - offset - 12 else {
                throw RasterError.corrupt("PNG: chunk \(type) at byte \(offset) runs past the end")
            }
            let body = Array(bytes[offset + 8..<offset + 8 + length])
            if type == "tEXt", let nul = body.firstIndex(of: 0) {
                let latin1 = { (slice: ArraySlice<UInt8>) in String(String.UnicodeScalarView(slice.map { Unicode.Scalar($0) })) }
                entries.append((latin1(body[..<nul]), latin1(body[(nul + 1)...])))
            } else if type == "iTXt", let nul = body.firstIndex(of: 0), nul + 2 < body.count, body[nul + 1] == 0 {
                // Skip the language tag and translated keyword (two NUL-terminated strings).
                var textStart = nul + 3
                for _ in 0..<2 {
                    guard let end = body[textStart...].firstIndex(of: 0) else { textStart = body.count; break }
                    textStart = end + 1
                }
                let key = String(String.UnicodeScalarView(body[..<nul].map { Unicode.Scalar($0) }))
                entries.append((key, String(decoding: body[textStart...], as: UTF8.self)))
            }
            if type == "IEND" { break }
            offset += 12 + length
        }
        return entries
    }
}
