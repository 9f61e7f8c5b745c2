import Appearance
import FeedRendering
import FeedrenderSupport
import Foundation
import ImageLoading
import Layout
import Lists
import Nodes
import Raster
import Text

/// Feed layouts and cell rasters shared by every screen of a run. A feed is laid out once per
/// width, scale and visible height; a cell is drawn once per `CellKey` (what its pixels
/// depend on), then reused by every screen and device that shows it (two devices of the same
/// width and scale share their cells). Concurrent requests for the same entry wait for one
/// piece of work.
///
/// Memory: given a plan (`plan(_:)`: how many times each cell will be asked for), a cell
/// leaves the cache with its last planned use, so the cache holds only cells some screen
/// still needs. Cells nobody planned for stay until `removeAll(locale:)`.
final class FeedRasterCache: Sendable {
    /// A feed laid out at one width and scale.
    struct LayoutKey: Hashable, Sendable {
        var feed: LoadedFeed.Key
        var width: Double
        var scale: Double
        /// The scrolling area's height, which cells that fill the visible height take.
        var visibleHeight: Double
        /// The device's system face (Inter or Roboto), which text is measured in.
        var typeface = TextEngine.systemTypeface
    }

    /// Everything a cell's pixels depend on: the feed's content, locale and theme, the row,
    /// the list's width and scale, the height it was measured at, the part of it shown
    /// (carousels), the height it was made to fill and the system face. Not the device or its visible height
    /// as such, so devices of the same width and scale share cells even when their screens
    /// differ in height; a cell that fills the visible height gets its own.
    struct CellKey: Hashable, Sendable {
        var feed: LoadedFeed.Key
        var row: Int
        var width: Double
        var scale: Double
        var height: Double
        var partX: Double?
        var partWidth: Double?
        var fixedHeight: Double?
        /// The device's system face (Inter or Roboto), which text is drawn in.
        var typeface = TextEngine.systemTypeface
        /// The device's look for selected and highlighted cells (UITableView's grey, Material's state layer).
        var selection: CellSelectionStyle
    }

    private let imageLoader: ImageLoader?
    /// Requests still to come for each planned cell.
    private let plannedUses = Locked<[CellKey: Int]>([:])
    private let layouts = Locked<[LayoutKey: Task<FeedGeometry, Never>]>([:])
    private let cells = Locked<[CellKey: Task<Bitmap, any Error>]>([:])
    private let counts = Locked<(drawn: Int, reused: Int)>((0, 0))
    /// Feed images that failed to load (drawn as placeholders): URL -> one warning line.
    private let failures = Locked<[String: String]>([:])

    init(imageLoader: ImageLoader?) {
        self.imageLoader = imageLoader
    }

    /// Cells drawn, and cell draws saved by reuse.
    var cellCounts: (drawn: Int, reused: Int) { counts.withLock { $0 } }

    /// The feed images that failed to load so far (404, missing file, outside the allowed
    /// folders, over a pixel limit, ...), each once: its URL and a warning line naming the
    /// feed, the cell and the reason. Kept across `removeAll(locale:)`.
    var imageFailures: [(url: String, warning: String)] {
        failures.withLock { $0 }.sorted { $0.key < $1.key }.map { (url: $0.key, warning: $0.value) }
    }

    /// The key of row `row` of `feed` laid out as `geometry` (`width` points wide at `scale`,
    /// under bars that leave `visibleHeight` points to the list).
    static func cellKey(of feed: LoadedFeed, row: Int, geometry: FeedGeometry, width: Double, scale: Double,
                        visibleHeight: Double, device: DevicePreset) -> CellKey {
        let part = geometry.drawnPart(of: row)
        return CellKey(feed: feed.key, row: row, width: width, scale: scale, height: geometry.frames[row].rect.height,
                       partX: part?.x, partWidth: part?.width,
                       fixedHeight: RenderRow(feed.rows[row], visibleHeight: visibleHeight).fixedHeight,
                       selection: .platform(for: device, theme: feed.presentation.theme))
    }

    /// Adds screens' requests to the plan (a key once per request): each cell leaves the cache
    /// at its last planned request.
    func plan(_ uses: [CellKey]) {
        plannedUses.withLock { planned in
            for key in uses { planned[key, default: 0] += 1 }
        }
    }

    /// Drops every entry of `locale` (its screens are done), so memory follows one locale.
    func removeAll(locale: String) {
        layouts.withLock { $0 = $0.filter { $0.key.feed.locale != locale } }
        cells.withLock { $0 = $0.filter { $0.key.feed.locale != locale } }
        plannedUses.withLock { $0 = $0.filter { $0.key.feed.locale != locale } }
    }

