import Appearance
import FeedrenderSupport
import Raster

/// Makes the work for one frame: the visible rows' bitmaps placed at the frame's scroll
/// offset under the screen's bars (`ScreenComposition`, as store screenshots are),
/// composited on a pooled canvas, encoded straight from it (no frame-sized copy) and, for
/// contact sheets, shrunk to a thumbnail.
struct FrameCompositor {
    private let settings: FeedRenderSettings
    private let plan: FramePlan
    private let screen: ScreenLayout
    private let times: StageTimes
    /// The bars over every frame, drawn once.
    private let bars: ScreenLayout.Bars
    private let canvases: CanvasPool

    init(settings: FeedRenderSettings, times: StageTimes) throws {
        self.settings = settings
        self.plan = settings.framePlan
        self.screen = settings.screen
        self.times = times
        let screen = screen
        bars = try times.measure(.raster) { try screen.renderBars() }
        canvases = CanvasPool(capacity: settings.jobs)
    }

    /// The work that composites frame `index` from the drawn rows of `content`.
    /// - Parameters:
    ///   - writesFile: write the frame's PNG (a shard may composite a frame only for its thumbnail).
    ///   - thumbnailSize: also make a contact-sheet thumbnail of this pixel size.
    func work(forFrame index: Int, content: FrameContent, rows: FeedRows, cells: CellRasterScheduler,
              writesFile: Bool, thumbnailSize: (width: Int, height: Int)?,
              writer: OutputWriter) -> @Sendable () async throws -> WorkResult {
        let offset = plan.offset(ofFrame: index)
        var bars = bars
        // Over a large title the bar is expanded, then shows its inline title, then collapses.
        if rows.startsWithLargeTitle { bars.top = bars.top(atOffset: offset) }
        let (composition, frames) = ScreenComposition.compose(screen: screen, bars: bars, geometry: rows.geometry,
                                                              content: content, offset: offset,
                                                              bitmap: { cells.bitmap(ofRow: $0) })
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
