import Foundation

/// `animation.json`: what `feedrender animate` wrote and every frame with its time, so a
/// reader can find the frame of a state or of a moment of a transition. Holds nothing that
/// varies between runs of the same input but the encoder's version, so it is byte-identical
/// on one machine.
package struct AnimationManifest: Codable, Hashable, Sendable {
    /// Renderer name and version.
    package var renderer: String
    /// The ffmpeg version line when an MP4 was written.
    package var encoder: String?
    /// Pixel size of the frames.
    package var width: Int
    package var height: Int
    package var framesPerSecond: Int
    /// Seconds per transition and its curve's control points.
    package var duration: Double
    package var curve: [Double]
    /// With RecyclerView's staged motion (`--motion material`), its remove, move, change and
    /// add durations in seconds (`duration` and `curve` then do not time the rows).
    package var itemAnimator: [Double]?
    /// Seconds each state is held.
    package var hold: Double
    /// The files written, with size and SHA-256 (the MP4's bytes may differ between encoder
    /// versions; its decoded frames do not between runs).
    package var files: [File]
    /// Every frame in order.
    package var frames: [Frame]
    /// The frames on the key-frame contact sheets (`--key-frames`), with their places.
    package var keyFrames: [KeyFrame] = []

    /// One written file.
    package struct File: Codable, Hashable, Sendable {
        package var path: String
        package var bytes: Int
        package var sha256: String
    }

    /// A frame on a key-frame contact sheet: which one (an index into `frames`), its time,
    /// and its thumbnail's sheet and rectangle there (pixels).
    package struct KeyFrame: Codable, Hashable, Sendable {
        package var frame: Int
        package var time: Double
        package var sheet: String
        package var x: Int
        package var y: Int
        package var width: Int
        package var height: Int
    }

    /// One frame: when it starts, how long it shows, and what it shows.
    package struct Frame: Codable, Hashable, Sendable {
        /// Its index in the video (a held state spans `count` video frames from `index`).
        package var index: Int
        /// Video frames it lasts (more than one for a held state).
        package var count: Int
        /// Start time in seconds.
        package var time: Double
        /// The state shown (0 the first), when it is a still state.
        package var state: Int?
        /// The transition (0 the first: from state 0 to state 1) and its frame number in it.
        package var transition: Int?
        package var transitionFrame: Int?
        /// How far the transition is (after its curve), 0...1.
        package var progress: Double?
    }
}
