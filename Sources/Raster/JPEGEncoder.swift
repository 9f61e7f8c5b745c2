import CTurboJPEG

/// JPEG encoding with TurboJPEG (opaque output: alpha is dropped, so draw on an opaque
/// background first). Useful for fixtures, thumbnails and size comparisons.
package enum JPEGEncoder {
    /// Chroma subsampling: 4:2:0 is the photo default; 4:4:4 keeps colour edges sharp.
    package enum Subsampling: Hashable, Sendable {
        case yuv420, yuv444
    }

    /// Encodes `bitmap` at `quality` (1...100).
    package static func encode(_ bitmap: Bitmap, quality: Int = 85, subsampling: Subsampling = .yuv420) throws -> [UInt8] {
        guard (1...100).contains(quality) else { throw RasterError.encode("JPEG quality \(quality) is outside 1...100") }
        guard let handle = tjInitCompress() else { throw RasterError.encode("JPEG: cannot create a TurboJPEG compressor") }
        defer { tjDestroy(handle) }
        var buffer: UnsafeMutablePointer<UInt8>? = nil
        var size: UInt = 0
        defer { tjFree(buffer) }
        let sampling = subsampling == .yuv420 ? TJSAMP_420 : TJSAMP_444
        let status = tjCompress2(handle, bitmap.pixels.assumingMemoryBound(to: UInt8.self), Int32(bitmap.width), Int32(bitmap.stride),
                                 Int32(bitmap.height), Int32(TJPF_BGRA.rawValue), &buffer, &size, Int32(sampling.rawValue),
                                 Int32(quality), 0)
        guard status == 0, let buffer else {
            throw RasterError.encode("JPEG: \(String(cString: tjGetErrorStr2(handle)))")
        }
        return Array(UnsafeBufferPointer(start: buffer, count: Int(size)))
    }
}
