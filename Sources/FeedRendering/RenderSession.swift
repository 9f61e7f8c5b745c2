import Appearance
import FeedrenderSupport
import Foundation
import ImageLoading
import Layout
import Lists
import Nodes
import Raster

/// One render in progress: the loaded rows and their geometry, the cell-raster cache,
/// open strip tiles and contact-sheet thumbnails. Lives in the task that drives the
/// render; workers get only Sendable values (rows, bitmaps, compositions) and send
/// back results.
final class RenderSession {
    /// What a worker hands back.
    enum WorkResult: Sendable {
        case raster(row: Int, generation: Int, CellRaster)
        case frame(index: Int, file: RenderManifest.File?, thumbnail: Bitmap?)
        case file(RenderManifest.File)
        case preloaded
    }

    typealias Group = ThrowingTaskGroup<WorkResult, any Error>

    let settings: FeedRenderSettings
    let plan: FramePlan
    private let source: any FeedSource
    private let imageLoader: ImageLoader?
    private let makeWriter: @Sendable () async -> OutputWriter
    /// Made once the rows are measured (it needs the font hash, computed meanwhile).
    private var writer: OutputWriter!
    private let times: StageTimes
    private let progress: ProgressBar
    private let rasterizer: CellRasterizer
    private let chrome: Bitmap?
    private let frameCanvases: CanvasPool
    private let sheetPlanTemplate: (width: Int, height: Int)

    // Rows
    private var rows: [RenderRow] = []
    private var measured: [MeasuredRow] = []
    private var geometry = FeedGeometry(rows: [], heights: [], width: 0, scale: 1)
    /// Bumped when rows are inserted before others, which invalidates row indexes.
    private var generation = 0

    // Cells as pixels
    private var cache = CellRasterCache()
    private var inFlight: Set<Int> = []
    private var currentDisplay: Range<Int> = 0..<0
    private var preloaded: Set<Int> = []
    /// CPU-bound worker tasks running (preloads are not counted: they wait on the network).
    private var running = 0

    // Outputs
    private var files: [RenderManifest.File] = []
    private var stripPlan = StripPlan(contentHeight: 0, scale: 1)
    private var openTiles: [Int: Canvas] = [:]
    private var startedTiles: Set<Int> = []
    private var rowsInStrip: Set<Int> = []
    private var thumbnails: [Int: Bitmap] = [:]
    private var startedSheets: Set<Int> = []
    private var frameCount = 0
    private var framesAreFinal = false

    private(set) var warnings: [String] = []
    private(set) var failedImageURLs: Set<String> = []
    private(set) var largestDisplayRange = 0
    var peakCachedCells: Int { cache.peakCount }

    init(source: any FeedSource, settings: FeedRenderSettings, imageLoader: ImageLoader?, times: StageTimes,
         progress: ProgressBar, makeWriter: @escaping @Sendable () async -> OutputWriter) throws {
        self.source = source
        self.settings = settings
        self.plan = settings.framePlan
        self.imageLoader = imageLoader
        self.makeWriter = makeWriter
        self.times = times
        self.progress = progress
        self.rasterizer = CellRasterizer(listWidth: settings.device.width, scale: settings.device.scale,
                                         background: settings.theme.background, imageLoader: imageLoader)
        let chromeRenderer = ChromeRenderer(device: settings.device, theme: settings.theme,
                                            showsStatusBar: settings.showsStatusBar,
                                            navigationTitle: settings.navigationTitle)
        self.chrome = try times.measure(.raster) { try chromeRenderer.render() }
        self.sheetPlanTemplate = (plan.pixelWidth, plan.pixelHeight)
        self.frameCanvases = CanvasPool(capacity: settings.jobs)
    }

    private var scale: Double { settings.device.scale }

    // MARK: Driving the render

