import DocumentModel
import Foundation

/// The files a screenshots configuration may name (locale files, feed documents,
/// background images): paths relative to its folder, or absolute ones, that lie — after
/// `..` and symbolic links are resolved — in its folder or under an allowed root
/// (`feedrender screenshots --allow-root DIR`).
struct ConfigurationFiles {
    /// The configuration's folder, which relative paths resolve against.
    let base: String
    /// Canonical folders files may come from: `base` and the allowed roots.
    private let roots: [String]

    init(base: String, allowedRoots: [String]) {
        self.base = base
        roots = ([base] + allowedRoots).map(Self.canonical)
    }

    /// `path` made absolute against the configuration's folder.
    func resolve(_ path: String) -> String {
        path.hasPrefix("/") ? path : base + "/" + path
    }

    /// The string at `value`, a path inside the allowed folders (it need not exist yet).
    func allowedFile(_ value: DocumentValue) throws -> String {
        let path = try value.string()
        let canonical = Self.canonical(resolve(path))
        let inside = roots.contains { root in
            canonical == root || canonical.hasPrefix(root.hasSuffix("/") ? root : root + "/")
        }
        guard inside else {
            throw value.error("\(JSONValue.quoted(path)) is outside the configuration's folder "
                              + "(allow its folder with --allow-root DIR)")
        }
        return path
    }

    /// The string at `value`, a path inside the allowed folders naming an existing file.
    func existingFile(_ value: DocumentValue, what: String) throws -> String {
        let path = try allowedFile(value)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: resolve(path), isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw value.error("no such \(what): \(JSONValue.quoted(path))")
        }
        return path
    }

    private static func canonical(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }
}
