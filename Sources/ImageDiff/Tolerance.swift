/// How far an actual image may stray from its reference and still match.
///
/// A pixel *differs* when one of its premultiplied channels (alpha, red, green, blue) moves by
/// more than `perChannel`, and, if `deltaE` is set, its colour also moves by more than that
/// perceptual distance (CIE76 ΔE in Lab, after compositing over white). The images match when
/// the fraction of differing pixels is at most `maxDifferingFraction`.
public struct Tolerance: Hashable, Sendable, CustomStringConvertible {
    /// Largest per-channel delta (0...255) that does not count as a difference.
    public var perChannel: Int
    /// Largest fraction (0...1) of differing pixels the images may have and still match.
    public var maxDifferingFraction: Double
    /// Optional perceptual threshold: a pixel differs only if its CIE76 ΔE exceeds this.
    /// About 2.3 is a "just noticeable" difference.
    public var deltaE: Double?

    public init(perChannel: Int = 0, maxDifferingFraction: Double = 0, deltaE: Double? = nil) {
        self.perChannel = min(max(perChannel, 0), 255)
        self.maxDifferingFraction = min(max(maxDifferingFraction, 0), 1)
        self.deltaE = deltaE.map { max($0, 0) }
    }

    /// Pixel-exact: every channel of every pixel must match.
    public static let exact = Tolerance()

    /// Absorbs antialiasing noise (a channel may move by 2, and 1 pixel in 10,000 may differ)
    /// while any visible change of a colour, margin or text still fails.
    public static let `default` = Tolerance(perChannel: 2, maxDifferingFraction: 0.0001)

    /// The number of differing pixels allowed among `pixelCount`.
    public func allowedDifferingPixels(of pixelCount: Int) -> Int {
        Int((Double(pixelCount) * maxDifferingFraction).rounded(.down))
    }

    public var description: String {
        var text = "per-channel delta \(perChannel), max differing fraction \(maxDifferingFraction)"
        if let deltaE { text += ", ΔE \(deltaE)" }
        return text
    }
}
