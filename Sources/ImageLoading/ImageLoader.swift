import FeedrenderSupport
import Foundation
import Raster

/// Loads images (and raw bytes) from http(s), file and data URLs: libcurl transfers on a dedicated
/// thread, coalesced per URL, retried when transient, cached on disk (bytes) and in memory (bitmaps),
/// decoded off the caller's thread. Safe to share between tasks and threads.
public final class ImageLoader: Sendable {
    public let configuration: ImageLoaderConfiguration

    private let engine: CurlTransferEngine
    private let files: FileURLReader
    private let memoryCache: MemoryImageCache?
    private let diskCache: DiskCache?
    private let recording: Recording?
    private let replay: Recording?
    /// In-flight work shared by every caller asking for the same thing.
    private let bodiesInFlight = Locked<[URL: Task<Result<FetchedBody, ImageLoadError>, Never>]>([:])
    private let imagesInFlight = Locked<[MemoryImageCache.Key: InFlightLoad]>([:])
    /// When the run's images must all be settled (`runDeadline` after creation).
    private let runEnds: ContinuousClock.Instant?
    /// When each URL was first fetched: its `imageDeadline` counts from there, so an image
    /// asked for again after it failed (a row drawn after its preload) does not wait again.
    private let firstFetches = Locked<[URL: ContinuousClock.Instant]>([:])
    /// CPU time spent decoding, summed over threads.
    private let decodeCPU = Locked<Duration>(.zero)
    /// Pixels decoded so far, against `decodedPixelBudget`.
    private let decodedPixels = Locked<Int>(0)

    public init(configuration: ImageLoaderConfiguration = ImageLoaderConfiguration()) {
        self.configuration = configuration
        engine = CurlTransferEngine(configuration: configuration)
        files = FileURLReader(allowedRoots: configuration.allowedFileRoots)
        memoryCache = configuration.memoryCacheBytes > 0 ? MemoryImageCache(byteLimit: configuration.memoryCacheBytes) : nil
        diskCache = configuration.diskCacheDirectory.map { DiskCache(directory: $0, byteLimit: configuration.diskCacheBytes) }
        recording = configuration.recordDirectory.map(Recording.init(directory:))
        replay = configuration.replayDirectory.map(Recording.init(directory:))
        runEnds = configuration.runDeadline.map { ContinuousClock.now + $0 }
    }

    deinit {
        engine.shutdown()
    }

    /// The decoded image for `url`. With a `targetPixelSize` it is downsampled to the smallest size
    /// covering it (aspect kept, never upscaled), so it can be drawn aspect-fill or aspect-fit;
    /// nil decodes full size. Callers asking for the same URL share one transfer, and for the same
    /// URL and size one decode. Never throws: a failure is `.failed` with an error naming the URL.
    public func image(for url: URL, targetPixelSize: PixelSize? = nil) async -> ImageLoadResult {
        let key = MemoryImageCache.Key(url: url, targetPixelSize: targetPixelSize)
        if let bitmap = memoryCache?.bitmap(for: key) { return .loaded(bitmap, source: .memoryCache) }
        let load = imagesInFlight.withLock { loads in
            if let running = loads[key], running.join() { return running }
            let load = InFlightLoad(Task { await self.loadImage(key) })
            _ = load.join()
            loads[key] = load
            return load
        }
        // A cancelled caller stops waiting; the load (its decode) stops when no caller is left.
        return await withTaskCancellationHandler {
            await load.task.value
        } onCancel: {
            load.leave()
        }
    }

    /// One load shared by its callers, cancelled when every one of them is.
    private final class InFlightLoad: Sendable {
        let task: Task<ImageLoadResult, Never>
        /// Callers waiting, and whether the load was cancelled (it then takes no new caller).
        private let state = Locked<(waiting: Int, cancelled: Bool)>((0, false))

        init(_ task: Task<ImageLoadResult, Never>) { self.task = task }

        /// Adds a caller; false when the load was already cancelled.
        func join() -> Bool {
            state.withLock { state in
                guard !state.cancelled else { return false }
                state.waiting += 1
                return true
            }
        }

