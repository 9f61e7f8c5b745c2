import Appearance
import FeedRendering
import FeedrenderSupport
import Raster
import Text

/// What the device's screen shows: the feed scrolled to a position under the status and
/// navigation bars, at the device's own pixel size. The screen is the feed renderer's
/// (`ScreenLayout`, put together by `ScreenComposition`), so a screenshot and a rendered
/// frame of the same feed on the same device show the same bars.
struct FeedViewport {
    var feed: LoadedFeed
    var device: DevicePreset
    var scroll: ScreenSpec.ScrollPosition

    /// The screen around the feed, as the feed's presentation has it on this device; a store
    /// screenshot always shows the system bars.
    var screen: ScreenLayout {
        var presentation = feed.presentation
        presentation.device = device
        presentation.showsStatusBar = true
        return presentation.screen
    }

    /// The content offset (points) that shows `scroll`, clamped so the list never scrolls
    /// past its end. Throws naming the cell when `scroll` names one the feed does not have.
    static func offset(for scroll: ScreenSpec.ScrollPosition, geometry: FeedGeometry, visibleHeight: Double) throws -> Double {
        let target: Double
        switch scroll {
        case .offset(let points):
            target = points
        case .cell(let identifier):
            guard let frame = geometry.frames.first(where: { $0.identifier == identifier }) else {
                let known = geometry.frames.prefix(12).map(\.identifier).joined(separator: ", ")
                throw ScreenshotError(.badInput, "scrollTo: no cell \"\(identifier)\" in the feed (cells: \(known)…)")
            }
            target = frame.rect.minY
        }
        return max(0, min(target, geometry.contentHeight - visibleHeight))
    }

    /// Where the list sits on the screen and which rows it shows.
    struct Layout {
        var screen: ScreenLayout
        var geometry: FeedGeometry
        var content: FrameContent
        /// The content offset at the top of the list.
        var offset: Double
        /// The rows drawn on the screen, in drawing order.
        var shownRows: [Int]

        /// The list's width (the device's, less the landscape safe insets).
        var width: Double { screen.listWidth }
        /// The list's height between the bars.
        var visibleHeight: Double { screen.visibleHeight }
    }

    /// Lays the screen out (the feed's geometry comes from `cache`) without drawing it.
    func layout(cache: FeedRasterCache) async throws -> Layout {
        try await inDeviceScope { try await layoutInScope(cache: cache) }
    }

    /// Runs `body` with the feed's fonts and the device's system face in effect, as the feed
    /// renderer does for a frame: cells and bars measure and draw alike in both.
    private func inDeviceScope<T>(_ body: () async throws -> T) async throws -> T {
        try await (feed.presentation.fonts ?? FontLibrary.current).withFonts {
            try await TextEngine.$systemTypeface.withValue(device.systemTypeface) { try await body() }
        }
    }

    private func layoutInScope(cache: FeedRasterCache) async throws -> Layout {
        let screen = screen
        let geometry = await cache.geometry(of: feed, width: screen.listWidth, scale: device.scale,
                                            visibleHeight: screen.visibleHeight)
        let offset = try Self.offset(for: scroll, geometry: geometry, visibleHeight: screen.visibleHeight)
        let content = FrameContent(geometry: geometry, span: offset..<(offset + screen.visibleHeight),
                                   stickyHeaders: feed.presentation.stickyHeaders)
        return Layout(screen: screen, geometry: geometry, content: content, offset: offset,
                      shownRows: content.rows.filter { geometry.isDrawn($0) })
    }

    /// Lays the screen out and draws it.
    func render(cache: FeedRasterCache) async throws -> Bitmap {
        try await render(layout(cache: cache), cache: cache)
    }

    /// Draws the screen laid out as `layout`: rows from `cache`, put together with the bars
    /// exactly as a rendered frame is.
    func render(_ layout: Layout, cache: FeedRasterCache) async throws -> Bitmap {
        try await inDeviceScope { try await renderInScope(layout, cache: cache) }
    }

    private func renderInScope(_ layout: Layout, cache: FeedRasterCache) async throws -> Bitmap {
        var bitmaps: [Int: Bitmap] = [:]
        for row in layout.shownRows {
            bitmaps[row] = try await cache.raster(of: feed, row: row, geometry: layout.geometry, width: layout.width,
                                                  scale: device.scale, visibleHeight: layout.visibleHeight)
        }
        let (composition, _) = ScreenComposition.compose(screen: layout.screen, bars: try layout.screen.renderBars(),
                                                         geometry: layout.geometry, content: layout.content,
                                                         offset: layout.offset, bitmap: { bitmaps[$0] })
        // Handed over without a copy: the canvas is not drawn on again.
        return try composition.makeCanvas().makeBitmapReleasingPixels()
    }
}