    func run() async throws {
        try await loadRows()
        try await fetchIfNeeded(frame: 0)
        if rows.isEmpty, let emptyView = source.emptyView {
            rows = [RenderRow(emptyView: emptyView, height: plan.visibleHeight)]
            measured = await measure(rows)
            rebuildGeometry()
        }
        writer = await outputWriter()
        try await withThrowingTaskGroup(of: WorkResult.self) { group in
            var frame = 0
            while true {
                try await fetchIfNeeded(frame: frame)
                frameCount = plan.frameCount(contentHeight: geometry.contentHeight)
                progress.setTotal(frameCount)
                guard frame < frameCount else { break }
                try await render(frame: frame, group: &group)
                frame += 1
            }
            framesAreFinal = true
            while let result = try await group.next() { try handle(result, group: &group) }
            // Strip tiles and the last sheet close only now that the content is final.
            try startFinishedOutputs(group: &group)
            while let result = try await group.next() { try handle(result, group: &group) }
        }
    }

    private func render(frame index: Int, group: inout Group) async throws {
        if index == 0 { progress.begin("frames", total: frameCount) }
        let visibleSpan = plan.visibleSpan(ofFrame: index)
        let visible = geometry.rows(intersecting: visibleSpan)
        let display = geometry.rows(intersecting: settings.displayRange.span(around: visibleSpan))
        currentDisplay = display
        largestDisplayRange = max(largestDisplayRange, display.count)
        cache.evict(keeping: display)
        preload(around: visibleSpan, excluding: display, group: &group)

        // Rows this frame shows first, then the rest of the display range ahead.
        var queue = (Array(visible) + display.filter { !visible.contains($0) }).filter(needsRaster)
        func missing() -> Bool { visible.contains { needsRaster($0) || inFlight.contains($0) } }
        while missing() {
            while running < settings.jobs, !queue.isEmpty { startRaster(queue.removeFirst(), group: &group) }
            guard let result = try await group.next() else { break }
            try handle(result, group: &group)
            queue.removeAll { !needsRaster($0) }
        }
        while running < settings.jobs, !queue.isEmpty { startRaster(queue.removeFirst(), group: &group) }

        if settings.writesFrames || settings.writesContactSheet {
            while running >= settings.jobs, let result = try await group.next() { try handle(result, group: &group) }
            startFrame(index, visible: visible, group: &group)
        } else {
            progress.advance()
        }
        try startFinishedOutputs(group: &group)
    }

    private func needsRaster(_ row: Int) -> Bool {
        geometry.frames[row].rect.height > 0 && cache[row] == nil && !inFlight.contains(row)
    }

    private func handle(_ result: WorkResult, group: inout Group) throws {
        switch result {
        case .raster(let row, let resultGeneration, let raster):
            running -= 1
            guard resultGeneration == generation else { return }
            inFlight.remove(row)
            warnings += raster.warnings
            failedImageURLs.formUnion(raster.failedImageURLs)
            if settings.writesStrip { try addToStrip(row: row, bitmap: raster.bitmap) }
            if currentDisplay.contains(row) { cache.insert(raster.bitmap, forRow: row) }
        case .frame(let index, let file, let thumbnail):
            running -= 1
            if let file { files.append(file) }
            if let thumbnail { thumbnails[index] = thumbnail }
            progress.advance()
        case .file(let file):
            running -= 1
            files.append(file)
        case .preloaded:
            break
        }
    }

    // MARK: Rows

    private func loadRows() async throws {
        rows = source.rows().map(RenderRow.init)
        progress.begin("layout", total: rows.count)
        measured = await measure(rows)
        rebuildGeometry()
    }

    private func measure(_ rows: [RenderRow]) async -> [MeasuredRow] {
        let result = await RowMeasurer.measure(rows, listWidth: settings.device.width, scale: scale,
                                               jobs: settings.jobs, collectsImages: imageLoader != nil,
                                               times: times)
        progress.advance(by: rows.count)
        warnings += result.flatMap(\.warnings)
        return result
    }

    private func rebuildGeometry() {
        geometry = times.measure(.layout) {
            FeedGeometry(rows: rows.map(\.spacing), heights: measured.map(\.height),
                         width: settings.device.width, scale: scale)
        }
        stripPlan = StripPlan(contentHeight: geometry.contentHeight, scale: scale,
                              maxTilePixels: settings.stripTileMaxPixels)
    }

