import Appearance
import FeedrenderSupport
import Foundation
import ImageLoading
import Lists
import Nodes
import Raster
import Text

/// Renders a feed to PNGs the way it would scroll on a device: frames of the viewport at
/// successive offsets (with fixed status and navigation bars on top), a full-length strip
/// tiled under Cairo's size limit, optional contact sheets, and `manifest.json`.
///
/// How it works, Texture-style:
/// 1. Every row is measured at the viewport width on all cores (layout only, no pixels),
///    which gives each row's frame and the content height.
/// 2. The viewport moves down one frame at a time. Only rows in the display range around
///    it exist as pixels: they are rasterized ahead of need on all cores, kept in a cache
///    and evicted once the viewport has passed, so memory does not grow with the feed.
///    Rows in the wider preload range have their network images requested ahead.
/// 3. Each frame is composited from the cached cell bitmaps and PNG-encoded on a worker
///    while the next rows are drawn; files are written atomically.
/// 4. When a frame comes within `leadingScreensForBatching` screens of the end of the
///    loaded rows and the source can fetch more, the next page is fetched and measured.
///
/// The same input gives byte-identical files whatever `jobs` is: each cell and each frame
/// is drawn independently of the worker and of timing.
public final class FeedRenderer {
    public let settings: FeedRenderSettings
    /// Time per stage; pass your own to include stages you time yourself (decode).
    package let times: StageTimes
    private let source: any FeedSource
    private let imageLoader: ImageLoader?
    private let progress: ProgressBar

    /// A renderer of `source`'s rows as `settings` say.
    /// - Parameter imageLoader: loads the cells' network images; nil draws them as placeholders.
    public convenience init(source: any FeedSource, settings: FeedRenderSettings, imageLoader: ImageLoader? = nil) {
        self.init(source: source, settings: settings, imageLoader: imageLoader, times: StageTimes(),
                  progress: ProgressBar(isEnabled: false))
    }

    /// - Parameters:
    ///   - times: time per stage, shared with stages the caller times itself (decode).
    ///   - progress: pass `ProgressBar()` for one on a terminal.
    package init(source: any FeedSource, settings: FeedRenderSettings, imageLoader: ImageLoader?,
                 times: StageTimes, progress: ProgressBar) {
        // Rows come out of the source in the settings' direction.
        self.source = DirectedFeedSource(source, layoutDirection: settings.presentation.layoutDirection)
        self.settings = settings
        self.imageLoader = imageLoader
        self.times = times
        self.progress = progress
    }

    /// The renderer's version.
    public static let rendererVersion = RendererIdentity.version

    /// What manifests and PNG `Software` chunks name as the maker: the version and the
    /// versions of the libraries that decide the pixels.
    public static var rendererDescription: String {
        guard let environment = try? FontEnvironment.loaded.get() else { return rendererVersion }
        return "\(rendererVersion) (\(environment.rendererVersion))"
    }

    /// Renders into `directory` (created if missing) and returns what was written.
    /// - Throws: `FeedRenderError` (output not writable, fetch or drawing failure, and in
    ///   strict mode image failures, after the files are written).
    public func render(to directory: URL) async throws -> FeedRenderResult {
        // The presentation's fonts and the device's system face for everything measured and drawn;
        // text nodes scale their fonts by the presentation's text size (the task-locals reach
        // every task the render starts).
        try await (settings.presentation.fonts ?? FontLibrary.current).withFonts {
            try await TextEngine.$systemTypeface.withValue(settings.presentation.device.systemTypeface) {
                try await ContentSizeScale.$current.withValue(settings.presentation.contentSizeScale) {
                    try await renderInScope(to: directory)
                }
            }
        }
    }

