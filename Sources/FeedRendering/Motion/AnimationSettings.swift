/// What `feedrender animate` makes of a sequence of list updates: the transitions' timing,
/// how long each state is held, which files, and the limits that keep a run bounded.
package struct AnimationSettings: Sendable {
    /// Duration, curve and frame rate of every transition (the frame rate of the whole file).
    package var timing = TransitionTiming()
    /// Seconds each state (the first, every one between transitions, the last) stays on screen.
    package var hold = 0.5
    /// Writes `animation.png`, an APNG.
    package var writesAPNG = true
    /// Writes `animation.mp4`, H.264 through ffmpeg.
    package var writesMP4 = false
    /// Writes `animation.gif` through giflib.
    package var writesGIF = false
    /// The frames drawn on the key-frame contact sheet.
    package var keyFrames = KeyFrames.firstMiddleLast
    /// The largest frame count a run may write.
    package var maximumFrames = AnimationSettings.defaultMaximumFrames

    /// Frame rates `--fps` accepts.
    package static let framesPerSecondRange = 1...120
    /// Transition durations `--duration` accepts, in seconds.
    package static let durationRange = 0.0...10.0
    /// Hold times `--hold` accepts, in seconds.
    package static let holdRange = 0.0...60.0
    /// Frames a run writes at most unless `--max-frames` says otherwise (a minute at 60 fps).
    package static let defaultMaximumFrames = 3600
    /// The most `--max-frames` may allow.
    package static let maximumFramesLimit = 100_000

    package init() {}

    /// Frames a state is held for: at least one, so every state is shown.
    package var holdFrames: Int {
        max(1, Int((hold * Double(timing.framesPerSecond)).rounded()))
    }
}
