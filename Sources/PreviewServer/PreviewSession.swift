import FeedrenderSupport
import Foundation

/// One document being previewed: its last good render (in memory), its last error, and the
/// pages listening for updates. Renders happen one at a time, from `refreshIfChanged`, and
/// only when a watched file changed since the last one, so saves that come during a render
/// coalesce into one next render of the newest content (the last save wins; nothing queues).
final class PreviewSession: Sendable {
    /// The document's path relative to the served folder (how pages name it).
    let documentPath: String
    let documentURL: URL
    /// The variant this session renders (nil: the options as given).
    let variant: String?
    /// The served folder's path, taken out of error messages (pages name files relative to it).
    private let folderPath: String
    private let state = Locked(State())

    private struct State {
        var revision = 0
        var generation = 0
        var images: [PreviewImage] = []
        /// The render before the current one, so a page still loading it gets its images.
        var previous: (generation: Int, images: [PreviewImage]) = (0, [])
        var error: String?
        var lastSnapshot: WatchedFiles.Snapshot?
        var listeners: [Int: AsyncStream<String>.Continuation] = [:]
        var nextListener = 0
    }

    init(documentPath: String, documentURL: URL, variant: String?, folder: ServedFolder) {
        self.documentPath = documentPath
        self.documentURL = documentURL
        self.variant = variant
        folderPath = folder.root.path
    }

    /// A stream of update messages for one page: the current state at once (when there has
    /// been a render), then one per render. A page that reads slowly gets only the newest
    /// message, never a backlog.
    func listen() -> (id: Int, updates: AsyncStream<String>) {
        let (stream, continuation) = AsyncStream.makeStream(of: String.self, bufferingPolicy: .bufferingNewest(1))
        let id = state.withLock { state -> Int in
            defer { state.nextListener += 1 }
            state.listeners[state.nextListener] = continuation
            if state.revision > 0 { continuation.yield(update(of: state).json) }
            return state.nextListener
        }
        return (id, stream)
    }

    /// Stops sending to the page `id`.
    func stopListening(_ id: Int) {
        let continuation = state.withLock { $0.listeners.removeValue(forKey: id) }
        continuation?.finish()
    }

    /// Ends every page's stream (the server is stopping).
    func finishListeners() {
        let continuations = state.withLock { state -> [AsyncStream<String>.Continuation] in
            defer { state.listeners = [:] }
            return Array(state.listeners.values)
        }
        for continuation in continuations { continuation.finish() }
    }

    /// The image at `index` of render `generation` (the current or the one before), nil when
    /// there is none.
    func image(at index: Int, generation: Int) -> PreviewImage? {
        state.withLock { state in
            let images = generation == state.generation ? state.images
                : generation == state.previous.generation ? state.previous.images : []
            return images.indices.contains(index) ? images[index] : nil
        }
    }

    /// Whether `generation` is the last good render.
    func isCurrent(_ generation: Int) -> Bool {
        state.withLock { $0.generation == generation }
    }

    /// The images of render `generation` (it must be the current one or the one before) and
    /// those of the good render before it, when still held.
    func renders(generation: Int) -> (shown: [PreviewImage], before: [PreviewImage]?)? {
        state.withLock { state in
            if generation == state.generation, generation > 0 {
                return (state.images, state.previous.generation > 0 ? state.previous.images : nil)
            }
            if generation == state.previous.generation, generation > 0 { return (state.previous.images, nil) }
            return nil
        }
    }

    /// Renders the document into a fresh folder in `scratch` when the watched files' `snapshot`
    /// differs from the one of the last render (or there has been none), reads the images into
    /// memory, removes the folder and tells every page. A failed render keeps the last good
    /// images and sets the error instead; nothing a document holds can stop the server.
    func refreshIfChanged(_ snapshot: WatchedFiles.Snapshot, render: PreviewRendering, scratch: ScratchFolder) async {
        guard state.withLock({ $0.lastSnapshot != snapshot }) else { return }
        let folder = scratch.newFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var images: [PreviewImage]?
        var failure: String?
        do {
            let files = try await render(documentURL, variant, folder, snapshot.fingerprint(leavingOut: documentPath))
            images = try files.map { file in
                PreviewImage(file: file, png: try Data(contentsOf: folder.appendingPathComponent(file.name)))
            }
        } catch is CancellationError {
            return
        } catch {
            // Paths as the page names them: relative to the served folder.
            failure = String(describing: error).replacingOccurrences(of: folderPath + "/", with: "")
        }
        if Task.isCancelled { return }
        let message = state.withLock { state -> (String, [AsyncStream<String>.Continuation]) in
            state.lastSnapshot = snapshot
            state.revision += 1
            if let images {
                state.previous = (state.generation, state.images)
                state.generation += 1
                state.images = images
                state.error = nil
            } else {
                state.error = failure
            }
            return (update(of: state).json, Array(state.listeners.values))
        }
        for continuation in message.1 { continuation.yield(message.0) }
    }

    private func update(of state: State) -> PreviewUpdate {
        let query = "doc=\(PreviewRoutes.queryEscaped(documentPath))&generation=\(state.generation)"
            + (variant.map { "&variant=\(PreviewRoutes.queryEscaped($0))" } ?? "")
        return PreviewUpdate(
            document: documentPath, variant: variant, revision: state.revision, generation: state.generation,
            images: state.images.enumerated().map { index, image in
                PreviewUpdate.Image(url: "/images/\(index).png?\(query)", width: image.file.pixelWidth,
                                    height: image.file.pixelHeight, regions: image.file.regions)
            },
            error: state.error)
    }
}
