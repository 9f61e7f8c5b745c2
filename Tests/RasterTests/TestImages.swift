import CWebP
import Foundation
import XCTest
@testable import Raster

/// Builds test images at run time (no binary fixtures).
enum TestImages {
    /// Left half `left`, right half `right`.
    static func halves(width: Int, height: Int, left: Color, right: Color) -> Bitmap {
        Bitmap(width: width, height: height) { x, _ in x < width / 2 ? left : right }
    }

    /// A smooth, photo-like opaque pattern with some deterministic noise.
    static func photo(width: Int, height: Int, seed: UInt32 = 1) -> Bitmap {
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

    /// JPEG bytes of an opaque bitmap (TurboJPEG, 4:4:4 so colour edges stay sharp).
    static func jpeg(_ bitmap: Bitmap, quality: Int = 95) throws -> Data {
        Data(try JPEGEncoder.encode(bitmap, quality: quality, subsampling: .yuv444))
    }

    /// WebP bytes (lossless, or lossy at `quality`) of straight-alpha BGRA rows.
    static func webp(straightBGRA: [UInt8], width: Int, height: Int, lossless: Bool = true, quality: Float = 90) throws -> Data {
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

    /// Straight-alpha BGRA bytes of `color` repeated.
    static func bgra(_ color: Color, count: Int) -> [UInt8] {
        let c = color.rgba8
        return Array([[c.blue, c.green, c.red, c.alpha]].repeated(count).joined())
    }
}

extension Array {
    func repeated(_ count: Int) -> [Element] { Array([[Element]](repeating: self, count: count).joined()) }
}

/// 8-bit channel assertions with a tolerance (antialiasing, codec rounding).
func assertColor(_ actual: Color, _ expected: Color, tolerance: Int = 2, _ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
    let a = actual.rgba8, e = expected.rgba8
    let deltas = [Int(a.red) - Int(e.red), Int(a.green) - Int(e.green), Int(a.blue) - Int(e.blue), Int(a.alpha) - Int(e.alpha)]
    XCTAssert(deltas.allSatisfy { abs($0) <= tolerance }, "\(message) got \(actual), expected \(expected) ±\(tolerance)", file: file, line: line)
}
