import Foundation
import FeedrenderSupport
import ImageLoading
import Lists
import Nodes
import Raster

/// One render in progress. It schedules the frames: for each, it asks the rows to fetch
/// more when needed (`FeedRows`), has the display range drawn (`CellRasterScheduler`),
/// starts the frame's composite-and-encode work, and lets the strip (`StripWriter`) and
/// contact sheets (`ContactSheetWriter`) write what can no longer change. Work runs on a
/// task group, at most `jobs` CPU-bound tasks at once (`JobSlots`); workers get only
/// Sendable values and send back `WorkResult`s, which the session hands to its parts.
final class RenderSession {
    let settings: FeedRenderSettings
    let plan: FramePlan
    private let makeWriter: @Sendable () async -> OutputWriter
    /// Made once the rows are measured (it needs the font hash, computed meanwhile).
    private var writer: OutputWriter?
    private let times: StageTimes
    private let progress: ProgressBar
    private let log = RenderLog()
    private let collectsImages: Bool

    private let rows: FeedRows
    private let cells: CellRasterScheduler
    private let strip: StripWriter
    private let sheets: ContactSheetWriter
    private let frames: FrameCompositor
    private var slots: JobSlots

    private var files: [RenderManifest.File] = []
    /// Each drawn row's nodes, by its identifier (when the settings collect them).
    private(set) var cellOutlines: [String: [CellNodeOutline]] = [:]
    private var frameCount = 0
    private var framesAreFinal = false

    var warnings: [String] { log.warnings }
    var failedImageURLs: Set<String> { log.failedImageURLs }
    var largestDisplayRange: Int { cells.largestDisplayRange }
    var peakCachedCells: Int { cells.peakCachedCells }

    init(source: any FeedSource, settings: FeedRenderSettings, imageLoader: ImageLoader?, times: StageTimes,
         progress: ProgressBar, makeWriter: @escaping @Sendable () async -> OutputWriter) throws {
        self.settings = settings
        self.plan = settings.framePlan
        self.makeWriter = makeWriter
        self.times = times
        self.progress = progress
        self.collectsImages = imageLoader != nil
        rows = FeedRows(source: source, settings: settings, times: times, progress: progress, log: log,
                        preloadLimit: NodeRenderer.preloadLimit(for: imageLoader))
        cells = CellRasterScheduler(settings: settings, imageLoader: imageLoader, times: times)
        strip = StripWriter(settings: settings, times: times, bandPixels: settings.stripBandPixels)
        sheets = ContactSheetWriter(framePixelWidth: plan.pixelWidth, framePixelHeight: plan.pixelHeight, times: times)
        frames = try FrameCompositor(settings: settings, times: times)
        slots = JobSlots(limit: settings.jobs)
    }

    // MARK: Driving the render

    func run() async throws {
        do {
            try await renderAll()
        } catch {
            // Interrupted or failed: no half-written strip tile stays behind.
            strip.discardUnfinished()
            throw error
        }
    }

    private func renderAll() async throws {
        try await rows.load(collectingImages: collectsImages)
        try await fetchIfNeeded(frame: 0)
        await rows.showEmptyViewIfNeeded(collectingImages: collectsImages)
        try strip.contentDidChange(rows.geometry)
        let writer = await outputWriter()
        try await withThrowingTaskGroup(of: WorkResult.self) { group in
            var frame = 0
            while true {
                // A cancelled render (Ctrl-C) stops here; work in flight finishes its file.
                try Task.checkCancellation()
                try await fetchIfNeeded(frame: frame)
                frameCount = plan.frameCount(contentHeight: rows.geometry.contentHeight)
                progress.setTotal(frameCount)
                guard frame < frameCount else { break }
                try await render(frame: frame, writer: writer, group: &group)
                frame += 1
            }
            framesAreFinal = true
            // The list goes away: its last rows end displaying.
            rows.endDisplaying()
            while let result = try await group.next() { try handle(result, writer: writer, group: &group) }
            // Strip tiles and the last sheet close only now that the content is final.
            try startFinishedOutputs(writer: writer, group: &group)
            while let result = try await group.next() { try handle(result, writer: writer, group: &group) }
        }
    }

