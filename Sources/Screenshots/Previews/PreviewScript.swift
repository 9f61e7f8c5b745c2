import Appearance
import FeedDocuments
import FeedRendering
import ImageLoading
import Lists
import Localization

/// A preview's steps made into list updates for one locale: what `PreviewWriter` plays, the
/// same on every device. Made before anything is written, so a step that names a missing
/// state or row, or steps longer than the preview, fail the run first.
struct PreviewScript: Sendable {
    /// One part of the video.
    enum Segment: Sendable {
        /// The picture stays for this many frames.
        case hold(frames: Int)
        /// An update (maybe with no change) and a scroll playing with it.
        case motion(update: ListAdapterUpdate, scroll: ListScroll?, timing: TransitionTiming)
    }

    /// The first picture: the feed's first state, not changing.
    var start: ListAdapterUpdate
    var segments: [Segment]
    /// How the feed is shown (its device is replaced by the preview's).
    var presentation: FeedPresentation
    /// The frames of the whole video.
    var frameCount: Int
    /// Keys the locale lacks (the feed's and the captions').
    var warnings: [LocalizationWarning]

    /// Reads `spec`'s feed in `locale` and plays its steps on the feed's list adapter.
    /// - Throws: a bad-input `ScreenshotError` naming the configuration and the key.
    static func make(_ spec: PreviewSpec, locale: LocaleStrings, localizer: Localizer, configuration: ScreenshotConfiguration,
                     loader: ImageLoader) throws -> PreviewScript {
        let feed = try LoadedFeed.read(spec.feed, theme: spec.theme, locale: locale, localizer: localizer,
                                       configuration: configuration, loader: loader)
        var presentation = feed.presentation
        if locale.isRightToLeft { presentation.layoutDirection = .rightToLeft }
        presentation.showsStatusBar = true
        let adapter = feed.source
        let first = adapter.objects.compactMap { $0 as? FeedSection }
        let states = [first] + feed.states.map(\.sections)
        var current = first
        let fps = PreviewSpec.framesPerSecond
        let start = FeedStates.update(adapter, to: current)
        var segments: [Segment] = []
        var used = 1
        func fail(_ path: String, _ problem: String) -> ScreenshotError {
            ScreenshotError(.badInput, "\(configuration.file): \(path): \(problem) (locale \(locale.code))")
        }
        for step in spec.steps {
            if let wait = step.wait {
                let frames = Int((wait * Double(fps)).rounded())
                segments.append(.hold(frames: frames))
                used += frames
                continue
            }
            if let index = step.state {
                guard index < states.count else {
                    throw fail(step.path + ".state", "the feed has states 0 to \(states.count - 1) (0: its sections, "
                               + "then each of its `states`), not \(index)")
                }
                current = states[index]
            }
            let update = FeedStates.update(adapter, to: current)
            var scroll: ListScroll?
            switch step.scroll {
            case nil: scroll = nil
            case .by(let points): scroll = .by(points)
            case .fling(let velocity): scroll = .fling(ScrollDeceleration(velocity: velocity))
            case .toRow(let row):
                guard let found = update.newRows.first(where: { $0.identifier == row || $0.identifier.hasPrefix(row + "/") }) else {
                    let known = update.newRows.prefix(10).map(\.identifier).joined(separator: ", ")
                    throw fail(step.path + ".scroll.to", "no row \"\(row)\" in the feed at this step (rows: \(known), …)")
                }
                scroll = .toRow(found.identifier)
            }
            let timing = TransitionTiming(duration: step.duration, curve: step.curve, framesPerSecond: fps)
            segments.append(.motion(update: update, scroll: scroll, timing: timing))
            used += ListTransitionRenderer.lastFrame(isAnimated: update.isAnimated, timing: timing, scroll: scroll)
        }
        let frameCount = Int((spec.duration * Double(fps)).rounded())
        guard used <= frameCount else {
            let seconds = Double(used) / Double(fps)
            throw fail(spec.path + ".steps", "the steps take \(String(format: "%.2f", seconds)) s, more than the preview's "
                       + "duration (\(String(format: "%g", spec.duration)) s)")
        }
        return PreviewScript(start: start, segments: segments, presentation: presentation, frameCount: frameCount,
                             warnings: feed.warnings)
    }
}
