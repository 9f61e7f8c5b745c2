import Raster
import XCTest

/// Asserts a pixel's colour within `tolerance` per 8-bit channel (straight alpha; colour
/// channels ignored when fully transparent).
public func assertPixel(_ bitmap: Bitmap, _ x: Int, _ y: Int, _ expected: Color, tolerance: Int = 3,
                 _ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
    let actual = bitmap.pixel(x: x, y: y).rgba8
    let wanted = expected.rgba8
    var channels = [(Int(actual.alpha), Int(wanted.alpha))]
    if wanted.alpha > 0 {
        channels += [(Int(actual.red), Int(wanted.red)), (Int(actual.green), Int(wanted.green)),
                     (Int(actual.blue), Int(wanted.blue))]
    }
    let ok = channels.allSatisfy { abs($0.0 - $0.1) <= tolerance }
    XCTAssert(ok, "pixel (\(x), \(y)) is \(bitmap.pixel(x: x, y: y)), expected \(expected) \(message)",
              file: file, line: line)
}

extension Bitmap {
    /// The smallest pixel rectangle holding every pixel that `isInk` accepts, within `region`.
    public func inkBounds(in region: (x: Int, y: Int, width: Int, height: Int)? = nil,
                   isInk: (Color) -> Bool) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        let area = region ?? (0, 0, width, height)
        var bounds: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
        for y in area.y..<(area.y + area.height) {
            for x in area.x..<(area.x + area.width) where isInk(pixel(x: x, y: y)) {
                if let b = bounds {
                    bounds = (Swift.min(b.minX, x), Swift.min(b.minY, y), Swift.max(b.maxX, x), Swift.max(b.maxY, y))
                } else {
                    bounds = (x, y, x, y)
                }
            }
        }
        return bounds
    }
}

/// Dark, opaque-ish pixels: text ink on a light background.
public func isDarkInk(_ color: Color) -> Bool {
    color.alpha > 0.5 && color.red < 0.5 && color.green < 0.5 && color.blue < 0.5
}

/// Asserts two colours match within `tolerance` per 8-bit channel, alpha included
/// (antialiasing, codec rounding).
public func assertColor(_ actual: Color, _ expected: Color, tolerance: Int = 2, _ message: String = "",
                        file: StaticString = #filePath, line: UInt = #line) {
    let a = actual.rgba8, e = expected.rgba8
    let deltas = [Int(a.red) - Int(e.red), Int(a.green) - Int(e.green), Int(a.blue) - Int(e.blue), Int(a.alpha) - Int(e.alpha)]
    XCTAssert(deltas.allSatisfy { abs($0) <= tolerance }, "\(message) got \(actual), expected \(expected) ±\(tolerance)", file: file, line: line)
}
