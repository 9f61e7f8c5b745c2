import CTurboJPEG
import CWebP
import Foundation
import Raster
import XCTest

/// Small deterministic images made at test time (no binary fixtures), shared by the test
/// targets: bitmaps to draw or compare, and their JPEG, PNG and WebP bytes.
public enum TestImages {
    // MARK: Bitmaps

    /// A smooth colour ramp, different at every pixel.
    public static func ramp(width: Int = 64, height: Int = 48) -> Bitmap {
        Bitmap(width: width, height: height) { x, y in
            Color(red8: UInt8(x * 255 / max(width - 1, 1)), green8: UInt8(y * 255 / max(height - 1, 1)), blue8: 128)
        }
    }

    /// Left half `left`, right half `right`.
    public static func halves(width: Int, height: Int, left: Color, right: Color) -> Bitmap {
        Bitmap(width: width, height: height) { x, _ in x < width / 2 ? left : right }
    }

    /// A smooth, photo-like opaque pattern with some deterministic noise.
    public static func photo(width: Int, height: Int, seed: UInt32 = 1) -> Bitmap {
        var state = seed
        return Bitmap(width: width, height: height) { x, y in
            state = state &* 1_664_525 &+ 1_013_904_223
            let noise = Double(state >> 24) / 255 * 0.08
            let fx = Double(x) / Double(width), fy = Double(y) / Double(height)
            return Color(red: 0.5 + 0.4 * sin(fx * 7 + fy * 2) + noise,
                         green: 0.5 + 0.4 * cos(fy * 5) - noise,
                         blue: 0.3 + 0.5 * fx * fy + noise)
        }
    }

    /// `base` with the pixels for which `changed` holds replaced by `color(original)`.
    public static func altered(_ base: Bitmap, where changed: (Int, Int) -> Bool, to color: (Color) -> Color) -> Bitmap {
        Bitmap(width: base.width, height: base.height) { x, y in
            let original = base.pixel(x: x, y: y)
            return changed(x, y) ? color(original) : original
        }
    }

    /// `color` with its red channel moved by `delta` (0...255, clamped).
    public static func nudgingRed(_ color: Color, by delta: Int) -> Color {
        let c = color.rgba8
        return Color(red8: UInt8(min(255, max(0, Int(c.red) + delta))), green8: c.green, blue8: c.blue, alpha8: c.alpha)
    }

    // MARK: Straight RGBA pictures, for the codecs' own encoders

    /// Left half red, right half blue, opaque.
    public static func redAndBlue(width: Int, height: Int) -> RGBAImage {
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                let left = x < width / 2
                pixels[i] = left ? 255 : 0
                pixels[i + 1] = 0
                pixels[i + 2] = left ? 0 : 255
            }
        }
        return RGBAImage(width: width, height: height, bytes: pixels)
    }

    /// A small "photo": a sky gradient, a sun and a band of ground, in the colours of `hue`.
    public static func landscape(width: Int, height: Int, hue: RGBAImage.Hue) -> RGBAImage {
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        let sun = (x: Double(width) * 0.65, y: Double(height) * 0.4, r: Double(min(width, height)) * 0.18)
        for y in 0..<height {
            let t = Double(y) / Double(height)
            for x in 0..<width {
                var rgb: (Double, Double, Double)
                switch hue {
                case .sunset: rgb = (1.0 - 0.3 * t, 0.55 - 0.35 * t, 0.3 + 0.4 * t)
                case .sea: rgb = (0.25 * t, 0.5 + 0.2 * t, 0.9 - 0.3 * t)
                case .meadow: rgb = (0.5 - 0.3 * t, 0.8 - 0.3 * t, 0.9 - 0.6 * t)
                }
                let dx = Double(x) - sun.x, dy = Double(y) - sun.y
                if dx * dx + dy * dy < sun.r * sun.r { rgb = (1, 0.92, 0.4) }
                if t > 0.75 { rgb = hue == .sea ? (0.9, 0.85, 0.6) : (0.2, 0.45 - 0.2 * t, 0.15) }
                let i = (y * width + x) * 4
                pixels[i] = UInt8(max(0, min(255, rgb.0 * 255)))
                pixels[i + 1] = UInt8(max(0, min(255, rgb.1 * 255)))
                pixels[i + 2] = UInt8(max(0, min(255, rgb.2 * 255)))
            }
        }
        return RGBAImage(width: width, height: height, bytes: pixels)
    }

    // MARK: Encoded bytes of bitmaps

    /// JPEG bytes of an opaque bitmap (Raster's TurboJPEG encoder, 4:4:4 so colour edges stay sharp).
    public static func jpeg(_ bitmap: Bitmap, quality: Int = 95) throws -> Data {
        Data(try JPEGEncoder.encode(bitmap, quality: quality, subsampling: .yuv444))
    }

    /// WebP bytes (lossless, or lossy at `quality`) of straight-alpha BGRA rows.
    public static func webp(straightBGRA: [UInt8], width: Int, height: Int, lossless: Bool = true, quality: Float = 90) throws -> Data {
        var output: UnsafeMutablePointer<UInt8>? = nil
        let size = straightBGRA.withUnsafeBufferPointer { buffer in
            lossless
                ? WebPEncodeLosslessBGRA(buffer.baseAddress, Int32(width), Int32(height), Int32(width * 4), &output)
                : WebPEncodeBGRA(buffer.baseAddress, Int32(width), Int32(height), Int32(width * 4), quality, &output)
        }
        XCTAssertGreaterThan(size, 0)
        defer { WebPFree(output) }
        return Data(bytes: try XCTUnwrap(output), count: size)
    }

    /// Straight-alpha BGRA bytes of `color` repeated `count` times.
    public static func bgra(_ color: Color, count: Int) -> [UInt8] {
        let c = color.rgba8
        return Array(Array(repeating: [c.blue, c.green, c.red, c.alpha], count: count).joined())
    }
}
