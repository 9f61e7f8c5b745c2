/// Why a font file could not be registered or a family is not available (`FontLibrary`).
public enum FontLibraryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No file at `path`.
    case missingFile(path: String)
    /// The file at `path` exists but cannot be read (a folder, no permission, an I/O error).
    case unreadableFile(path: String, reason: String)
    /// The file at `path` holds no face fontconfig can read (corrupt, or not TTF/OTF/TTC).
    case notAFont(path: String)
    /// No pinned or registered face has the family `family`; `known` lists those that do.
    case unknownFamily(String, known: [String])
    /// The pinned fonts themselves are missing (run scripts/setup).
    case builtInFontsUnavailable(String)

    /// One line naming the file or the family, for messages.
    public var description: String {
        switch self {
        case .missingFile(let path):
            "font file \"\(path)\" does not exist"
        case let .unreadableFile(path, reason):
            "font file \"\(path)\" cannot be read: \(reason)"
        case .notAFont(let path):
            "font file \"\(path)\" is not a font fontconfig can read (expected TrueType, OpenType or a collection; is it corrupt?)"
        case let .unknownFamily(family, known):
            "unknown font family \"\(family)\"; register its font files (fonts:) or use one of: \(known.joined(separator: ", "))"
        case .builtInFontsUnavailable(let reason):
            reason
        }
    }
}
