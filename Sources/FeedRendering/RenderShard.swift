/// One deterministic share of a render, for spreading a run over machines: shard `index`
/// of `count` writes frame *f* when *f* mod `count` = `index`, and likewise strip tile *t*
/// and contact sheet *s* by their numbers. Every shard lays out the whole feed (cheap) and
/// draws only the rows its files show, so `count` shards together write exactly the files
/// of one unsharded run, byte for byte; `feedrender merge` joins their manifests.
public struct RenderShard: Hashable, Sendable, CustomStringConvertible {
    /// 0-based.
    public var index: Int
    public var count: Int

    /// Nil unless `0 <= index < count`.
    public init?(index: Int, count: Int) {
        guard count >= 1, (0..<count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// Parses `i/n` as the CLI spells it (`0/3`, `1/3`, `2/3`).
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else { return nil }
        self.init(index: index, count: count)
    }

    /// Whether this shard writes the file numbered `number` (a frame, tile or sheet).
    public func owns(_ number: Int) -> Bool { number % count == index }

    /// The name of this shard's manifest: `manifest.shard-<i>-of-<n>.json`.
    public var manifestName: String { "manifest.shard-\(index)-of-\(count).json" }

    public var description: String { "\(index)/\(count)" }
}
