/// What comparing two images found.
public struct ImageDifference: Hashable, Sendable, CustomStringConvertible {
    /// Pixel size of the reference and of the actual image.
    public var referenceSize: PixelSize
    public var actualSize: PixelSize
    /// Pixels compared (the reference's pixel count).
    public var pixelCount: Int
    /// Pixels beyond the tolerance. When `isComplete` is false, counting stopped as soon as the
    /// tolerance was exceeded, so this is a lower bound.
    public var differingPixels: Int
    /// The largest per-channel delta (0...255) seen among the pixels examined.
    public var maxChannelDelta: Int
    /// The largest CIE76 ΔE seen among the pixels that passed the channel test, when the
    /// tolerance has a perceptual threshold.
    public var maxDeltaE: Double?
    /// Whether every pixel was examined (false after an early exit).
    public var isComplete: Bool
    /// Whether the images match within the tolerance used.
    public var matches: Bool

    public var sizesMatch: Bool { referenceSize == actualSize }
    public var differingFraction: Double { pixelCount == 0 ? 0 : Double(differingPixels) / Double(pixelCount) }

    public var description: String {
        if !sizesMatch {
            return "size differs: reference \(referenceSize), actual \(actualSize)"
        }
        let percent = (differingFraction * 100).formatted(significantDigits: 3)
        var text = "\(isComplete ? "" : "at least ")\(differingPixels) of \(pixelCount) pixels differ (\(percent)%), largest channel delta \(maxChannelDelta)"
        if let maxDeltaE { text += ", largest ΔE \(maxDeltaE.formatted(significantDigits: 3))" }
        return text
    }
}

extension Double {
    /// Plain decimal text with a few significant digits, independent of locale.
    func formatted(significantDigits: Int) -> String {
        if self == 0 || !isFinite { return "\(self == 0 ? 0 : self)" }
        let magnitude = Int(Foundation.floor(Foundation.log10(Swift.abs(self))))
        let decimals = Swift.max(0, significantDigits - 1 - magnitude)
        return String(format: "%.\(decimals)f", self)
    }
}

import Foundation
import Raster
