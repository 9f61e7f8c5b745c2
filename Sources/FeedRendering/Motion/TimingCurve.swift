/// How an animation's progress follows its time: a cubic Bézier from (0, 0) to (1, 1) with two
/// control points, as Core Animation's `CAMediaTimingFunction` and CSS's `cubic-bezier()`
/// define it. The named curves use Core Animation's documented control points.
public struct TimingCurve: Hashable, Sendable {
    /// The first control point (x in 0...1).
    public var x1: Double, y1: Double
    /// The second control point (x in 0...1).
    public var x2: Double, y2: Double

    /// A curve through the control points (x1, y1) and (x2, y2); the x values are clamped to
    /// 0...1 so that time maps to exactly one progress.
    public init(x1: Double, y1: Double, x2: Double, y2: Double) {
        self.x1 = min(max(x1, 0), 1)
        self.y1 = y1
        self.x2 = min(max(x2, 0), 1)
        self.y2 = y2
    }

    /// Constant speed.
    public static let linear = TimingCurve(x1: 0, y1: 0, x2: 1, y2: 1)
    /// Starts slowly (`kCAMediaTimingFunctionEaseIn`: 0.42, 0, 1, 1).
    public static let easeIn = TimingCurve(x1: 0.42, y1: 0, x2: 1, y2: 1)
    /// Ends slowly (`kCAMediaTimingFunctionEaseOut`: 0, 0, 0.58, 1).
    public static let easeOut = TimingCurve(x1: 0, y1: 0, x2: 0.58, y2: 1)
    /// Starts and ends slowly (`kCAMediaTimingFunctionEaseInEaseOut`: 0.42, 0, 0.58, 1):
    /// `UIView.AnimationOptions.curveEaseInOut`, UIKit's default curve.
    public static let easeInOut = TimingCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)

    /// The curves a document or the command line names: `linear`, `easeIn`, `easeOut`,
    /// `easeInOut`.
    public static let named: [(name: String, curve: TimingCurve)] = [
        ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut),
    ]

    /// The curve called `name` in `named`, or nil.
    public init?(name: String) {
        guard let found = Self.named.first(where: { $0.name == name }) else { return nil }
        self = found.curve
    }

    /// The progress at `fraction` of the time (clamped to 0...1). Solved by bisection on the
    /// curve's x, a fixed number of steps: the same answer on every machine.
    public func progress(at fraction: Double) -> Double {
        guard fraction > 0 else { return 0 }
        guard fraction < 1 else { return 1 }
        var low = 0.0, high = 1.0
        // 60 halvings take the parameter below 1e-18: past Double's precision.
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if Self.bezier(mid, x1, x2) < fraction { low = mid } else { high = mid }
        }
        return Self.bezier((low + high) / 2, y1, y2)
    }

    /// One coordinate of the curve at parameter `t`, its end points being 0 and 1.
    private static func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }
}
