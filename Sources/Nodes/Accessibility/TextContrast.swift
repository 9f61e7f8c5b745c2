import Foundation
import Layout
import Raster

/// WCAG 2 contrast of text measured on drawn pixels: the background is the most common colour
/// in the text's frame, the text colour the pixel there that differs most from it (a glyph's
/// core, past its antialiased edge).
enum TextContrast {
    /// The contrast ratio (1 to 21) in `frame` (points) of `bitmap` drawn at `scale`; nil when
    /// the frame holds no pixels or a single colour.
    static func measure(in bitmap: Bitmap, frame: Rect, scale: Double) -> Double? {
        let minX = max(0, Int((frame.origin.x * scale).rounded(.down))), maxX = min(bitmap.width, Int((frame.maxX * scale).rounded(.up)))
        let minY = max(0, Int((frame.origin.y * scale).rounded(.down)))
        let maxY = min(bitmap.height, Int(((frame.origin.y + frame.size.height) * scale).rounded(.up)))
        guard minX < maxX, minY < maxY else { return nil }
        var counts: [UInt32: Int] = [:]
        for y in minY..<maxY {
            for x in minX..<maxX { counts[bitmap.premultipliedPixel(x: x, y: y), default: 0] += 1 }
        }
        guard counts.count > 1, let background = counts.max(by: { $0.value < $1.value || $0.value == $1.value && $0.key > $1.key })?.key
        else { return nil }
        let backgroundLuminance = luminance(background)
        let best = counts.keys.map { ratio(luminance($0), backgroundLuminance) }.max() ?? 1
        return best
    }

    /// WCAG's contrast ratio of two relative luminances.
    static func ratio(_ a: Double, _ b: Double) -> Double {
        (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// sRGB relative luminance of a premultiplied ARGB32 pixel (composited over black when
    /// not opaque, as it would show over nothing).
    static func luminance(_ pixel: UInt32) -> Double {
        func linear(_ shift: UInt32) -> Double {
            let value = Double((pixel >> shift) & 0xFF) / 255
            return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(16) + 0.7152 * linear(8) + 0.0722 * linear(0)
    }
}
