import FeedrenderSupport
import Foundation
import Raster

/// Downloaded bodies on disk, one file per URL (metadata header + body, written atomically),
/// bounded by total size with least-recently-used eviction.
final class DiskCache: Sendable {
    struct Entry: Sendable {
        var body: Data
        var metadata: Metadata
    }

    struct Metadata: Codable, Sendable {
        var url: String
        var contentType: String?
        var storedAt: Date
        var policy: CachePolicy

        func isFresh(at now: Date) -> Bool {
            guard let maxAge = policy.maxAge else { return false }
            return now.timeIntervalSince(storedAt) < maxAge
        }
    }

    private struct Usage {
        var bytes: Int
        var lastUse: Date
    }

    private let directory: URL
    private let byteLimit: Int
    private let usage: Locked<[String: Usage]>

    init(directory: URL, byteLimit: Int) {
        self.directory = directory
        self.byteLimit = byteLimit
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var found: [String: Usage] = [:]
        let keys: [URLResourceKey] = [.fileSizeKey, .contentModificationDateKey]
        let files = (try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: keys)) ?? []
        for file in files where file.pathExtension == "cache" {
            let values = try? file.resourceValues(forKeys: Set(keys))
            found[file.deletingPathExtension().lastPathComponent] =
                Usage(bytes: values?.fileSize ?? 0, lastUse: values?.contentModificationDate ?? .distantPast)
        }
        usage = Locked(found)
    }

    func entry(for url: URL) -> Entry? {
        let stem = URLDigest.fileStem(for: url)
        guard let file = try? Data(contentsOf: fileURL(stem)), let entry = Self.parse(file), entry.metadata.url == url.absoluteString else {
            return nil
        }
        let now = Date()
        usage.withLock { $0[stem]?.lastUse = now }
        // The modification date carries recency across runs.
        try? FileManager.default.setAttributes([.modificationDate: now], ofItemAtPath: fileURL(stem).path)
        return entry
    }

    func store(_ body: Data, for url: URL, contentType: String?, policy: CachePolicy, at now: Date = Date()) {
        guard policy.isStorable, body.count <= byteLimit else { return }
        let metadata = Metadata(url: url.absoluteString, contentType: contentType, storedAt: now, policy: policy)
        guard let header = try? JSONEncoder().encode(metadata) else { return }
        var file = Data()
        var headerLength = UInt32(header.count).bigEndian
        withUnsafeBytes(of: &headerLength) { file.append(contentsOf: $0) }
        file.append(header)
        file.append(body)
        let stem = URLDigest.fileStem(for: url)
        guard (try? AtomicFile.write(file, to: fileURL(stem))) != nil else { return }
        let victims = usage.withLock { usage -> [String] in
            usage[stem] = Usage(bytes: file.count, lastUse: now)
            var total = usage.values.reduce(0) { $0 + $1.bytes }
            var victims: [String] = []
            for (key, entry) in usage.sorted(by: { $0.value.lastUse < $1.value.lastUse }) where total > byteLimit && key != stem {
                total -= entry.bytes
                victims.append(key)
                usage[key] = nil
            }
            return victims
        }
        for victim in victims { try? FileManager.default.removeItem(at: fileURL(victim)) }
    }

    /// A 304 confirmed the stored body: restart its freshness with the new policy.
    func refresh(_ entry: Entry, for url: URL, policy: CachePolicy) {
        store(entry.body, for: url, contentType: entry.metadata.contentType, policy: policy)
    }

    private func fileURL(_ stem: String) -> URL {
        directory.appendingPathComponent(stem + ".cache")
    }

    private static func parse(_ file: Data) -> Entry? {
        guard file.count >= 4 else { return nil }
        let headerLength = file.prefix(4).reduce(0) { $0 << 8 | Int($1) }
        guard file.count >= 4 + headerLength else { return nil }
        let start = file.startIndex + 4
        guard let metadata = try? JSONDecoder().decode(Metadata.self, from: file[start..<start + headerLength]) else { return nil }
        return Entry(body: Data(file[(start + headerLength)...]), metadata: metadata)
    }
}
