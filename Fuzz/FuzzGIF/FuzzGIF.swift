import Foundation
import FuzzSupport
import Raster

/// The GIF decoder (giflib): any bytes decode (full size and downsampled) or throw a
/// `RasterError`, never more pixels than the limit.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGIF(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    var data = FuzzDriver.data(bytes, count)
    // Inputs need not start with the signature: the decoder is reached either way.
    if !(data.starts(with: Data("GIF87a".utf8)) || data.starts(with: ImageSignature.gif)) {
        data = ImageSignature.gif + data
    }
    FuzzImageDecoding.decode(data)
    return 0
}

@main
enum FuzzGIF {
    static func main() { FuzzDriver.run(fuzzGIF, target: "FuzzGIF") }
}
