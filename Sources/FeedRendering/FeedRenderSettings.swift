import Appearance
import Foundation
import Raster

/// Everything that decides what a feed render produces: how the feed is shown (its
/// `presentation`, usually what its document asks for) and what the run makes of it
/// (frames, strip, contact sheets, threads, compression, shards).
public struct FeedRenderSettings: Sendable {
    /// The screen, theme, direction, bars and list behaviour (`FeedDocument` yields it).
    public var presentation: FeedPresentation
    /// Points between frames; nil for one visible screen per frame.
    public var scrollStep: Double?
    /// Cells and frames worked on at once (defaults to the number of cores).
    public var jobs: Int
    /// Writes one PNG per scrolled screen.
    public var writesFrames: Bool
    /// Writes the full-length strip (in tiles).
    public var writesStrip: Bool
    /// Writes contact sheets of frame thumbnails.
    public var writesContactSheet: Bool
    /// Image failures fail the render (instead of drawing placeholders and warning).
    public var isStrict: Bool
    /// Cells within this range of the viewport exist as pixels; the rest are evicted.
    public var displayRange: RangeTuning
    /// Cells within this range have their network images requested ahead of need.
    public var preloadRange: RangeTuning
    /// Strip tiles are at most this many pixels tall (Cairo's limit by default).
    public var stripTileMaxPixels: Int
    /// Rows per band when a strip tile is streamed to its PNG (any value gives the same
    /// bytes; tests vary it to check that).
    var stripBandPixels = StripWriter.defaultBandPixels
    /// How the PNGs are compressed: `.fast` (the default; PNG encoding was most of the work at
    /// phone sizes) or a libdeflate level such as `.best` for smaller files.
    public var pngCompression: PNGCompression = .fast
    /// Warns about every text drawn truncated (cut by its line limit or frame), naming its row
    /// and its text: what a pseudolocale's longer strings are for (`--report-truncation`).
    public var reportsTruncatedText = false
    /// Render only this share of the files (`--shard i/n`); nil renders them all.
    public var shard: RenderShard?
    /// SHA-256 of the document's bytes, recorded (with the settings) in a shard's manifest
    /// so `merge` can tell shards of different documents apart; nil when unknown.
    package var documentDigest: String?
    /// Cell pixels kept between renders (`feedrender serve`): cells whose content and
    /// environment did not change are taken from the memo instead of drawn. Nil: none.
    package var cellReuse: CellReuse?
    /// Keeps every drawn cell's nodes with their frames (`FeedRenderResult.cellOutlines`),
    /// for `feedrender serve`'s inspector.
    package var collectsNodeOutlines = false

    /// Creates settings showing the feed as `presentation`.
    public init(presentation: FeedPresentation = FeedPresentation(), scrollStep: Double? = nil,
                jobs: Int = FeedRenderSettings.defaultJobs, writesFrames: Bool = true, writesStrip: Bool = true,
                writesContactSheet: Bool = false, isStrict: Bool = false,
                displayRange: RangeTuning = .display, preloadRange: RangeTuning = .preload,
                stripTileMaxPixels: Int = FeedRenderSettings.defaultStripTileMaxPixels) {
        self.presentation = presentation
        self.scrollStep = scrollStep
        self.jobs = max(1, jobs)
        self.writesFrames = writesFrames
        self.writesStrip = writesStrip
        self.writesContactSheet = writesContactSheet
        self.isStrict = isStrict
        self.displayRange = displayRange
        self.preloadRange = preloadRange
        self.stripTileMaxPixels = stripTileMaxPixels
    }

    /// Cairo's largest surface side: strip tiles are cut at most this tall by default.
    public static var defaultStripTileMaxPixels: Int { StripPlan.cairoPixelLimit }

    /// One job per core.
    public static var defaultJobs: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

    /// The screen around the feed: bars, safe area, the list's width and height.
    package var screen: ScreenLayout { presentation.screen }

    /// The frame geometry these settings give.
    package var framePlan: FramePlan {
        let screen = screen, device = presentation.device
        return FramePlan(viewportWidth: device.width, viewportHeight: device.height, scale: device.scale,
                         chromeHeight: screen.topHeight, bottomChromeHeight: screen.bottomHeight, scrollStep: scrollStep)
    }
}
