import Foundation
import FuzzSupport
import Raster

/// The JPEG decoder: any bytes decode (full size and downsampled) or throw a
/// `RasterError`, never more pixels than the limit.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJPEG(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    var data = FuzzDriver.data(bytes, count)
    // Inputs need not start with the signature: the decoder is reached either way.
    if !data.starts(with: ImageSignature.jpeg) { data = ImageSignature.jpeg + data }
    FuzzImageDecoding.decode(data)
    return 0
}

@main
enum FuzzJPEG {
    static func main() { FuzzDriver.run(fuzzJPEG, target: "FuzzJPEG") }
}
