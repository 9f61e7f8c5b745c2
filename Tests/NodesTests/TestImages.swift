import CTurboJPEG
import CWebP
import Foundation
import Raster

/// Small "photos" made at test time, encoded as JPEG, PNG and WebP.
enum TestImages {
    /// RGBA bytes of a picture: a sky gradient, a sun and a band of ground, hued by `hue` (0...2).
    static func rgba(width: Int, height: Int, hue: Int) -> [UInt8] {
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        let sun = (x: Double(width) * 0.65, y: Double(height) * 0.4, r: Double(min(width, height)) * 0.18)
        for y in 0..<height {
            let t = Double(y) / Double(height)
            for x in 0..<width {
                var rgb: (Double, Double, Double)
                switch hue {
                case 0: rgb = (1.0 - 0.3 * t, 0.55 - 0.35 * t, 0.3 + 0.4 * t)      // sunset
                case 1: rgb = (0.25 * t, 0.5 + 0.2 * t, 0.9 - 0.3 * t)            // sea
                default: rgb = (0.5 - 0.3 * t, 0.8 - 0.3 * t, 0.9 - 0.6 * t)      // meadow
                }
                let dx = Double(x) - sun.x, dy = Double(y) - sun.y
                if dx * dx + dy * dy < sun.r * sun.r { rgb = (1, 0.92, 0.4) }
                if t > 0.75 { rgb = hue == 1 ? (0.9, 0.85, 0.6) : (0.2, 0.45 - 0.2 * t, 0.15) }
                let i = (y * width + x) * 4
                pixels[i] = UInt8(max(0, min(255, rgb.0 * 255)))
                pixels[i + 1] = UInt8(max(0, min(255, rgb.1 * 255)))
                pixels[i + 2] = UInt8(max(0, min(255, rgb.2 * 255)))
            }
        }
        return pixels
    }

    static func jpeg(width: Int, height: Int, hue: Int = 0) -> Data {
        let pixels = rgba(width: width, height: height, hue: hue)
        let handle = tjInitCompress()!
        defer { tjDestroy(handle) }
        var output: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        let status = tjCompress2(handle, pixels, Int32(width), Int32(width * 4), Int32(height), Int32(TJPF_RGBA.rawValue),
                                 &output, &size, Int32(TJSAMP_444.rawValue), 92, 0)
        precondition(status == 0, "tjCompress2 failed")
        defer { tjFree(output) }
        return Data(bytes: output!, count: Int(size))
    }

    static func webp(width: Int, height: Int, hue: Int = 1) -> Data {
        let pixels = rgba(width: width, height: height, hue: hue)
        var output: UnsafeMutablePointer<UInt8>?
        let size = WebPEncodeRGBA(pixels, Int32(width), Int32(height), Int32(width * 4), 92, &output)
        precondition(size > 0, "WebPEncodeRGBA failed")
        defer { WebPFree(output) }
        return Data(bytes: output!, count: size)
    }

    static func png(width: Int, height: Int, hue: Int = 2) throws -> Data {
        let pixels = rgba(width: width, height: height, hue: hue)
        let bitmap = Bitmap(width: width, height: height) { x, y in
            let i = (y * width + x) * 4
            return Color(red8: pixels[i], green8: pixels[i + 1], blue8: pixels[i + 2])
        }
        return Data(try PNGEncoder.encode(bitmap))
    }

    /// A decoded picture for image nodes.
    static func bitmap(_ data: Data) throws -> Bitmap {
        try ImageDecoder.decode(data)
    }
}
