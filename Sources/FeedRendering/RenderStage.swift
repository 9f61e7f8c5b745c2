import Appearance
import FeedrenderSupport
import Foundation
import Raster

/// A step of rendering a feed, for the timing summary.
public enum RenderStage: String, CaseIterable, Hashable, Sendable {
    /// Reading and parsing the feed document.
    case decode
    /// Measuring every cell at the viewport width.
    case layout
    /// Loading more rows (batch fetching).
    case fetch
    /// Drawing cells into bitmaps (including their images).
    case raster
    /// Assembling frames, strip tiles and contact sheets from cell bitmaps.
    case composite
    /// PNG encoding and writing files.
    case encode
}

/// Time spent per stage, summed over all workers (so stages running side by side on
/// several cores can add up to more than the wall-clock time). Safe to share.
public final class StageTimes: Sendable {
    private let totals = Locked<[RenderStage: Duration]>([:])

    public init() {}

    /// Runs `body` and adds its duration to `stage`.
    public func measure<T>(_ stage: RenderStage, _ body: () throws -> T) rethrows -> T {
        let start = ContinuousClock.now
        defer { add(ContinuousClock.now - start, to: stage) }
        return try body()
    }

    /// Awaits `body` and adds its duration to `stage`.
    public func measure<T>(_ stage: RenderStage, _ body: () async throws -> T) async rethrows -> T {
        let start = ContinuousClock.now
        defer { add(ContinuousClock.now - start, to: stage) }
        return try await body()
    }

    public func add(_ duration: Duration, to stage: RenderStage) {
        totals.withLock { $0[stage, default: .zero] += duration }
    }

    /// Seconds per stage, every stage listed.
    public var seconds: [RenderStage: Double] {
        totals.withLock { totals in
            Dictionary(uniqueKeysWithValues: RenderStage.allCases.map { ($0, (totals[$0] ?? .zero).seconds) })
        }
    }
}

extension Duration {
    /// The duration in seconds, as a Double.
    public var seconds: Double {
        let parts = components
        return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
    }
}
