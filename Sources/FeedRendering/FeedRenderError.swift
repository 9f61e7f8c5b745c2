import Appearance
import Foundation

/// Why a feed render failed; each description is one line naming what is concerned.
public enum FeedRenderError: Error, Sendable, CustomStringConvertible {
    /// The output folder or a file in it could not be written.
    case output(path: String, reason: String)
    /// Strict mode: these image URLs could not be loaded (the files were still written,
    /// with placeholders).
    case imageFailures([String])
    /// Fetching the next page failed.
    case fetch(String)
    /// Drawing failed (e.g. a surface could not be made).
    case drawing(String)
    /// A section controller gave a value the list cannot lay out (a negative or
    /// non-finite `sizeForItem(at:)`); the message names the section.
    case sectionController(String)

    public var description: String {
        switch self {
        case .output(let path, let reason): return "\(path): cannot write: \(reason)"
        case .imageFailures(let urls):
            let shown = urls.prefix(10).joined(separator: ", ")
            let more = urls.count > 10 ? " and \(urls.count - 10) more" : ""
            return "\(urls.count) image(s) failed to load (--strict): \(shown)\(more)"
        case .fetch(let message): return "fetching more rows failed: \(message)"
        case .drawing(let message): return "drawing failed: \(message)"
        case .sectionController(let message): return "bad section controller value: \(message)"
        }
    }
}
