import FeedrenderSupport
import Foundation
import Layout
import Raster

/// Tolerant image comparison, fast enough to run on full-screen frames in every test: identical
/// bytes or identical pixel rows return at once, differing rows are scanned as raw 32-bit words,
/// and the verdict can stop at the first pixel past the tolerance.
package struct ImageComparator: Sendable {
    package var tolerance: Tolerance

    package init(tolerance: Tolerance = .default) {
        self.tolerance = tolerance
    }

    /// Compares two bitmaps. By default stops as soon as the verdict is known; pass
    /// `exhaustive: true` for exact counts (the figures of a failure message).
    package func compare(reference: Bitmap, actual: Bitmap, exhaustive: Bool = false) -> ImageDifference {
        RasterBridge.withPixelView(of: reference) { referenceView in
            RasterBridge.withPixelView(of: actual) { actualView in
                PixelComparator(tolerance: tolerance).compare(referenceView, actualView, stopEarly: !exhaustive)
            }
        }
    }

    /// Compares two encoded images (PNG, JPEG or WebP). Identical bytes match without decoding.
    /// - Parameters:
    ///   - referenceName, actualName: named in decoding errors (e.g. file paths).
    package func compare(referenceData: Data, actualData: Data, referenceName: String = "reference",
                        actualName: String = "actual", exhaustive: Bool = false) throws -> ImageDifference {
        if referenceData == actualData, let size = try? ImageDecoder.probe(referenceData).size {
            let pixels = size.width * size.height
            return ImageDifference(referenceSize: size, actualSize: size, pixelCount: pixels, differingPixels: 0,
                                   maxChannelDelta: 0, maxDeltaE: tolerance.deltaE == nil ? nil : 0,
                                   isComplete: true, matches: true)
        }
        let reference = try RasterBridge.decodeImage(referenceData, path: referenceName)
        let actual = try RasterBridge.decodeImage(actualData, path: actualName)
        return compare(reference: reference, actual: actual, exhaustive: exhaustive)
    }

    /// The review image: differing pixels in red over a faded reference, at the larger size,
    /// with a magenta outline around each of `outlined` (frames in points, at `scale`).
    package func diffImage(reference: Bitmap, actual: Bitmap, outlined: [Rect] = [], scale: Double = 1) -> Bitmap {
        let rects = outlined.map { frame in
            (x: Int((frame.minX * scale).rounded(.down)), y: Int((frame.minY * scale).rounded(.down)),
             width: PixelRounding.extent(frame.width, scale: scale), height: PixelRounding.extent(frame.height, scale: scale))
        }
        return RasterBridge.withPixelView(of: reference) { referenceView in
            RasterBridge.withPixelView(of: actual) { actualView in
                let size = DiffRenderer.size(reference: referenceView, actual: actualView)
                return Bitmap(width: size.width, height: size.height, initializingPremultipliedPixels: { pixels in
                    DiffRenderer(comparator: PixelComparator(tolerance: tolerance))
                        .render(reference: referenceView, actual: actualView, into: pixels)
                    DiffRenderer.outline(rects, in: pixels, size: size)
                })
            }
        }
    }
}
