import FeedrenderSupport
import Layout
import Raster

/// The full-length strip, cut into tiles (each under Cairo's 32,767-pixel limit) and each
/// tile into bands of `bandPixels` rows. A drawn row is copied into the bands it overlaps;
/// a band is handed to a worker once every row it shows is in it, and its tile's
/// `StripTileStream` feeds it to the PNG encoder in order and drops it. So memory holds the
/// bands around the rows being drawn, not whole tiles (150 MB each at 3x), however long the
/// feed.
///
/// A tile's PNG header needs its height: the last tile's bands wait in memory while batch
/// fetching may still make it taller, and go out once the feed has no more to fetch.
final class StripWriter {
    /// Rows per band: ~2.4 MB at 1170 pixels wide; small enough to keep a few, large enough
    /// that each encoder call and task is worth its cost.
    static let defaultBandPixels = 512

    private struct BandID: Hashable {
        var tile: Int
        var band: Int
    }

    private let settings: FeedRenderSettings
    private let times: StageTimes
    private let bandPixels: Int
    private var plan = StripPlan(contentHeight: 0, scale: 1)
    /// Bands with rows drawn into them, not yet handed in.
    private var openBands: [BandID: Canvas] = [:]
    private var handedIn: Set<BandID> = []
    private var handedInCount: [Int: Int] = [:]
    private var streams: [Int: StripTileStream] = [:]
    /// Tiles whose every band is handed in.
    private var finishedTiles: Set<Int> = []
    private var rowsInStrip: Set<Int> = []

    init(settings: FeedRenderSettings, times: StageTimes, bandPixels: Int = StripWriter.defaultBandPixels) {
        self.settings = settings
        self.times = times
        self.bandPixels = max(1, bandPixels)
    }

    private var scale: Double { settings.presentation.device.scale }
    private var pixelWidth: Int { PixelRounding.extent(settings.screen.listWidth, scale: scale) }

    /// Tiles in the whole strip (every shard's).
    var tileCount: Int { plan.tiles.count }

    /// Whether this run writes tile `index` (all of them unless sharded).
    private func owns(_ tile: StripPlan.Tile) -> Bool { settings.shard?.owns(tile.index) ?? true }

    /// The content pixel rows `row` covers in the strip.
    private func pixelRows(of row: Int, in geometry: FeedGeometry) -> Range<Int> {
        let rect = geometry.frames[row].rect
        let top = PixelRounding.position(rect.minY, scale: scale)
        return top..<(top + max(1, PixelRounding.extent(rect.height, scale: scale)))
    }

    /// Whether `row` appears in a tile this run writes.
    func ownsTile(showing row: Int, in rows: FeedRows) -> Bool {
        plan.tiles(overlapping: pixelRows(of: row, in: rows.geometry)).contains(where: owns)
    }

    /// Whether rows are already drawn into the strip (inserting rows above them misplaces them).
    var hasRows: Bool { !rowsInStrip.isEmpty }

    /// Re-plans the tiles for the rows' new content height. Band boundaries do not move:
    /// tiles start at fixed rows and bands at fixed rows within them.
    func contentDidChange(_ geometry: FeedGeometry) throws {
        plan = StripPlan(contentHeight: geometry.contentHeight, scale: scale, maxTilePixels: settings.stripTileMaxPixels)
    }

    /// Content pixel rows of band `band` in `tile` as if the tile were full height; the
    /// tile's real end may cut the last band shorter.
    private func fullRows(ofBand band: Int, in tile: StripPlan.Tile) -> Range<Int> {
        let top = tile.pixelRows.lowerBound + band * bandPixels
        return top..<min(top + bandPixels, tile.pixelRows.lowerBound + plan.tilePixelHeight)
    }

    /// Copies a freshly drawn row into the bands it overlaps; `rect` is where its bitmap goes.
    func add(row: Int, bitmap: Bitmap, frame rect: Rect) throws {
        guard !rowsInStrip.contains(row) else { return }
        rowsInStrip.insert(row)
        let top = PixelRounding.position(rect.minY, scale: scale), x = PixelRounding.position(rect.minX, scale: scale)
        let bottom = top + bitmap.height
        try times.measure(.composite) {
            for tile in plan.tiles(overlapping: top..<bottom) where owns(tile) && !finishedTiles.contains(tile.index) {
                let first = max(0, top - tile.pixelRows.lowerBound) / bandPixels
                let last = (min(bottom, tile.pixelRows.lowerBound + plan.tilePixelHeight) - 1 - tile.pixelRows.lowerBound) / bandPixels
                for band in first...max(first, last) {
                    let id = BandID(tile: tile.index, band: band)
                    guard !handedIn.contains(id) else { continue }
                    let bandRows = fullRows(ofBand: band, in: tile)
                    try openBand(id, rows: bandRows).composite(bitmap, atPixelX: x, y: top - bandRows.lowerBound)
                }
            }
        }
    }