        /// A caller was cancelled; the last one cancels the load.
        func leave() {
            let isLast = state.withLock { state -> Bool in
                state.waiting -= 1
                guard state.waiting == 0 else { return false }
                state.cancelled = true
                return true
            }
            if isLast { task.cancel() }
        }
    }

    /// The body of `url` (http(s), file or data), through the same transfers, caches and recording
    /// as images; e.g. for JSON pages. Non-2xx statuses are errors.
    public func data(for url: URL) async throws(ImageLoadError) -> Data {
        try await body(for: url).get().data
    }

    /// CPU time this loader has spent decoding images so far, summed over threads: a renderer
    /// adds the difference over a run to its raster stage, where the images are drawn.
    public var decodingCPUTime: Duration { decodeCPU.withLock { $0 } }

    /// Stops the transfer thread; running and later requests fail with `.loaderShutDown`. Idempotent.
    public func shutdown() {
        engine.shutdown()
    }

    // MARK: - Images

    private func loadImage(_ key: MemoryImageCache.Key) async -> ImageLoadResult {
        defer { _ = imagesInFlight.withLock { $0.removeValue(forKey: key) } }
        // A load that finished between the caller's cache check and this task's start left its bitmap here.
        if let bitmap = memoryCache?.bitmap(for: key) { return .loaded(bitmap, source: .memoryCache) }
        let fetched: FetchedBody
        switch await body(for: key.url) {
        case .success(let body): fetched = body
        case .failure(let error): return .failed(error)
        }
        if Task.isCancelled { return .failed(ImageLoadError(url: key.url, reason: .cancelled)) }
        do {
            try spendPixelBudget(on: fetched.data, url: key.url)
            let start = ThreadCPUClock.now
            defer { let spent = ThreadCPUClock.now - start; decodeCPU.withLock { $0 += spent } }
            let bitmap = try ImageDecoding.decode(fetched.data, url: key.url, targetPixelSize: key.targetPixelSize,
                                                  pixelLimit: configuration.pixelLimit)
            // Insert before the in-flight entry goes away so later callers hit memory, not the network.
            memoryCache?.insert(bitmap, for: key)
            return .loaded(bitmap, source: fetched.source)
        } catch {
            return .failed(error)
        }
    }

    /// Charges the size `data`'s header declares to the run's decoded-pixel budget, or throws
    /// `.overPixelBudget` (charging nothing) when it would go past it. Images under
    /// `budgetedImagePixels` are free. Bytes without a readable header, or over the
    /// per-image limit, are left to the decoder to report.
    private func spendPixelBudget(on data: Data, url: URL) throws(ImageLoadError) {
        guard let budget = configuration.decodedPixelBudget,
              let size = try? ImageDecoder.probe(data).size, size.width > 0, size.height > 0,
              size.width <= configuration.pixelLimit / size.height else { return }
        let pixels = size.width * size.height
        guard pixels >= configuration.budgetedImagePixels else { return }
        let fits = decodedPixels.withLock { spent in
            guard pixels <= budget - spent else { return false }
            spent += pixels
            return true
        }
        if !fits { throw ImageLoadError(url: url, reason: .overPixelBudget(width: size.width, height: size.height, budget: budget)) }
    }

    // MARK: - Bodies

    private struct FetchedBody: Sendable {
        var data: Data
        var contentType: String?
        var source: ImageSource
    }

    private func body(for url: URL) async -> Result<FetchedBody, ImageLoadError> {
        let task = bodiesInFlight.withLock { tasks in
            if let running = tasks[url] { return running }
            let task = Task { await self.fetchBody(url) }
            tasks[url] = task
            return task
        }
        return await task.value
    }

    private func fetchBody(_ url: URL) async -> Result<FetchedBody, ImageLoadError> {
        defer { _ = bodiesInFlight.withLock { $0.removeValue(forKey: url) } }
        do throws(ImageLoadError) {
            switch url.scheme?.lowercased() {
            case "http", "https":
                return .success(try await fetchRemote(url))
            case "file":
                return .success(FetchedBody(data: try files.read(url), contentType: nil, source: .local))
            case "data":
                let decoded = try DataURL.decode(url)
                return .success(FetchedBody(data: decoded.body, contentType: decoded.mediaType, source: .local))
            default:
                throw ImageLoadError(url: url, reason: .unsupportedScheme(url.scheme ?? ""))
            }
        } catch {
            return .failure(error)
        }
    }

