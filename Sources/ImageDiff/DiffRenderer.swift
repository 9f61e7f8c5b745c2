import Foundation
import Raster

/// Draws the picture a reviewer looks at: every differing pixel in solid red over a faded,
/// opaque copy of the reference, at the size of the larger image (pixels present in only one
/// image count as differing).
struct DiffRenderer {
    let comparator: PixelComparator

    static let highlight: UInt32 = 0xFFFF_0000

    /// The size of the diff image for these two images: the larger of each dimension.
    static func size(reference: PixelView, actual: PixelView) -> PixelSize {
        PixelSize(width: Swift.max(reference.width, actual.width), height: Swift.max(reference.height, actual.height))
    }

    /// Writes the diff as opaque premultiplied ARGB32 words into `out`, which holds
    /// `size(reference:actual:)` pixels row after row without padding.
    func render(reference: PixelView, actual: PixelView, into out: UnsafeMutableBufferPointer<UInt32>) {
        let size = Self.size(reference: reference, actual: actual)
        precondition(out.count == size.width * size.height, "diff buffer holds \(out.count) pixels, needs \(size)")
        out.update(repeating: Self.highlight)
        let overlapWidth = Swift.min(reference.width, actual.width)
        let overlapHeight = Swift.min(reference.height, actual.height)
        let sameWidth = reference.width == actual.width
        // Flat areas repeat one word many times: remember the last faded word instead of
        // recomputing it (this loop also runs in debug test builds).
        var lastInput: UInt32 = 0, lastFaded = Self.faded(0)
        for y in 0..<overlapHeight {
            let referenceRow = reference.row(y), actualRow = actual.row(y)
            let outRow = out.baseAddress! + y * size.width
            let rowMatches = sameWidth && memcmp(referenceRow, actualRow, overlapWidth * 4) == 0
            for x in 0..<overlapWidth {
                let r = referenceRow[x]
                if !rowMatches && comparator.differs(r, actualRow[x]) {
                    outRow[x] = Self.highlight
                    continue
                }
                if r != lastInput {
                    lastInput = r
                    lastFaded = Self.faded(r)
                }
                outRow[x] = lastFaded
            }
        }
    }

    static let outline: UInt32 = 0xFFFF_00FF

    /// Draws a 2-pixel magenta outline of each rectangle (pixel coordinates, clipped), to show
    /// where moved nodes are now even when their pixels match. `pixels` holds `size` pixels
    /// row after row without padding.
    static func outline(_ rects: [(x: Int, y: Int, width: Int, height: Int)], in pixels: UnsafeMutableBufferPointer<UInt32>,
                        size: PixelSize) {
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
