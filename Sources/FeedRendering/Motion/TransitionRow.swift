import Layout
import Lists

/// One cell as a frame of a list transition shows it: which cell, where (content points) and
/// how opaque.
///
/// As a collection view animates a batch update by default: an inserted row fades in at its
/// new frame, a deleted one fades out at its old frame, every other row slides from its old
/// frame to its new one, and a reloaded row's old cell fades out while its new cell fades in,
/// both sliding. Opacity follows the same timing curve as position, as a `UIView` animation
/// block animates both.
public struct TransitionRow: Hashable, Sendable {
    /// A cell of the list before or after the update.
    public enum Cell: Hashable, Sendable {
        /// The row at this index of `ListAdapterUpdate.oldRows`.
        case old(Int)
        /// The row at this index of `ListAdapterUpdate.newRows`.
        case new(Int)
    }

    /// The row's identifier.
    public var identifier: String
    /// What the update does to the row.
    public var change: ListUpdateItem.Change
    /// The cell drawn.
    public var cell: Cell
    /// Where it is drawn, in content points.
    public var rect: Rect
    /// Its opacity, 0...1.
    public var opacity: Double

    /// The cells of `update` at `progress` (0 before, 1 after), `frames` being its frames, in
    /// drawing order: rows fading out at the bottom, then sliding rows, then reloaded rows'
    /// new cells and inserted rows fading in on top.
    public static func rows(of update: ListAdapterUpdate, frames: ListUpdateFrames,
                            progress: Double) -> [TransitionRow] {
        rows(of: update, frames: frames, stages: StageProgress(uniform: progress))
    }

    /// The cells of `update` with each kind of animation at its own progress (`stages`), as
    /// RecyclerView's staged item animations draw them; in the same drawing order.
    public static func rows(of update: ListAdapterUpdate, frames: ListUpdateFrames,
                            stages: StageProgress) -> [TransitionRow] {
        var fadingOut: [TransitionRow] = [], sliding: [TransitionRow] = [], fadingIn: [TransitionRow] = []
        for (item, framed) in zip(update.items, frames.items) {
            let before = framed.before?.rect, after = framed.after?.rect
            switch item.change {
            case .deleted:
                if let before, let index = item.before {
                    fadingOut.append(TransitionRow(identifier: item.identifier, change: item.change, cell: .old(index), rect: before,
                                                   opacity: 1 - stages.removal))
                }
            case .inserted:
                if let after, let index = item.after {
                    fadingIn.append(TransitionRow(identifier: item.identifier, change: item.change, cell: .new(index), rect: after,
                                                  opacity: stages.addition))
                }
            case .kept, .moved:
                if let before, let after, let index = item.after {
                    sliding.append(TransitionRow(identifier: item.identifier, change: item.change, cell: .new(index),
                                                 rect: interpolate(before, after, stages.move), opacity: 1))
                }
            case .reloaded:
                if let before, let after, let old = item.before, let new = item.after {
                    let progress = stages.change
                    let rect = interpolate(before, after, progress)
                    fadingOut.append(TransitionRow(identifier: item.identifier, change: item.change, cell: .old(old), rect: rect,
                                                   opacity: 1 - progress))
                    fadingIn.append(TransitionRow(identifier: item.identifier, change: item.change, cell: .new(new), rect: rect,
                                                  opacity: progress))
                }
            }
        }
        return (fadingOut + sliding + fadingIn).filter { $0.opacity > 0 }
    }

    /// The rectangle `progress` of the way from `from` to `to`, each edge moving linearly.
    static func interpolate(_ from: Rect, _ to: Rect, _ progress: Double) -> Rect {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * progress }
        return Rect(x: mix(from.minX, to.minX), y: mix(from.minY, to.minY), width: mix(from.width, to.width),
                    height: mix(from.height, to.height))
    }
}
