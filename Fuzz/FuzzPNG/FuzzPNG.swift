import Foundation
import FuzzSupport
import Raster

/// The PNG decoder: any bytes decode (full size and downsampled) or throw a
/// `RasterError`, never more pixels than the limit.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    var data = FuzzDriver.data(bytes, count)
    // Inputs need not start with the signature: the decoder is reached either way.
    if !data.starts(with: ImageSignature.png) { data = ImageSignature.png + data }
    FuzzImageDecoding.decode(data)
    return 0
}

@main
enum FuzzPNG {
    static func main() { FuzzDriver.run(fuzzPNG, target: "FuzzPNG") }
}
