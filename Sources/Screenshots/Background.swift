import DocumentModel
import Raster

/// What fills a store screenshot behind the device and caption.
public enum Background: Hashable, Sendable {
    case color(Color)
    /// Colours evenly spaced along a line at `angle` degrees, CSS-style: 180 runs top to
    /// bottom, 90 left to right, 135 from the top-left corner down to the bottom-right.
    case linearGradient(colors: [Color], angle: Double)
    /// An image file (PNG, JPEG or WebP) scaled to cover the whole screenshot, darkened by
    /// `dim` (0 = as is, 1 = black) so captions stay readable.
    case image(path: String, dim: Double)
}
