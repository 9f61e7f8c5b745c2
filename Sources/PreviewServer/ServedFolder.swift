import Foundation

/// The folder `feedrender serve` serves: the only place a requested document may come from.
/// A request names a document by a path relative to the folder; `resolve(_:)` refuses
/// absolute paths, `..`, hidden components, control characters and anything whose real
/// path (symbolic links followed) leaves the folder, so no request reads outside it.
package struct ServedFolder: Sendable {
    /// The folder, with its symbolic links resolved.
    package let root: URL
    /// Extensions of the documents a page can show.
    package static let documentExtensions: Set<String> = ["json", "yaml", "yml"]
    /// The longest relative path a request may name, in bytes.
    package static let maximumPathBytes = 1024
    /// How many files `documents()` and `WatchedFiles` look at, at most (deeper or later
    /// entries are left out, so a huge folder cannot stall the server).
    package static let maximumEntries = 4096

    /// Why a requested path was refused.
    package enum Refusal: Error, Equatable, CustomStringConvertible {
        case notRelative, outside, notADocument, missing

        package var description: String {
            switch self {
            case .notRelative: return "a document path must be relative to the served folder"
            case .outside: return "the path leaves the served folder"
            case .notADocument: return "not a .json, .yaml or .yml document"
            case .missing: return "no such document in the served folder"
            }
        }
    }

    /// Serves `folder` (an existing directory).
    package init(_ folder: URL) {
        root = URL(fileURLWithPath: Self.realPath(folder.path) ?? folder.standardizedFileURL.path, isDirectory: true)
    }

    /// The document at `relativePath` inside the folder, as an absolute file URL whose real
    /// path is inside the folder too.
    /// - Throws: `Refusal` when the path is absolute, climbs out, is hidden, is not a
    ///   document or does not exist.
    package func resolve(_ relativePath: String) throws -> URL {
        guard !relativePath.isEmpty, relativePath.utf8.count <= Self.maximumPathBytes,
              !relativePath.hasPrefix("/"), !relativePath.hasPrefix("~"), !relativePath.contains("\\"),
              !relativePath.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        else { throw Refusal.notRelative }
        let components = relativePath.split(separator: "/", omittingEmptySubsequences: false)
        guard !components.contains(where: { $0 == ".." }) else { throw Refusal.outside }
        guard !components.contains(where: { $0.isEmpty || $0.hasPrefix(".") }) else { throw Refusal.notRelative }
        guard Self.documentExtensions.contains((relativePath as NSString).pathExtension.lowercased()) else {
            throw Refusal.notADocument
        }
        let candidate = root.appendingPathComponent(relativePath)
        guard let real = Self.realPath(candidate.path) else { throw Refusal.missing }
        guard contains(realPath: real) else { throw Refusal.outside }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: real, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw Refusal.missing
        }
        return URL(fileURLWithPath: real)
    }

    /// The path of `url` relative to the folder (nil when it is not inside it).
    package func relativePath(of url: URL) -> String? {
        guard let real = Self.realPath(url.path), contains(realPath: real) else { return nil }
        return String(real.dropFirst(root.path.count + 1))
    }

    /// The documents in the folder and its subfolders (not hidden ones), sorted by path,
    /// whose real paths stay inside the folder.
    package func documents() -> [String] {
        entries().filter { Self.documentExtensions.contains(($0 as NSString).pathExtension.lowercased()) }
            .filter { (try? resolve($0)) != nil }
    }

    /// The relative paths of the files (and links to files) in the folder and its subfolders,
    /// hidden ones left out, in sorted order, at most `maximumEntries`.
    package func entries() -> [String] {
        guard let enumerator = FileManager.default.enumerator(
            at: root, includingPropertiesForKeys: [.isRegularFileKey, .isSymbolicLinkKey], options: [.skipsHiddenFiles])
        else { return [] }
        var paths: [String] = []
        for case let url as URL in enumerator {
            guard paths.count < Self.maximumEntries else { break }
            if enumerator.level > 8 { enumerator.skipDescendants(); continue }
            let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .isSymbolicLinkKey])
            guard values?.isRegularFile == true || values?.isSymbolicLink == true else { continue }
            let path = url.standardizedFileURL.path
            guard path.hasPrefix(root.path + "/") else { continue }
            paths.append(String(path.dropFirst(root.path.count + 1)))
        }
        return paths.sorted()
    }

    private func contains(realPath: String) -> Bool {
        realPath.hasPrefix(root.path.hasSuffix("/") ? root.path : root.path + "/")
    }

    /// `realpath(3)`: the absolute path with every symbolic link, `.` and `..` resolved;
    /// nil when the file does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
