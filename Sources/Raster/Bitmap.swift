import CCairo
import Foundation
import CRasterKernels

#if _endian(big)
#error("Raster assumes a little-endian machine: Cairo ARGB32 is read as bytes B, G, R, A.")
#endif

/// Immutable premultiplied ARGB32 pixels (Cairo's native layout: one native-endian `UInt32`
/// `0xAARRGGBB` per pixel, rows `stride` bytes apart), safe to share across threads.
///
/// The memory is written only while the bitmap is being made (by a decoder, a canvas or a
/// resize) and never after it is returned, which is why the class may be `Sendable`.
public final class Bitmap: @unchecked Sendable, Equatable, CustomStringConvertible {
    public let width: Int
    public let height: Int
    /// Bytes from one row to the next.
    public let stride: Int
    let pixels: UnsafeMutableRawPointer
    /// Bytes behind `pixels`, for `PixelMemoryPool`.
    private let capacity: Int

    /// Zero-filled (transparent) pixels, for the module's producers to fill before publishing;
    /// `zeroed: false` leaves them undefined, for producers that write every byte.
    init(width: Int, height: Int, zeroed: Bool = true) {
        precondition(width > 0 && height > 0, "Bitmap needs a positive size, got \(width)×\(height)")
        self.width = width
        self.height = height
        self.stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
        guard let memory = PixelMemoryPool.shared.take(byteCount: stride * height, zeroed: zeroed) else {
            fatalError("Bitmap: out of memory for \(width)×\(height) pixels")
        }
        pixels = memory.pointer
        capacity = memory.capacity
    }

    /// Takes ownership of `pixels` (`capacity` bytes from `PixelMemoryPool.take`, at least
    /// `stride * height`, already holding the image), which the bitmap gives back: how a canvas
    /// hands over its surface without a copy.
    init(width: Int, height: Int, stride: Int, adopting pixels: UnsafeMutableRawPointer, capacity: Int) {
        precondition(width > 0 && height > 0 && stride >= width * 4, "Bitmap needs a positive size, got \(width)×\(height)")
        precondition(capacity >= stride * height, "Bitmap: \(capacity) bytes cannot hold \(height) rows of \(stride)")
        self.width = width
        self.height = height
        self.stride = stride
        self.pixels = pixels
        self.capacity = capacity
    }

    deinit {
        PixelMemoryPool.shared.give(pixels, capacity: capacity)
    }

    /// A bitmap of one colour.
    public convenience init(width: Int, height: Int, color: Color) {
        self.init(width: width, height: height)
        let value = Bitmap.premultipliedValue(of: color)
        for y in 0..<height {
            (pixels + y * stride).bindMemory(to: UInt32.self, capacity: width).update(repeating: value, count: width)
        }
    }

    /// A bitmap whose pixel at (x, y) is `color(x, y)`, for building test images.
    public convenience init(width: Int, height: Int, color: (_ x: Int, _ y: Int) -> Color) {
        self.init(width: width, height: height)
        for y in 0..<height {
            let row = (pixels + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width { row[x] = Bitmap.premultipliedValue(of: color(x, y)) }
        }
    }

    /// The raw premultiplied `0xAARRGGBB` value at (x, y).
    public func premultipliedPixel(x: Int, y: Int) -> UInt32 {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
        return (pixels + y * stride).load(fromByteOffset: x * 4, as: UInt32.self)
    }

    /// The colour at (x, y) with straight alpha (unpremultiplied, 8-bit precision).
    public func pixel(x: Int, y: Int) -> Color {
        let value = premultipliedPixel(x: x, y: y)
        let alpha = value >> 24
        guard alpha > 0 else { return .clear }
        func channel(_ shift: UInt32) -> UInt8 {
            UInt8(min(255, (((value >> shift) & 0xFF) * 255 + alpha / 2) / alpha))
        }
        return Color(red8: channel(16), green8: channel(8), blue8: channel(0), alpha8: UInt8(alpha))
    }

    /// True when every pixel has full alpha.
    public var isOpaque: Bool {
        frpng_is_opaque(pixels, stride, Int32(width), Int32(height)) != 0
    }

    /// Calls `body` with each row's pixels (exactly `width` values, no padding).
    public func withRows<R>(_ body: (_ y: Int, UnsafeBufferPointer<UInt32>) throws -> R) rethrows -> [R] {
        try (0..<height).map { y in
            let row = UnsafeBufferPointer(start: (pixels + y * stride).assumingMemoryBound(to: UInt32.self), count: width)
            return try body(y, row)
        }
    }

    /// Same size and the same pixel values (row padding is ignored).
    public static func == (lhs: Bitmap, rhs: Bitmap) -> Bool {
        guard lhs.width == rhs.width, lhs.height == rhs.height else { return false }
        if lhs === rhs { return true }
        let rowBytes = lhs.width * 4
        for y in 0..<lhs.height where memcmp(lhs.pixels + y * lhs.stride, rhs.pixels + y * rhs.stride, rowBytes) != 0 {
            return false
        }
        return true
    }

    /// How many pixels differ by more than `tolerance` (0...255) in any premultiplied channel.
    /// The sizes must match.
    public func countOfPixelsDiffering(from other: Bitmap, tolerance: Int = 0) -> Int {
        precondition(width == other.width && height == other.height, "sizes differ: \(width)×\(height) vs \(other.width)×\(other.height)")
        return withPremultipliedPixels { lhs in
            other.withPremultipliedPixels { rhs in
                var count = 0
                for y in 0..<height {
                    let lhsRow = lhs.row(y), rhsRow = rhs.row(y)
                    if memcmp(lhsRow.baseAddress!, rhsRow.baseAddress!, width * 4) == 0 { continue }
                    for x in 0..<width where lhsRow[x] != rhsRow[x] {
                        var a = lhsRow[x], b = rhsRow[x]
                        for _ in 0..<4 {
                            let delta = Int(a & 0xFF) - Int(b & 0xFF)
                            if delta > tolerance || -delta > tolerance {
                                count += 1
                                break
                            }
                            a >>= 8
                            b >>= 8
                        }
                    }
                }
                return count
            }
        }
    }

    public var description: String { "Bitmap(\(width)×\(height))" }

    /// Lends the pixels to Cairo as an image surface without copying. Cairo must only read
    /// from it, and must not keep the surface (or a pattern holding it) after `body` returns.
    func withCairoSurface<R>(_ body: (OpaquePointer) throws -> R) rethrows -> R {
        let surface = cairo_image_surface_create_for_data(
            pixels.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(stride))!
        defer {
            cairo_surface_finish(surface)
            cairo_surface_destroy(surface)
        }
        return try body(surface)
    }

    /// Packs a colour as a premultiplied ARGB32 value, rounding to nearest.
    static func premultipliedValue(of color: Color) -> UInt32 {
        let c = color.rgba8
        let alpha = UInt32(c.alpha)
        func channel(_ value: UInt8) -> UInt32 { (UInt32(value) * alpha + 127) / 255 }
        return alpha << 24 | channel(c.red) << 16 | channel(c.green) << 8 | channel(c.blue)
    }
}
