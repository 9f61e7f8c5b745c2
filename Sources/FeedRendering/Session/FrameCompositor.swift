import FeedrenderSupport
import Raster

/// Makes the work for one frame: the visible rows' bitmaps placed at the frame's scroll
/// offset under the fixed chrome, composited on a pooled canvas, encoded straight from it
/// (no frame-sized copy) and, for contact sheets, shrunk to a thumbnail.
struct FrameCompositor {
    private let settings: FeedRenderSettings
    private let plan: FramePlan
    private let times: StageTimes
    /// The status and navigation bars, drawn once.
    private let chrome: Bitmap?
    private let canvases: CanvasPool

    init(settings: FeedRenderSettings, times: StageTimes) throws {
        self.settings = settings
        self.plan = settings.framePlan
        self.times = times
        let chromeRenderer = ChromeRenderer(device: settings.device, theme: settings.theme,
                                            showsStatusBar: settings.showsStatusBar,
                                            navigationTitle: settings.navigationTitle)
        chrome = try times.measure(.raster) { try chromeRenderer.render() }
        canvases = CanvasPool(capacity: settings.jobs)
    }

    /// The work that composites frame `index` from the drawn `visible` rows.
    /// - Parameters:
    ///   - writesFile: write the frame's PNG (a shard may composite a frame only for its thumbnail).
    ///   - thumbnailSize: also make a contact-sheet thumbnail of this pixel size.
    func work(forFrame index: Int, visible: Range<Int>, rows: FeedRows, cells: CellRasterScheduler,
              writesFile: Bool, thumbnailSize: (width: Int, height: Int)?, writer: OutputWriter) -> @Sendable () async throws -> WorkResult {
        let scale = plan.scale
        let offset = plan.offset(ofFrame: index)
        let dy = plan.chromeHeight - offset
        // Cells and chrome are drawn over the theme's background: opaque when it is.
        let opaqueCells = settings.theme.background.alpha >= 1
        var placements = visible.compactMap { row -> Placement? in
            guard let bitmap = cells.bitmap(ofRow: row) else { return nil }
            let rect = rows.geometry.frames[row].rect
            return Placement(bitmap: bitmap, x: PixelRounding.position(rect.minX, scale: scale),
                             y: PixelRounding.position(rect.minY + dy, scale: scale), isOpaque: opaqueCells)
        }
        if let chrome { placements.append(Placement(bitmap: chrome, x: 0, y: 0, isOpaque: opaqueCells)) }
        let frames = visible.map { row -> CellFrame in
            var cell = rows.geometry.frames[row]
            cell.rect = cell.rect.offsetBy(dx: 0, dy: dy)
            return cell
        }
        let composition = Composition(pixelWidth: plan.pixelWidth, pixelHeight: plan.pixelHeight, scale: scale,
                                      background: settings.theme.background, placements: placements)
        let times = times, writesFrame = writesFile, canvases = canvases
        return {
            let canvas = try times.measure(.composite) { try canvases.canvas(drawing: composition) }
            defer { canvases.recycle(canvas) }
            let thumbnail = try thumbnailSize.map { size in
                try times.measure(.composite) {
                    try Thumbnails.make(from: canvas.makeBitmap(), width: size.width, height: size.height)
                }
            }
            let file = writesFrame ? try times.measure(.encode) {
                try writer.writePNG(canvas, name: OutputNames.frame(index), kind: .frame, contentOffset: offset, cells: frames)
            } : nil
            return .frame(index: index, file: file, thumbnail: thumbnail)
        }
    }
}
