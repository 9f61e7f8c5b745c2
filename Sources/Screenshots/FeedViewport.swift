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

    /// Draws the screen: rows from `cache` (a sticky header pinned), bars on top, a tab bar
    /// at the bottom.
    func render(cache: FeedRasterCache) async throws -> Bitmap {
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

        let canvas = try Canvas(pixelWidth: device.pixelWidth, pixelHeight: device.pixelHeight, scale: scale,
                                background: feed.theme.background)
        let shift = chrome.height - offset
        let content = FrameContent(geometry: geometry, span: offset..<(offset + visibleHeight), pinsHeaders: feed.stickyHeaders)
        for row in content.rows where geometry.isDrawn(row) {
            let rect = content.placement(of: row, in: geometry).rect
            let bitmap = try await cache.raster(of: feed, row: row, geometry: geometry, width: width, scale: scale,
                                                visibleHeight: visibleHeight)
            canvas.composite(bitmap, atPixelX: PixelRounding.position(rect.minX + inset, scale: scale),
                             y: PixelRounding.position(rect.minY + shift, scale: scale))
        }
        chrome.draw(on: canvas)
        // The tab bar draws the home indicator in its safe area.
        if let tabBar { tabBar.draw(on: canvas) } else { chrome.drawHomeIndicator(on: canvas) }
        return canvas.makeBitmap()
    }
}
