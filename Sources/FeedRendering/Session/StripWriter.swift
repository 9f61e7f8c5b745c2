import FeedrenderSupport
import Layout
import Raster

/// The full-length strip: rows are copied into tiles (each under Cairo's 32,767-pixel
/// limit) as they are drawn, and a tile is encoded once every row it shows is in it.
final class StripWriter {
    private let settings: FeedRenderSettings
    private let times: StageTimes
    private var plan = StripPlan(contentHeight: 0, scale: 1)
    private var openTiles: [Int: Canvas] = [:]
    private var startedTiles: Set<Int> = []
    private var rowsInStrip: Set<Int> = []

    init(settings: FeedRenderSettings, times: StageTimes) {
        self.settings = settings
        self.times = times
    }

    private var scale: Double { settings.device.scale }
    private var pixelWidth: Int { settings.framePlan.pixelWidth }

    /// Tiles in the whole strip (every shard's).
    var tileCount: Int { plan.tiles.count }

    /// Whether this run writes tile `index` (all of them unless sharded).
    private func owns(_ tile: StripPlan.Tile) -> Bool { settings.shard?.owns(tile.index) ?? true }

    /// Whether `row` appears in a tile this run writes.
    func ownsTile(showing row: Int, in rows: FeedRows) -> Bool {
        let rect = rows.geometry.frames[row].rect
        let top = PixelRounding.position(rect.minY, scale: scale)
        let bottom = top + max(1, PixelRounding.extent(rect.height, scale: scale))
        return plan.tiles(overlapping: top..<bottom).contains(where: owns)
    }

    /// Whether rows are already drawn into tiles (inserting rows above them misplaces them).
    var hasRows: Bool { !rowsInStrip.isEmpty }

    /// Re-plans the tiles for the rows' new content height; the last open tile grows with it.
    func contentDidChange(_ geometry: FeedGeometry) throws {
        plan = StripPlan(contentHeight: geometry.contentHeight, scale: scale, maxTilePixels: settings.stripTileMaxPixels)
        for (index, canvas) in openTiles {
            let needed = plan.tiles[index].pixelHeight
            guard canvas.pixelHeight < needed else { continue }
            let grown = try Canvas(pixelWidth: canvas.pixelWidth, pixelHeight: needed, scale: scale)
            grown.composite(canvas.makeBitmap(), atPixelX: 0, y: 0)
            openTiles[index] = grown
        }
    }

    /// Copies a freshly drawn row into the tiles it overlaps; `rect` is where its bitmap goes.
    func add(row: Int, bitmap: Bitmap, frame rect: Rect) throws {
        guard !rowsInStrip.contains(row) else { return }
        rowsInStrip.insert(row)
        let top = PixelRounding.position(rect.minY, scale: scale), x = PixelRounding.position(rect.minX, scale: scale)
        try times.measure(.composite) {
            for tile in plan.tiles(overlapping: top..<(top + bitmap.height)) where !startedTiles.contains(tile.index) && owns(tile) {
                try openTile(tile).composite(bitmap, atPixelX: x, y: top - tile.pixelRows.lowerBound)
            }
        }
    }

    /// The work that encodes every tile that can no longer change: all its rows are in
    /// it, and it ends inside the content or the content is final.
    func finishedTilesWork(rows: FeedRows, contentIsFinal: Bool,
                           writer: OutputWriter) throws -> [@Sendable () async throws -> WorkResult] {
        guard rows.geometry.contentHeight > 0 else { return [] }
        return try plan.tiles.filter {
            owns($0) && !startedTiles.contains($0.index) && isComplete($0, rows: rows, contentIsFinal: contentIsFinal)
        }
            .map { try work(for: $0, rows: rows, writer: writer) }
    }

    private func isComplete(_ tile: StripPlan.Tile, rows: FeedRows, contentIsFinal: Bool) -> Bool {
        let endsInsideContent = tile.pixelRows.upperBound < plan.contentPixelHeight
        guard endsInsideContent || contentIsFinal else { return false }
        let span = (Double(tile.pixelRows.lowerBound) / scale)..<(Double(tile.pixelRows.upperBound) / scale)
        return rows.geometry.rows(intersecting: span).allSatisfy { rowsInStrip.contains($0) || !rows.geometry.isDrawn($0) }
    }

    private func work(for tile: StripPlan.Tile, rows: FeedRows, writer: OutputWriter) throws -> @Sendable () async throws -> WorkResult {
        startedTiles.insert(tile.index)
        let finished = try close(tile)
        let top = Double(tile.pixelRows.lowerBound) / scale
        let span = top..<(Double(tile.pixelRows.upperBound) / scale)
        // Headers at their places in the list (never pinned); carousel cells by their visible part.
        let content = FrameContent(geometry: rows.geometry, span: span, pinsHeaders: false)
        let cells = content.rows.map { row -> CellFrame in
            var cell = content.placement(of: row, in: rows.geometry).cell
            cell.rect = cell.rect.offsetBy(dx: 0, dy: -top)
            return cell
        }
        let times = times, index = tile.index
        return {
            .file(try times.measure(.encode) {
                try writer.writePNG(consuming: finished.canvas, name: OutputNames.strip(index), kind: .strip,
                                    contentOffset: top, cells: cells)
            })
        }
    }

    private func openTile(_ tile: StripPlan.Tile) throws -> Canvas {
        if let canvas = openTiles[tile.index] { return canvas }
        // Transparent until closed, so its memory becomes resident only as rows land in it.
        let canvas = try Canvas(pixelWidth: pixelWidth, pixelHeight: tile.pixelHeight, scale: scale)
        openTiles[tile.index] = canvas
        return canvas
    }

    /// The finished tile's canvas (up to 150 MB at 3x), handed over to be encoded in place:
    /// copying it into a bitmap first would double the peak.
    private func close(_ tile: StripPlan.Tile) throws -> FinishedCanvas {
        let canvas = try openTiles.removeValue(forKey: tile.index) ?? openTile(tile)
        openTiles[tile.index] = nil
        canvas.fillBehind(settings.theme.background)
        return FinishedCanvas(canvas: canvas)
    }
}

/// A canvas nobody draws on any more, passed whole to the worker that encodes it. The
/// writer drops its last reference when it makes one, which is what makes the transfer safe.
struct FinishedCanvas: @unchecked Sendable {
    let canvas: Canvas
}
