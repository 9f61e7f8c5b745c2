import Appearance
import DocumentModel
import FeedDocuments
import FeedRendering
import FeedrenderSupport
import Foundation
import ImageLoading
import Raster
import Text

/// What a screenshot run wrote and what it cost.
public struct ScreenshotRunResult: Sendable {
    /// The folder written to.
    public var directory: URL
    /// Written images relative to `directory` (`en-US/01_iphone-16-pro-max.png`), in order.
    public var files: [String]
    public var wallSeconds: Double
    /// Feed cells drawn, and cell draws saved because another screen or device had drawn them.
    public var cellsDrawn: Int
    public var cellsReused: Int
}

/// Renders a `ScreenshotConfiguration`: every screen on every device in every locale, to
/// `<out>/<locale>/<nn>_<device>.png` (fastlane deliver's layout).
///
/// Everything is checked before the first file is written (strings, feeds, cells, images),
/// so a bad input fails fast and leaves earlier output untouched. Locales are rendered one
/// after another; inside a locale, screens and devices render concurrently and share cell
/// rasters. Files are written atomically, and the same input gives the same bytes whatever
/// `jobs` is.
public final class ScreenshotRenderer: Sendable {
    public let configuration: ScreenshotConfiguration
    public let jobs: Int
    /// Render only this share of the screenshots (`--shard i/n`): image *k* of the run's
    /// order (locales, then screens, then devices) when *k* mod n = i. Shards write
    /// disjoint files, so their folders simply combine.
    public let shard: RenderShard?
    private let progress: ProgressBar

    /// - Parameters:
    ///   - jobs: screenshots drawn at once (default: one per core).
    ///   - progress: pass `ProgressBar()` for a bar on a terminal.
    public init(configuration: ScreenshotConfiguration, jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
                shard: RenderShard? = nil, progress: ProgressBar = ProgressBar(isEnabled: false)) {
        self.configuration = configuration
        self.jobs = max(1, jobs)
        self.shard = shard
        self.progress = progress
    }

    /// One image to draw.
    private struct Job: Sendable {
        var locale: LocaleStrings
        var screenIndex: Int
        var device: ScreenshotConfiguration.Device
        var feed: LoadedFeed
        var title: String
        var subtitle: String?

        var path: String { "\(locale.code)/\(ScreenshotConfiguration.fileName(screen: screenIndex, device: device.preset))" }
    }

    /// Renders every screenshot into `directory` (created if missing).
    /// - Throws: `ScreenshotError`: `.badInput` before anything is written, `.render` or `.output` after.
    public func render(to directory: URL) async throws -> ScreenshotRunResult {
        let start = ContinuousClock.now
        let configuration = configuration
        let roots = Set(configuration.screens.map { LoadedFeed.folder(of: $0.feed, configuration: configuration) })
        let loader = ImageLoader(configuration: ImageLoaderConfiguration(
            allowedFileRoots: Array(roots) + [URL(fileURLWithPath: configuration.baseDirectory)], memoryCacheBytes: 64 << 20))
        defer { loader.shutdown() }

        var number = 0
        let jobsByLocale = try plan(loader: loader).map { jobs in
            jobs.filter { _ in defer { number += 1 }; return shard?.owns(number) ?? true }
        }
        let backgrounds = try loadBackgrounds()
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw ScreenshotError(.output, "\(directory.path): cannot create the folder (\(error.localizedDescription))")
        }

