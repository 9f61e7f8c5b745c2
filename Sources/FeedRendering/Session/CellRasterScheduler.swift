import ImageLoading
import Raster
import Text

/// Which rows exist as pixels, Texture-style: rows in the display range around the current
/// frame are drawn ahead of need and cached, rows leaving it are evicted (so memory follows
/// the range, not the feed), and rows in the wider preload range have their network images
/// requested ahead.
final class CellRasterScheduler {
    private let settings: FeedRenderSettings
    private let rasterizer: CellRasterizer
    private let imageLoader: ImageLoader?
    private let times: StageTimes

    private var cache = CellRasterCache()
    private var inFlight: Set<Int> = []
    private var preloaded: Set<Int> = []
    /// The rows of the current display range.
    private(set) var display: Range<Int> = 0..<0
    /// Rows kept drawn outside the display range: a header pinned under the bars.
    private(set) var extras: [Int] = []
    private(set) var largestDisplayRange = 0
    var peakCachedCells: Int { cache.peakCount }

    init(settings: FeedRenderSettings, imageLoader: ImageLoader?, times: StageTimes) {
        self.settings = settings
        self.imageLoader = imageLoader
        self.times = times
        var rasterizer = CellRasterizer(listWidth: settings.screen.listWidth, scale: settings.presentation.device.scale,
                                        background: settings.presentation.theme.background, imageLoader: imageLoader,
                                        selectionStyle: .platform(for: settings.presentation))
        rasterizer.reportsTruncatedText = settings.reportsTruncatedText
        rasterizer.collectsNodeOutlines = settings.collectsNodeOutlines
        self.rasterizer = rasterizer
    }

    /// The bitmap of `row`, if it is drawn and still in the display range.
    func bitmap(ofRow row: Int) -> Bitmap? { cache[row] }

    /// Moves the display range to `rows` plus `extras` (rows drawn away from their place),
    /// evicting the bitmaps outside it.
    func setDisplayRange(_ rows: Range<Int>, extras: [Int] = []) {
        display = rows
        self.extras = extras.filter { !rows.contains($0) }
        largestDisplayRange = max(largestDisplayRange, rows.count + self.extras.count)
        cache.evict(keeping: isInDisplayRange)
    }

    /// Whether `row` is kept drawn for the current frame.
    func isInDisplayRange(_ row: Int) -> Bool { display.contains(row) || extras.contains(row) }

    /// Whether `row` still has to be drawn: it shows pixels (a height, not clipped away by its
    /// horizontal row), has no bitmap and no draw under way.
    func needsRaster(_ row: Int, in rows: FeedRows) -> Bool {
        rows.geometry.isDrawn(row) && cache[row] == nil && !inFlight.contains(row)
    }

    func isDrawing(_ row: Int) -> Bool { inFlight.contains(row) }

    /// The work that draws `row` at its measured height (only its visible part when a
    /// horizontal row cuts it).
    func drawWork(forRow row: Int, in rows: FeedRows) -> @Sendable () async throws -> WorkResult {
        inFlight.insert(row)
        let renderRow = rows.rows[row], height = rows.geometry.frames[row].rect.height
        let part = rows.geometry.drawnPart(of: row)
        let rasterizer = rasterizer, times = times, generation = rows.generation
        let memo = settings.cellReuse?.memo
        let key = rows.measured[row].networkImages.isEmpty ? memoKey(for: renderRow, height: height, part: part) : nil
        return {
            if let key, let kept = memo?.raster(for: key) { return .raster(row: row, generation: generation, kept) }
            let raster = try await times.measure(.raster) {
                try await rasterizer.rasterize(renderRow, height: height, part: part)
            }
            times.addCPU(raster.cpuTime, to: .raster)
            // A cell with a failed image is drawn again next time (the image may be fixed).
            if let key, raster.failedImageURLs.isEmpty { memo?.insert(raster, for: key) }
            return .raster(row: row, generation: generation, raster)
        }
    }

    /// What `row`'s pixels depend on, when the render keeps cells between renders and the
    /// row's content is known. Rows with network images are never kept: a cold render would
    /// load them again, and they may have changed.
    private func memoKey(for row: RenderRow, height: Double, part: (x: Double, width: Double)?) -> CellRasterMemo.Key? {
        guard let reuse = settings.cellReuse, let content = row.contentKey else { return nil }
        let presentation = settings.presentation
        return CellRasterMemo.Key(
            owner: reuse.owner, environment: reuse.environment, content: content, revision: row.revision,
            listWidth: rasterizer.listWidth,
            cellWidth: FeedGeometry.layoutWidth(of: row.spacing, listWidth: rasterizer.listWidth), height: height, partX: part?.x, partWidth: part?.width,
            fixedHeight: row.fixedHeight, scale: rasterizer.scale, background: rasterizer.background, theme: presentation.theme,
            layoutDirection: row.layoutDirection, contentSizeScale: presentation.contentSizeScale,
            typeface: presentation.device.systemTypeface, language: TextEngine.defaultLanguage,
            selectionStyle: rasterizer.selectionStyle, reportsTruncatedText: rasterizer.reportsTruncatedText,
            collectsNodeOutlines: rasterizer.collectsNodeOutlines)
    }

    /// Takes a drawn row; the caller has checked that its generation is current.
    func didDraw(row: Int, bitmap: Bitmap) {
        inFlight.remove(row)
        if isInDisplayRange(row) { cache.insert(bitmap, forRow: row) }
    }

    /// Row indexes moved: cached and in-flight rasters no longer match their rows.
    func forgetAll() {
        cache.removeAll()
        inFlight.removeAll()
    }

    /// The work that requests the network images of rows in the preload range around
    /// `span` (once per row), or nil when there is nothing new to request.
    func preloadWork(around span: Range<Double>, in rows: FeedRows) -> (@Sendable () async throws -> WorkResult)? {
        guard let imageLoader else { return nil }
        let candidates = rows.geometry.rows(intersecting: settings.preloadRange.span(around: span))
        let requests = candidates.filter { rows.geometry.isDrawn($0) && !isInDisplayRange($0) && !preloaded.contains($0) }
            .flatMap { row -> [ImageRequest] in preloaded.insert(row); return rows.measured[row].networkImages }
        guard !requests.isEmpty else { return nil }
        return {
            for request in requests {
                _ = await imageLoader.image(for: request.url,
                                            targetPixelSize: PixelSize(width: request.pixelWidth, height: request.pixelHeight))
            }
            return .preloaded
        }
    }
}
