import Foundation

/// Reads `file://` URLs, but only below the configured folders (after resolving symlinks and `..`),
/// so a document cannot make the renderer read arbitrary files.
struct FileURLReader: Sendable {
    private let roots: [String]

    init(allowedRoots: [URL]) {
        roots = allowedRoots.map { Self.canonicalPath($0) }
    }

    func read(_ url: URL) throws(ImageLoadError) -> Data {
        let path = Self.canonicalPath(url)
        let allowed = roots.contains { root in
            path == root || path.hasPrefix(root.hasSuffix("/") ? root : root + "/")
        }
        guard allowed else { throw ImageLoadError(url: url, reason: .fileOutsideAllowedRoots) }
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw ImageLoadError(url: url, reason: .fileUnreadable(error.localizedDescription))
        }
    }

    private static func canonicalPath(_ url: URL) -> String {
        URL(fileURLWithPath: url.path).standardizedFileURL.resolvingSymlinksInPath().path
    }
}