    /// Texture's batch fetching: asks for the next page while the frame is within
    /// `leadingScreensForBatching` screens of the end of the loaded rows.
    private func fetchIfNeeded(frame index: Int) async throws {
        while source.canFetchMore {
            let reach = plan.visibleSpan(ofFrame: index).upperBound + settings.leadingScreensForBatching * plan.visibleHeight
            guard reach >= geometry.contentHeight else { return }
            do {
                try await times.measure(.fetch) { try await source.fetchMore() }
            } catch {
                throw FeedRenderError.fetch("\(error)")
            }
            let before = rows.count
            try await reloadRows()
            if rows.count == before { return }
        }
    }

    /// Takes the source's rows after a fetch, measuring only the new ones.
    private func reloadRows() async throws {
        let newRows = source.rows().map(RenderRow.init)
        var known: [FeedGeometry.RowSpacing: MeasuredRow] = [:]
        for (row, measurement) in zip(rows, measured) { known[row.spacing] = measurement }
        let appended = newRows.count >= rows.count && zip(rows, newRows).allSatisfy { $0.spacing == $1.spacing }
        let fresh = newRows.filter { known[$0.spacing] == nil }
        progress.setTotal(fresh.count)
        var freshMeasured = await measure(fresh).makeIterator()
        measured = newRows.map { known[$0.spacing] ?? freshMeasured.next()! }
        rows = newRows
        if !appended {
            // Indexes moved: cached rasters no longer match their rows.
            generation += 1
            cache.removeAll()
            inFlight.removeAll()
            if settings.writesStrip && !rowsInStrip.isEmpty {
                warnings.append("rows were inserted above rows already drawn; the strip may show them out of place")
            }
        }
        rebuildGeometry()
        try growOpenTiles()
    }

    // MARK: Workers

    private func startRaster(_ row: Int, group: inout Group) {
        inFlight.insert(row)
        running += 1
        let renderRow = rows[row], height = geometry.frames[row].rect.height
        let rasterizer = rasterizer, times = times, generation = generation
        group.addTask {
            let raster = try await times.measure(.raster) { try await rasterizer.rasterize(renderRow, height: height) }
            return .raster(row: row, generation: generation, raster)
        }
    }

    /// Requests the network images of rows in the preload range, once per row.
    private func preload(around span: Range<Double>, excluding display: Range<Int>, group: inout Group) {
        guard let imageLoader else { return }
        let candidates = geometry.rows(intersecting: settings.preloadRange.span(around: span))
        let requests = candidates.filter { !display.contains($0) && !preloaded.contains($0) }
            .flatMap { row -> [ImageRequest] in preloaded.insert(row); return measured[row].networkImages }
        guard !requests.isEmpty else { return }
        group.addTask {
            for request in requests {
                _ = await imageLoader.image(for: request.url,
                                            targetPixelSize: PixelSize(width: request.pixelWidth, height: request.pixelHeight))
            }
            return .preloaded
        }
    }

    private func startFrame(_ index: Int, visible: Range<Int>, group: inout Group) {
        let offset = plan.offset(ofFrame: index)
        let dy = plan.chromeHeight - offset
        // Cells and chrome are drawn over the theme's background: opaque when it is.
        let opaqueCells = settings.theme.background.alpha >= 1
        var placements = visible.compactMap { row -> Placement? in
            guard let bitmap = cache[row] else { return nil }
            let rect = geometry.frames[row].rect
            return Placement(bitmap: bitmap, x: pixel(rect.minX), y: pixel(rect.minY + dy), isOpaque: opaqueCells)
        }
        if let chrome { placements.append(Placement(bitmap: chrome, x: 0, y: 0, isOpaque: opaqueCells)) }
        let cells = visible.map { row -> CellFrame in
            var cell = geometry.frames[row]
            cell.rect = cell.rect.offsetBy(dx: 0, dy: dy)
            return cell
        }
        let composition = Composition(pixelWidth: plan.pixelWidth, pixelHeight: plan.pixelHeight, scale: scale,
                                      background: settings.theme.background, placements: placements)
        let writer: OutputWriter = writer, times = times, writesFrame = settings.writesFrames, canvases = frameCanvases
        let sheet = settings.writesContactSheet ? contactSheetPlan() : nil
        running += 1
        group.addTask {
            // The frame is encoded straight from its pooled canvas: no frame-sized copy.
            let canvas = try times.measure(.composite) { try canvases.canvas(drawing: composition) }
            defer { canvases.recycle(canvas) }
            let thumbnail = try sheet.map { plan in
                try times.measure(.composite) {
                    try Thumbnails.make(from: canvas.makeBitmap(), width: plan.thumbnailWidth, height: plan.thumbnailHeight)
                }
            }
            let file = writesFrame ? try times.measure(.encode) {
                try writer.writePNG(canvas, name: Names.frame(index), kind: .frame, contentOffset: offset, cells: cells)
            } : nil
            return .frame(index: index, file: file, thumbnail: thumbnail)
        }
    }