        let cache = FeedRasterCache(imageLoader: loader)
        progress.begin("screens", total: jobsByLocale.reduce(0) { $0 + $1.count })
        var files: [String] = []
        for jobs in jobsByLocale {
            files += try await render(jobs, cache: cache, backgrounds: backgrounds, directory: directory)
            if let locale = jobs.first?.locale.code { cache.removeAll(locale: locale) }
        }
        progress.finish()
        let counts = cache.cellCounts
        return ScreenshotRunResult(directory: directory, files: files, wallSeconds: (ContinuousClock.now - start).seconds,
                                   cellsDrawn: counts.drawn, cellsReused: counts.reused)
    }

    /// Checks every input and lists the jobs, one array per locale.
    private func plan(loader: ImageLoader) throws -> [[Job]] {
        try configuration.locales.map { locale in
            var feeds: [LoadedFeed.Key: LoadedFeed] = [:]
            var jobs: [Job] = []
            for (index, screen) in configuration.screens.enumerated() {
                let title = try locale.string(for: screen.caption.titleKey)
                let subtitle = try screen.caption.subtitleKey.map { try locale.string(for: $0) }
                let key = LoadedFeed.Key(feed: screen.feed, locale: locale.code, theme: screen.theme.name)
                let feed = try feeds[key] ?? LoadedFeed.load(screen.feed, theme: screen.theme, locale: locale,
                                                            configuration: configuration, loader: loader)
                feeds[key] = feed
                if case .cell(let identifier) = screen.scroll, !feed.rows.contains(where: { $0.identifier == identifier }) {
                    let known = feed.rows.prefix(10).map(\.identifier).joined(separator: ", ")
                    throw ScreenshotError(.badInput, "\(configuration.file): screens[\(index)].scrollTo: no cell \"\(identifier)\" in the feed (cells: \(known), …)")
                }
                for device in configuration.devices {
                    jobs.append(Job(locale: locale, screenIndex: index, device: device, feed: feed, title: title, subtitle: subtitle))
                }
            }
            return jobs
        }
    }

    /// Image backgrounds decoded once per file and output size.
    private struct BackgroundKey: Hashable, Sendable {
        var path: String
        var width: Int
        var height: Int
    }

    private func loadBackgrounds() throws -> [BackgroundKey: Bitmap] {
        var images: [BackgroundKey: Bitmap] = [:]
        for (index, screen) in configuration.screens.enumerated() {
            guard case .image(let path, _) = screen.background else { continue }
            for device in configuration.devices {
                let key = BackgroundKey(path: configuration.resolve(path), width: device.preset.pixelWidth,
                                        height: device.preset.pixelHeight)
                guard images[key] == nil else { continue }
                images[key] = try BackgroundPainter.loadImage(
                    at: key.path, shownAs: "\(configuration.file): screens[\(index)].background.image: \(path)",
                    size: PixelSize(width: key.width, height: key.height))
            }
        }
        return images
    }

    /// Draws and writes `jobs`, at most `self.jobs` at once; returns their paths in job order.
    private func render(_ jobs: [Job], cache: FeedRasterCache, backgrounds: [BackgroundKey: Bitmap],
                        directory: URL) async throws -> [String] {
        let configuration = configuration, progress = progress
        return try await jobs.concurrentMap(maxConcurrency: self.jobs) { job in
            // A cancelled run (Ctrl-C) starts no further screen.
            try Task.checkCancellation()
            var background: Bitmap?
            if case .image(let path, _) = configuration.screens[job.screenIndex].background {
                background = backgrounds[BackgroundKey(path: configuration.resolve(path), width: job.device.preset.pixelWidth,
                                                       height: job.device.preset.pixelHeight)]
            }
            try await Self.draw(job, screen: configuration.screens[job.screenIndex], background: background,
                                cache: cache, directory: directory)
            progress.advance()
            return job.path
        }
    }

    private static func draw(_ job: Job, screen: ScreenSpec, background: Bitmap?, cache: FeedRasterCache,
                             directory: URL) async throws {
        let bitmap: Bitmap
        do {
            let viewport = FeedViewport(feed: job.feed, device: job.device.preset, scroll: screen.scroll,
                                        isRightToLeft: job.locale.isRightToLeft)
            let screenImage = try await viewport.render(cache: cache)
            let composer = ScreenComposer(screen: screen, device: job.device, title: job.title, subtitle: job.subtitle,
                                          backgroundImage: background)
            bitmap = try composer.compose(screenImage: screenImage)
        } catch let error as ScreenshotError {
            throw error
        } catch {
            throw ScreenshotError(.render, "\(job.path): \(error)")
        }
        let url = directory.appendingPathComponent(job.path)
        do {
            let png = try PNGEncoder.encode(bitmap, text: RendererIdentity.pngTextChunks)
            try AtomicFile.write(png, to: url)
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
