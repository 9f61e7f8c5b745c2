/// A minimum and a maximum size: the constraint an element is laid out in
/// (Texture's `ASSizeRange`). An infinite max means unbounded.
public struct SizeRange: Hashable, Sendable, CustomStringConvertible {
    public var min: Size
    public var max: Size

    public init(min: Size, max: Size) {
        self.min = min
        self.max = max
    }

    /// A range that admits exactly one size.
    public init(exactly size: Size) {
        self.init(min: size, max: size)
    }

    /// `[0, 0] ... [∞, ∞]`.
    public static let unconstrained = SizeRange(min: .zero, max: .infinite)

    /// Clamps `size` into the range; where min > max, min wins (as `ASSizeRangeClamp`).
    public func clamp(_ size: Size) -> Size {
        Size(width: texMax(min.width, texMin(max.width, size.width)),
             height: texMax(min.height, texMin(max.height, size.height)))
    }

    public var description: String { "{min \(min), max \(max)}" }
}
