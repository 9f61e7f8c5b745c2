import Appearance

/// How long a transition takes, how it eases and how many frames a second show it.
///
/// Frame *k* is the picture at time *k* / `framesPerSecond`; the last frame is the first at or
/// past `duration`, so frame 0 is the state before and the last frame the state after.
public struct TransitionTiming: Hashable, Sendable {
    /// Seconds from the first frame to the end state.
    public var duration: Double
    /// How progress follows time.
    public var curve: TimingCurve
    /// Frames per second.
    public var framesPerSecond: Int
    /// When set, a list update is staged as RecyclerView's `DefaultItemAnimator` stages it
    /// (removals, then moves and changes, then additions, each on its own clock), and
    /// `duration` and `curve` do not apply to its rows; nil animates every row together, as
    /// UICollectionView does. A node's layout transition ignores it.
    public var itemAnimator: ItemAnimatorTiming?

    /// UIKit does not document how long `performBatchUpdates` animates; 0.3 s with
    /// ease-in-out is the figure Texture itself uses to stand in for it (ASCollectionView
    /// animates an invalidated layout with `UIView animateWithDuration:0.3` in place of an
    /// empty batch update: TextureGroup/Texture issue #448), and ease-in-out is UIView's
    /// default curve (`UIViewAnimationOptionCurveEaseInOut`, value 0).
    public static let collectionViewDuration = 0.3

    /// Texture's `defaultLayoutTransitionDuration`: a node's own layout transition
    /// (`transitionLayout(withAnimation:)`) lasts 0.2 s, with no delay and
    /// `UIViewAnimationOptionCurveEaseInOut` (ASDisplayNode's initial values).
    public static let layoutTransitionDuration = 0.2

    /// A node's layout transition as Texture times it by default: 0.2 s, ease-in-out, 30 fps.
    public static let layoutTransition = TransitionTiming(duration: layoutTransitionDuration)

    /// A transition of `duration` seconds along `curve` at `framesPerSecond`; the defaults
    /// are a collection view's batch update at 30 frames per second.
    public init(duration: Double = TransitionTiming.collectionViewDuration, curve: TimingCurve = .easeInOut,
                framesPerSecond: Int = 30) {
        self.duration = duration
        self.curve = curve
        self.framesPerSecond = framesPerSecond
    }

    /// RecyclerView's staged `DefaultItemAnimator` (`itemAnimator`) at `framesPerSecond`.
    public static func material(_ itemAnimator: ItemAnimatorTiming = .recyclerView, framesPerSecond: Int = 30) -> TransitionTiming {
        var timing = TransitionTiming(framesPerSecond: framesPerSecond)
        timing.itemAnimator = itemAnimator
        return timing
    }

    /// A list update's default motion on `platform`: RecyclerView's `DefaultItemAnimator` on
    /// Android, a collection view's batch update (0.3 s, ease-in-out) on iOS.
    public static func listUpdate(on platform: DevicePlatform, framesPerSecond: Int = 30) -> TransitionTiming {
        platform == .android ? .material(framesPerSecond: framesPerSecond) : TransitionTiming(framesPerSecond: framesPerSecond)
    }

    /// The frame showing the end state: frames 0...`lastFrame` show the transition.
    public var lastFrame: Int {
        guard duration > 0, framesPerSecond > 0 else { return 1 }
        // Forgive floating-point noise so 0.3 s at 30 fps is 9 intervals, not 10.
        return max(1, Int((duration * Double(framesPerSecond) - 1e-9).rounded(.up)))
    }

    /// The time of frame `frame`, in seconds from the start.
    public func time(ofFrame frame: Int) -> Double {
        Double(frame) / Double(max(1, framesPerSecond))
    }

    /// How far the transition is at frame `frame`: 0 before, 1 at and after `duration`.
    public func progress(atFrame frame: Int) -> Double {
        guard duration > 0 else { return frame > 0 ? 1 : 0 }
        return curve.progress(at: min(1, time(ofFrame: frame) / duration))
    }
}
