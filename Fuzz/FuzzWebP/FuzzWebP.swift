import Foundation
import FuzzSupport
import Raster

/// The WebP decoder: any bytes decode (full size and downsampled) or throw a
/// `RasterError`, never more pixels than the limit.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzWebP(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    var data = FuzzDriver.data(bytes, count)
    // Inputs need not start with the signature: the decoder is reached either way.
    if !data.starts(with: ImageSignature.webp) { data = ImageSignature.webp + data }
    FuzzImageDecoding.decode(data)
    return 0
}

@main
enum FuzzWebP {
    static func main() { FuzzDriver.run(fuzzWebP, target: "FuzzWebP") }
}
