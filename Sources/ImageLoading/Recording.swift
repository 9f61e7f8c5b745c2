import FeedrenderSupport
import Foundation

/// A folder of recorded response bodies for deterministic CI runs: `<sha256(url)>.body` files plus
/// `index.json` mapping each URL to its file and content type (sorted, so diffs stay readable).
final class Recording: Sendable {
    struct Entry: Codable, Hashable, Sendable {
        var file: String
        var contentType: String?
    }

    private struct Index: Codable {
        var entries: [String: Entry]
    }

    static let indexFileName = "index.json"

    let directory: URL
    private let index: Locked<[String: Entry]>

    /// Opens a folder; an absent or unreadable index means an empty recording.
    init(directory: URL) {
        self.directory = directory
        let indexData = try? Data(contentsOf: directory.appendingPathComponent(Self.indexFileName))
        let decoded = indexData.flatMap { try? JSONDecoder().decode(Index.self, from: $0) }
        index = Locked(decoded?.entries ?? [:])
    }

    /// The recorded body, or an error naming the URL and the folder.
    func body(for url: URL) throws(ImageLoadError) -> (body: Data, contentType: String?) {
        let notFound = ImageLoadError(url: url, reason: .notInRecording(directory: directory.path))
        guard let entry = index.withLock({ $0[url.absoluteString] }) else { throw notFound }
        guard let body = try? Data(contentsOf: directory.appendingPathComponent(entry.file)) else { throw notFound }
        return (body, entry.contentType)
    }

    /// Saves a body and rewrites the index, both atomically.
    func record(_ body: Data, contentType: String?, for url: URL) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let entry = Entry(file: URLDigest.fileStem(for: url) + ".body", contentType: contentType)
        try AtomicFile.write(body, to: directory.appendingPathComponent(entry.file))
        // The index is written under the lock so concurrent records never lose each other's entries.
        try index.withLock { entries in
            entries[url.absoluteString] = entry
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            try AtomicFile.write(encoder.encode(Index(entries: entries)), to: directory.appendingPathComponent(Self.indexFileName))
        }
    }
}
