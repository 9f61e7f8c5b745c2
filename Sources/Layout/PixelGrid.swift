/// Rounding to the pixel grid of a screen scale, the way Texture's
/// `ASCeilPixelValue` / `ASFloorPixelValue` / `ASRoundPixelValue` do.
public struct PixelGrid: Hashable, Sendable {
    /// Pixels per point.
    public var scale: Double

    public init(scale: Double) {
        self.scale = scale > 0 && scale.isFinite ? scale : 1
    }

    // Texture nudges by FLT_EPSILON so values a hair off the grid do not jump a pixel.
    // A computed constant, not a stored static: no lazy-initialisation check per call.
    @inline(__always) static var epsilon: Double { Double(Float.ulpOfOne) }

    public func ceil(_ value: Double) -> Double {
        (((value - Self.epsilon) * scale).rounded(.up)) / scale + 0  // + 0 turns -0 into 0
    }

    public func floor(_ value: Double) -> Double {
        (((value + Self.epsilon) * scale).rounded(.down)) / scale + 0
    }

    public func round(_ value: Double) -> Double {
        ((value * scale).rounded(.toNearestOrAwayFromZero)) / scale + 0
    }

    public func ceil(_ size: Size) -> Size {
        Size(width: ceil(size.width), height: ceil(size.height))
    }
}