    private func pixel(_ points: Double) -> Int { PixelRounding.position(points, scale: scale) }

    // MARK: Strip

    /// Copies a freshly drawn row into the strip tiles it overlaps.
    private func addToStrip(row: Int, bitmap: Bitmap) throws {
        guard !rowsInStrip.contains(row) else { return }
        rowsInStrip.insert(row)
        let rect = geometry.frames[row].rect
        let top = pixel(rect.minY), x = pixel(rect.minX)
        try times.measure(.composite) {
            for tile in stripPlan.tiles(overlapping: top..<(top + bitmap.height)) where !startedTiles.contains(tile.index) {
                let canvas = try openTile(tile)
                canvas.composite(bitmap, atPixelX: x, y: top - tile.pixelRows.lowerBound)
            }
        }
    }

    private func openTile(_ tile: StripPlan.Tile) throws -> Canvas {
        if let canvas = openTiles[tile.index] { return canvas }
        // Transparent until closed, so its memory becomes resident only as rows land in it.
        let canvas = try Canvas(pixelWidth: plan.pixelWidth, pixelHeight: tile.pixelHeight, scale: scale)
        openTiles[tile.index] = canvas
        return canvas
    }

    /// The finished tile's canvas (up to 150 MB at 3x), handed over to be encoded in place:
    /// copying it into a bitmap first would double the peak.
    private func closeTile(_ tile: StripPlan.Tile) throws -> FinishedCanvas {
        let canvas = try openTiles.removeValue(forKey: tile.index) ?? openTile(tile)
        openTiles[tile.index] = nil
        canvas.fillBehind(settings.theme.background)
        return FinishedCanvas(canvas: canvas)
    }

    /// After a fetch made the content longer, the last open tile grows with it.
    private func growOpenTiles() throws {
        for (index, canvas) in openTiles {
            let needed = stripPlan.tiles[index].pixelHeight
            guard canvas.pixelHeight < needed else { continue }
            let grown = try Canvas(pixelWidth: canvas.pixelWidth, pixelHeight: needed, scale: scale)
            grown.composite(canvas.makeBitmap(), atPixelX: 0, y: 0)
            openTiles[index] = grown
        }
    }

    /// Starts writing strip tiles and contact sheets that can no longer change.
    private func startFinishedOutputs(group: inout Group) throws {
        if settings.writesStrip && geometry.contentHeight > 0 {
            for tile in stripPlan.tiles where !startedTiles.contains(tile.index) && isComplete(tile) {
                try startTile(tile, group: &group)
            }
        }
        if settings.writesContactSheet, let sheetPlan = contactSheetPlan() {
            for sheet in 0..<sheetPlan.sheetCount where !startedSheets.contains(sheet) {
                let frames = sheetPlan.frames(onSheet: sheet)
                let isFull = frames.count == sheetPlan.framesPerSheet
                guard (isFull || framesAreFinal), frames.allSatisfy({ thumbnails[$0] != nil }) else { continue }
                startSheet(sheet, plan: sheetPlan, group: &group)
            }
        }
    }