    /// How many times one frame's display events may reload rows before the frame is drawn.
    static let displayPasses = 3

    private func render(frame index: Int, writer: OutputWriter, group: inout WorkGroup) async throws {
        if index == 0 { progress.begin("frames", total: frameCount) }
        let visibleSpan = plan.visibleSpan(ofFrame: index)
        var content = FrameContent(geometry: rows.geometry, span: visibleSpan,
                                   stickyHeaders: settings.presentation.stickyHeaders)
        // Display events; a section reloaded from one is measured again and the frame's rows,
        // found anew, are shown again (a few times at most: a section that reloads whenever
        // it is shown would never settle).
        var passes = 0
        while passes < Self.displayPasses, try await rows.showVisibleRows(content.rows, collectingImages: collectsImages) {
            try rowsDidMove()
            content = FrameContent(geometry: rows.geometry, span: visibleSpan, stickyHeaders: settings.presentation.stickyHeaders)
            passes += 1
        }
        let visible = content.rows
        cells.setDisplayRange(rows.geometry.rows(intersecting: settings.displayRange.span(around: visibleSpan)),
                              extras: content.pinnedHeader.map { [$0.row] } ?? [])
        if let preload = cells.preloadWork(around: visibleSpan, in: rows) { group.addTask(operation: preload) }

        // A shard makes only its own frames and thumbnails; every shard still walks every
        // frame, because the display range is what draws rows for its strip tiles.
        let writesFrame = settings.writesFrames && owns(index)
        let sheetPlan = settings.writesContactSheet ? sheets.plan(frameCount: frameCount) : nil
        let makesThumbnail = sheetPlan.map { owns($0.sheet(ofFrame: index)) } ?? false
        let makesFrame = writesFrame || makesThumbnail
        func wanted(_ row: Int) -> Bool {
            makesFrame || (settings.writesStrip && strip.ownsTile(showing: row, in: rows))
        }

        // Rows this frame shows first, then the rest of the display range ahead.
        var queue = (visible + cells.display.filter { !visible.contains($0) })
            .filter { wanted($0) && cells.needsRaster($0, in: rows) }
        // Wait for the visible rows this run needs, so drawing keeps pace with the frames.
        func missing() -> Bool { visible.contains { wanted($0) && (cells.needsRaster($0, in: rows) || cells.isDrawing($0)) } }
        func startDrawing() {
            while slots.hasFree, !queue.isEmpty { slots.start(cells.drawWork(forRow: queue.removeFirst(), in: rows), in: &group) }
        }
        while missing() {
            startDrawing()
            guard let result = try await group.next() else { break }
            try handle(result, writer: writer, group: &group)
            queue.removeAll { !cells.needsRaster($0, in: rows) }
        }
        startDrawing()

        if makesFrame {
            while !slots.hasFree, let result = try await group.next() { try handle(result, writer: writer, group: &group) }
            let thumbnailSize = makesThumbnail ? sheetPlan.map { (width: $0.thumbnailWidth, height: $0.thumbnailHeight) } : nil
            slots.start(frames.work(forFrame: index, content: content, rows: rows, cells: cells, writesFile: writesFrame,
                                    thumbnailSize: thumbnailSize, writer: writer), in: &group)
        } else {
            progress.advance()
        }
        try startFinishedOutputs(writer: writer, group: &group)
    }

    private func handle(_ result: WorkResult, writer: OutputWriter, group: inout WorkGroup) throws {
        slots.finished(result)
        switch result {
        case .raster(let row, let generation, let raster):
            guard generation == rows.generation else { return }
            log.warnings += raster.warnings
            log.failedImageURLs.formUnion(raster.failedImageURLs)
            if settings.writesStrip {
                let drawn = rows.geometry.visibleRects[row] ?? rows.geometry.frames[row].rect
                try strip.add(row: row, bitmap: raster.bitmap, frame: drawn)
            }
            cells.didDraw(row: row, bitmap: raster.bitmap)
            if settings.collectsNodeOutlines { cellOutlines[rows.rows[row].spacing.identifier] = raster.outline }
        case .frame(let index, let file, let thumbnail):
            if let file { files.append(file) }
            if let thumbnail { sheets.add(thumbnail, forFrame: index) }
            progress.advance()
        case .file(let file):
            files.append(file)
        case .stripBand, .preloaded:
            break
        }
    }

