import Foundation

/// How a scroll view coasts after a fling: its velocity decays by a fixed factor every
/// millisecond (`UIScrollView.DecelerationRate.normal` is 0.998), so after *t* seconds it has
/// travelled v₀ · (1 − rate^(1000·t)) / (−1000 · ln rate) of the
/// v₀ / (−1000 · ln rate) it covers in all (about half a second's worth at the normal rate).
/// It is taken to stop when less than half a point remains.
public struct ScrollDeceleration: Hashable, Sendable {
    /// `UIScrollView.DecelerationRate.normal`: the velocity kept per millisecond.
    public static let normalRate = 0.998
    /// `UIScrollView.DecelerationRate.fast`.
    public static let fastRate = 0.99

    /// Points per second when the finger lifts; positive scrolls down the content.
    public var velocity: Double
    /// The velocity kept per millisecond, in 0 < rate < 1.
    public var rate: Double

    /// A fling at `velocity` points per second decelerating at `rate`.
    public init(velocity: Double, rate: Double = ScrollDeceleration.normalRate) {
        self.velocity = velocity
        self.rate = min(max(rate, 0.5), 0.9999)
    }

    /// The whole distance travelled, in points (signed as the velocity).
    public var distance: Double { velocity / (-1000 * log(rate)) }

    /// The distance travelled after `time` seconds.
    public func distance(at time: Double) -> Double {
        distance * (1 - pow(rate, 1000 * max(0, time)))
    }

    /// Seconds until less than half a point remains to travel.
    public var duration: Double {
        let total = abs(distance)
        guard total > 0.5 else { return 0 }
        return log(0.5 / total) / (1000 * log(rate))
    }
}
