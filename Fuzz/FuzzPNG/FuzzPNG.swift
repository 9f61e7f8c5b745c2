import Foundation
import FuzzSupport
import Raster

/// The PNG decoder: any bytes decode (full size and downsampled) or throw a
/// `RasterError`, never more pixels than the limit. Chunk CRCs are recomputed first, so
/// mutated inputs reach the decoder's inner stages instead of failing their checksum.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    var data = FuzzDriver.data(bytes, count)
    // Inputs need not start with the signature: the decoder is reached either way.
    if !data.starts(with: ImageSignature.png) { data = ImageSignature.png + data }
    FuzzImageDecoding.decode(PNGChunkRepair.fixingCRCs(data))
    return 0
}

/// Rewrites the CRC of every whole chunk of a PNG.
enum PNGChunkRepair {
    static func fixingCRCs(_ data: Data) -> Data {
        var bytes = [UInt8](data)
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = Int(bytes[offset..<offset + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
            guard length <= bytes.count - offset - 12 else { break }
            let crc = crc32(bytes[offset + 4..<offset + 8 + length])
            for index in 0..<4 { bytes[offset + 8 + length + index] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * index)) }
            offset += 12 + length
        }
        return Data(bytes)
    }

    /// CRC-32 (ISO 3309), as PNG chunks use it.
    static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}

@main
enum FuzzPNG {
    static func main() { FuzzDriver.run(fuzzPNG, target: "FuzzPNG") }
}
