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
        let scale = screen.device.scale
        let dx = screen.listInset, dy = screen.topHeight - offset
        // Rows and bars are drawn over the theme's background: opaque when it is.
        let isOpaque = screen.theme.background.alpha >= 1
        let placed = content.rows.map { content.placement(of: $0, in: geometry) }
        var placements = zip(content.rows, placed).compactMap { row, placement -> Placement? in
            guard let bitmap = bitmap(row) else { return nil }
            return Placement(bitmap: bitmap, x: PixelRounding.position(placement.rect.minX + dx, scale: scale),
                             y: PixelRounding.position(placement.rect.minY + dy, scale: scale), isOpaque: isOpaque)
        }
        if let top = bars.top { placements.append(Placement(bitmap: top, x: 0, y: 0, isOpaque: isOpaque)) }
        let pixelWidth = PixelRounding.extent(screen.device.width, scale: scale)
        let pixelHeight = PixelRounding.extent(screen.device.height, scale: scale)
        if let bottom = bars.bottom {
            placements.append(Placement(bitmap: bottom, x: 0, y: pixelHeight - bottom.height,
                                        isOpaque: isOpaque && bars.bottomIsOpaque))
        }
        let cells = placed.map { placement -> CellFrame in
            var cell = placement.cell
            cell.rect = cell.rect.offsetBy(dx: dx, dy: dy)
            return cell
        }
        let composition = Composition(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale,
                                      background: screen.theme.background, placements: placements)
        return (composition, cells)
    }
}
