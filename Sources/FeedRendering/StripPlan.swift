import Appearance
import FeedrenderSupport
/// How the full-length strip is cut into PNGs: Cairo surfaces (and many viewers) stop at
/// 32,767 pixels a side, so a taller strip becomes several tiles stacked top to bottom,
/// each as tall as allowed but the last. Tile boundaries do not depend on the content
/// height, so they stay put when batch fetching makes the feed longer.
package struct StripPlan: Hashable, Sendable {
    /// Cairo's limit on an image surface's width and height.
    package static let cairoPixelLimit = 32_767

    package struct Tile: Hashable, Sendable {
        package var index: Int
        /// Rows of the content in pixels: `pixelRows.lowerBound` is the tile's top row.
        package var pixelRows: Range<Int>
        package var pixelHeight: Int { pixelRows.count }
    }

    package let tiles: [Tile]
    package let contentPixelHeight: Int
    /// Height of every tile but the last.
    package let tilePixelHeight: Int

    package init(contentHeight: Double, scale: Double, maxTilePixels: Int = StripPlan.cairoPixelLimit) {
        let total = max(1, PixelRounding.extent(contentHeight, scale: scale))
        let limit = max(1, min(maxTilePixels, Self.cairoPixelLimit))
        let count = (total + limit - 1) / limit
        let height = limit
        tiles = (0..<count).map { index in
            Tile(index: index, pixelRows: (index * height)..<min(total, (index + 1) * height))
        }
        contentPixelHeight = total
        tilePixelHeight = limit
    }

    /// The tiles that contain any of `pixelRows` (content pixel rows).
    package func tiles(overlapping pixelRows: Range<Int>) -> ArraySlice<Tile> {
        guard let first = tiles.firstIndex(where: { $0.pixelRows.upperBound > pixelRows.lowerBound }) else { return [] }
        var end = first
        while end < tiles.count, tiles[end].pixelRows.lowerBound < pixelRows.upperBound { end += 1 }
        return tiles[first..<end]
    }
}
