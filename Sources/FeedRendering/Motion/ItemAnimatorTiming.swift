import Foundation
import Lists

/// How Android's RecyclerView animates an adapter update with its `DefaultItemAnimator`, the
/// Material default: in stages rather than all at once.
///
/// Removals fade out first (`removeDuration`, 120 ms); moves and changes start once they are
/// done (or at once when nothing is removed) and last `moveDuration` and `changeDuration`
/// (250 ms each); additions fade in after both, `removeDuration` + the longer of the moves'
/// and changes' durations after the start (only the stages the update has count). Every
/// animation follows `ValueAnimator`'s default interpolator, `AccelerateDecelerateInterpolator`
/// (cos((t + 1)π) / 2 + 0.5), unless `curve` replaces it.
public struct ItemAnimatorTiming: Hashable, Sendable {
    /// Seconds a removed row takes to fade out (`RecyclerView.ItemAnimator`'s 120 ms).
    public var removeDuration: Double
    /// Seconds a row takes to slide to its new place (250 ms).
    public var moveDuration: Double
    /// Seconds a changed (reloaded) row's old and new cells take to cross-fade (250 ms).
    public var changeDuration: Double
    /// Seconds an inserted row takes to fade in (120 ms).
    public var addDuration: Double
    /// The curve every stage follows; nil is Android's `AccelerateDecelerateInterpolator`.
    public var curve: TimingCurve?

    /// `DefaultItemAnimator`'s timing, or your own durations (seconds) and curve.
    public init(removeDuration: Double = 0.12, moveDuration: Double = 0.25, changeDuration: Double = 0.25,
                addDuration: Double = 0.12, curve: TimingCurve? = nil) {
        self.removeDuration = removeDuration
        self.moveDuration = moveDuration
        self.changeDuration = changeDuration
        self.addDuration = addDuration
        self.curve = curve
    }

    /// RecyclerView's `DefaultItemAnimator` as Android ships it.
    public static let recyclerView = ItemAnimatorTiming()

    /// The kinds of animation an update runs: what decides when each stage starts.
    public struct Stages: Hashable, Sendable {
        /// Rows are deleted (they fade out first).
        public var removals: Bool
        /// Rows change places (they slide after the removals).
        public var moves: Bool
        /// Rows are reloaded (they cross-fade with the moves).
        public var changes: Bool
        /// Rows are inserted (they fade in last).
        public var additions: Bool

        /// The stages `update` runs: a deleted row is a removal, an inserted one an addition,
        /// a reloaded one a change, and a kept or moved row whose index in the list changed
        /// a move (RecyclerView animates only rows whose position changed).
        public init(of update: ListAdapterUpdate) {
            var stages = (removals: false, moves: false, changes: false, additions: false)
            for item in update.items {
                switch item.change {
                case .deleted: stages.removals = true
                case .inserted: stages.additions = true
                case .reloaded: stages.changes = true
                case .kept, .moved: if item.before != item.after { stages.moves = true }
                }
            }
            (removals, moves, changes, additions) = stages
        }

        /// Stages given one by one.
        public init(removals: Bool, moves: Bool, changes: Bool, additions: Bool) {
            self.removals = removals
            self.moves = moves
            self.changes = changes
            self.additions = additions
        }
    }

    /// When moves and changes start, in seconds: after the removals, if there are any.
    public func moveStart(_ stages: Stages) -> Double {
        stages.removals ? removeDuration : 0
    }

    /// When additions start: after the removals and the longer of the moves and changes.
    public func addStart(_ stages: Stages) -> Double {
        moveStart(stages) + max(stages.moves ? moveDuration : 0, stages.changes ? changeDuration : 0)
    }

    /// Seconds until the last stage of `stages` ends.
    public func duration(_ stages: Stages) -> Double {
        var end = 0.0
        if stages.removals { end = max(end, removeDuration) }
        if stages.moves { end = max(end, moveStart(stages) + moveDuration) }
        if stages.changes { end = max(end, moveStart(stages) + changeDuration) }
        if stages.additions { end = addStart(stages) + addDuration }
        return end
    }

    /// Each stage's progress (after the curve) at `time` seconds from the start.
    public func progress(at time: Double, stages: Stages) -> StageProgress {
        func eased(_ start: Double, _ length: Double) -> Double {
            guard length > 0 else { return time >= start ? 1 : 0 }
            let fraction = min(1, max(0, (time - start) / length))
            return curve?.progress(at: fraction) ?? Self.accelerateDecelerate(fraction)
        }
        let start = moveStart(stages)
        return StageProgress(removal: eased(0, removeDuration), move: eased(start, moveDuration),
                             change: eased(start, changeDuration), addition: eased(addStart(stages), addDuration))
    }

    /// Android's `AccelerateDecelerateInterpolator` at `fraction` (0...1).
    public static func accelerateDecelerate(_ fraction: Double) -> Double {
        guard fraction > 0 else { return 0 }
        guard fraction < 1 else { return 1 }
        return cos((fraction + 1) * Double.pi) / 2 + 0.5
    }
}

/// How far each kind of row animation is in one frame, 0...1 after its curve: all four are
/// the same for a collection view's batch update, staged for RecyclerView's.
public struct StageProgress: Hashable, Sendable {
    /// Deleted rows' fade-out.
    public var removal: Double
    /// Kept and moved rows' slide.
    public var move: Double
    /// Reloaded rows' cross-fade and slide.
    public var change: Double
    /// Inserted rows' fade-in.
    public var addition: Double

    /// Each stage's progress.
    public init(removal: Double, move: Double, change: Double, addition: Double) {
        self.removal = removal
        self.move = move
        self.change = change
        self.addition = addition
    }

    /// Every stage at `progress`.
    public init(uniform progress: Double) {
        self.init(removal: progress, move: progress, change: progress, addition: progress)
    }
}
