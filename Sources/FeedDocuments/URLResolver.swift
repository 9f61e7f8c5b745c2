import DocumentModel
import Foundation

/// Resolves URLs written in a document: absolute ones (`http:`, `file:`, `data:`) as
/// they are, others relative to the document's own URL.
struct URLResolver: Sendable {
    /// The document's URL (a file or a page of a paged section).
    let base: URL
    /// The folder of a file `base`, worked out once (resolving is per item).
    private let baseFolder: String?

    init(base: URL) {
        self.base = base
        baseFolder = base.isFileURL ? base.deletingLastPathComponent().path : nil
    }

    func resolve(_ text: String) -> URL? {
        if text.isEmpty { return nil }
        if Self.hasScheme(text) { return URL(string: text) }
        if let baseFolder {
            let path = text.hasPrefix("/") ? text : baseFolder + "/" + text
            // Naming it a file spares a stat per item; only dotted paths need standardizing.
            let url = URL(fileURLWithPath: path, isDirectory: false)
            return Self.hasDotComponent(path) ? url.standardizedFileURL : url
        }
        return URL(string: text, relativeTo: base)?.absoluteURL
    }

    /// The URL at `value` (a string, or null for none); throws naming its path.
    func url(_ value: DocumentValue?) throws -> URL? {
        guard let value, !value.isNull else { return nil }
        let text = try value.string()
        guard let url = resolve(text) else { throw value.error("not a valid URL: \(value.value.summary)") }
        return url
    }

    /// Whether a path has a component starting with a dot (`.` or `..` need resolving).
    private static func hasDotComponent(_ path: String) -> Bool {
        var previous: UInt8 = UInt8(ascii: "/")
        for byte in path.utf8 {
            if byte == UInt8(ascii: "."), previous == UInt8(ascii: "/") { return true }
            previous = byte
        }
        return false
    }

    private static func hasScheme(_ text: String) -> Bool {
        guard let colon = text.firstIndex(of: ":"), colon != text.startIndex else { return false }
        let scheme = text[..<colon]
        return scheme.first!.isLetter && scheme.allSatisfy { $0.isLetter || $0.isNumber || "+-.".contains($0) }
            && scheme.count > 1  // "C:" style drive letters are paths
    }
}
