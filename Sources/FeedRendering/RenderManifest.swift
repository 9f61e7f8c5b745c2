import Appearance
import Foundation

/// `manifest.json`: every file a render wrote, with its size, SHA-256 and the cell frames
/// it shows, plus the settings it was made with. Diffing two manifests shows a layout
/// change even where the pixels hardly move. Holds nothing that varies between runs of
/// the same input (no times, no job count), so it is byte-identical too.
public struct RenderManifest: Codable, Hashable, Sendable {
    /// Renderer name and version, e.g. `feedrender 0.1.0`.
    public var renderer: String
    /// SHA-256 of the pinned font files the text was drawn with.
    public var fontHash: String
    public var settings: Settings
    /// Height of the whole list, in points.
    public var contentHeight: Double
    /// Rows laid out (after any batch fetching).
    public var rowCount: Int
    public var files: [File]
    /// Set in a shard's manifest only (`manifest.shard-<i>-of-<n>.json`): which share it is,
    /// and how many frames, strip tiles and contact sheets the whole render has, so
    /// `feedrender merge` can check that the shards cover them with no gap and no overlap.
    public var shard: ShardRecord?

    /// What a shard's manifest adds.
    public struct ShardRecord: Codable, Hashable, Sendable {
        public var index: Int
        public var count: Int
        public var frameCount: Int
        public var stripTileCount: Int
        public var contactSheetCount: Int
        /// SHA-256 of the document the shard rendered and of its settings, so `merge`
        /// refuses a shard of another document (one with the same rows and height).
        package var input: String
    }

    /// The settings that decide the pixels.
    public struct Settings: Codable, Hashable, Sendable {
        public var device: String
        /// Viewport width and height, in points.
        public var viewport: [Double]
        public var scale: Double
        public var theme: String
        public var statusBar: Bool
        public var navigationTitle: String?
        /// Points between consecutive frames.
        public var scrollStep: Double
        public var frames: Bool
        public var strip: Bool
        public var contactSheet: Bool
        /// PNG compression, as `--png-compression` spells it: `fast`, `best` or a libdeflate
        /// level (changes bytes, not pixels).
        public var pngCompression: String
        /// True when section headers are pinned in frames; absent otherwise.
        public var stickyHeaders: Bool?
        /// The tab bar's titles and selected tab; absent without one.
        public var tabBar: TabBarSummary?
        /// The text size factor (`textSize`); absent at the default, 1.
        public var textSize: Double?
    }

    /// The tab bar a render drew.
    public struct TabBarSummary: Codable, Hashable, Sendable {
        public var titles: [String]
        /// Index of the selected tab, from 0.
        public var selected: Int
    }

    public enum Kind: String, Codable, Hashable, Sendable {
        case frame, strip, contactSheet
    }

    /// One written file.
    public struct File: Codable, Hashable, Sendable {
        /// Path relative to the output folder.
        public var path: String
        public var kind: Kind
        public var bytes: Int
        public var sha256: String
        /// Width and height in pixels.
        public var pixelSize: [Int]
        /// For frames and strip tiles: the content offset (points) at the image's top edge,
        /// below any chrome.
        public var contentOffset: Double?
        /// For contact sheets: the frames shown, in order.
        public var frameIndexes: [Int]?
        /// The cells the image shows, with frames in the image's own coordinates (points).
        public var cells: [CellFrame]
    }

    /// The manifest as pretty-printed JSON with sorted keys.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(self)
        data.append(UInt8(ascii: "\n"))
        return data
    }
}
