import DocumentModel
import FeedRendering
import FeedrenderSupport
import Foundation

/// Reads and checks one `manifest.shard-<i>-of-<n>.json` before `merge` allocates or writes
/// anything from it: every field's type and range, the shard's files against its counts,
/// and every listed file against the folder (present, its size, its SHA-256). A manifest is
/// input like any document: an edited one (a count of -1 or 2e9, a missing or extra file, a
/// changed PNG) is a bad-input error naming the manifest, the file and the field.
struct ShardManifestCheck {
    /// The manifest's path, as messages name it.
    let name: String
    /// The folder holding the manifest and the shard's files.
    let folder: URL

    /// Largest shard count and file count of one kind `merge` accepts: far above any real
    /// render, low enough that no arithmetic on them can overflow.
    static let maximumShards = 100_000
    static let maximumFiles = 10_000_000
    /// Largest manifest read (a manifest lists cells, so it can be large, but not this large).
    static let maximumManifestBytes = 512 << 20

    /// The index and count a shard manifest's name gives (`manifest.shard-1-of-3.json` → 1, 3);
    /// nil for a name that is not one.
    static func shardNumbers(ofManifestNamed name: String) -> (index: Int, count: Int)? {
        guard name.hasPrefix("manifest.shard-"), name.hasSuffix(".json") else { return nil }
        let middle = name.dropFirst("manifest.shard-".count).dropLast(".json".count)
        let parts = middle.components(separatedBy: "-of-")
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
              name == RenderShard(index: index, count: count)?.manifestName else { return nil }
        return (index, count)
    }

