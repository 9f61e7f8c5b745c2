import CTurboJPEG
import Foundation

/// JPEG decoding with TurboJPEG 2.x, using DCT scaling to do most of a downsample for free.
enum JPEGImageDecoder {
    struct Header {
        var size: PixelSize
        var orientation: ImageOrientation
        /// CMYK or YCCK (print JPEGs): TurboJPEG cannot turn those into RGB, so they are
        /// decoded as CMYK and converted here.
        var isCMYK = false
    }

    static func header(of bytes: UnsafeRawBufferPointer) throws -> Header {
        let handle = try Handle()
        return try handle.header(of: bytes)
    }

    static func decode(_ bytes: UnsafeRawBufferPointer, _ request: DecodeRequest) throws -> Bitmap {
        let handle = try Handle()
        let header = try handle.header(of: bytes)
        try request.checkHeader(header.size, format: "JPEG")
        let swap = header.orientation.swapsAxes
        let upright = swap ? PixelSize(width: header.size.height, height: header.size.width) : header.size
        let output = request.outputSize(for: upright)
        let storedOutput = swap ? PixelSize(width: output.height, height: output.width) : output
        let decodeSize = dctScaledSize(of: header.size, covering: storedOutput)

        // A clean decode writes every pixel, so the memory need not be zeroed first; after a
        // warning the image is decoded again into zeros, so no stale byte can ever show.
        func decode(into bitmap: Bitmap) -> Int32 {
            tjDecompress2(handle.pointer, bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), UInt(bytes.count),
                          bitmap.pixels.assumingMemoryBound(to: UInt8.self), Int32(decodeSize.width),
                          Int32(bitmap.stride), Int32(decodeSize.height),
                          header.isCMYK ? TJPF_CMYK.rawValue : TJPF_BGRA.rawValue, 0)
        }
        var bitmap = Bitmap(width: decodeSize.width, height: decodeSize.height, zeroed: false)
        var status = decode(into: bitmap)
        if status != 0 {
            bitmap = Bitmap(width: decodeSize.width, height: decodeSize.height)
            status = decode(into: bitmap)
        }
        if status != 0 {
            let message = handle.errorMessage
            // Warnings still produce an image (e.g. stray bytes before a marker) and are accepted,
            // except a premature end: the bottom of the picture would be missing.
            if tjGetErrorCode(handle.pointer) != TJERR_WARNING.rawValue || message.contains("Premature end") {
                throw RasterError.corrupt("JPEG: \(message)")
            }
        }
        if header.isCMYK { convertCMYK(bitmap, inverted: hasAdobeMarker(bytes)) }
        return bitmap.transformed(orientation: header.orientation, to: output)
    }

    /// Turns CMYK pixels (C, M, Y, K bytes) into opaque BGRA in place, as browsers do:
    /// R = (1 − C)(1 − K) and so on, with Adobe's inverted values when an Adobe marker
    /// says so (Photoshop writes every CMYK JPEG that way).
    static func convertCMYK(_ bitmap: Bitmap, inverted: Bool) {
        let pixels = bitmap.pixels.assumingMemoryBound(to: UInt8.self)
        for y in 0..<bitmap.height {
            let row = pixels + y * bitmap.stride
            for x in 0..<bitmap.width {
                let pixel = row + 4 * x
                var c = Int(pixel[0]), m = Int(pixel[1]), yellow = Int(pixel[2]), k = Int(pixel[3])
                if !inverted { (c, m, yellow, k) = (255 - c, 255 - m, 255 - yellow, 255 - k) }
                // Now each is 255 − ink: the light a channel lets through.
                pixel[0] = UInt8((yellow * k + 127) / 255)
                pixel[1] = UInt8((m * k + 127) / 255)
                pixel[2] = UInt8((c * k + 127) / 255)
                pixel[3] = 255
            }
        }
    }

    /// Whether the JPEG has an Adobe APP14 segment before its first scan.
    static func hasAdobeMarker(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var position = 2
        while position + 4 <= bytes.count, bytes[position] == 0xFF {
            let marker = bytes[position + 1]
            if marker == 0xDA || marker == 0xD9 { return false }
            let length = Int(bytes[position + 2]) << 8 | Int(bytes[position + 3])
            if marker == 0xEE, length >= 7, position + 9 <= bytes.count,
               Array(bytes[(position + 4)..<(position + 9)]) == Array("Adobe".utf8) { return true }
            guard length >= 2 else { return false }
            position += 2 + length
        }
        return false
    }

    /// The smallest TurboJPEG scaling factor's output (≤ 1×) that is at least `target` in both axes.
    static func dctScaledSize(of size: PixelSize, covering target: PixelSize) -> PixelSize {
        var count: Int32 = 0
        guard let factors = tjGetScalingFactors(&count) else { return size }
        var best = size
        for factor in UnsafeBufferPointer(start: factors, count: Int(count)) where factor.num <= factor.denom {
            // TJSCALED: ceil(dimension × num / denom).
            func scaled(_ value: Int) -> Int { (value * Int(factor.num) + Int(factor.denom) - 1) / Int(factor.denom) }
            let candidate = PixelSize(width: scaled(size.width), height: scaled(size.height))
            if candidate.width >= target.width, candidate.height >= target.height, candidate.pixelCount < best.pixelCount {
                best = candidate
            }
        }
        return best
    }

    /// A TurboJPEG decompressor, destroyed with its owner.
    private final class Handle {
        let pointer: tjhandle

        init() throws {
            guard let pointer = tjInitDecompress() else {
                throw RasterError.corrupt("JPEG: cannot create a TurboJPEG decompressor")
            }
            self.pointer = pointer
        }

        deinit { tjDestroy(pointer) }

        var errorMessage: String { String(cString: tjGetErrorStr2(pointer)) }

        func header(of bytes: UnsafeRawBufferPointer) throws -> Header {
            var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
            guard tjDecompressHeader3(pointer, bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), UInt(bytes.count),
                                      &width, &height, &subsampling, &colorspace) == 0 else {
                throw RasterError.corrupt("JPEG header: \(errorMessage)")
            }
            let orientation = ExifOrientationReader.orientation(inJPEG: bytes)
            return Header(size: PixelSize(width: Int(width), height: Int(height)), orientation: orientation,
                          isCMYK: colorspace == Int32(TJCS_CMYK.rawValue) || colorspace == Int32(TJCS_YCCK.rawValue))
        }
    }
}
