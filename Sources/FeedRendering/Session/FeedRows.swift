import Appearance
import Foundation
import Layout
import Lists
import Nodes

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
    /// The source's `rowsRevision` when its rows were last read.
    private var revision = 0
    /// Whether the rows are the empty view's, not the source's.
    private var showsEmptyView = false

    /// How long a node's preload work may take while its row is measured.
    private let preloadLimit: Duration

    init(source: any FeedSource, settings: FeedRenderSettings, times: StageTimes, progress: ProgressBar, log: RenderLog,
         preloadLimit: Duration) {
        self.source = source
        self.preloadLimit = preloadLimit
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

    /// Tells the source the list's size, then measures its rows.
    func load(collectingImages: Bool) async throws {
        source.prepareForLayout(containerSize: Size(width: settings.screen.listWidth, height: plan.viewportHeight),
                                containerInset: EdgeInsets(top: plan.chromeHeight, left: 0, bottom: plan.bottomChromeHeight,
                                                           right: 0))
        rows = try readRows()
        revision = source.rowsRevision
        progress.begin("layout", total: rows.count)
        measured = await measure(rows, collectingImages: collectingImages)
        rebuildGeometry()
    }

    /// An empty feed shows the source's empty view in the visible area, if it has one; a
    /// feed in its loading state shows the presentation's spinner there instead.
    func showEmptyViewIfNeeded(collectingImages: Bool) async {
        let loading = settings.presentation.loadingIndicator.map { indicator -> @Sendable () -> DisplayNode in
            { ActivityIndicatorNode(indicator) }
        }
        guard rows.isEmpty, let emptyView = loading ?? source.emptyView else { return }
        showsEmptyView = true
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
        while source.canFetchMore && settings.presentation.loadingIndicator == nil {
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

    /// Tells the source which rows frame `visibleRows` shows (display events), then reads
    /// the rows again if the source changed them meanwhile (a section reloaded).
    /// - Returns: whether rows were reloaded with indexes moved or content changed.
    func showVisibleRows(_ visibleRows: [Int], collectingImages: Bool) async throws -> Bool {
        guard !showsEmptyView else { return false }
        source.visibleRowsDidChange(to: visibleRows)
        guard source.rowsRevision != revision else { return false }
        return try await reload(collectingImages: collectingImages)
    }

    /// Tells the source that no row is on screen any more (the render is over).
    func endDisplaying() {
        if !showsEmptyView { source.visibleRowsDidChange(to: []) }
    }

    /// The source's rows, each checked.
    private func readRows() throws -> [RenderRow] {
        // The loading state shows no rows.
        guard settings.presentation.loadingIndicator == nil else { return [] }
        let rows = try source.rows().map { row in
            try RenderRow.validate(row)
            return RenderRow(row, visibleHeight: plan.visibleHeight)
        }
        guard let band = largeTitleRow, !rows.isEmpty else { return rows }
        return [band] + rows
    }

    /// Whether the first row is the large-title band (`ScreenLayout.showsLargeTitle`, and rows to show).
    var startsWithLargeTitle: Bool { rows.first?.spacing.identifier == Self.largeTitleIdentifier && !showsEmptyView }

    /// The identifier of the large-title band in frames and the manifest.
    static let largeTitleIdentifier = "largeTitle"

    /// The band that holds a large title above the list's rows, scrolling with them; nil
    /// when the screen has none.
    private var largeTitleRow: RenderRow? {
        let screen = settings.screen, presentation = settings.presentation
        guard screen.showsLargeTitle, let title = presentation.navigationTitle else { return nil }
        let theme = presentation.theme, device = presentation.device, isRightToLeft = screen.isRightToLeft
        let row = FeedRow(section: -1, item: 0, identifier: Self.largeTitleIdentifier,
                          layoutDirection: isRightToLeft ? .rightToLeft : .leftToRight) {
            LargeTitle.row(title: title, device: device, theme: theme, isRightToLeft: isRightToLeft)
        }
        return RenderRow(row, visibleHeight: plan.visibleHeight)
    }

    /// A row's identity for reusing its measurement: where it is and its revision.
    private struct MeasurementKey: Hashable {
        var spacing: FeedGeometry.RowSpacing
        var revision: Int
    }

    /// Takes the source's rows after a fetch or a reload, measuring only the new ones.
    /// - Returns: whether rows were inserted before others or reloaded (indexes or content moved).
    private func reload(collectingImages: Bool) async throws -> Bool {
        let newRows = try readRows()
        revision = source.rowsRevision
        func key(_ row: RenderRow) -> MeasurementKey { MeasurementKey(spacing: row.spacing, revision: row.revision) }
        var known: [MeasurementKey: MeasuredRow] = [:]
        for (row, measurement) in zip(rows, measured) { known[key(row)] = measurement }
        let appended = newRows.count >= rows.count && zip(rows, newRows).allSatisfy { key($0) == key($1) }
        let fresh = newRows.filter { known[key($0)] == nil }
        progress.setTotal(fresh.count)
        var freshMeasured = await measure(fresh, collectingImages: collectingImages).makeIterator()
        measured = newRows.map { known[key($0)] ?? freshMeasured.next()! }
        rows = newRows
        if !appended { generation += 1 }
        rebuildGeometry()
        return !appended
    }

    private func measure(_ rows: [RenderRow], collectingImages: Bool) async -> [MeasuredRow] {
        let result = await RowMeasurer.measure(rows, listWidth: settings.screen.listWidth, scale: scale,
                                               jobs: settings.jobs, collectsImages: collectingImages, times: times,
                                               preloadLimit: preloadLimit)
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
