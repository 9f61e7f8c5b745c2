import Appearance
import FeedDocuments
import Foundation
import Layout
import Raster

/// Everything that decides what a feed render produces.
public struct FeedRenderSettings: Sendable {
    /// The screen: viewport size (points) and scale come from here.
    public var device: DevicePreset
    public var theme: Theme
    /// The direction every row (and the empty view) is laid out in.
    public var layoutDirection: LayoutDirection
    /// Title of a navigation bar fixed at the top; nil for none.
    public var navigationTitle: String?
    /// Draws an iOS status bar (9:41, full signal and battery) at the top.
    public var showsStatusBar: Bool
    /// Fetch the next page when a frame comes within this many screens of the end of the
    /// loaded rows (Texture's `leadingScreensForBatching`).
    public var leadingScreensForBatching: Double
    /// Points between frames; nil for one visible screen per frame.
    public var scrollStep: Double?
    /// Cells and frames worked on at once (defaults to the number of cores).
    public var jobs: Int
    public var writesFrames: Bool
    public var writesStrip: Bool
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
    /// Render only this share of the files (`--shard i/n`); nil renders them all.
    public var shard: RenderShard?
    /// Section headers stay under the bars while their section is on screen
    /// (`sectionHeadersPinToVisibleBounds`). Frames only: the strip shows them in place.
    public var pinsSectionHeaders = false
    /// A tab bar fixed at the bottom of every frame (a Material navigation bar on Android
    /// devices); nil for none.
    public var tabBar: TabBar?

    public init(device: DevicePreset = .default, theme: Theme = .light, layoutDirection: LayoutDirection = .leftToRight,
                navigationTitle: String? = nil, showsStatusBar: Bool = false, leadingScreensForBatching: Double = 2,
                scrollStep: Double? = nil,
                jobs: Int = FeedRenderSettings.defaultJobs, writesFrames: Bool = true, writesStrip: Bool = true,
                writesContactSheet: Bool = false, isStrict: Bool = false,
                displayRange: RangeTuning = .display, preloadRange: RangeTuning = .preload,
                stripTileMaxPixels: Int = StripPlan.cairoPixelLimit) {
        self.device = device
        self.theme = theme
        self.layoutDirection = layoutDirection
        self.navigationTitle = navigationTitle
        self.showsStatusBar = showsStatusBar
        self.leadingScreensForBatching = leadingScreensForBatching
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

    /// The settings a feed document asks for; the caller may override any of them.
    public init(document: FeedDocumentSettings) {
        self.init(device: document.device, theme: document.theme, layoutDirection: document.layoutDirection,
                  navigationTitle: document.navigationTitle,
                  showsStatusBar: document.showsStatusBar,
                  leadingScreensForBatching: document.leadingScreensForBatching)
        pinsSectionHeaders = document.stickyHeaders
        tabBar = document.tabBar
    }

    /// One job per core.
    public static var defaultJobs: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

    /// The screen around the feed: bars, safe area, the list's width and height.
    public var screen: ScreenLayout {
        ScreenLayout(device: device, theme: theme, showsStatusBar: showsStatusBar, navigationTitle: navigationTitle,
                     tabBar: tabBar, isRightToLeft: layoutDirection == .rightToLeft)
    }

    /// Points of fixed chrome at the top of every frame: the status and navigation bars.
    public var chromeHeight: Double { screen.topHeight }

    /// Points of fixed chrome at the bottom of every frame: the tab bar, if any.
    public var bottomChromeHeight: Double { screen.bottomHeight }

    /// The frame geometry these settings give.
    public var framePlan: FramePlan {
        let screen = screen
        return FramePlan(viewportWidth: device.width, viewportHeight: device.height, scale: device.scale,
                         chromeHeight: screen.topHeight, bottomChromeHeight: screen.bottomHeight, scrollStep: scrollStep)
    }
}
