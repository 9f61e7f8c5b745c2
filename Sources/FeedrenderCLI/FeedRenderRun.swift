import Documents
import Feed
import Foundation
import ImageLoading

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

    func run() throws {
        guard let out = options.out else {
            throw CommandFailure(status: .badInput, message: "missing --out DIR (the folder to write the PNGs to)")
        }
        let directory = URL(fileURLWithPath: out).absoluteURL
        MemoryTuning.returnLargeBuffersToTheSystem()
        let input = input, options = options
        let progress = ProgressBar()
        let result: FeedRenderResult = try runBlocking {
            let times = StageTimes()
            let loader = ImageLoader(configuration: ImageLoaderConfiguration(
                allowedFileRoots: input.imageRoots,
                // Cell rasters are cached, not source images: this only needs to hold
                // what is preloaded ahead of the display range.
                memoryCacheBytes: 16 << 20))
            defer { loader.shutdown() }
            let (document, source) = try await times.measure(.decode) { try await Self.load(input, theme: options.theme?.lowercased(), loader: loader) }
            let settings = options.settings(from: document)
            let renderer = FeedRenderer(source: source, settings: settings, imageLoader: loader, times: times,
                                        progress: progress)
            do {
                return try await renderer.render(to: directory)
            } catch let error as FeedRenderError {
                progress.finish()
                switch error {
                case .output: throw CommandFailure(status: .outputFailure, message: error.description)
                default: throw CommandFailure(status: .renderFailure, message: error.description)
                }
            }
        }
        RenderSummary(result: result).print()
    }

    /// Reads the feed; any problem is a bad-input failure naming the file or URL.
    private static func load(_ input: Input, theme: String?, loader: ImageLoader) async throws
        -> (FeedDocumentSettings, any FeedSource) {
        do {
            let text: String, documentURL: URL, name: String
            switch input {
            case .demo:
                documentURL = DemoFeed.documentURL
                name = documentURL.lastPathComponent
                text = try String(contentsOf: documentURL, encoding: .utf8)
            case .file(let path):
                // The document loader reads the file itself, so errors name it its way.
                let (settings, source) = try FeedDocument.load(from: path, loader: loader)
                guard let theme, theme != settings.theme.name else { return (settings, source) }
                documentURL = URL(fileURLWithPath: path).absoluteURL
                name = path
                text = try String(contentsOf: documentURL, encoding: .utf8)
            case .remote(let url):
                let data: Data
                do {
                    data = try await loader.data(for: url)
                } catch {
                    throw CommandFailure(status: .badInput, message: "\(error)")
                }
                guard let decoded = String(data: data, encoding: .utf8) else {
                    throw CommandFailure(status: .badInput, message: "\(url.absoluteString): not UTF-8 text")
                }
                documentURL = url
                name = url.absoluteString
                text = decoded
            }
            let isYAML = ["yaml", "yml"].contains(documentURL.pathExtension.lowercased())
            let (settings, source) = try FeedDocument.parse(text, isYAML: isYAML, documentURL: documentURL,
                                                            fileName: name, loader: loader)
            guard let theme, theme != settings.theme.name else { return (settings, source) }
            return try themed(text, isYAML: isYAML, theme: theme, documentURL: documentURL, name: name, loader: loader)
        } catch let failure as CommandFailure {
            throw failure
        } catch {
            throw CommandFailure(status: .badInput, message: "\(error)")
        }
    }

    /// The document read again with its `theme` replaced: cells take their colours from
    /// the document's theme when they are built, so `--theme` has to reach the document.
    private static func themed(_ text: String, isYAML: Bool, theme: String, documentURL: URL, name: String,
                               loader: ImageLoader) throws -> (FeedDocumentSettings, any FeedSource) {
        guard case .object(var top) = isYAML ? try JSONValue(yaml: text) : try JSONValue(parsing: text) else {
            throw CommandFailure(status: .badInput, message: "\(name): a feed document must be an object")
        }
        top["theme"] = .string(theme)
        let (settings, source) = try FeedDocument.parse(JSONValue.object(top).serialized(), isYAML: false,
                                                        documentURL: documentURL, fileName: name, loader: loader)
        return (settings, source)
    }
}
