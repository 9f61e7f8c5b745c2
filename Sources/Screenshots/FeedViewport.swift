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
    /// past its end, and a warning when a target cell cannot be shown whole. A target sits
    /// `margin` points below the list's top and below the sticky header pinned over it (the
    /// bars are outside the list already). Throws naming the cell when `scroll` names one the
    /// feed does not have.
    static func offset(for scroll: ScreenSpec.ScrollPosition, geometry: FeedGeometry, visibleHeight: Double,
                       stickyHeaders: Bool = false) throws -> (offset: Double, warning: String?) {
        let limit = max(0, geometry.contentHeight - visibleHeight)
        switch scroll {
        case .offset(let points):
            return (max(0, min(points, limit)), nil)
        case .cell(let identifier, let margin):
            guard let row = geometry.frames.firstIndex(where: { $0.identifier == identifier }) else {
                let known = geometry.frames.prefix(12).map(\.identifier).joined(separator: ", ")
                throw ScreenshotError(.badInput, "scrollTo: no cell \"\(identifier)\" in the feed (cells: \(known)…)")
            }
            let rect = geometry.frames[row].rect
            func covered(at offset: Double) -> Double {
                guard stickyHeaders, let pinned = geometry.pinnedHeader(atOffset: offset), pinned.row != row else { return 0 }
                return max(0, pinned.rect.maxY - offset)
            }
            // Scroll less by the height of the header that would pin over the target: scrolled
            // that much less, the header is pinned right above it or sits at its natural place,
            // which is above it too.
            let offset = rect.minY - margin - covered(at: max(0, min(rect.minY - margin, limit)))
            let shown = max(0, min(offset, limit))
            let top = shown + covered(at: shown) + margin, bottom = shown + visibleHeight
            guard rect.minY < top - 0.5 || rect.maxY > bottom + 0.5 else { return (shown, nil) }
            let cut = max(0, top - rect.minY) + max(0, rect.maxY - bottom)
            return (shown, "scrollTo \"\(identifier)\": the cell (\(Self.points(rect.height)) pt tall) cannot be shown "
                    + "whole below the bars and headers: \(Self.points(cut)) pt of it are cut off")
        }
    }

    /// Points for a message: whole numbers without a fraction.
    private static func points(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
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
        /// Why the screen cannot show its target cell whole, if it cannot.
        var warning: String?

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
        let (offset, warning) = try Self.offset(for: scroll, geometry: geometry, visibleHeight: screen.visibleHeight,
                                                stickyHeaders: feed.presentation.stickyHeaders)
        let content = FrameContent(geometry: geometry, span: offset..<(offset + screen.visibleHeight),
                                   stickyHeaders: feed.presentation.stickyHeaders)
        return Layout(screen: screen, geometry: geometry, content: content, offset: offset,
                      shownRows: content.rows.filter { geometry.isDrawn($0) }, warning: warning)
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
                                                  scale: device.scale, visibleHeight: layout.visibleHeight,
                                                  device: device)
        }
        let (composition, _) = ScreenComposition.compose(screen: layout.screen, bars: try layout.screen.renderBars(),
                                                         geometry: layout.geometry, content: layout.content,
                                                         offset: layout.offset, bitmap: { bitmaps[$0] })
        // Handed over without a copy: the canvas is not drawn on again.
        return try composition.makeCanvas().makeBitmapReleasingPixels()
    }
}
