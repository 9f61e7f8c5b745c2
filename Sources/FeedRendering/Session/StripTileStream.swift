import FeedrenderSupport
import Raster

/// One strip tile being written, band by band in top-to-bottom order, by whichever worker
/// tasks hand in its bands. Bands may arrive in any order: each is parked until the bands
/// above it are written, and only one task writes at a time (the others leave their band
/// and return), so the file's bytes never depend on timing.
///
/// With `PNGCompression.fast` and an opaque background the bands go straight into the PNG
/// encoder (`PNGStreamWriter`), so memory holds a few bands, not the tile. libdeflate levels
/// cannot take rows in pieces with the same bytes as today, nor can a translucent
/// background know in advance whether the tile is opaque (RGB) or not (RGBA): those keep
/// the whole-tile canvas, filled band by band and encoded once complete.
final class StripTileStream: Sendable {
    /// A band of the tile: `rows` rows of `canvas` (which may be taller) at band `index`.
    struct Band: @unchecked Sendable {
        var index: Int
        /// Drawn on by nobody else once handed in; the stream drops it once written.
        var canvas: Canvas
        var rows: Int
    }

    /// What the bands go into.
    private enum Sink {
        case encoder(PNGStreamWriter)
        case wholeTile(Canvas)
    }

    private struct State {
        var parked: [Int: Band] = [:]
        var next = 0
        var isWriting = false
        /// The tile's cells, as the manifest lists them; known once its last band is handed in.
        var cells: [CellFrame] = []
        var sink: Sink?
    }

    let tile: StripPlan.Tile
    let bandCount: Int
    /// Height of every band but the last.
    let bandPixels: Int
    private let background: Color
    private let writer: OutputWriter
    private let times: StageTimes
    private let contentOffset: Double
    private let state: Locked<State>

    /// Starts the tile's file (streamed) or canvas (whole tile). `tile` must have its final height.
    init(tile: StripPlan.Tile, bandPixels: Int, pixelWidth: Int, scale: Double, background: Color,
         writer: OutputWriter, times: StageTimes) throws {
        self.tile = tile
        self.bandPixels = bandPixels
        bandCount = (tile.pixelHeight + bandPixels - 1) / bandPixels
        self.background = background
        self.writer = writer
        self.times = times
        contentOffset = Double(tile.pixelRows.lowerBound) / scale
        let sink: Sink
        if writer.compression == .fast, background.alpha >= 1 {
            sink = .encoder(try writer.startPNG(name: OutputNames.strip(tile.index), pixelWidth: pixelWidth,
                                                pixelHeight: tile.pixelHeight, isOpaque: true))
        } else {
            sink = .wholeTile(try Canvas(pixelWidth: pixelWidth, pixelHeight: tile.pixelHeight, scale: scale))
        }
        state = Locked(State(sink: sink))
    }

    /// Records the cells the manifest lists for the tile (before its last band is handed in).
    func setCells(_ cells: [CellFrame]) {
        state.withLock { $0.cells = cells }
    }

    /// Paints the background behind `band`, then writes it and every parked band after it
    /// unless another task is writing (which then writes it).
    /// - Returns: the tile's file once this call wrote the last band; nil otherwise.
    func write(_ band: Band) throws -> RenderManifest.File? {
        band.canvas.fillBehind(background)
        let isNew = state.withLock { state -> Bool in
            guard band.index >= state.next, state.parked[band.index] == nil else { return false }
            state.parked[band.index] = band
            return true
        }
        guard isNew else {
            discard()
            throw FeedRenderError.output(path: OutputNames.strip(tile.index), reason: "band \(band.index) handed in twice")
        }
        while true {
            let taken = state.withLock { state -> (Band, Sink)? in
                guard !state.isWriting, let sink = state.sink, let band = state.parked.removeValue(forKey: state.next) else {
                    return nil
                }
                state.isWriting = true
                return (band, sink)
            }
            guard let (band, sink) = taken else { return nil }
            do {
                try times.measure(.encode) { try append(band, to: sink) }
            } catch {
                discard()
                throw error
            }
            let isLast = state.withLock { state -> Bool in
                state.next += 1
                state.isWriting = false
                return state.next == bandCount
            }
            if isLast { return try finish(sink) }
        }
    }

    /// Removes the unfinished file (a failed or interrupted render).
    func discard() {
        let sink = state.withLock { state -> Sink? in
            defer { state.sink = nil; state.parked = [:] }
            return state.sink
        }
        if case .encoder(let encoder) = sink { encoder.discard() }
    }

    private func append(_ band: Band, to sink: Sink) throws {
        switch sink {
        case .encoder(let encoder):
            try encoder.append(band.canvas, rows: band.rows)
        case .wholeTile(let canvas):
            canvas.composite(band.canvas.makeBitmap(), atPixelX: 0, y: band.index * bandPixels, isOpaque: true)
        }
    }

    private func finish(_ sink: Sink) throws -> RenderManifest.File {
        let cells = state.withLock { state -> [CellFrame] in
            state.sink = nil
            return state.cells
        }
        return try times.measure(.encode) {
            switch sink {
            case .encoder(let encoder):
                try writer.finishPNG(encoder, name: OutputNames.strip(tile.index), kind: .strip,
                                     contentOffset: contentOffset, cells: cells)
            case .wholeTile(let canvas):
                try writer.writePNG(consuming: canvas, name: OutputNames.strip(tile.index), kind: .strip,
                                    contentOffset: contentOffset, cells: cells)
            }
        }
    }
}