    /// Every row's frame in the list, `width` points wide at `scale`, under bars that leave
    /// `visibleHeight` points of the screen to the list.
    func geometry(of feed: LoadedFeed, width: Double, scale: Double, visibleHeight: Double) async -> FeedGeometry {
        let key = LayoutKey(feed: feed.key, width: width, scale: scale, visibleHeight: visibleHeight)
        let rows = feed.rows
        let task = layouts.withLock { entries in
            if let task = entries[key] { return task }
            let textSize = feed.presentation.contentSizeScale
            let task = Task {
                await ContentSizeScale.$current.withValue(textSize) {
                    await Self.measure(rows, width: width, scale: scale, visibleHeight: visibleHeight)
                }
            }
            entries[key] = task
            return task
        }
        return await task.value
    }

    /// Row `row` of `feed` drawn at its measured height.
    func raster(of feed: LoadedFeed, row: Int, geometry: FeedGeometry, width: Double, scale: Double,
                visibleHeight: Double, device: DevicePreset) async throws -> Bitmap {
        let key = Self.cellKey(of: feed, row: row, geometry: geometry, width: width, scale: scale, visibleHeight: visibleHeight,
                               device: device)
        let selection = key.selection
        let feedRow = feed.rows[row], height = key.height, part = geometry.drawnPart(of: row)
        let background = feed.presentation.theme.background, loader = imageLoader
        let (task, reused) = cells.withLock { entries -> (Task<Bitmap, any Error>, Bool) in
            if let task = entries[key] { return (task, true) }
            let textSize = feed.presentation.contentSizeScale
            let feedName = feed.key.feed.name, failures = failures
            let task = Task {
                let cell = try await ContentSizeScale.$current.withValue(textSize) {
                    try await Self.draw(RenderRow(feedRow, visibleHeight: visibleHeight), width: width, height: height,
                                        part: part, scale: scale, background: background, loader: loader,
                                        selection: selection)
                }
                Self.record(cell, feed: feedName, in: failures)
                return cell.bitmap
            }
            entries[key] = task
            return (task, false)
        }
        counts.withLock { reused ? ($0.reused += 1) : ($0.drawn += 1) }
        // The last planned request takes the cell out; this caller still holds it.
        let isLastUse = plannedUses.withLock { planned -> Bool in
            guard let remaining = planned[key] else { return false }
            planned[key] = remaining > 1 ? remaining - 1 : nil
            return remaining <= 1
        }
        if isLastUse { cells.withLock { $0[key] = nil } }
        // A stopped run (every screen is cancelled together) stops the cell's image loads too.
        return try await withTaskCancellationHandler { try await task.value } onCancel: { task.cancel() }
    }

    /// Lays out every row (no pixels) on every core and stacks them as a list does, with the
    /// feed renderer's own measuring step.
    private static func measure(_ rows: [FeedRow], width listWidth: Double, scale: Double,
                                visibleHeight: Double) async -> FeedGeometry {
        let renderRows = rows.map { RenderRow($0, visibleHeight: visibleHeight) }
        let measured = await RowMeasurer.measure(renderRows, listWidth: listWidth, scale: scale,
                                                 jobs: FeedRenderSettings.defaultJobs, collectsImages: false,
                                                 times: StageTimes())
        return FeedGeometry(rows: renderRows.map(\.spacing), heights: measured.map(\.height), width: listWidth, scale: scale,
                            isRightToLeft: renderRows.first?.layoutDirection == .rightToLeft)
    }

    /// Draws one cell with the feed renderer's rasterizer: over the list background, clipped
    /// to the height it was measured at (an image that arrives later cannot push the rows below it).
    private static func draw(_ row: RenderRow, width listWidth: Double, height: Double, part: (x: Double, width: Double)?,
                             scale: Double, background: Color, loader: ImageLoader?,
                             selection: CellSelectionStyle) async throws -> CellRaster {
        let rasterizer = CellRasterizer(listWidth: listWidth, scale: scale, background: background, imageLoader: loader,
                                        selectionStyle: selection)
        return try await rasterizer.rasterize(row, height: height, part: part)
    }

    /// Notes `cell`'s failed images (the rasterizer's warning line for each, else its URL).
    private static func record(_ cell: CellRaster, feed: String, in failures: Locked<[String: String]>) {
        guard !cell.failedImageURLs.isEmpty else { return }
        failures.withLock { failures in
            for url in cell.failedImageURLs where failures[url] == nil {
                let line = cell.warnings.first { $0.contains(": image \(url)") } ?? "image \(url) failed to load"
                failures[url] = "\(feed): \(line)"
            }
        }
    }
}
