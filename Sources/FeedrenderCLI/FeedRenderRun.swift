import Appearance
import DocumentModel
import FeedDocuments
import FeedRendering
import FeedrenderSupport
import Foundation
import ImageLoading
import LayoutDocuments
import Lists
import Localization
import Text

/// What `feedrender render` and `feedrender --out` share: load a feed, render it, print
/// the summary, and turn failures into one line and an exit status.
struct FeedRenderRun {
    /// Where the feed comes from.
    enum Input: Sendable {
        case demo
        case file(String)
        case remote(URL)

        /// A FEED argument: an `http(s)://` URL or a file path.
        init(argument: String) {
            if let url = URL(string: argument), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" {
                self = .remote(url)
            } else {
                self = .file(argument)
            }
        }

        /// How messages name the feed.
        var name: String {
            switch self {
            case .demo: return "demo"
            case .file(let path): return path
            case .remote(let url): return url.absoluteString
            }
        }

        /// Folders the feed's `file://` images may come from.
        var imageRoots: [URL] {
            switch self {
            case .demo: return [DemoFeed.documentURL.deletingLastPathComponent()]
            case .file(let path): return [URL(fileURLWithPath: path).absoluteURL.deletingLastPathComponent()]
            case .remote: return []
            }
        }
    }

    var input: Input
    var options: RenderOptions
    /// Cells kept between renders (`feedrender serve`); nil draws every cell.
    var cellReuse: CellReuse?
    /// Keeps each drawn cell's nodes (`FeedRenderResult.cellOutlines`), for `serve`'s inspector.
    var collectsNodeOutlines = false

    func run() async throws {
        guard let out = options.out else {
            throw CommandFailure(status: .badInput, message: "missing --out DIR (the folder to write the PNGs to)")
        }
        let directory = URL(fileURLWithPath: out).absoluteURL
        MemoryTuning.returnLargeBuffersToTheSystem()
        MemoryTuning.keepFreedScratchMemory()
        let progress = ProgressBar()
        let result: FeedRenderResult = try await Interruption.run(cleaning: directory) {
            try await render(to: directory, progress: progress)
        }
        RenderSummary(result: result).print()
    }

    /// Loads the feed and renders it into `directory` (no summary printed): what `run()` and
    /// `feedrender serve` share.
    func render(to directory: URL, progress: ProgressBar) async throws -> FeedRenderResult {
        let input = input, options = options, cellReuse = cellReuse,
            collectsNodeOutlines = collectsNodeOutlines
        do {
            let times = StageTimes()
            var configuration = ImageLoaderConfiguration(
                allowedFileRoots: input.imageRoots,
                // Cell rasters are cached, not source images: this only needs to hold
                // what is preloaded ahead of the display range.
                memoryCacheBytes: 16 << 20, decodedPixelBudget: options.limits.decodedImagePixels)
            options.applyDeadlines(to: &configuration)
            let loader = ImageLoader(configuration: configuration)
            defer { loader.shutdown() }
            let locale = try options.feedLocale(limits: options.limits)
            let (document, source, digest) = try await Self.load(input, theme: options.themeOverride, loader: loader,
                                                                 limits: options.limits, formatting: options.formatting,
                                                                 allowsFontFallback: options.allowFontFallback,
                                                                 times: times, locale: locale,
                                                                 device: options.device.flatMap(DevicePreset.named),
                                                                 isStrict: options.strict)
            var settings = options.settings(from: document)
            settings.documentDigest = digest
            settings.cellReuse = cellReuse
            settings.collectsNodeOutlines = collectsNodeOutlines
            // --scale and --device may give a frame the document's own checks did not see.
            let device = settings.presentation.device
            if let problem = DocumentLimits.frameProblem(width: device.width, height: device.height, scale: device.scale) {
                throw CommandFailure(status: .badInput, message: "\(input.name): with --scale/--device: the viewport \(problem)")
            }
            let renderer = FeedRenderer(source: source, settings: settings, imageLoader: loader, times: times,
                                        progress: progress)
            do {
                // The locale is the text's language too: Han takes its glyph forms (as in screenshots).
                guard let language = locale?.locale.tag else { return try await renderer.render(to: directory) }
                return try await TextEngine.$defaultLanguage.withValue(language) { try await renderer.render(to: directory) }
            } catch {
                progress.finish()
                throw error
            }
        }
    }

    /// Reads the feed in `theme` (nil: the document's); any problem is a bad-input failure
    /// naming the file or URL. Also returns the SHA-256 of the document's bytes (what a
    /// shard's manifest records). The decode stage counts reading and parsing, not a
    /// remote download.
    private static func load(_ input: Input, theme: Theme?, loader: ImageLoader, limits: DocumentLimits,
                             formatting: TemplateFormatting.Overrides, allowsFontFallback: Bool, times: StageTimes,
                             locale: FeedLocale?, device: DevicePreset?, isStrict: Bool) async throws
        -> (FeedPresentation, any FeedSource, String?) {
        do {
            if let locale {
                return try await loadLocalized(input, locale: locale, device: device, theme: theme, loader: loader,
                                               limits: limits, formatting: formatting, allowsFontFallback: allowsFontFallback,
                                               times: times, isStrict: isStrict)
            }
            switch input {
            case .demo:
                let (document, source) = try times.measure(.decode) { try DemoFeed.make(theme: theme, loader: loader) }
                return (document, source, digest(ofFileAt: DemoFeed.documentURL.path))
            case .file(let path):
                let (document, source) = try times.measure(.decode) {
                    try FeedDocument.load(from: path, theme: theme, loader: loader, limits: limits,
                                          formatting: formatting, allowsFontFallback: allowsFontFallback)
                }
                return (document, source, digest(ofFileAt: path))
            case .remote(let url):
                let data: Data
                do {
                    data = try await loader.data(for: url)
                } catch {
                    throw CommandFailure(status: .badInput, message: "\(error)")
                }
                let (document, source) = try times.measure(.decode) {
                    let text = try DocumentReader.text(of: data, shownAs: url.absoluteString, limits: limits)
                    return try FeedDocument.parse(text, format: DocumentFormat(path: url.path), documentURL: url,
                                                  fileName: url.absoluteString, theme: theme, loader: loader, limits: limits,
                                                  formatting: formatting, allowsFontFallback: allowsFontFallback)
                }
                return (document, source, SHA256.hex(of: data))
            }
        } catch let error as CommandFailure {
            throw error
        } catch let error as DocumentError {
            throw error
        } catch {
            throw CommandFailure(status: .badInput, message: "\(error)")
        }
    }

    /// Reads the feed in `locale`: its strings from the catalogs, each fallback to the source
    /// language printed as a warning (under `--strict`, a failure before anything is written).
    private static func loadLocalized(_ input: Input, locale: FeedLocale, device: DevicePreset?, theme: Theme?,
                                      loader: ImageLoader, limits: DocumentLimits,
                                      formatting: TemplateFormatting.Overrides, allowsFontFallback: Bool,
                                      times: StageTimes, isStrict: Bool) async throws
        -> (FeedPresentation, any FeedSource, String?) {
        let json: JSONValue, documentURL: URL, documentDigest: String?
        switch input {
        case .demo:
            documentURL = DemoFeed.documentURL
            json = try DocumentReader.read(atPath: documentURL.path, shownAs: "demo", limits: limits)
            documentDigest = digest(ofFileAt: documentURL.path)
        case .file(let path):
            documentURL = URL(fileURLWithPath: path).absoluteURL
            json = try times.measure(.decode) { try DocumentReader.read(atPath: path, limits: limits) }
            documentDigest = digest(ofFileAt: path)
        case .remote(let url):
            let data: Data
            do { data = try await loader.data(for: url) } catch { throw CommandFailure(status: .badInput, message: "\(error)") }
            documentURL = url
            documentDigest = SHA256.hex(of: data)
            json = try times.measure(.decode) {
                let text = try DocumentReader.text(of: data, shownAs: url.absoluteString, limits: limits)
                return try DocumentReader.parse(text, format: DocumentFormat(path: url.path), shownAs: url.absoluteString,
                                                limits: limits)
            }
        }
        let feed = try times.measure(.decode) {
            try FeedDocument.read(json, documentURL: documentURL, fileName: input.name, locale: locale, device: device,
                                  theme: theme, loader: loader, limits: limits,
                                  formatting: formatting.inLocale(locale.locale.tag), allowsFontFallback: allowsFontFallback)
        }
        let warnings = Array(Set(feed.warnings.map(\.description))).sorted()
        if isStrict, !warnings.isEmpty {
            throw CommandFailure(status: .renderFailure, message: warnings.joined(separator: "; ")
                                 + " (--strict: \(warnings.count) string(s) not translated into \(locale.locale); nothing written)")
        }
        for warning in warnings { Console.line("warning: \(warning)", to: .error) }
        return (feed.presentation, feed.source, documentDigest)
    }

    /// The SHA-256 of the file at `path` (already read once, within the limits), or nil when
    /// it cannot be read again.
    private static func digest(ofFileAt path: String) -> String? {
        let hash = SHA256()
        do { try hash.update(contentsOfFileAt: URL(fileURLWithPath: path)) } catch { return nil }
        return hash.hexDigest
    }
}
