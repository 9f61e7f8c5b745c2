import ImageDiff
import Raster

/// What a snapshot assertion checks: the rendered pixels and, optionally, the frames of the
/// tree that produced them.
public struct SnapshotCapture: Sendable {
    public var image: Bitmap
    public var layout: LayoutSnapshot?

    public init(image: Bitmap, layout: LayoutSnapshot? = nil) {
        self.image = image
        self.layout = layout
    }
}

/// How a snapshot check that did not fail ended.
public enum SnapshotOutcome: Hashable, Sendable {
    /// The capture matches the reference (pixels within tolerance, same frames).
    case matched
    /// The reference was written, as the record mode asked; the text says why.
    case recorded(String)
}
