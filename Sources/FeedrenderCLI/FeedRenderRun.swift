import Appearance
import DocumentModel
import FeedDocuments
import FeedRendering
import Foundation
import ImageLoading
import LayoutDocuments
import Lists

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

    func run() async throws {
        guard let out = options.out else {
            throw CommandFailure(status: .badInput, message: "missing --out DIR (the folder to write the PNGs to)")
        }
        let directory = URL(fileURLWithPath: out).absoluteURL
        MemoryTuning.returnLargeBuffersToTheSystem()
        MemoryTuning.keepFreedScratchMemory()
        let input = input, options = options
        let progress = ProgressBar()
        let result: FeedRenderResult = try await Interruption.run(cleaning: directory) {
            let times = StageTimes()
            var configuration = ImageLoaderConfiguration(
                allowedFileRoots: input.imageRoots,
                // Cell rasters are cached, not source images: this only needs to hold
                // what is preloaded ahead of the display range.
                memoryCacheBytes: 16 << 20)
            options.applyDeadlines(to: &configuration)
            let loader = ImageLoader(configuration: configuration)
            defer { loader.shutdown() }
            let (document, source) = try await Self.load(input, theme: options.themeOverride, loader: loader,
                                                         limits: options.limits, allowsFontFallback: options.allowFontFallback,
                                                         times: times)
            let settings = options.settings(from: document)
            // --scale and --device may give a frame the document's own checks did not see.
            let device = settings.presentation.device
            if let problem = DocumentLimits.frameProblem(width: device.width, height: device.height, scale: device.scale) {
                throw CommandFailure(status: .badInput, message: "\(input.name): with --scale/--device: the viewport \(problem)")
            }
            let renderer = FeedRenderer(source: source, settings: settings, imageLoader: loader, times: times,
                                        progress: progress)
            do {
                return try await renderer.render(to: directory)
            } catch {
                progress.finish()
                throw error
            }
        }
        RenderSummary(result: result).print()
    }

    /// Reads the feed in `theme` (nil: the document's); any problem is a bad-input failure
    /// naming the file or URL.
    /// Reads the document; the decode stage counts reading and parsing, not a remote download.
    private static func load(_ input: Input, theme: Theme?, loader: ImageLoader, limits: DocumentLimits,
                             allowsFontFallback: Bool, times: StageTimes) async throws -> (FeedPresentation, any FeedSource) {
        do {
            switch input {
            case .demo:
                return try times.measure(.decode) { try DemoFeed.make(theme: theme, loader: loader) }
            case .file(let path):
                return try times.measure(.decode) {
                    try FeedDocument.load(from: path, theme: theme, loader: loader, limits: limits,
                                          allowsFontFallback: allowsFontFallback)
                }
            case .remote(let url):
                let data: Data
                do {
                    data = try await loader.data(for: url)
                } catch {
                    throw CommandFailure(status: .badInput, message: "\(error)")
                }
                return try times.measure(.decode) {
                    let text = try DocumentReader.text(of: data, shownAs: url.absoluteString, limits: limits)
                    return try FeedDocument.parse(text, format: DocumentFormat(path: url.path), documentURL: url,
                                                  fileName: url.absoluteString, theme: theme, loader: loader, limits: limits,
                                                  allowsFontFallback: allowsFontFallback)
                }
            }
        } catch let error as CommandFailure {
            throw error
        } catch let error as DocumentError {
            throw error
        } catch {
            throw CommandFailure(status: .badInput, message: "\(error)")
        }
    }
}
