import Foundation
import ImageLoading
import Raster

/// One image at several sizes (Texture's `ASMultiplexImageNode`): each `Source` is a URL
/// and the pixel size of the image behind it. The renderer tries them best first for the
/// node's frame in pixels: the smallest that covers it, then larger ones, then smaller ones
/// from the largest down; the first that loads is drawn. A source that fails before another
/// loads is a warning (never a strict failure); when none loads, the node falls back to
/// `defaultImage` or its placeholder and warns, as a `NetworkImageNode` does.
open class MultiplexImageNode: NetworkImageNode {
    /// A URL of the image and the size, in pixels, of the image it serves.
    public struct Source: Hashable, Sendable {
        /// Where this size lives (`http(s)://`, `file://` or `data:`).
        public var url: URL
        /// The pixel size of the image at `url` (what the server says it serves).
        public var pixelSize: PixelSize

        /// A source serving a `pixelSize` image at `url`.
        public init(url: URL, pixelSize: PixelSize) {
            self.url = url
            self.pixelSize = pixelSize
        }
    }

    /// The sizes on offer, in any order. Setting them forgets any loaded image; `url`
    /// becomes the largest one's (the node's name in warnings).
    public var sources: [Source] = [] {
        didSet { if sources != oldValue { sourcesDidChange() } }
    }

    /// The source whose image is drawn, once one loaded.
    public private(set) var loadedSource: Source?

    public override init() {
        super.init()
    }

    /// A multiplex image node choosing among `sources`.
    public convenience init(sources: [Source], contentMode: ContentMode = .scaleAspectFill) {
        self.init()
        self.sources = sources
        self.contentMode = contentMode
        sourcesDidChange()   // observers do not run inside the class's own initializers
    }

    private func sourcesDidChange() {
        loadedSource = nil
        url = nil
        url = sources.max { $0.pixelSize.width * $0.pixelSize.height < $1.pixelSize.width * $1.pixelSize.height }?.url
    }

    /// The order sources are tried in for a frame of `target` pixels: those covering it,
    /// smallest first, then the rest, largest first; without a target, largest first.
    public static func preferenceOrder(of sources: [Source], for target: PixelSize?) -> [Source] {
        func area(_ source: Source) -> Int { source.pixelSize.width * source.pixelSize.height }
        // Stable on ties: the order given decides between sources of one size.
        let indexed = Array(sources.enumerated())
        guard let target else {
            return indexed.sorted { (area($0.element), $1.offset) > (area($1.element), $0.offset) }.map(\.element)
        }
        let covers = { (source: Source) in source.pixelSize.width >= target.width && source.pixelSize.height >= target.height }
        let covering = indexed.filter { covers($0.element) }
            .sorted { (area($0.element), $0.offset) < (area($1.element), $1.offset) }
        let smaller = indexed.filter { !covers($0.element) }
            .sorted { (area($0.element), $1.offset) > (area($1.element), $0.offset) }
        return (covering + smaller).map(\.element)
    }

    override func makeLoadJob() -> ImageLoadJob {
        let sources = sources
        return { loader, size in
            var notes: [String] = []
            var lastFailure: ImageLoadResult?
            let ordered = Self.preferenceOrder(of: sources, for: size)
            for (index, source) in ordered.enumerated() {
                let result = await loader.image(for: source.url, targetPixelSize: size)
                if case .failed(let error) = result {
                    if index < ordered.count - 1 { notes.append("image \(error); trying the next size") }
                    lastFailure = result
                    continue
                }
                return ImageLoadJobOutcome(result: result, notes: notes, loadedURL: source.url)
            }
            return ImageLoadJobOutcome(result: lastFailure ?? .failed(ImageLoadError(url: URL(string: "about:blank")!,
                                                                                   reason: .unsupportedScheme("none"))),
                                       notes: notes)
        }
    }

    override func finish(_ outcome: ImageLoadJobOutcome) {
        super.finish(outcome)
        loadedSource = outcome.loadedURL.flatMap { url in sources.first { $0.url == url } }
    }
}
