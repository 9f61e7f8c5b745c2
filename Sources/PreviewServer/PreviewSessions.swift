import FeedrenderSupport
import Foundation

/// The documents being previewed, one session each, made when a page first asks for one
/// (at most `maximumSessions`), and the loop that polls their files and re-renders them.
final class PreviewSessions: Sendable {
    /// Sessions kept at most: each holds its last render in memory.
    static let maximumSessions = 16
    /// Time between two looks at the watched files.
    static let pollInterval = Duration.milliseconds(100)

    let folder: ServedFolder
    /// The document `/` shows (the one `feedrender serve` was given); nil for a folder.
    let defaultDocument: String?
    /// The variants a page may add beside the render as given (`Configuration.variants`).
    let variants: [String]
    /// The committed references renders are compared with and "accept" writes.
    let references: PreviewReferences
    private let watched: WatchedFiles
    private let render: PreviewRendering
    private let scratch: ScratchFolder
    private let sessions = Locked<[String: PreviewSession]>([:])

    /// Why a page's document cannot be previewed.
    enum Refusal: Error, CustomStringConvertible {
        case path(String, ServedFolder.Refusal)
        case noDocument
        case unknownVariant(String)
        case tooManyDocuments

        var description: String {
            switch self {
            case .path(let path, let refusal): return "\(path): \(refusal)"
            case .noDocument: return "no document chosen: add ?doc=PATH (a document in the served folder)"
            case .unknownVariant(let name): return "no variant named \(name)"
            case .tooManyDocuments:
                return "already previewing \(PreviewSessions.maximumSessions) documents and variants; restart to change"
            }
        }
    }

    init(folder: ServedFolder, defaultDocument: String?, variants: [String], extraWatchedPaths: [String],
         references: PreviewReferences, scratch: ScratchFolder, render: @escaping PreviewRendering) {
        self.folder = folder
        self.defaultDocument = defaultDocument
        self.variants = variants
        self.references = references
        // Accepting a reference in the served folder is no edit of the document: not watched.
        let rootPath = folder.root.path + "/"
        let referencesInside = folder.relativePath(of: references.root).map { $0 + "/" }
            ?? (references.root.path.hasPrefix(rootPath) ? String(references.root.path.dropFirst(rootPath.count)) + "/" : nil)
        watched = WatchedFiles(folder: folder, extraPaths: extraWatchedPaths, ignoredPrefix: referencesInside)
        self.scratch = scratch
        self.render = render
    }

    /// The session of `requested` (a path relative to the folder), or of the default document
    /// when nil, in `variant` (nil: the options as given); made on first use.
    /// - Throws: `Refusal` for paths outside the folder, non-documents, unknown variants and
    ///   too many sessions.
    func session(for requested: String?, variant: String? = nil) throws -> PreviewSession {
        guard let path = requested ?? defaultDocument else { throw Refusal.noDocument }
        if let variant, !variants.contains(variant) { throw Refusal.unknownVariant(variant) }
        let url: URL
        do { url = try folder.resolve(path) } catch let refusal as ServedFolder.Refusal {
            throw Refusal.path(path, refusal)
        }
        let documentPath = folder.relativePath(of: url) ?? path
        let key = (variant ?? "") + "|" + documentPath
        return try sessions.withLock { sessions in
            if let session = sessions[key] { return session }
            guard sessions.count < Self.maximumSessions else { throw Refusal.tooManyDocuments }
            let session = PreviewSession(documentPath: documentPath, documentURL: url, variant: variant, folder: folder)
            sessions[key] = session
            return session
        }
    }

    /// Polls the watched files (one look per round, shared by every document) and re-renders
    /// the documents and variants not yet rendered from what they now hold, as many at once
    /// as there are cores (a grid of variants renders side by side), until the task is
    /// cancelled; then ends every page's update stream. Each session renders at most once
    /// per round, so saves still coalesce.
    func pollUntilCancelled() async {
        let parallel = max(1, ProcessInfo.processInfo.activeProcessorCount)
        while !Task.isCancelled {
            let current = sessions.withLock { $0.sorted { $0.key < $1.key }.map(\.value) }
            if !current.isEmpty {
                let snapshot = watched.snapshot()
                let render = render, scratch = scratch
                await withTaskGroup(of: Void.self) { group in
                    for (index, session) in current.enumerated() where !Task.isCancelled {
                        if index >= parallel { await group.next() }
                        group.addTask { await session.refreshIfChanged(snapshot, render: render, scratch: scratch) }
                    }
                }
            }
            try? await Task.sleep(for: Self.pollInterval)
        }
        for session in sessions.withLock({ Array($0.values) }) { session.finishListeners() }
    }
}
