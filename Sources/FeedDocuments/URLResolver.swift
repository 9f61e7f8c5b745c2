import DocumentModel
import Foundation

/// Resolves URLs written in a document: absolute ones (`http:`, `file:`, `data:`) as
/// they are, others relative to the document's own URL.
struct URLResolver: Sendable {
    /// The document's URL (a file or a page of a paged section).
    var base: URL

    func resolve(_ text: String) -> URL? {
        if text.isEmpty { return nil }
        if Self.hasScheme(text) { return URL(string: text) }
        if base.isFileURL {
            let path = text.hasPrefix("/") ? text : base.deletingLastPathComponent().path + "/" + text
            return URL(fileURLWithPath: path).standardizedFileURL
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

    private static func hasScheme(_ text: String) -> Bool {
        guard let colon = text.firstIndex(of: ":"), colon != text.startIndex else { return false }
        let scheme = text[..<colon]
        return scheme.first!.isLetter && scheme.allSatisfy { $0.isLetter || $0.isNumber || "+-.".contains($0) }
            && scheme.count > 1  // "C:" style drive letters are paths
    }
}
