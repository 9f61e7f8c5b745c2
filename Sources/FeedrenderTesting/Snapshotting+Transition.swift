import FeedRendering
import Foundation
import SnapshotTesting

/// A frame of a list transition to check: the state before, the middle, the state after, or
/// a frame by number.
public enum TransitionKeyFrame: Hashable, Sendable, CustomStringConvertible {
    /// Frame 0: the state before the update.
    case first
    /// The frame half way through (`lastFrame / 2`, rounded down).
    case middle
    /// The last frame: the state after the update.
    case last
    /// Frame `n` (0...`lastFrame`).
    case frame(Int)

    /// The first, middle and last frames: the usual key frames of a transition.
    public static let keyFrames: [TransitionKeyFrame] = [.first, .middle, .last]

    /// Every `step`-th frame of `transition` from 0, and the last one.
    public static func every(_ step: Int, of transition: ListTransitionRenderer) -> [TransitionKeyFrame] {
        let frames = Array(stride(from: 0, to: transition.lastFrame, by: max(1, step))) + [transition.lastFrame]
        return frames.map { .frame($0) }
    }

    /// `first`, `middle`, `last` or `frame-<n>`: a reference's name (`named:`).
    public var description: String {
        switch self {
        case .first: "first"
        case .middle: "middle"
        case .last: "last"
        case .frame(let number): "frame-\(number)"
        }
    }

    /// The frame number in `transition`.
    public func number(in transition: ListTransitionRenderer) -> Int {
        switch self {
        case .first: 0
        case .middle: transition.lastFrame / 2
        case .last: transition.lastFrame
        case .frame(let number): number
        }
    }
}

extension Snapshotting where Value == ListTransitionRenderer, Format == SnapshotImage {
    /// One frame of a list transition, checked by its pixels and by each cell's rectangle
    /// (content points) and opacity, so a changed animation fails like a changed cell:
    ///
    ///     for key in TransitionKeyFrame.keyFrames {
    ///         await assertSnapshot(of: transition, as: .transition(key), named: key.description)
    ///     }
    ///
    /// The transition is drawn as it was made (its settings and timing); variants do not
    /// change it.
    public static func transition(_ key: TransitionKeyFrame) -> Snapshotting {
        Snapshotting<SnapshotImage, SnapshotImage>.image.pullback { transition in
            let frame = key.number(in: transition)
            guard (0...transition.lastFrame).contains(frame) else {
                return SnapshotImage(problem: "the transition has frames 0...\(transition.lastFrame); \(key) does not exist")
            }
            do {
                let entries = transition.rows(atFrame: frame).map { row in
                    let opacity = row.opacity < 1 ? String(format: " @%.3f", row.opacity) : ""
                    return LayoutSnapshot.Entry(path: row.identifier + opacity, frame: row.rect)
                }
                return SnapshotImage(bitmap: try transition.image(ofFrame: frame), layout: LayoutSnapshot(entries: entries))
            } catch {
                return SnapshotImage(problem: "cannot draw frame \(frame) of the transition: \(error)")
            }
        }
    }
}
