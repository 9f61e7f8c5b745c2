import Foundation

/// Everything an `ImageLoader` needs to know; a plain value, fixed for the loader's life.
public struct ImageLoaderConfiguration: Sendable {
    /// Transfers running at once; further requests wait in a queue.
    public var maxConcurrentTransfers: Int
    /// Time allowed to establish a connection.
    public var connectTimeout: Duration
    /// Time allowed for a whole transfer, connection included.
    public var totalTimeout: Duration
    /// A transfer slower than `lowSpeedBytesPerSecond` for `lowSpeedTime` is abandoned (curl counts whole seconds).
    public var lowSpeedBytesPerSecond: Int
    public var lowSpeedTime: Duration
    /// Redirects followed before giving up.
    public var maxRedirects: Int
    /// Largest body accepted, compressed or not, declared or chunked.
    public var maxBodyBytes: Int
    public var userAgent: String
    /// Extra attempts after a timeout, a connection error or a 5xx status (never after a 4xx).
    public var retryCount: Int
    /// Wait before the first retry; doubled for each further one.
    public var retryBackoff: Duration
    /// Folders whose files `file://` URLs may read; empty means no file access at all.
    public var allowedFileRoots: [URL]
    /// Budget of the decoded-bitmap cache (premultiplied ARGB32 bytes); 0 turns it off.
    public var memoryCacheBytes: Int
    /// Folder of the downloaded-bytes cache; nil turns it off.
    public var diskCacheDirectory: URL?
    public var diskCacheBytes: Int
    /// Serve http(s) only from the disk cache (fresh or stale); never touch the network.
    public var isOffline: Bool
    /// Save every body fetched from the network here (for later replay).
    public var recordDirectory: URL?
    /// Serve http(s) only from a recording made with `recordDirectory`; a missing entry is an error naming the URL.
    public var replayDirectory: URL?
    /// Largest decoded image accepted (width × height, read from the header before decoding).
    public var pixelLimit: Int
    /// Pixels the loader may decode over its life (a run), summed over every decode (the sizes
    /// the images declare in their headers; memory-cache hits are free). An image that would
    /// go over it fails with `ImageLoadError.Reason.overPixelBudget` and is drawn as a
    /// placeholder, so many huge images cost a bounded time. nil: no budget.
    public var decodedPixelBudget: Int?
    /// Only images at least this large (width × height) count toward `decodedPixelBudget`:
    /// screen-sized assets and phone photos never use it up, so a feed's length cannot
    /// exhaust it (a 1,000-photo feed of 1080² images decodes 1.2 billion pixels), while many
    /// huge images still cost a bounded time.
    public var budgetedImagePixels = 16_000_000
    /// Time one image may take from the first request to its result, retries and time queued
    /// for a transfer slot included. A stalled server costs at most this, not every timeout
    /// of every retry. nil: no overall limit (only the per-transfer timeouts).
    public var imageDeadline: Duration?
    /// Time from the loader's creation (the start of a run) by which every image must be
    /// settled; later requests fail at once. nil: no limit.
    public var runDeadline: Duration?

    public init(
        maxConcurrentTransfers: Int = 8,
        connectTimeout: Duration = .seconds(10),
        totalTimeout: Duration = .seconds(30),
        lowSpeedBytesPerSecond: Int = 1024,
        lowSpeedTime: Duration = .seconds(15),
        maxRedirects: Int = 5,
        maxBodyBytes: Int = 32 << 20,
        userAgent: String = ImageLoaderConfiguration.defaultUserAgent,
        retryCount: Int = 2,
        retryBackoff: Duration = .milliseconds(250),
        allowedFileRoots: [URL] = [],
        memoryCacheBytes: Int = 256 << 20,
        diskCacheDirectory: URL? = nil,
        diskCacheBytes: Int = 512 << 20,
        isOffline: Bool = false,
        recordDirectory: URL? = nil,
        replayDirectory: URL? = nil,
        pixelLimit: Int = 50_000_000,
        decodedPixelBudget: Int? = nil,
        imageDeadline: Duration? = .seconds(10),
        runDeadline: Duration? = nil
    ) {
        self.maxConcurrentTransfers = maxConcurrentTransfers
        self.connectTimeout = connectTimeout
        self.totalTimeout = totalTimeout
        self.lowSpeedBytesPerSecond = lowSpeedBytesPerSecond
        self.lowSpeedTime = lowSpeedTime
        self.maxRedirects = maxRedirects
        self.maxBodyBytes = maxBodyBytes
        self.userAgent = userAgent
        self.retryCount = retryCount
        self.retryBackoff = retryBackoff
        self.allowedFileRoots = allowedFileRoots
        self.memoryCacheBytes = memoryCacheBytes
        self.diskCacheDirectory = diskCacheDirectory
        self.diskCacheBytes = diskCacheBytes
        self.isOffline = isOffline
        self.recordDirectory = recordDirectory
        self.replayDirectory = replayDirectory
        self.pixelLimit = pixelLimit
        self.decodedPixelBudget = decodedPixelBudget
        self.imageDeadline = imageDeadline
        self.runDeadline = runDeadline
    }

    public static let defaultUserAgent = "feedrender/1.0"
}

extension Duration {
    /// Whole milliseconds, rounded up so a tiny positive duration never becomes "no limit" (0) in curl.
    var roundedUpMilliseconds: Int {
        let (seconds, attoseconds) = components
        let millis = seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
        return Int(max(0, millis))
    }
}
