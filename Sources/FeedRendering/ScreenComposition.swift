import Appearance
import FeedrenderSupport
import Layout
import Raster

/// One screen of a feed put together from drawn rows and bars: where each row's bitmap goes
/// (scrolled, inset by the safe area, a sticky header pinned) and where the bars go, as a
/// `Composition`, with the cell frames the screen shows in screen points.
///
/// The one place rows meet the screen: rendered frames and store screenshots are both made
/// here, so the same feed on the same device gets the same pixels from either.
package enum ScreenComposition {
    /// The screen `screen` scrolled to `offset` (content points at the top of the list).
    /// - Parameters:
    ///   - content: the rows in view and the pinned header (`FrameContent` at that offset).
    ///   - bars: `screen.renderBars()`, drawn once per run.
    ///   - bitmap: a drawn row, or nil for a row not drawn (left to the background).
    package static func compose(screen: ScreenLayout, bars: ScreenLayout.Bars, geometry: FeedGeometry,
                                content: FrameContent, offset: Double,
                                bitmap: (Int) -> Bitmap?) -> (composition: Composition, cells: [CellFrame]) {
        let dx = screen.listInset, dy = screen.topHeight - offset
        let placed = content.rows.map { content.placement(of: $0, in: geometry) }
        let drawn = zip(content.rows, placed).compactMap { row, placement -> DrawnRow? in
            bitmap(row).map { DrawnRow(bitmap: $0, rect: placement.rect) }
        }
        let cells = placed.map { placement -> CellFrame in
            var cell = placement.cell
            cell.rect = cell.rect.offsetBy(dx: dx, dy: dy)
            return cell
        }
        let composition = compose(screen: screen, bars: bars, rows: drawn, offset: offset)
        return (composition, cells)
    }

    /// A drawn row and where it goes, in content points, with the opacity it is drawn at
    /// (below 1 while it fades in or out).
    package struct DrawnRow {
        package var bitmap: Bitmap
        package var rect: Rect
        package var opacity: Double = 1
    }

    /// The screen `screen` scrolled to `offset` showing `rows` in order (the later on top),
    /// under the bars: how frames, screenshots and the frames of a list transition are put
    /// together. Rows land on whole pixels (`PixelRounding.position`).
    package static func compose(screen: ScreenLayout, bars: ScreenLayout.Bars, rows: [DrawnRow],
                                offset: Double) -> Composition {
        let scale = screen.device.scale
        let dx = screen.listInset, dy = screen.topHeight - offset
        // Rows and bars are drawn over the theme's background: opaque when it is.
        let isOpaque = screen.theme.background.alpha >= 1
        var placements = rows.map { row in
            Placement(bitmap: row.bitmap, x: PixelRounding.position(row.rect.minX + dx, scale: scale),
                      y: PixelRounding.position(row.rect.minY + dy, scale: scale),
                      isOpaque: isOpaque && row.opacity >= 1, opacity: row.opacity)
        }
        if let top = bars.top { placements.append(Placement(bitmap: top, x: 0, y: 0, isOpaque: isOpaque)) }
        let pixelWidth = PixelRounding.extent(screen.device.width, scale: scale)
        let pixelHeight = PixelRounding.extent(screen.device.height, scale: scale)
        if let bottom = bars.bottom {
            placements.append(Placement(bitmap: bottom, x: 0, y: pixelHeight - bottom.height,
                                        isOpaque: isOpaque && bars.bottomIsOpaque))
        }
        return Composition(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale,
                           background: screen.theme.background, placements: placements)
    }
}
