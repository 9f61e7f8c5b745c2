/// How far ahead of and behind the viewport a range reaches, in screens
/// (Texture's `ASRangeTuningParameters`). "Leading" is the scroll direction: down.
public struct RangeTuning: Hashable, Sendable {
    public var leadingScreens: Double
    public var trailingScreens: Double

    public init(leadingScreens: Double, trailingScreens: Double) {
        self.leadingScreens = max(0, leadingScreens)
        self.trailingScreens = max(0, trailingScreens)
    }

    /// Texture's full-mode display range: cells here exist as pixels.
    public static let display = RangeTuning(leadingScreens: 1, trailingScreens: 0.5)
    /// Texture's full-mode preload range: cells here have their images requested.
    public static let preload = RangeTuning(leadingScreens: 2.5, trailingScreens: 1.5)

    /// The content span (points) this range covers around the visible span `visible`.
    public func span(around visible: Range<Double>) -> Range<Double> {
        let screen = visible.upperBound - visible.lowerBound
        return (visible.lowerBound - trailingScreens * screen)..<(visible.upperBound + leadingScreens * screen)
    }
}