    /// Whether this run writes the file numbered `number` (all of them unless sharded).
    private func owns(_ number: Int) -> Bool { settings.shard?.owns(number) ?? true }

    /// Fetches more rows when the frame nears their end; rows inserted above others
    /// invalidate the cells drawn so far.
    private func fetchIfNeeded(frame index: Int) async throws {
        let reindexed = try await rows.fetchIfNeeded(frame: index, collectingImages: collectsImages)
        if reindexed { try rowsDidMove() } else { try strip.contentDidChange(rows.geometry) }
    }

    /// Rows were inserted above others or reloaded: the cells drawn so far no longer match.
    private func rowsDidMove() throws {
        cells.forgetAll()
        if settings.writesStrip && strip.hasRows {
            log.warnings.append("rows were inserted above or reloaded among rows already drawn; the strip may show them out of place")
        }
        try strip.contentDidChange(rows.geometry)
    }

    /// Starts writing strip bands and contact sheets that can no longer change.
    private func startFinishedOutputs(writer: OutputWriter, group: inout WorkGroup) throws {
        var work: [@Sendable () async throws -> WorkResult] = []
        if settings.writesStrip {
            // With nothing left to fetch the content height is final before the last frame.
            work += try strip.finishedBandsWork(rows: rows, contentIsFinal: framesAreFinal || !rows.canFetchMore,
                                                writer: writer)
        }
        if settings.writesContactSheet {
            work += sheets.finishedSheetsWork(frameCount: frameCount, framesAreFinal: framesAreFinal, writer: writer,
                                              owns: owns)
        }
        for item in work { slots.start(item, in: &group) }
    }

    /// Removes the files written so far, which never reach their paths (after a failure or
    /// a stop: the folder keeps its earlier render).
    func discardFiles() async {
        await writer?.discard()
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
        let presentation = self.settings.presentation
        let settings = RenderManifest.Settings(
            device: presentation.device.name, viewport: [plan.viewportWidth, plan.viewportHeight], scale: plan.scale,
            theme: presentation.theme.name, statusBar: presentation.showsStatusBar,
            navigationTitle: presentation.navigationTitle, scrollStep: plan.scrollStep,
            frames: self.settings.writesFrames, strip: self.settings.writesStrip,
            contactSheet: self.settings.writesContactSheet, pngCompression: self.settings.pngCompression.name,
            stickyHeaders: presentation.stickyHeaders ? true : nil,
            tabBar: presentation.tabBar.map {
                RenderManifest.TabBarSummary(titles: $0.items.map(\.title), selected: $0.selectedIndex)
            },
            textSize: presentation.contentSizeScale == 1 ? nil : presentation.contentSizeScale)
        let shard = self.settings.shard.map {
            RenderManifest.ShardRecord(
                index: $0.index, count: $0.count, frameCount: frameCount,
                stripTileCount: self.settings.writesStrip ? strip.tileCount : 0,
                contactSheetCount: self.settings.writesContactSheet ? sheets.plan(frameCount: frameCount)?.sheetCount ?? 0 : 0,
                input: Self.inputDigest(document: self.settings.documentDigest, settings: settings))
        }
        return RenderManifest(renderer: renderer, fontHash: fontHash, settings: settings,
                              contentHeight: rows.geometry.contentHeight, rowCount: rows.count,
                              files: files.sorted { $0.path < $1.path }, shard: shard)
    }

    /// What identifies a shard's input: the document's digest and the settings that decide
    /// the pixels, hashed together.
    private static func inputDigest(document: String?, settings: RenderManifest.Settings) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let settingsText = (try? encoder.encode(settings)).map { String(decoding: $0, as: UTF8.self) } ?? ""
        return SHA256.hex(of: "document \(document ?? "unknown")\nsettings \(settingsText)")
    }
}
