import Foundation
import Raster

/// Where a loaded image's bytes came from.
public enum ImageSource: String, Hashable, Sendable {
    /// Downloaded now.
    case network
    /// The decoded bitmap was already in memory.
    case memoryCache
    /// Bytes from the disk cache, still fresh (no request made).
    case diskCache
    /// Bytes from the disk cache after the server answered 304 Not Modified.
    case revalidated
    /// Bytes from a recording (`replayDirectory`).
    case replay
    /// A `file://` or `data:` URL.
    case local

    /// True when no network transfer of the body happened.
    public var isCached: Bool { self == .memoryCache || self == .diskCache || self == .revalidated }
}

/// The outcome of `ImageLoader.image(for:targetPixelSize:)`.
public enum ImageLoadResult: Sendable {
    case loaded(Bitmap, source: ImageSource)
    case failed(ImageLoadError)

    public var bitmap: Bitmap? {
        if case .loaded(let bitmap, _) = self { return bitmap }
        return nil
    }

    public var error: ImageLoadError? {
        if case .failed(let error) = self { return error }
        return nil
    }
}
