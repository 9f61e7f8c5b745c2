import Foundation
import ImageDiff
import Layout

/// The frames of a rendered tree, stored next to a reference PNG as `<name>.layout.json`, so a
/// layout change fails a test even when the pixels stay within tolerance.
///
/// Each entry is named by its path from the root: a node's `identifier` or else its type name,
/// with `[n]` (0-based) added when siblings share a name, e.g. `PostCell/header/TextNode[1]`.
public struct LayoutSnapshot: Hashable, Sendable, Codable {
    public struct Entry: Hashable, Sendable, Codable {
        public var path: String
        /// `[x, y, width, height]` in points, in the root's coordinate space.
        public var frame: [Double]

        public init(path: String, frame: Rect) {
            self.path = path
            self.frame = [frame.minX, frame.minY, frame.width, frame.height].map(LayoutSnapshot.rounded)
        }

        public var rect: Rect { Rect(x: frame[0], y: frame[1], width: frame[2], height: frame[3]) }
    }

    public var entries: [Entry]

    public init(entries: [Entry]) {
        self.entries = entries
    }

    enum CodingKeys: String, CodingKey { case entries = "nodes" }

    /// Frames are stored to a thousandth of a point: far finer than any pixel grid, and immune to
    /// floating-point noise.
    static func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }

    /// Stable, line-per-node JSON (diffs well in review).
    public func jsonData() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        var lines = ["{", "  \"nodes\": ["]
        for (index, entry) in entries.enumerated() {
            let path = String(decoding: (try? encoder.encode(entry.path)) ?? Data("\"\"".utf8), as: UTF8.self)
            let frame = entry.frame.map(Self.number).joined(separator: ", ")
            lines.append("    {\"path\": \(path), \"frame\": [\(frame)]}" + (index == entries.count - 1 ? "" : ","))
        }
        lines += ["  ]", "}", ""]
        return Data(lines.joined(separator: "\n").utf8)
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() && Swift.abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// Reads a layout record; the error names the file.
    public static func read(from url: URL) throws -> LayoutSnapshot {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw SnapshotError.unreadable(url.path, error.localizedDescription)
        }
        do { return try JSONDecoder().decode(LayoutSnapshot.self, from: data) } catch {
            throw SnapshotError.unreadable(url.path, "not a layout record: \(error)")
        }
    }

    /// What moved, appeared or disappeared between `reference` and this layout.
    public func changes(from reference: LayoutSnapshot) -> LayoutChanges {
        let old = Dictionary(reference.entries.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let new = Set(entries.map(\.path))
        var changes = LayoutChanges()
        for entry in entries {
            guard let before = old[entry.path] else { changes.added.append(entry.path); continue }
            if before.frame != entry.frame {
                changes.moved.append(.init(path: entry.path, reference: before.rect, actual: entry.rect))
            }
        }
        changes.removed = reference.entries.map(\.path).filter { !new.contains($0) }
        return changes
    }
}

/// The difference between two layout records.
public struct LayoutChanges: Hashable, Sendable, CustomStringConvertible {
    public struct Move: Hashable, Sendable {
        public var path: String
        public var reference: Rect
        public var actual: Rect
    }
    public var moved: [Move] = []
    public var added: [String] = []
    public var removed: [String] = []

    public var isEmpty: Bool { moved.isEmpty && added.isEmpty && removed.isEmpty }

    /// One line per change, at most `limit` lines.
    public func lines(limit: Int = 12) -> [String] {
        var lines = moved.map { "moved: \($0.path) \($0.reference) -> \($0.actual)" }
        lines += added.map { "added: \($0)" }
        lines += removed.map { "removed: \($0)" }
        if lines.count > limit {
            let more = lines.count - limit
            lines = Array(lines.prefix(limit)) + ["... and \(more) more"]
        }
        return lines
    }

    public var description: String { lines().joined(separator: "\n") }
}
