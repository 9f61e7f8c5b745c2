import Foundation

/// What a render produced and what it cost.
public struct FeedRenderResult: Sendable {
    /// The folder the files were written to.
    public var directory: URL
    /// Also written to `manifest.json` in `directory`.
    public var manifest: RenderManifest
    /// Seconds per stage, summed over workers.
    public var stageSeconds: [RenderStage: Double]
    /// CPU seconds per stage, summed over threads (image decoding counts as raster).
    public var stageCPUSeconds: [RenderStage: Double] = [:]
    /// Wall-clock seconds of the whole render (not counting document decoding).
    public var wallSeconds: Double
    /// Problems that did not stop the render (images drawn as placeholders, layout warnings).
    public var warnings: [String]
    /// Image URLs that could not be loaded, sorted.
    public var failedImageURLs: [String]
    /// The most cell rasters held at once.
    public var peakCachedCells: Int
    /// The most rows any frame's display range covered: the cache never needs more.
    public var largestDisplayRange: Int
    /// Each drawn row's nodes by the row's identifier, when the settings collect them.
    package var cellOutlines: [String: [CellNodeOutline]] = [:]

    public var frameCount: Int { manifest.files.filter { $0.kind == .frame }.count }
    public var totalBytes: Int { manifest.files.reduce(0) { $0 + $1.bytes } }
}
