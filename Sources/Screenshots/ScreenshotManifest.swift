import FeedRendering
import FeedrenderSupport
import Foundation

/// The record of the images a screenshots run wrote into its folder
/// (`feedrender-screenshots.json`; a shard's `feedrender-screenshots.shard-<i>-of-<n>.json`),
/// so the next run can remove those it no longer writes (a device or locale taken out of
/// the configuration) and nothing else: only files the record lists, inside a store's
/// folder, whose bytes are still the ones written.
struct ScreenshotManifest: Codable, Hashable {
    /// One written image.
    struct File: Codable, Hashable {
        /// Relative to the output folder.
        var path: String
        var bytes: Int
        var sha256: String
    }

    var files: [File]

    /// The largest record read back (100 images take about 15 kB).
    static let maximumBytes = 8 << 20

    /// The record's file name for a whole run or one shard of it.
    static func name(shard: RenderShard?) -> String {
        shard.map { "feedrender-screenshots.shard-\($0.index)-of-\($0.count).json" } ?? "feedrender-screenshots.json"
    }

    /// The records a run takes over in `directory`: a shard its own; a whole run its own and
    /// every shard's (it writes all their images now, so it owns their leftovers too).
    static func previousRecords(for shard: RenderShard?, in directory: URL) -> [String] {
        let own = name(shard: shard)
        guard shard == nil else { return [own] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return [own] + names.filter { $0.hasPrefix("feedrender-screenshots.shard-") && $0.hasSuffix(".json") }.sorted()
    }

    /// The records `names` in `directory` as one (those that are not ours left out).
    static func read(named names: [String], in directory: URL) -> ScreenshotManifest {
        ScreenshotManifest(files: names.compactMap { read(named: $0, in: directory) }.flatMap(\.files))
    }

    /// The record `name` in `directory`; nil when there is none or it is not one of ours
    /// (unreadable, too large, not this JSON).
    static func read(named name: String, in directory: URL) -> ScreenshotManifest? {
        let url = directory.appendingPathComponent(name)
        guard let size = try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int, size <= maximumBytes,
              let data = FileManager.default.contents(atPath: url.path) else { return nil }
        return try? JSONDecoder().decode(ScreenshotManifest.self, from: data)
    }

    /// Whether `path` is one a run may have written: relative, without `..` or `.` parts, a
    /// PNG inside a store's folder. A record listing anything else (edited by hand or
    /// planted) cannot make a run remove it.
    static func isImagePath(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard !path.hasPrefix("/"), path.hasSuffix(".png"), !parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." })
        else { return false }
        return StoreProfile.allCases.contains { path.hasPrefix($0.root + "/") }
    }

    /// Writes the record atomically as `name` in `directory`.
    func write(named name: String, in directory: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try AtomicFile.write(try encoder.encode(self), to: directory.appendingPathComponent(name))
    }

    /// Removes the listed images that `keeping` does not contain and whose bytes are still
    /// the ones recorded, then the folders that left empty (up to the store's folder).
    /// - Returns: the paths removed, and those left because they changed since.
    func removeImages(notIn keeping: Set<String>, from directory: URL) -> (removed: [String], changed: [String]) {
        var removed: [String] = [], changed: [String] = []
        for file in files where !keeping.contains(file.path) && Self.isImagePath(file.path) {
            let url = directory.appendingPathComponent(file.path)
            guard FileManager.default.fileExists(atPath: url.path) else { continue }
            guard let size = try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int, size == file.bytes,
                  (try? SHA256.hex(ofFileAt: url)) == file.sha256 else {
                changed.append(file.path)
                continue
            }
            guard unlink(url.path) == 0 else { continue }
            removed.append(file.path)
            // Folders the removal emptied go too; rmdir leaves any that still hold something.
            var folder = (file.path as NSString).deletingLastPathComponent
            while !folder.isEmpty, rmdir(directory.appendingPathComponent(folder).path) == 0 {
                folder = (folder as NSString).deletingLastPathComponent
            }
        }
        return (removed, changed)
    }
}
