import Appearance
import FeedRendering
import Raster

/// One App Store app preview of a screenshot configuration (`previews:`): a feed played as a
/// script of waits, scrolls and state changes, rendered per locale and device class as an
/// H.264 video of Apple's size with its poster frame. docs/screenshots.md lists the keys.
package struct PreviewSpec: Hashable, Sendable {
    /// One step of the script.
    package struct Step: Hashable, Sendable {
        /// The picture stays for this many seconds (`wait:`); nil for a motion step.
        package var wait: Double?
        /// A scroll that plays in the step (`scroll:`).
        package var scroll: Scroll?
        /// The feed document's state the step changes to (`state:`, 0 the document's
        /// sections, n its `states[n-1]`), animated as a batch update.
        package var state: Int?
        /// Duration and curve of the step's motion (a fling may coast longer).
        package var duration: Double
        package var curve: TimingCurve
        /// Where the step is in the configuration, for messages (`previews[0].steps[2]`).
        package var path: String
    }

    /// A scroll, as a feed document's states give them.
    package enum Scroll: Hashable, Sendable {
        /// By this many points (negative: up).
        case by(Double)
        /// Until the row `<section>/<item>` is at the top of the list.
        case toRow(String)
        /// A fling at this many points per second, coasting as UIScrollView does.
        case fling(Double)
    }

    /// A caption shown over the video from `from` to `to` seconds.
    package struct Caption: Hashable, Sendable {
        package var text: ScreenSpec.Caption
        package var from: Double
        package var to: Double
    }

    package var feed: ScreenSpec.FeedReference
    package var theme: Theme
    /// Seconds, 15–30 (App Store Connect's range).
    package var duration: Double
    /// Always `framesPerSecond` (30); read so a configuration may state it.
    package var framesPerSecond: Int
    package var orientation: DeviceOrientation
    /// The size asked for (`size: 886x1920`), nil for the device class's first.
    package var size: PixelSize?
    /// The configuration's devices (by name) whose device classes get the preview: the ones
    /// it names, else every iPhone and iPad of the configuration, one per preview type.
    package var devices: [String]
    /// The locale codes (of the configuration's) that get the preview; nil: every one.
    package var locales: [String]?
    /// The poster frame's time, seconds (App Store Connect's default: 5).
    package var poster: Double
    package var steps: [Step]
    package var captions: [Caption]
    package var captionColor: Raster.Color
    /// Where it is in the configuration (`previews[0]`).
    package var path: String

    /// App Store app previews play at 30 frames per second.
    package static let framesPerSecond = 30
    /// The durations App Store Connect takes, in seconds.
    package static let durationRange = 15.0...30.0
    /// The largest file App Store Connect takes.
    package static let maximumBytes = 500 * 1_000_000
    /// Previews of one type App Store Connect shows per locale.
    package static let maximumPerType = 3
    /// Seconds a motion step takes unless it says: UIKit's batch update.
    package static let defaultStepDuration = TransitionTiming.collectionViewDuration
}