    private func isComplete(_ tile: StripPlan.Tile) -> Bool {
        let endsInsideContent = tile.pixelRows.upperBound < stripPlan.contentPixelHeight
        guard endsInsideContent || framesAreFinal else { return false }
        let span = (Double(tile.pixelRows.lowerBound) / scale)..<(Double(tile.pixelRows.upperBound) / scale)
        return geometry.rows(intersecting: span).allSatisfy { rowsInStrip.contains($0) || geometry.frames[$0].rect.height <= 0 }
    }

    private func startTile(_ tile: StripPlan.Tile, group: inout Group) throws {
        startedTiles.insert(tile.index)
        let finished = try closeTile(tile)
        let top = Double(tile.pixelRows.lowerBound) / scale
        let span = top..<(Double(tile.pixelRows.upperBound) / scale)
        let cells = geometry.rows(intersecting: span).map { row -> CellFrame in
            var cell = geometry.frames[row]
            cell.rect = cell.rect.offsetBy(dx: 0, dy: -top)
            return cell
        }
        let writer: OutputWriter = writer, times = times, index = tile.index
        running += 1
        group.addTask {
            .file(try times.measure(.encode) {
                try writer.writePNG(consuming: finished.canvas, name: Names.strip(index), kind: .strip, contentOffset: top, cells: cells)
            })
        }
    }

    // MARK: Contact sheets

    private func contactSheetPlan() -> ContactSheetPlan? {
        guard frameCount > 0 else { return nil }
        return ContactSheetPlan(frameCount: frameCount, framePixelWidth: sheetPlanTemplate.width,
                                framePixelHeight: sheetPlanTemplate.height)
    }

    private func startSheet(_ sheet: Int, plan sheetPlan: ContactSheetPlan, group: inout Group) {
        startedSheets.insert(sheet)
        let frames = Array(sheetPlan.frames(onSheet: sheet))
        let placements = frames.map { frame -> Placement in
            let origin = sheetPlan.origin(ofFrame: frame)
            return Placement(bitmap: thumbnails.removeValue(forKey: frame)!, x: origin.x, y: origin.y)
        }
        let size = sheetPlan.pixelSize(ofSheet: sheet)
        let composition = Composition(pixelWidth: size.width, pixelHeight: size.height, scale: 1,
                                      background: Thumbnails.sheetBackground, placements: placements)
        let writer: OutputWriter = writer, times = times
        running += 1
        group.addTask {
            let bitmap = try times.measure(.composite) { try composition.makeCanvas().makeBitmap() }
            return .file(try times.measure(.encode) {
                try writer.writePNG(bitmap, name: Names.contactSheet(sheet), kind: .contactSheet, contentOffset: nil,
                                    frameIndexes: frames, cells: [])
            })
        }
    }

    /// The writer for this render's files.
    func outputWriter() async -> OutputWriter {
        if let writer { return writer }
        let made = await makeWriter()
        writer = made
        return made
    }

    // MARK: Manifest

    func manifest(renderer: String, fontHash: String) -> RenderManifest {
        let settings = RenderManifest.Settings(
            device: self.settings.device.name, viewport: [plan.viewportWidth, plan.viewportHeight], scale: scale,
            theme: self.settings.theme.name, statusBar: self.settings.showsStatusBar,
            navigationTitle: self.settings.navigationTitle, scrollStep: plan.scrollStep,
            frames: self.settings.writesFrames, strip: self.settings.writesStrip,
            contactSheet: self.settings.writesContactSheet, pngCompression: self.settings.pngCompression.name)
        return RenderManifest(renderer: renderer, fontHash: fontHash, settings: settings,
                              contentHeight: geometry.contentHeight, rowCount: rows.count,
                              files: files.sorted { $0.path < $1.path })
    }
}

/// A canvas nobody draws on any more, passed whole to the worker that encodes it. The session
/// drops its last reference when it makes one, which is what makes the transfer safe.
struct FinishedCanvas: @unchecked Sendable {
    let canvas: Canvas
}

/// Output file names; zero-padded so they sort in order.
enum Names {
    static func frame(_ index: Int) -> String { "frame-\(padded(index, 5)).png" }
    static func strip(_ index: Int) -> String { "strip-\(padded(index, 3)).png" }
    static func contactSheet(_ index: Int) -> String { "contact-sheet-\(padded(index, 3)).png" }

    private static func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
