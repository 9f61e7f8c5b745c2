import FeedRendering
import FeedrenderSupport
import Foundation
import ImageLoading
import Localization
import Raster
import Text

/// What a screenshot run wrote and what it cost.
package struct ScreenshotRunResult: Sendable {
    /// The folder written to.
    package var directory: URL
    /// Written images relative to `directory` (`en-US/01_iphone-16-pro-max.png`), in order.
    package var files: [String]
    package var wallSeconds: Double
    /// Feed cells drawn, and cell draws saved because another screen or device had drawn them.
    package var cellsDrawn: Int
    package var cellsReused: Int
    /// Problems a store reviewer or a reader would see (a caption under WCAG's 4.5:1
    /// contrast, an upscaled background, more images than Play shows), one line each.
    package var warnings: [String]
    /// Devices left out because no store of the run takes them (`--store` narrowed it).
    package var skippedDevices: [String]
    /// Images the previous run (or the same shard of it) wrote that this one does not,
    /// removed, relative to `directory`.
    package var removedFiles: [String] = []
}

/// Renders a `ScreenshotConfiguration`: every screen on every device in every locale, each
/// device in the folder layout of its store (`StoreProfile`: iPhones and iPads in fastlane
/// deliver's, Android devices in supply's), both under one output folder.
///
/// Everything is checked before the first file is written (strings, locales, feeds, cells,
/// images, and every caption's fit and contrast), so a bad input fails fast and leaves
/// earlier output untouched. Locales are rendered one after another; inside a locale,
/// screens and devices render concurrently and share cell rasters. Files are written
/// atomically, and the same input gives the same bytes whatever `jobs` is.
package final class ScreenshotRenderer: Sendable {
    package let configuration: ScreenshotConfiguration
    /// The stores the run writes: the one `--store` or `store:` names, else every store.
    package let stores: [StoreProfile]
    package let jobs: Int
    /// Whether a warning fails the run before anything is written.
    package let strict: Bool
    /// Render only this share of the screenshots (`--shard i/n`): image *k* of the run's
    /// order (locales, then screens, then devices) when *k* mod n = i. Shards write
    /// disjoint files, so their folders simply combine.
    package let shard: RenderShard?
    private let progress: ProgressBar

    /// - Parameters:
    ///   - store: the one store to write; default: the configuration's `store`, else every store.
    ///   - jobs: screenshots drawn at once (default: one per core).
    ///   - strict: fail (`ScreenshotError.Kind.check`) instead of warning.
    ///   - progress: pass `ProgressBar()` for a bar on a terminal.
    package init(configuration: ScreenshotConfiguration, store: StoreProfile? = nil,
                jobs: Int = ProcessInfo.processInfo.activeProcessorCount, strict: Bool = false,
                shard: RenderShard? = nil, progress: ProgressBar = ProgressBar(isEnabled: false)) {
        self.configuration = configuration
        stores = (store ?? configuration.store).map { [$0] } ?? StoreProfile.allCases
        self.jobs = max(1, jobs)
        self.strict = strict
        self.shard = shard
        self.progress = progress
    }

    /// Renders every screenshot into `directory` (created if missing).
    /// - Throws: `ScreenshotError`: `.badInput` or `.check` before anything is written,
    ///   `.render` or `.output` after.
    package func render(to directory: URL) async throws -> ScreenshotRunResult {
        // The captions' fonts for everything; a feed with fonts of its own draws its cells in them.
        try await (configuration.captionFonts.library ?? FontLibrary.current).withFonts {
            try await renderInScope(to: directory)
        }
    }

    /// `render(to:)` with the configuration's fonts in effect.
    private func renderInScope(to directory: URL) async throws -> ScreenshotRunResult {
        let start = ContinuousClock.now
        let configuration = configuration
        let roots = Set(configuration.screens.map { LoadedFeed.folder(of: $0.feed, configuration: configuration) })
        // Decoded feed images kept between cells: 16 MB holds a screen's photos; more only
        // raises the peak (cells are drawn once per device width, rarely reused).
        let loader = ImageLoader(configuration: ImageLoaderConfiguration(
            allowedFileRoots: Array(roots) + [URL(fileURLWithPath: configuration.baseDirectory)], memoryCacheBytes: 16 << 20,
            decodedPixelBudget: configuration.limits.decodedImagePixels))
        defer { loader.shutdown() }

        let (devices, owners, skipped) = try configuration.devices(for: stores)
        var warnings = try configuration.deviceTypeLimitWarnings(for: stores)
        var number = 0
        let (allJobs, untranslated) = try plan(devices: devices, loader: loader)
        warnings += untranslated
        var graphicWarnings: [LocalizationWarning] = []
        var graphicContrast: [String] = []
        let graphics = try planFeatureGraphics(devices: devices, owners: owners, screenshotCount: allJobs.reduce(0) { $0 + $1.count },
                                               warnings: &graphicWarnings, contrastWarnings: &graphicContrast)
        warnings += graphicWarnings.map(\.description).filter { !warnings.contains($0) } + graphicContrast
        let planned = allJobs.map { jobs in
            jobs.filter { _ in defer { number += 1 }; return shard?.owns(number) ?? true }
        }
        let (backgrounds, upscaled) = try BackgroundImages.load(configuration, devices: devices)
        warnings += upscaled
        let (jobsByLocale, contrast) = try await fitCaptions(planned, backgrounds: backgrounds)
        warnings += contrast
        if strict, !warnings.isEmpty {
            throw ScreenshotError(.check, warnings.joined(separator: "; ") + " (--strict: nothing written)")
        }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw ScreenshotError(.output, "\(directory.path): cannot create the folder (\(error.localizedDescription))")
        }

        // One run writes a folder at a time (shards, which may share one, side by side).
        let lock: OutputFolderLock
        do { lock = try OutputFolderLock(directory, shared: shard != nil) } catch { throw ScreenshotError(.output, "\(error)") }
        defer { withExtendedLifetime(lock) {} }
        // Every screenshot keeps a temporary name until all are written: a run that fails or
        // is stopped leaves the folder's earlier screenshots as they were.
        let staged = AtomicFile.CommitQueue(staged: true)
        let manifestName = ScreenshotManifest.name(shard: shard)
        let records = ScreenshotManifest.previousRecords(for: shard, in: directory)
        let previous = ScreenshotManifest.read(named: records, in: directory)
        let cache = FeedRasterCache(imageLoader: loader)
        let graphicCount = graphics?.jobs.indices.filter { shard?.owns((graphics?.firstNumber ?? 0) + $0) ?? true }.count ?? 0
        progress.begin("screens", total: jobsByLocale.reduce(0) { $0 + $1.count } + graphicCount)
        var files: [ScreenshotManifest.File] = []
        do {
            for (localeIndex, jobs) in jobsByLocale.enumerated() {
                let (written, targetWarnings) = try await render(jobs, cache: cache, backgrounds: backgrounds,
                                                                 directory: directory, staged: staged)
                files += written
                warnings += targetWarnings
                if let graphics, let job = graphics.jobs.first(where: { $0.localeIndex == localeIndex }),
                   shard?.owns(graphics.firstNumber + localeIndex) ?? true {
                    files.append(try await Self.drawFeatureGraphic(job, plan: graphics, screens: allJobs[localeIndex], cache: cache,
                                                                   directory: directory, configuration: configuration,
                                                                   staged: staged))
                    progress.advance()
                }
                cache.removeAll(locale: configuration.locales[localeIndex].code)
            }
            // Feed images drawn as placeholders: warnings, or with --strict (as in render) a
            // failure, and the staged screenshots are dropped.
            let failed = cache.imageFailures
            if strict, !failed.isEmpty {
                throw ScreenshotError(.check, FeedRenderError.imageFailures(failed.map { $0.url }).description
                                      + " (nothing written)")
            }
            warnings += failed.map { $0.warning }
            try await staged.waitUntilCommitted()
            // A run stopped by a signal while drawing publishes nothing (the folder stays as it was).
            try Task.checkCancellation()
            try staged.publishStaged()
        } catch {
            try? await staged.waitUntilCommitted()
            staged.discardStaged()
            if let error = error as? FileError { throw ScreenshotError(.output, "\(error)") }
            throw error
        }
        progress.finish()
        // The new images are in place: record them, then remove what only the previous run wrote.
        do {
            try ScreenshotManifest(files: files).write(named: manifestName, in: directory)
        } catch {
            throw ScreenshotError(.output, "\(directory.appendingPathComponent(manifestName).path): \(error)")
        }
        // A whole run replaces the shards' records: their images are in its own now.
        for name in records where name != manifestName { unlink(directory.appendingPathComponent(name).path) }
        let (removed, changed) = previous.removeImages(notIn: Set(files.map(\.path)), from: directory)
        warnings += changed.map { "\($0): left in place: the previous run wrote it and this one does not, but it has changed since" }
        let counts = cache.cellCounts
        var result = ScreenshotRunResult(directory: directory, files: files.map(\.path),
                                         wallSeconds: (ContinuousClock.now - start).seconds, cellsDrawn: counts.drawn,
                                         cellsReused: counts.reused, warnings: warnings, skippedDevices: skipped)
        result.removedFiles = removed
        return result
    }

    /// Checks every input and lists the jobs, one array per locale, with a warning for each
    /// string a locale lacks (its source-language text is used).
    private func plan(devices: [ScreenshotConfiguration.Device], loader: ImageLoader) throws
        -> (jobs: [[ScreenshotJob]], warnings: [String]) {
        let paths = try configuration.outputPaths(for: stores)
        var untranslated: [LocalizationWarning] = []
        var fontWarnings: [String] = []
        let jobs = try configuration.locales.enumerated().map { localeIndex, locale in
            var feeds: [LoadedFeed.Key: LoadedFeed] = [:]
            var jobs: [ScreenshotJob] = []
            let localizer = try configuration.localizer(for: locale)
            for (index, screen) in configuration.screens.enumerated() {
                let title = try configuration.caption(screen.caption.titleKey, locale: locale, localizer: localizer,
                                                      warnings: &untranslated)
                let subtitle = try screen.caption.subtitleKey.map {
                    try configuration.caption($0, locale: locale, localizer: localizer, warnings: &untranslated)
                }
                let key = LoadedFeed.Key(feed: screen.feed, locale: locale.code, theme: screen.theme.name)
                if feeds[key] == nil {
                    let feed = try LoadedFeed.load(screen.feed, theme: screen.theme, locale: locale, localizer: localizer,
                                                   configuration: configuration, loader: loader)
                    untranslated += feed.warnings
                    fontWarnings += feed.fontWarnings
                    feeds[key] = feed
                }
                let feed = feeds[key]!
                if case .cell(let identifier, _) = screen.scroll, !feed.rows.contains(where: { $0.identifier == identifier }) {
                    let known = feed.rows.prefix(10).map(\.identifier).joined(separator: ", ")
                    throw ScreenshotError(.badInput, "\(configuration.file): screens[\(index)].scrollTo: no cell "
                                          + "\"\(identifier)\" in the feed (cells: \(known), …)")
                }
                let caption = CaptionText(title: title, subtitle: subtitle, language: locale.language,
                                          family: configuration.captionFonts.family(forLocale: locale.code))
                for (deviceIndex, device) in devices.enumerated() {
                    jobs.append(ScreenshotJob(locale: locale, screenIndex: index, device: device, feed: feed, caption: caption,
                                              path: paths[localeIndex][index][deviceIndex]))
                }
            }
            return jobs
        }
        var seen = Set<String>()
        let warnings = (fontWarnings + untranslated.map(\.description)).filter { seen.insert($0).inserted }
        return (jobs, warnings)
    }

    /// Fits every caption to its device and measures its contrast, all jobs at once; returns
    /// the jobs with their caption layouts and a warning per screen whose caption falls below
    /// WCAG's 4.5:1 on some device or locale.
    private func fitCaptions(_ jobsByLocale: [[ScreenshotJob]], backgrounds: BackgroundImages)
        async throws -> (jobs: [[ScreenshotJob]], warnings: [String]) {
        let configuration = configuration
        let all = jobsByLocale.flatMap { $0 }
        let fitted = try await all.concurrentMap(maxConcurrency: jobs) { job -> (ScreenshotJob, Double) in
            let screen = configuration.screens[job.screenIndex]
            let (background, layers) = try await Self.reportingErrors(of: job) {
                (try await backgrounds.image(for: screen, device: job.device.preset),
                 try backgrounds.layers(for: screen, device: job.device.preset))
            }
            var composer = ScreenComposer(screen: screen, device: job.device, caption: job.caption,
                                          backgroundImage: background)
            composer.layers = layers
            var job = job
            let layout = composer.fitCaption()
            composer.layout = layout
            job.layout = layout
            let contrast = (try? composer.captionContrast()) ?? 21
            return (job, contrast)
        }
        var warnings: [String] = []
        for (index, screen) in configuration.screens.enumerated() {
            let results = fitted.filter { $0.0.screenIndex == index }
            guard let worst = results.min(by: { $0.1 < $1.1 }), worst.1 < ContrastRatio.minimum else { continue }
            let ratio = String(format: "%.1f", worst.1)
            warnings.append("\(configuration.file): screens[\(index)]: caption contrast \(ratio):1 (\(worst.0.path)) is below "
                            + "WCAG's 4.5:1 against the \(screen.background.summary); set captionBackdrop: scrim or shadow, "
                            + "or change captionColor or the background")
        }
        var byLocale: [[ScreenshotJob]] = []
        var offset = 0
        for jobs in jobsByLocale {
            byLocale.append(fitted[offset..<(offset + jobs.count)].map(\.0))
            offset += jobs.count
        }
        return (byLocale, warnings)
    }

    /// Draws and writes `jobs`, at most `self.jobs` at once; returns their files in job order.
    /// First lays every screen out, so the cache knows how often each cell will be asked for
    /// and drops it after its last use: memory holds the screens in flight and the cells
    /// still to be reused, not a locale's worth of cells. Also returns a warning for each
    /// screen whose target cell cannot be shown whole.
    private func render(_ jobs: [ScreenshotJob], cache: FeedRasterCache, backgrounds: BackgroundImages,
                        directory: URL, staged: AtomicFile.CommitQueue)
        async throws -> (files: [ScreenshotManifest.File], warnings: [String]) {
        let configuration = configuration, progress = progress
        let uses = try await jobs.concurrentMap(maxConcurrency: self.jobs) { job in
            // Measured in the locale's language, as the screen draws it (Han forms differ).
            try await TextEngine.$defaultLanguage.withValue(job.locale.language) {
                try await TextEngine.$systemTypeface.withValue(job.device.preset.systemTypeface) {
                    try await Self.cellUses(of: job, cache: cache, configuration: configuration)
                }
            }
        }
        cache.plan(uses.flatMap(\.keys))
        let warnings = zip(jobs, uses).compactMap { job, use in use.warning.map { "\(job.path): \($0)" } }
        let files = try await jobs.concurrentMap(maxConcurrency: self.jobs) { job in
            // A cancelled run (Ctrl-C) starts no further screen.
            try Task.checkCancellation()
            let screen = configuration.screens[job.screenIndex]
            let (background, layers) = try await Self.reportingErrors(of: job) {
                (try await backgrounds.image(for: screen, device: job.device.preset),
                 try backgrounds.layers(for: screen, device: job.device.preset))
            }
            // The feed takes the locale's language too: Han in its cells gets the locale's forms.
            // The device's system face (Roboto on Android) for its cells, bars and captions.
            let file = try await TextEngine.$defaultLanguage.withValue(job.locale.language) {
                try await TextEngine.$systemTypeface.withValue(job.device.preset.systemTypeface) {
                    try await Self.draw(job, screen: screen, background: background, layers: layers, cache: cache,
                                        directory: directory, configuration: configuration, staged: staged)
                }
            }
            progress.advance()
            return file
        }
        return (files, warnings)
    }

    /// The cells `job`'s screen asks for, for the cache's plan, and why its target cell
    /// cannot be shown whole, if it cannot.
    private static func cellUses(of job: ScreenshotJob, cache: FeedRasterCache, configuration: ScreenshotConfiguration)
        async throws -> (keys: [FeedRasterCache.CellKey], warning: String?) {
        try await reportingErrors(of: job) {
            let layout = try await viewport(of: job, configuration: configuration).layout(cache: cache)
            let keys = layout.shownRows.map {
                FeedRasterCache.cellKey(of: job.feed, row: $0, geometry: layout.geometry, width: layout.width,
                                        scale: job.device.preset.scale, visibleHeight: layout.visibleHeight,
                                        device: job.device.preset)
            }
            return (keys, layout.warning)
        }
    }

    static func viewport(of job: ScreenshotJob, configuration: ScreenshotConfiguration) -> FeedViewport {
        FeedViewport(feed: job.feed, device: job.device.preset, scroll: configuration.screens[job.screenIndex].scroll)
    }

    /// Runs `body` for `job`, turning any error but a `ScreenshotError` into a render error naming the image.
    static func reportingErrors<T>(of job: ScreenshotJob, _ body: () async throws -> T) async throws -> T {
        do {
            return try await body()
        } catch let error as ScreenshotError {
            throw error
        } catch {
            throw ScreenshotError(.render, "\(job.path): \(error)")
        }
    }

    /// Draws `job`'s screenshot and hands its PNG, under a temporary name, to `staged`;
    /// returns its record for the manifest.
    private static func draw(_ job: ScreenshotJob, screen: ScreenSpec, background: Bitmap?,
                             layers: [(image: Bitmap, rect: CanvasRect)], cache: FeedRasterCache, directory: URL, configuration: ScreenshotConfiguration, staged: AtomicFile.CommitQueue)
        async throws -> ScreenshotManifest.File {
        let canvas = try await reportingErrors(of: job) {
            let screenImage = try await viewport(of: job, configuration: configuration).render(cache: cache)
            var composer = ScreenComposer(screen: screen, device: job.device, caption: job.caption, backgroundImage: background)
            composer.layers = layers
            composer.layout = job.layout
            return try composer.compose(screenImage: screenImage)
        }
        let url = directory.appendingPathComponent(job.path)
        do {
            // Straight from the canvas, whose pixels go when this returns.
            let png = try PNGEncoder.encode(canvas, text: RendererIdentity.pngTextChunks)
            let writer = try AtomicFile.Writer(url: url)
            try png.withUnsafeBytes { try writer.append($0) }
            staged.commit(writer)
            return ScreenshotManifest.File(path: job.path, bytes: png.count, sha256: SHA256.hex(of: png))
        } catch {
            throw ScreenshotError(.output, "\(url.path): \(error)")
        }
    }
}

extension Duration {
    /// The duration in seconds.
    var seconds: Double {
        let parts = components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }
}