    /// `render(to:)` inside the presentation's font, system face and text size scopes.
    private func renderInScope(to directory: URL) async throws -> FeedRenderResult {
        let start = ContinuousClock.now
        let decodingBefore = imageLoader?.decodingCPUTime ?? .zero
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw FeedRenderError.output(path: directory.path, reason: "cannot create the folder (\(error.localizedDescription))")
        }
        // One run writes a folder at a time (shards, which may share one, side by side).
        let lock = try OutputFolderLock(directory, shared: settings.shard != nil)
        defer { withExtendedLifetime(lock) {} }
        Self.removeLeftoverTemporaryFiles(in: directory)
        // Hashing the 56 MB of font files takes ~50 ms: do it while the rows are measured.
        let fonts = FontLibrary.current
        let fontHash = Task.detached { (try? FontEnvironment.loaded.get()) == nil ? "unknown" : fonts.fingerprint }
        let renderer = Self.rendererDescription
        let compression = settings.pngCompression
        let session = try RenderSession(source: source, settings: settings, imageLoader: imageLoader,
                                        times: times, progress: progress) {
            OutputWriter(directory: directory, fontHash: await fontHash.value, compression: compression)
        }
        let reuse = settings.cellReuse
        reuse?.memo.beginRender(of: reuse!.owner)
        do {
            try await session.run()
            // Cells this render did not use (an edited item's old pixels) leave the memo.
            reuse?.memo.finishRender(of: reuse!.owner)
        } catch {
            progress.finish()
            // The folder keeps its earlier render: this run's files are removed.
            await session.discardFiles()
            if let error = error as? FeedRenderError { throw error }
            // A file that could not be written (a strip tile on a full disk) is an output failure.
            if let error = error as? FileError { throw FeedRenderError.output(path: directory.path, reason: error.description) }
            throw FeedRenderError.drawing("\(error)")
        }
        progress.finish()

        // Every file is written and synced before the folder changes at all.
        let writer = await session.outputWriter()
        do {
            try await writer.waitForFiles()
            // A signal while the files were being synced: the folder stays as it was.
            try Task.checkCancellation()
        } catch {
            await writer.discard()
            throw error
        }
        let manifest = session.manifest(renderer: renderer, fontHash: await fontHash.value)
        let manifestData = try manifest.jsonData()
        // Shards may share a folder: each writes its own manifest and leaves the rest alone.
        try times.measure(.encode) {
            try writer.publish(manifest: manifestData, named: settings.shard?.manifestName ?? "manifest.json",
                               files: Set(manifest.files.map(\.path)), shard: settings.shard)
        }
        // Images are decoded by the loader's tasks for the cells that draw them.
        times.addCPU((imageLoader?.decodingCPUTime ?? .zero) - decodingBefore, to: .raster)
        var result = FeedRenderResult(
            directory: directory, manifest: manifest, stageSeconds: times.seconds, stageCPUSeconds: times.cpuSeconds,
            wallSeconds: (ContinuousClock.now - start).seconds, warnings: Self.unique(settings.presentation.fontWarnings + session.warnings),
            failedImageURLs: session.failedImageURLs.sorted(), peakCachedCells: session.peakCachedCells,
            largestDisplayRange: session.largestDisplayRange)
        result.cellOutlines = session.cellOutlines
        if settings.isStrict && !result.failedImageURLs.isEmpty {
            throw FeedRenderError.imageFailures(result.failedImageURLs)
        }
        return result
    }

    /// A killed run can leave the hidden temp files of atomic writes
    /// (`.frame-00001.png.<pid>.<random>.tmp`); the next run into the folder removes those
    /// of processes that no longer run (a shard sharing the folder may be writing its own).
    private static func removeLeftoverTemporaryFiles(in directory: URL) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
        for name in names where name.hasPrefix(".") && name.hasSuffix(".tmp")
            && (name.contains(".png.") || name.hasPrefix(".manifest.")) {
            let parts = name.split(separator: ".")
            if parts.count >= 3, let pid = Int32(parts[parts.count - 3]), pid != getpid(),
               kill(pid, 0) == 0 || errno == EPERM { continue }
            try? FileManager.default.removeItem(at: directory.appendingPathComponent(name))
        }
    }

    /// Each warning once, in first-seen order (a row measured and then drawn reports its
    /// layout warnings twice).
    private static func unique(_ warnings: [String]) -> [String] {
        var seen = Set<String>()
        return warnings.filter { seen.insert($0).inserted }
    }
}
