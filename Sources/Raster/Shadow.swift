/// A drop shadow, as on a `CALayer`: the shape's silhouette, moved and blurred.
public struct Shadow: Hashable, Sendable {
    public var color: Color
    /// Offset in points (positive y = down).
    public var offsetX: Double
    public var offsetY: Double
    /// `CALayer.shadowRadius` in points: the Gaussian's standard deviation (CSS blur = 2 × this).
    public var blurRadius: Double
    /// Multiplies the colour's alpha, like `CALayer.shadowOpacity`.
    public var opacity: Double

    public init(color: Color = .black, offsetX: Double = 0, offsetY: Double = 0, blurRadius: Double = 0, opacity: Double = 1) {
        self.color = color
        self.offsetX = offsetX
        self.offsetY = offsetY
        self.blurRadius = blurRadius
        self.opacity = opacity
    }
}
