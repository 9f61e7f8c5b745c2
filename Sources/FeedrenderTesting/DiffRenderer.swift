import Raster

/// Draws the picture a reviewer looks at: every differing pixel in solid red over a faded,
/// opaque copy of the reference, at the size of the larger image (pixels present in only one
/// image count as differing).
struct DiffRenderer {
    let comparator: PixelComparator

    static let highlight: UInt32 = 0xFFFF_0000

    /// Opaque premultiplied ARGB32 words, `width * height` of them, row after row.
    func render(reference: PixelView, actual: PixelView) -> (size: PixelSize, pixels: [UInt32]) {
        let width = Swift.max(reference.width, actual.width)
        let height = Swift.max(reference.height, actual.height)
        var pixels = [UInt32](repeating: Self.highlight, count: width * height)
        let overlapWidth = Swift.min(reference.width, actual.width)
        let overlapHeight = Swift.min(reference.height, actual.height)
        pixels.withUnsafeMutableBufferPointer { out in
            for y in 0..<overlapHeight {
                let referenceRow = reference.row(y), actualRow = actual.row(y)
                let outRow = out.baseAddress! + y * width
                for x in 0..<overlapWidth {
                    let r = referenceRow[x]
                    outRow[x] = comparator.classify(r, actualRow[x]).differs ? Self.highlight : Self.faded(r)
                }
            }
        }
        return (PixelSize(width: width, height: height), pixels)
    }

    static let outline: UInt32 = 0xFFFF_00FF

    /// Draws a 2-pixel magenta outline of each rectangle (pixel coordinates, clipped), to show
    /// where moved nodes are now even when their pixels match.
    static func outline(_ rects: [(x: Int, y: Int, width: Int, height: Int)], in pixels: inout [UInt32], size: PixelSize) {
        func plot(_ x: Int, _ y: Int) {
            if x >= 0 && x < size.width && y >= 0 && y < size.height { pixels[y * size.width + x] = outline }
        }
        for rect in rects where rect.width > 0 && rect.height > 0 {
            let right = rect.x + rect.width - 1, bottom = rect.y + rect.height - 1
            for inset in 0..<2 {
                for x in rect.x...right { plot(x, rect.y + inset); plot(x, bottom - inset) }
                for y in rect.y...bottom { plot(rect.x + inset, y); plot(right - inset, y) }
            }
        }
    }

    /// The reference pixel over white, then mixed with 75% white so red marks stand out.
    @inline(__always)
    static func faded(_ word: UInt32) -> UInt32 {
        let (alpha, red, green, blue) = channels(word)
        func fade(_ premultiplied: Int) -> UInt32 {
            let overWhite = Swift.min(255, premultiplied + 255 - alpha)
            return UInt32((overWhite + 3 * 255 + 2) / 4)
        }
        return 0xFF00_0000 | fade(red) << 16 | fade(green) << 8 | fade(blue)
    }
}