    /// Reads the manifest at `url` and checks it and its files.
    /// - Returns: the manifest and its shard record, both checked.
    static func load(_ url: URL) throws -> (RenderManifest, RenderManifest.ShardRecord) {
        let check = ShardManifestCheck(name: url.path, folder: url.deletingLastPathComponent())
        guard let numbers = shardNumbers(ofManifestNamed: url.lastPathComponent) else {
            throw check.bad("not a shard manifest name (manifest.shard-<i>-of-<n>.json)")
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? nil
        guard let size else { throw check.bad("cannot be read") }
        guard size <= maximumManifestBytes else { throw check.bad("\(size) bytes, over the limit of \(maximumManifestBytes) for a manifest") }
        let manifest: RenderManifest
        do {
            let data = try Data(contentsOf: url)
            // Codable says only "not valid JSON" for 2.5 where an integer belongs: find the key first.
            guard let json = try? JSONValue(parsing: String(decoding: data, as: UTF8.self)) else {
                throw check.bad("not valid JSON")
            }
            if let problem = nonInteger(in: json) { throw check.bad(problem) }
            manifest = try JSONDecoder().decode(RenderManifest.self, from: data)
        } catch let error as CommandFailure {
            throw error
        } catch let error as DecodingError {
            throw check.bad(Self.describe(error))
        } catch {
            throw check.bad("cannot be read (\(error.localizedDescription))")
        }
        guard let record = manifest.shard else { throw check.bad("shard: missing (not a shard's manifest)") }
        try check.validate(manifest, record, named: numbers)
        return (manifest, record)
    }

    /// Checks the fields, the counts against the listed files, and the files against the folder.
    private func validate(_ manifest: RenderManifest, _ record: RenderManifest.ShardRecord,
                          named: (index: Int, count: Int)) throws {
        guard (1...Self.maximumShards).contains(record.count) else {
            throw bad("shard.count: expected a shard count from 1 to \(Self.maximumShards), got \(record.count)")
        }
        guard (0..<record.count).contains(record.index) else {
            throw bad("shard.index: expected an index from 0 to \(record.count - 1), got \(record.index)")
        }
        guard record.index == named.index, record.count == named.count else {
            throw bad("shard: says shard \(record.index)/\(record.count), but the file is named for \(named.index)/\(named.count)")
        }
        for (field, value) in [("frameCount", record.frameCount), ("stripTileCount", record.stripTileCount),
                               ("contactSheetCount", record.contactSheetCount)] where !(0...Self.maximumFiles).contains(value) {
            throw bad("shard.\(field): expected a count from 0 to \(Self.maximumFiles), got \(value)")
        }
        guard record.input.count == 64, record.input.allSatisfy(\.isHexDigit) else {
            throw bad("shard.input: expected a SHA-256 in hex, got \(record.input.debugDescription)")
        }
        guard manifest.rowCount >= 0 else { throw bad("rowCount: expected a count ≥ 0, got \(manifest.rowCount)") }
        guard manifest.contentHeight.isFinite, manifest.contentHeight >= 0 else {
            throw bad("contentHeight: expected a height ≥ 0, got \(manifest.contentHeight)")
        }
        let counts: [RenderManifest.Kind: Int] = [.frame: manifest.settings.frames ? record.frameCount : 0,
                                                  .strip: record.stripTileCount, .contactSheet: record.contactSheetCount]
        var listed: [String: Int] = [:]
        var perKind: [RenderManifest.Kind: Int] = [:]
        for (position, file) in manifest.files.enumerated() {
            let field = "files[\(position)]"
            guard let parsed = OutputNames.parse(file.path) else {
                throw bad("\(field).path: \(file.path.debugDescription) is not a name a render writes")
            }
            let (kind, number) = parsed
            guard kind == file.kind else { throw bad("\(field).kind: \(file.path) is a \(kind.rawValue), not a \(file.kind.rawValue)") }
            guard number < counts[kind, default: 0], number % record.count == record.index else {
                throw bad("\(field).path: \(file.path) is not one of shard \(record.index)/\(record.count)'s files")
            }
            if let earlier = listed[file.path] { throw bad("\(field).path: \(file.path) is listed twice (also files[\(earlier)])") }
            listed[file.path] = position
            perKind[kind, default: 0] += 1
            guard file.bytes >= 0 else { throw bad("\(field).bytes: expected a size ≥ 0, got \(file.bytes)") }
            guard file.sha256.count == 64, file.sha256.allSatisfy({ $0.isHexDigit && !$0.isUppercase }) else {
                throw bad("\(field).sha256: expected a SHA-256 in lower-case hex, got \(file.sha256.debugDescription)")
            }
            guard file.pixelSize.count == 2, file.pixelSize.allSatisfy({ (1...1 << 20).contains($0) }) else {
                throw bad("\(field).pixelSize: expected [width, height] in pixels, got \(file.pixelSize)")
            }
        }
        let fields: [(RenderManifest.Kind, String, String)] = [(.frame, "frameCount", "frames"),
                                                               (.strip, "stripTileCount", "strip tiles"),
                                                               (.contactSheet, "contactSheetCount", "contact sheets")]
        for (kind, field, what) in fields {
            let total = counts[kind, default: 0]
            let share = total > record.index ? (total - record.index - 1) / record.count + 1 : 0
            let count = perKind[kind, default: 0]
            guard count == share else {
                throw bad("shard.\(field): \(total) \(what) in all make \(share) for shard \(record.index)/\(record.count), "
                          + "but the manifest lists \(count)")
            }
        }
        try checkFolder(manifest, record, listed: listed)
    }

    /// Every listed file is in the folder with its size and SHA-256, and no file of this
    /// shard's share is in the folder unlisted.
    private func checkFolder(_ manifest: RenderManifest, _ record: RenderManifest.ShardRecord, listed: [String: Int]) throws {
        for (position, file) in manifest.files.enumerated() {
            try Task.checkCancellation()
            let url = folder.appendingPathComponent(file.path)
            guard let size = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? Int else {
                throw bad("files[\(position)]: \(file.path) is missing from \(folder.path)")
            }
            guard size == file.bytes else {
                throw bad("files[\(position)].bytes: \(file.path) has \(size) bytes, the manifest says \(file.bytes)")
            }
            let hash = SHA256()
            do { try hash.update(contentsOfFileAt: url) } catch { throw bad("files[\(position)]: \(error)") }
            guard hash.hexDigest == file.sha256 else {
                throw bad("files[\(position)].sha256: \(file.path) does not match its SHA-256 (the file was changed)")
            }
        }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names.sorted() where listed[name] == nil {
            guard let number = OutputNames.parse(name)?.number, number % record.count == record.index else { continue }
            throw bad("files: \(name) is in \(folder.path) but not in the manifest (an extra or stale file of this shard)")
        }
    }

    /// The first field that should hold an integer and holds something else (2.5, 1e300,
    /// a string), as `key.path: problem`; nil when they all do (missing ones are Codable's to report).
    static func nonInteger(in json: JSONValue) -> String? {
        guard case .object(let top) = json else { return "(top level): expected an object, got \(json.summary)" }
        func check(_ value: JSONValue?, _ path: String) -> String? {
            guard let value, value != .null else { return nil }
            guard case .number(let number) = value, number == number.rounded(), Swift.abs(number) < 1e15 else {
                return "\(path): expected an integer, got \(value.summary)"
            }
            return nil
        }
        for key in ["rowCount"] { if let problem = check(top[key], key) { return problem } }
        if case .object(let shard)? = top["shard"] {
            for key in ["index", "count", "frameCount", "stripTileCount", "contactSheetCount"] {
                if let problem = check(shard[key], "shard.\(key)") { return problem }
            }
        }
        guard case .array(let files)? = top["files"] else { return nil }
        for (position, file) in files.enumerated() {
            guard case .object(let fields) = file else { return "files[\(position)]: expected an object, got \(file.summary)" }
            if let problem = check(fields["bytes"], "files[\(position)].bytes") { return problem }
            for key in ["pixelSize", "frameIndexes"] {
                guard case .array(let values)? = fields[key] else { continue }
                for (index, value) in values.enumerated() {
                    if let problem = check(value, "files[\(position)].\(key)[\(index)]") { return problem }
                }
            }
        }
        return nil
    }

    /// A bad-input failure naming the manifest.
    func bad(_ problem: String) -> CommandFailure {
        CommandFailure(status: .badInput, message: "merge: \(name): \(problem)")
    }

    /// A decoding error as `key.path: problem`.
    static func describe(_ error: DecodingError) -> String {
        func path(_ codingPath: [any CodingKey]) -> String {
            var text = ""
            for key in codingPath {
                if let index = key.intValue { text += "[\(index)]" } else { text += (text.isEmpty ? "" : ".") + key.stringValue }
            }
            return text.isEmpty ? "(top level)" : text
        }
        switch error {
        case .typeMismatch(let type, let context):
            return "\(path(context.codingPath)): expected \(type == Int.self ? "an integer" : "a value of type \(type)")"
        case .valueNotFound(_, let context):
            return "\(path(context.codingPath)): missing value"
        case .keyNotFound(let key, let context):
            return "\(path(context.codingPath + [key])): missing"
        case .dataCorrupted(let context):
            return "\(path(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }
}
