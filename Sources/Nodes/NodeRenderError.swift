import Foundation
import Layout

/// Why a node tree could not be rendered.
package enum NodeRenderError: Error, Sendable, CustomStringConvertible {
    /// Strict image mode: these images could not be loaded (each line names its URL).
    case imagesFailed([String])
    /// The tree laid out to a size with no pixels, so there is nothing to draw.
    case emptySize(Size)
    /// A network image node has a URL but the renderer was given no image loader.
    case noImageLoader(URL)

    package var description: String {
        switch self {
        case .imagesFailed(let failures):
            return "\(failures.count) image(s) failed to load: " + failures.joined(separator: "; ")
        case .emptySize(let size):
            return "the node tree laid out to \(size) points, which has no pixels to draw"
        case .noImageLoader(let url):
            return "\(url.absoluteString.prefix(200)): no image loader was given to fetch it"
        }
    }
}
