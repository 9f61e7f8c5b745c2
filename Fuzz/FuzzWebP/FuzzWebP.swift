import Foundation
import FuzzSupport
import Raster

/// The WebP decoder: any bytes decode (full size and downsampled) or throw a
/// `RasterError`, never more pixels than the limit.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzWebP(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    var data = FuzzDriver.data(bytes, count)
    // Inputs need not start with the signature: the decoder is reached either way.
    if !(data.count >= 12 && data.starts(with: Data("RIFF".utf8)) && data[8..<12] == Data("WEBP".utf8)) {
        data = ImageSignature.webp + data
    }
    // The RIFF size is made to match, so mutations reach the decoder's inner stages.
    let riffSize = UInt32(truncatingIfNeeded: data.count - 8)
    for index in 0..<4 { data[4 + index] = UInt8(truncatingIfNeeded: riffSize >> (8 * index)) }
    FuzzImageDecoding.decode(data)
    return 0
}

@main
enum FuzzWebP {
    static func main() { FuzzDriver.run(fuzzWebP, target: "FuzzWebP") }
}
