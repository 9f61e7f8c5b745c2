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
/// several cores can add up to more than the wall-clock time), and the CPU time of the
/// same work. Safe to share.
///
/// Worker time counts a stage's waiting too (an image still loading); CPU time counts only
/// what its threads computed. Synchronous `measure` records both; the async form records
/// worker time only, since an `await` may resume on another thread; its CPU is added with
/// `addCPU` by whoever can measure it synchronously.
package final class StageTimes: Sendable {
    private let totals = Locked<[RenderStage: (wall: Duration, cpu: Duration)]>([:])

    package init() {}

    /// Runs `body` and adds its duration and CPU time to `stage`.
    package func measure<T>(_ stage: RenderStage, _ body: () throws -> T) rethrows -> T {
        let start = ContinuousClock.now, cpuStart = ThreadCPUClock.now
        defer {
            add(ContinuousClock.now - start, to: stage)
            addCPU(ThreadCPUClock.now - cpuStart, to: stage)
        }
        return try body()
    }

    /// Awaits `body` and adds its duration (not its CPU time) to `stage`.
    package func measure<T>(_ stage: RenderStage, _ body: () async throws -> T) async rethrows -> T {
        let start = ContinuousClock.now
        defer { add(ContinuousClock.now - start, to: stage) }
        return try await body()
    }

    /// Adds worker time to `stage`.
    package func add(_ duration: Duration, to stage: RenderStage) {
        totals.withLock { $0[stage, default: (.zero, .zero)].wall += duration }
    }

    /// Adds CPU time to `stage` (e.g. image decoding measured where it ran).
    package func addCPU(_ duration: Duration, to stage: RenderStage) {
        totals.withLock { $0[stage, default: (.zero, .zero)].cpu += duration }
    }

    /// Worker seconds per stage, every stage listed.
    package var seconds: [RenderStage: Double] {
        totals.withLock { totals in
            Dictionary(uniqueKeysWithValues: RenderStage.allCases.map { ($0, (totals[$0]?.wall ?? .zero).seconds) })
        }
    }

    /// CPU seconds per stage, every stage listed.
    package var cpuSeconds: [RenderStage: Double] {
        totals.withLock { totals in
            Dictionary(uniqueKeysWithValues: RenderStage.allCases.map { ($0, (totals[$0]?.cpu ?? .zero).seconds) })
        }
    }
}

extension Duration {
    /// The duration in seconds, as a Double.
    package var seconds: Double {
        let parts = components
        return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
    }
}
