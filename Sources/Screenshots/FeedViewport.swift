import Appearance
import FeedRendering
import FeedrenderSupport
import Raster

/// What the device's screen shows: the feed scrolled to a position under the status and
/// navigation bars, at the device's own pixel size.
struct FeedViewport {
    var feed: LoadedFeed
    var device: DevicePreset
    var scroll: ScreenSpec.ScrollPosition
    var isRightToLeft: Bool

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
        var chrome: ChromePainter
        var tabBar: TabBarPainter?
        /// The list's width (the device's, less the landscape safe insets) and left inset.
        var width: Double
        var inset: Double
        /// The list's height between the bars.
        var visibleHeight: Double
        var geometry: FeedGeometry
        var content: FrameContent
        /// Points from a row's place in the list to its place on the screen.
        var shift: Double
        /// The rows drawn on the screen, in drawing order.
        var shownRows: [Int]
    }

    /// Lays the screen out (the feed's geometry comes from `cache`) without drawing it.
    func layout(cache: FeedRasterCache) async throws -> Layout {
        let scale = device.scale
        let chrome = ChromePainter(device: device, theme: feed.theme, navigationTitle: feed.navigationTitle,
                                   isRightToLeft: isRightToLeft)
        let tabBar = feed.tabBar.map {
            TabBarPainter(device: device, theme: feed.theme, tabBar: $0, isRightToLeft: isRightToLeft)
        }
        let visibleHeight = device.height - chrome.height - (tabBar?.height ?? 0)
        // iPhones in landscape keep content clear of the cutout's side (and the other, alike).
        let inset = device.horizontalSafeInset, width = device.width - 2 * inset
        let geometry = await cache.geometry(of: feed, width: width, scale: scale, visibleHeight: visibleHeight)
        let offset = try Self.offset(for: scroll, geometry: geometry, visibleHeight: visibleHeight)
        let content = FrameContent(geometry: geometry, span: offset..<(offset + visibleHeight), pinsHeaders: feed.stickyHeaders)
        return Layout(chrome: chrome, tabBar: tabBar, width: width, inset: inset, visibleHeight: visibleHeight,
                      geometry: geometry, content: content, shift: chrome.height - offset,
                      shownRows: content.rows.filter { geometry.isDrawn($0) })
    }

    /// Lays the screen out and draws it.
    func render(cache: FeedRasterCache) async throws -> Bitmap {
        try await render(layout(cache: cache), cache: cache)
    }

    /// Draws the screen laid out as `layout`: rows from `cache` (a sticky header pinned),
    /// bars on top, a tab bar at the bottom.
    func render(_ layout: Layout, cache: FeedRasterCache) async throws -> Bitmap {
        let scale = device.scale
        let canvas = try Canvas(pixelWidth: device.pixelWidth, pixelHeight: device.pixelHeight, scale: scale,
                                background: feed.theme.background)
        for row in layout.shownRows {
            let rect = layout.content.placement(of: row, in: layout.geometry).rect
            let bitmap = try await cache.raster(of: feed, row: row, geometry: layout.geometry, width: layout.width, scale: scale,
                                                visibleHeight: layout.visibleHeight)
            canvas.composite(bitmap, atPixelX: PixelRounding.position(rect.minX + layout.inset, scale: scale),
                             y: PixelRounding.position(rect.minY + layout.shift, scale: scale))
        }
        layout.chrome.draw(on: canvas)
        // The tab bar draws the home indicator in its safe area.
        if let tabBar = layout.tabBar { tabBar.draw(on: canvas) } else { layout.chrome.drawHomeIndicator(on: canvas) }
        // Handed over without a copy: the canvas is not drawn on again.
        return canvas.makeBitmapReleasingPixels()
    }
}
