import Foundation
import ImageDiff
import Nodes
import Raster

/// What a feedrender snapshot strategy produces and what references are compared with: the
/// rendered pixels and, optionally, the frames of the tree that produced them (kept next to the
/// reference PNG as `<name>.layout.json`).
///
/// It is the `Format` of every feedrender `Snapshotting` strategy, so those strategies are plain
/// swift-snapshot-testing values.
public struct SnapshotImage: Sendable {
    public var bitmap: Bitmap
    public var layout: LayoutSnapshot?
    /// The accessibility elements (the `.accessibility` strategy's), kept next to the layout
    /// record as `<name>.accessibility.json` when it is recorded.
    public var accessibility: AccessibilityRecord?
    /// Why nothing could be rendered (the render threw, or images did not load); the assertion
    /// fails with this message instead of comparing. swift-snapshot-testing's snapshot
    /// functions cannot throw, so the problem travels inside the value.
    public var problem: String?

    public init(bitmap: Bitmap, layout: LayoutSnapshot? = nil) {
        self.bitmap = bitmap
        self.layout = layout
    }

    /// A value that carries only a problem (a 1×1 transparent bitmap stands in for pixels).
    public init(problem: String) {
        bitmap = Bitmap(width: 1, height: 1, color: .clear)
        self.problem = problem
    }

    /// PNG bytes of the pixels (what a reference file holds).
    func pngData() -> Data {
        (try? RasterBridge.encodePNG(bitmap)) ?? Data()
    }

    /// The image a reference file holds; a file that does not decode becomes a problem value,
    /// which then fails the comparison naming the file.
    static func decoding(_ data: Data, path: String) -> SnapshotImage {
        do { return SnapshotImage(bitmap: try RasterBridge.decodeImage(data, path: path)) } catch {
            return SnapshotImage(problem: "\(error)")
        }
    }
}
