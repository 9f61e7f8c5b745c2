import DocumentModel
import Raster

/// What fills a store screenshot behind the device and caption.
package enum Background: Hashable, Sendable {
    case color(Color)
    /// Colours evenly spaced along a line at `angle` degrees, CSS-style: 180 runs top to
    /// bottom, 90 left to right, 135 from the top-left corner down to the bottom-right.
    case linearGradient(colors: [Color], angle: Double)
    /// An image file (PNG, JPEG or WebP) scaled to cover the whole screenshot, darkened by
    /// `dim` (0 = as is, 1 = black) so captions stay readable.
    case image(path: String, dim: Double)
}

extension Background {
    /// A few words naming the background, for messages.
    var summary: String {
        switch self {
        case .color(let color): "colour \(color.hexString)"
        case .linearGradient(let colors, _): "gradient " + colors.map(\.hexString).joined(separator: "–")
        case .image(let path, let dim): "image \(path) (dim \(dim))"
        }
    }
}

extension Raster.Color {
    /// `#rrggbb`.
    var hexString: String {
        let c = rgba8
        return "#" + [c.red, c.green, c.blue].map { value in
            let digits = String(value, radix: 16)
            return digits.count < 2 ? "0" + digits : digits
        }.joined()
    }
}
