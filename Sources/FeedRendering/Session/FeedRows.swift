import Foundation
import Lists

/// The rows of a render and where they sit: the source's rows, each measured once, their
/// frames in the list, and Texture-style batch fetching that grows them.
///
/// Lives in the task that drives the render; measuring runs on all cores.
final class FeedRows {
    private let source: any FeedSource
    private let settings: FeedRenderSettings
    private let plan: FramePlan
    private let times: StageTimes
    private let progress: ProgressBar

    private(set) var rows: [RenderRow] = []
    private(set) var measured: [MeasuredRow] = []
    private(set) var geometry = FeedGeometry(rows: [], heights: [], width: 0, scale: 1)
    /// Bumped when rows are inserted before others, which invalidates row indexes (and the
    /// rasters of work started before).
    private(set) var generation = 0
    private let log: RenderLog

    init(source: any FeedSource, settings: FeedRenderSettings, times: StageTimes, progress: ProgressBar, log: RenderLog) {
        self.source = source
        self.settings = settings
        self.plan = settings.framePlan
        self.times = times
        self.progress = progress
        self.log = log
    }

    var count: Int { rows.count }
    /// Whether a batch fetch may still add rows (and so change the content height).
    var canFetchMore: Bool { source.canFetchMore }
    var isEmpty: Bool { rows.isEmpty }
    private var scale: Double { settings.presentation.device.scale }

    /// Measures the source's rows.
    func load(collectingImages: Bool) async {
        rows = source.rows().map { RenderRow($0, visibleHeight: plan.visibleHeight) }
        progress.begin("layout", total: rows.count)
        measured = await measure(rows, collectingImages: collectingImages)
        rebuildGeometry()
    }

    /// An empty feed shows the source's empty view in the visible area, if it has one.
    func showEmptyViewIfNeeded(collectingImages: Bool) async {
        guard rows.isEmpty, let emptyView = source.emptyView else { return }
        rows = [RenderRow(emptyView: emptyView, height: plan.visibleHeight)]
        measured = await measure(rows, collectingImages: collectingImages)
        rebuildGeometry()
    }

    /// Texture's batch fetching: asks for the next page while frame `index` is within
    /// `leadingScreensForBatching` screens of the end of the loaded rows.
    /// - Returns: whether rows before the end changed, so their indexes moved.
    @discardableResult
    func fetchIfNeeded(frame index: Int, collectingImages: Bool) async throws -> Bool {
        var reindexed = false
        while source.canFetchMore {
            let reach = plan.visibleSpan(ofFrame: index).upperBound + settings.presentation.leadingScreensForBatching * plan.visibleHeight
            guard reach >= geometry.contentHeight else { break }
            do {
                try await times.measure(.fetch) { try await source.fetchMore() }
            } catch {
                throw FeedRenderError.fetch("\(error)")
            }
            let before = rows.count
            if try await reload(collectingImages: collectingImages) { reindexed = true }
            if rows.count == before { break }
        }
        return reindexed
    }

    /// Takes the source's rows after a fetch, measuring only the new ones.
    /// - Returns: whether rows were inserted before others (indexes moved).
    private func reload(collectingImages: Bool) async throws -> Bool {
        let newRows = source.rows().map { RenderRow($0, visibleHeight: plan.visibleHeight) }
        var known: [FeedGeometry.RowSpacing: MeasuredRow] = [:]
        for (row, measurement) in zip(rows, measured) { known[row.spacing] = measurement }
        let appended = newRows.count >= rows.count && zip(rows, newRows).allSatisfy { $0.spacing == $1.spacing }
        let fresh = newRows.filter { known[$0.spacing] == nil }
        progress.setTotal(fresh.count)
        var freshMeasured = await measure(fresh, collectingImages: collectingImages).makeIterator()
        measured = newRows.map { known[$0.spacing] ?? freshMeasured.next()! }
        rows = newRows
        if !appended { generation += 1 }
        rebuildGeometry()
        return !appended
    }

    private func measure(_ rows: [RenderRow], collectingImages: Bool) async -> [MeasuredRow] {
        let result = await RowMeasurer.measure(rows, listWidth: settings.screen.listWidth, scale: scale,
                                               jobs: settings.jobs, collectsImages: collectingImages, times: times)
        progress.advance(by: rows.count)
        log.warnings += result.flatMap(\.warnings)
        return result
    }

    /// Whether grids and horizontal rows run right to left, as the cells do.
    private var isRightToLeft: Bool { settings.presentation.layoutDirection == .rightToLeft }

    private func rebuildGeometry() {
        geometry = times.measure(.layout) {
            FeedGeometry(rows: rows.map(\.spacing), heights: measured.map(\.height),
                         width: settings.screen.listWidth, scale: scale, isRightToLeft: isRightToLeft)
        }
    }
}
