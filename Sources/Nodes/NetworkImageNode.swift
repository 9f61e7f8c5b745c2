import Foundation
import ImageLoading
import Raster

/// An image node whose image comes from a URL (Texture's `ASNetworkImageNode`): a
/// placeholder is drawn until the image is loaded, and `defaultImage` when there is no
/// URL or the load failed. `NodeRenderer` loads the images of a tree before drawing it.
open class NetworkImageNode: ImageNode {
    /// Where the image lives: `http(s)://`, `file://` or `data:`. Setting it forgets any
    /// loaded image.
    public var url: URL? {
        didSet {
            guard url != oldValue else { return }
            image = nil
            loadState = .pending
        }
    }

    /// Drawn when there is no URL or loading it failed.
    public var defaultImage: Bitmap? {
        didSet { if defaultImage !== oldValue { invalidateCalculatedLayout() } }
    }

    /// Drawn until the image is loaded, instead of `placeholderColor`.
    public var placeholderImage: Bitmap? {
        didSet { if placeholderImage !== oldValue { invalidateCalculatedLayout() } }
    }

    /// Where loading stands.
    public private(set) var loadState: NetworkImageLoadState = .pending

    public override init() {
        super.init()
    }

    /// A network image node for `url`.
    public convenience init(url: URL?, contentMode: ContentMode = .scaleAspectFill) {
        self.init()
        self.url = url
        self.contentMode = contentMode
    }

    open override var displayedImage: Bitmap? {
        switch loadState {
        case .loaded, .fromCache: return image
        case .failed: return defaultImage
        case .pending: return url == nil ? defaultImage : placeholderImage
        }
    }

    /// Records the outcome of loading `url` (called by the renderer, or by your own loader).
    public func finishLoading(_ result: ImageLoadResult) {
        switch result {
        case .loaded(let bitmap, let source):
            image = bitmap
            loadState = source.isCached ? .fromCache : .loaded
        case .failed(let error):
            fail(error)
        }
        invalidateCalculatedLayout()
    }

    /// Records that the image could not be loaded: `defaultImage` will be drawn.
    public func fail(_ error: any Error & Sendable) {
        image = nil
        loadState = .failed(error)
        invalidateCalculatedLayout()
    }

    /// How the renderer fetches the picture: `url` at the node's pixel size.
    func makeLoadJob() -> ImageLoadJob {
        let url = url!
        return { loader, size in ImageLoadJobOutcome(result: await loader.image(for: url, targetPixelSize: size)) }
    }

    /// Records the outcome of the node's load job.
    func finish(_ outcome: ImageLoadJobOutcome) {
        finishLoading(outcome.result)
    }

    /// What warnings call the picture ("image", "video", "map").
    var mediaKind: String { "image" }

    /// True for pictures whose failure is never more than a warning, even in a strict render
    /// (a map, which draws a placeholder offline).
    var failureIsOnlyAWarning: Bool { false }

    /// True once loading has an outcome, or when there is nothing to load.
    public var isSettled: Bool {
        if url == nil { return true }
        if case .pending = loadState { return false }
        return true
    }
}

/// The loading state of a `NetworkImageNode`.
public enum NetworkImageLoadState: Sendable, CustomStringConvertible {
    /// Not loaded yet (or no URL).
    case pending
    /// Loaded over the network, or from a `file://` / `data:` URL.
    case loaded
    /// Loaded from the memory or disk cache.
    case fromCache
    /// Loading failed; `defaultImage` is drawn.
    case failed(any Error & Sendable)

    public var description: String {
        switch self {
        case .pending: return "pending"
        case .loaded: return "loaded"
        case .fromCache: return "from cache"
        case .failed(let error): return "failed: \(error)"
        }
    }
}