    private func fetchRemote(_ url: URL) async throws(ImageLoadError) -> FetchedBody {
        if let replay {
            let recorded = try replay.body(for: url)
            return FetchedBody(data: recorded.body, contentType: recorded.contentType, source: .replay)
        }
        let fetched = try await fetchThroughDiskCache(url)
        if let recording {
            do {
                try recording.record(fetched.data, contentType: fetched.contentType, for: url)
            } catch {
                throw ImageLoadError(url: url, reason: .fileUnreadable("cannot record into \(recording.directory.path): \(error)"))
            }
        }
        return fetched
    }

    private func fetchThroughDiskCache(_ url: URL) async throws(ImageLoadError) -> FetchedBody {
        let cached = diskCache?.entry(for: url)
        if let cached, configuration.isOffline || cached.metadata.isFresh(at: Date()) {
            return FetchedBody(data: cached.body, contentType: cached.metadata.contentType, source: .diskCache)
        }
        guard !configuration.isOffline else { throw ImageLoadError(url: url, reason: .notCachedOffline) }

        var request = HTTPRequest(url: url)
        if let cached { request.headers = cached.metadata.policy.validationHeaders }
        let response = try await performWithRetries(request)
        if response.status == 304, let cached {
            diskCache?.refresh(cached, for: url, policy: cached.metadata.policy.refreshed(by: response.headers))
            return FetchedBody(data: cached.body, contentType: cached.metadata.contentType, source: .revalidated)
        }
        guard (200..<300).contains(response.status) else {
            throw ImageLoadError(url: url, reason: .httpStatus(response.status))
        }
        diskCache?.store(response.body, for: url, contentType: response.contentType, policy: CachePolicy(headers: response.headers))
        return FetchedBody(data: response.body, contentType: response.contentType, source: .network)
    }

    /// Retries timeouts, connection errors and 5xx with exponential backoff; returns the last
    /// answer. Every attempt and wait stays inside the image's deadline (and the run's).
    private func performWithRetries(_ request: HTTPRequest) async throws(ImageLoadError) -> HTTPResponse {
        var request = request
        let imageEnds = configuration.imageDeadline.map { limit in
            firstFetches.withLock { starts in
                if let start = starts[request.url] { return start + limit }
                let now = ContinuousClock.now
                starts[request.url] = now
                return now + limit
            }
        }
        let deadline = [imageEnds, runEnds].compactMap { $0 }.min()
        request.deadline = deadline
        func missedDeadline() -> ImageLoadError {
            let which = deadline == runEnds ? "the run's" : "its"
            let limit = deadline == runEnds ? configuration.runDeadline : configuration.imageDeadline
            return ImageLoadError(url: request.url, reason: .missedDeadline("\(which) \(limit.map(Self.seconds) ?? "") deadline"))
        }
        var attempt = 0
        while true {
            if let deadline, ContinuousClock.now >= deadline { throw missedDeadline() }
            let outcome = await engine.perform(request)
            let error: ImageLoadError
            switch outcome {
            case .success(let response) where response.status < 500:
                return response
            case .success(let response):
                error = ImageLoadError(url: request.url, reason: .httpStatus(response.status))
            case .failure(let reason):
                error = ImageLoadError(url: request.url, reason: reason)
            }
            if let deadline, error.isTransient, ContinuousClock.now >= deadline { throw missedDeadline() }
            guard error.isTransient, attempt < configuration.retryCount else { throw error }
            let backoff = configuration.retryBackoff * (1 << attempt)
            if let deadline, ContinuousClock.now + backoff >= deadline { throw missedDeadline() }
            try? await Task.sleep(for: backoff)
            attempt += 1
        }
    }

    private static func seconds(_ duration: Duration) -> String {
        let (whole, fraction) = duration.components
        return fraction == 0 ? "\(whole) s" : String(format: "%.1f s", Double(whole) + Double(fraction) / 1e18)
    }
}
