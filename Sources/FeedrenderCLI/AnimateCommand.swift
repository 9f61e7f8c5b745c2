import Appearance
import ArgumentParser
import DocumentModel
import FeedDocuments
import FeedRendering
import FeedrenderSupport
import Foundation
import ImageLoading
import Lists

/// `feedrender animate FEED --out DIR`: renders the changes between a feed document's states
/// (`states:`) as UICollectionView animates batch updates, into an APNG, an MP4 or both, with
/// `animation.json` listing every frame and its time.
package struct AnimateCommand: AsyncParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "animate",
        abstract: "Render the changes between a feed document's states as an animation (APNG, MP4).",
        discussion: """
            FEED is a JSON or YAML feed document whose `states` give the later states (see \
            docs/animation.md), or a layout document whose `states` give later roots of its node \
            (animated as Texture's default layout transition: 0.2 s unless --duration). The first \
            state is held for --hold seconds, then each change plays for --duration seconds along \
            --curve (deleted rows fade out, inserted rows fade in, moved rows slide) and the new \
            state is held. Writes animation.png (APNG, byte-identical on every run), \
            animation.mp4 with --mp4 (H.264 through Debian's ffmpeg program), animation.gif with \
            --gif (giflib), keyframes.png (a contact sheet of --key-frames) and animation.json. \
            Files appear only when complete.

            \(ExitStatus.helpText)
            """)

    @Argument(help: ArgumentHelp("The feed document with `states`.", valueName: "feed"))
    var feed: String

    @Option(help: ArgumentHelp("Folder to write the animation and animation.json to.", valueName: "dir"))
    var out: String

    @Option(help: ArgumentHelp("Device preset (see `feedrender devices`); default: the document's.", valueName: "name"))
    var device: String?

    @Option(help: ArgumentHelp("Appearance: light or dark; default: the document's.", valueName: "theme"))
    var theme: String?

    @Option(help: ArgumentHelp("Frames per second, 1-120 (default 30).", valueName: "n"))
    var fps = 30

    @Option(help: ArgumentHelp("Seconds per change, 0-10 (default 0.3, UIKit's batch update; 0.2, Texture's layout "
                               + "transition, for a layout document).", valueName: "s"))
    var duration: Double?

    @Option(help: ArgumentHelp("Timing curve: linear, easeIn, easeOut, easeInOut (default; with material motion, "
                               + "Android's accelerate-decelerate).", valueName: "name"))
    var curve: String?

    @Option(help: ArgumentHelp("List motion: auto (default: material on Android devices unless --duration is given, "
                               + "else uikit), uikit (UICollectionView's batch update) or material (RecyclerView's "
                               + "DefaultItemAnimator: removals 120 ms, then moves and changes 250 ms, then additions "
                               + "120 ms).", valueName: "style"))
    var motion = "auto"

    @Option(help: ArgumentHelp("Seconds each state is shown, 0-60 (default 0.5).", valueName: "s"))
    var hold = 0.5

    @Flag(inversion: .prefixedNo, help: "Write animation.png, an animated PNG.")
    var apng = true

    @Flag(help: "Write animation.mp4 (H.264) through the ffmpeg program.")
    var mp4 = false

    @Flag(help: "Write animation.gif (at most 256 colours a frame, delays in hundredths of a second) through giflib.")
    var gif = false

    @Option(name: .customLong("key-frames"),
            help: ArgumentHelp("Frames on the contact sheet keyframes.png: first-middle-last (of each change; default), "
                               + "every:N (every N-th frame and the last) or none.", valueName: "which"))
    var keyFrames = "first-middle-last"

    @Option(name: .customLong("max-frames"),
            help: ArgumentHelp("Most video frames to write (default \(AnimationSettings.defaultMaximumFrames)).",
                               valueName: "n"))
    var maxFrames = AnimationSettings.defaultMaximumFrames

    @Option(help: ArgumentHelp("Cells drawn at once (default: one per core).", valueName: "n"))
    var jobs: Int?

    @Option(name: .customLong("limit"), help: DocumentLimitOption.help)
    var limit: [String] = []

    package init() {}

    package mutating func validate() throws {
        if out.isEmpty { throw ValidationError("--out needs a folder; an empty path is not one") }
        guard AnimationSettings.framesPerSecondRange.contains(fps) else {
            throw ValidationError("--fps must be from 1 to 120, got \(fps)")
        }
        if let duration, !AnimationSettings.durationRange.contains(duration) {
            throw ValidationError("--duration must be from 0 to 10 seconds, got \(duration)")
        }
        guard AnimationSettings.holdRange.contains(hold) else {
            throw ValidationError("--hold must be from 0 to 60 seconds, got \(hold)")
        }
        if let curve, TimingCurve(name: curve) == nil {
            throw ValidationError("--curve must be one of \(TimingCurve.named.map(\.name).joined(separator: ", ")), got '\(curve)'")
        }
        guard ["auto", "uikit", "material"].contains(motion) else {
            throw ValidationError("--motion must be auto, uikit or material, got '\(motion)'")
        }
        if motion == "material", duration != nil {
            throw ValidationError("--duration times uikit motion; material motion takes RecyclerView's durations")
        }
        guard (1...AnimationSettings.maximumFramesLimit).contains(maxFrames) else {
            throw ValidationError("--max-frames must be from 1 to \(AnimationSettings.maximumFramesLimit), got \(maxFrames)")
        }
        if !apng && !mp4 && !gif { throw ValidationError("nothing to write: --no-apng without --mp4 or --gif") }
        guard KeyFrames(argument: keyFrames) != nil else {
            throw ValidationError("--key-frames must be first-middle-last, every:N (N at least 1) or none, got '\(keyFrames)'")
        }
        if let device, DevicePreset.named(device) == nil {
            throw ValidationError("unknown device '\(device)'; `feedrender devices` lists them")
        }
        if let theme, Theme.named(theme) == nil { throw ValidationError("--theme must be light or dark, got '\(theme)'") }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1, got \(jobs)") }
        _ = try DocumentLimitOption.limits(limit)
    }

    package func run() async throws {
        let directory = URL(fileURLWithPath: out).absoluteURL
        let limits = (try? DocumentLimitOption.limits(limit)) ?? .default
        var settingsForAnimation = AnimationSettings()
        settingsForAnimation.timing = TransitionTiming(duration: duration ?? TransitionTiming.collectionViewDuration,
                                                       curve: curve.flatMap(TimingCurve.init(name:)) ?? .easeInOut,
                                                       framesPerSecond: fps)
        settingsForAnimation.hold = hold
        settingsForAnimation.writesAPNG = apng
        settingsForAnimation.writesMP4 = mp4
        settingsForAnimation.writesGIF = gif
        settingsForAnimation.maximumFrames = maxFrames
        settingsForAnimation.keyFrames = KeyFrames(argument: keyFrames) ?? .firstMiddleLast
        let feed = self.feed, theme = self.theme.flatMap(Theme.named), device = self.device, jobs = self.jobs
        let duration = self.duration, motion = self.motion, curve = self.curve.flatMap(TimingCurve.init(name:))
        let baseAnimation = settingsForAnimation
        let manifest = try await Interruption.run(cleaning: directory) {
            let json = try DocumentReader.read(atPath: feed, limits: limits)
            if Self.isLayoutDocument(json) {
                var layoutAnimation = baseAnimation
                layoutAnimation.timing.duration = duration ?? TransitionTiming.layoutTransitionDuration
                return try await Self.animateLayoutDocument(json, path: feed, limits: limits, animation: layoutAnimation,
                                                            folder: directory)
            }
            let documentURL = URL(fileURLWithPath: feed).absoluteURL
            let loader = ImageLoader(configuration: ImageLoaderConfiguration(
                allowedFileRoots: [documentURL.deletingLastPathComponent()]))
            defer { loader.shutdown() }
            let (presentation, adapter, states) = try FeedDocument.readStates(
                json, documentURL: documentURL, fileName: feed, theme: theme, loader: loader, limits: limits)
            guard !states.isEmpty else {
                throw CommandFailure(status: .badInput, message: "\(feed): states: missing; `animate` needs at least "
                                     + "one state after the document's sections (docs/animation.md)")
            }
            var settings = FeedRenderSettings(presentation: presentation)
            if let device, let preset = DevicePreset.named(device) { settings.presentation.device = preset }
            if let jobs { settings.jobs = jobs }
            var animation = baseAnimation
            let platform = settings.presentation.device.platform
            if motion == "material" || (motion == "auto" && platform == .android && duration == nil) {
                animation.timing.itemAnimator = ItemAnimatorTiming(curve: curve)
            }
            let updates = states.map { FeedStates.update(adapter, to: $0.sections) }
            let scrolls = states.map { state -> ListScroll? in
                switch state.scroll {
                case nil: nil
                case .by(let points): .by(points)
                case .toRow(let row): .toRow(row)
                case .fling(let velocity): .fling(ScrollDeceleration(velocity: velocity))
                }
            }
            let frameCount = AnimationWriter.videoFrameCount(of: updates, scrolls: scrolls, animation: animation)
            guard frameCount <= animation.maximumFrames else {
                throw CommandFailure(status: .badInput, message: "\(feed): \(updates.count) change(s) at --fps \(animation.timing.framesPerSecond) "
                                     + "make \(frameCount) frames, more than --max-frames \(animation.maximumFrames)")
            }
            return try await AnimationWriter.write(updates: updates, scrolls: scrolls, settings: settings, animation: animation,
                                                   imageLoader: loader, folder: directory,
                                                   renderer: "feedrender \(FeedRenderer.rendererVersion)")
        }
        let written = manifest.files.map { "\($0.path) (\($0.bytes) bytes)" }.joined(separator: ", ")
        Console.line("animate: \(manifest.frames.count) frames, \(manifest.width)×\(manifest.height) at "
                     + "\(manifest.framesPerSecond) fps: \(written) and \(AnimationWriter.manifestName) in \(directory.path)")
    }
}
