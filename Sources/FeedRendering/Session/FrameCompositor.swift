import Appearance
import FeedrenderSupport
import Raster

/// Makes the work for one frame: the visible rows' bitmaps placed at the frame's scroll
/// offset (a sticky header pinned under the bars) between the fixed chrome at the top and a
/// tab bar at the bottom, composited on a pooled canvas, encoded straight from it (no
/// frame-sized copy) and, for contact sheets, shrunk to a thumbnail.
struct FrameCompositor {
    private let settings: FeedRenderSettings
    private let plan: FramePlan
    private let times: StageTimes
    /// The status and navigation bars, drawn once.
    private let chrome: Bitmap?
    /// The tab bar, drawn once.
    private let tabBar: Bitmap?
    private let canvases: CanvasPool

    init(settings: FeedRenderSettings, times: StageTimes) throws {
        self.settings = settings
        self.plan = settings.framePlan
        self.times = times
        let chromeRenderer = ChromeRenderer(device: settings.device, theme: settings.theme,
                                            showsStatusBar: settings.showsStatusBar,
                                            navigationTitle: settings.navigationTitle)
        chrome = try times.measure(.raster) { try chromeRenderer.render() }
        tabBar = try settings.tabBar.map { tabBar in
            try times.measure(.raster) {
                try TabBarPainter(device: settings.device, theme: settings.theme, tabBar: tabBar,
                                  isRightToLeft: settings.layoutDirection == .rightToLeft).render()
            }
        }
        canvases = CanvasPool(capacity: settings.jobs)
    }

    /// The work that composites frame `index` from the drawn rows of `content`.
    /// - Parameters:
    ///   - writesFile: write the frame's PNG (a shard may composite a frame only for its thumbnail).
    ///   - thumbnailSize: also make a contact-sheet thumbnail of this pixel size.
    func work(forFrame index: Int, content: FrameContent, rows: FeedRows, cells: CellRasterScheduler,
              writesFile: Bool, thumbnailSize: (width: Int, height: Int)?,
              writer: OutputWriter) -> @Sendable () async throws -> WorkResult {
        let scale = plan.scale
        let offset = plan.offset(ofFrame: index)
        let dy = plan.chromeHeight - offset
        // Cells and chrome are drawn over the theme's background: opaque when it is.
        let opaqueCells = settings.theme.background.alpha >= 1
        let placed = content.rows.map { content.placement(of: $0, in: rows.geometry) }
        var placements = zip(content.rows, placed).compactMap { row, placement -> Placement? in
            guard let bitmap = cells.bitmap(ofRow: row) else { return nil }
            return Placement(bitmap: bitmap, x: PixelRounding.position(placement.rect.minX, scale: scale),
                             y: PixelRounding.position(placement.rect.minY + dy, scale: scale), isOpaque: opaqueCells)
        }
        if let chrome { placements.append(Placement(bitmap: chrome, x: 0, y: 0, isOpaque: opaqueCells)) }
        if let tabBar {
            placements.append(Placement(bitmap: tabBar, x: 0, y: plan.pixelHeight - tabBar.height, isOpaque: opaqueCells))
        }
        let frames = placed.map { placement -> CellFrame in
            var cell = placement.cell
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
