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

    /// Draws the screen: rows from `cache`, bars on top.
    func render(cache: FeedRasterCache) async throws -> Bitmap {
        let scale = device.scale
        let chrome = ChromePainter(device: device, theme: feed.theme, navigationTitle: feed.navigationTitle,
                                   isRightToLeft: isRightToLeft)
        let visibleHeight = device.height - chrome.height
        // iPhones in landscape keep content clear of the cutout's side (and the other, alike).
        let inset = device.horizontalSafeInset, width = device.width - 2 * inset
        let geometry = await cache.geometry(of: feed, width: width, scale: scale)
        let offset = try Self.offset(for: scroll, geometry: geometry, visibleHeight: visibleHeight)

        let canvas = try Canvas(pixelWidth: device.pixelWidth, pixelHeight: device.pixelHeight, scale: scale,
                                background: feed.theme.background)
        let shift = chrome.height - offset
        for row in geometry.rows(intersecting: offset..<(offset + visibleHeight)) {
            let rect = geometry.frames[row].rect
            guard rect.height > 0 else { continue }
            let bitmap = try await cache.raster(of: feed, row: row, geometry: geometry, width: width, scale: scale)
            canvas.composite(bitmap, atPixelX: PixelRounding.position(rect.minX + inset, scale: scale),
                             y: PixelRounding.position(rect.minY + shift, scale: scale))
        }
        chrome.draw(on: canvas)
        chrome.drawHomeIndicator(on: canvas)
        return canvas.makeBitmap()
    }
}