    private func openBand(_ id: BandID, rows: Range<Int>) throws -> Canvas {
        if let canvas = openBands[id] { return canvas }
        // Transparent until handed in; the background goes behind the rows then.
        let canvas = try Canvas(pixelWidth: pixelWidth, pixelHeight: rows.count, scale: scale)
        openBands[id] = canvas
        return canvas
    }

    /// The work that writes every band that can no longer change: all its rows are in it,
    /// and its tile's height is final (the tile is full, or the content is final).
    func finishedBandsWork(rows: FeedRows, contentIsFinal: Bool,
                           writer: OutputWriter) throws -> [@Sendable () async throws -> WorkResult] {
        guard rows.geometry.contentHeight > 0 else { return [] }
        var work: [@Sendable () async throws -> WorkResult] = []
        for tile in plan.tiles where owns(tile) && !finishedTiles.contains(tile.index) {
            guard tile.pixelHeight == plan.tilePixelHeight || contentIsFinal else { continue }
            let bandCount = (tile.pixelHeight + bandPixels - 1) / bandPixels
            // Stops once the tile's last band is handed in: its bookkeeping is gone then.
            for band in 0..<bandCount where !finishedTiles.contains(tile.index) {
                let id = BandID(tile: tile.index, band: band)
                let bandRows = fullRows(ofBand: band, in: tile).clamped(to: tile.pixelRows)
                guard !handedIn.contains(id), isComplete(bandRows, rows: rows) else { continue }
                work.append(try handIn(id, rows: bandRows, of: tile, bandCount: bandCount, rows: rows, writer: writer))
            }
        }
        return work
    }

    /// Whether every row that shows in `pixelRows` is drawn into the strip (or never drawn).
    private func isComplete(_ band: Range<Int>, rows: FeedRows) -> Bool {
        // A point margin catches rows that reach into the band only after pixel rounding.
        let span = (Double(band.lowerBound) / scale - 1)..<(Double(band.upperBound) / scale + 1)
        return rows.geometry.rows(intersecting: span).allSatisfy { row in
            rowsInStrip.contains(row) || !rows.geometry.isDrawn(row) || !pixelRows(of: row, in: rows.geometry).overlaps(band)
        }
    }

    private func handIn(_ id: BandID, rows bandRows: Range<Int>, of tile: StripPlan.Tile, bandCount: Int, rows: FeedRows,
                        writer: OutputWriter) throws -> @Sendable () async throws -> WorkResult {
        let stream = try streams[tile.index] ?? StripTileStream(
            tile: tile, bandPixels: bandPixels, pixelWidth: pixelWidth, scale: scale,
            background: settings.presentation.theme.background, writer: writer, times: times)
        streams[tile.index] = stream
        handedIn.insert(id)
        handedInCount[tile.index, default: 0] += 1
        if handedInCount[tile.index] == bandCount {
            finishedTiles.insert(tile.index)
            handedIn = handedIn.filter { $0.tile != tile.index }
            stream.setCells(cells(of: tile, rows: rows))
        }
        let canvas = try openBands.removeValue(forKey: id) ?? Canvas(pixelWidth: pixelWidth, pixelHeight: bandRows.count, scale: scale)
        let band = StripTileStream.Band(index: id.band, canvas: canvas, rows: bandRows.count)
        return {
            if let file = try stream.write(band) { return .file(file) }
            return .stripBand
        }
    }

    /// The cells `tile` shows, relative to its top: headers at their places in the list
    /// (never pinned), carousel cells by their visible part.
    private func cells(of tile: StripPlan.Tile, rows: FeedRows) -> [CellFrame] {
        let top = Double(tile.pixelRows.lowerBound) / scale
        let span = top..<(Double(tile.pixelRows.upperBound) / scale)
        let content = FrameContent(geometry: rows.geometry, span: span, stickyHeaders: false)
        return content.rows.map { row -> CellFrame in
            var cell = content.placement(of: row, in: rows.geometry).cell
            cell.rect = cell.rect.offsetBy(dx: 0, dy: -top)
            return cell
        }
    }

    /// Removes the files of tiles not finished (a failed or interrupted render); finished
    /// ones stay.
    func discardUnfinished() {
        for stream in streams.values { stream.discard() }
        openBands = [:]
    }
}
