/// Why the pinned fonts could not be set up.
package enum FontEnvironmentError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A pinned font file is not on disk; `package` is the Debian package that installs it.
    case missingFontFile(path: String, package: String)
    /// fontconfig refused our configuration or a font file.
    case fontconfig(String)
    /// The font cache directory could not be created.
    case cacheDirectory(path: String, reason: String)

    package var description: String {
        switch self {
        case let .missingFontFile(path, package):
            "font file \(path) is missing (Debian package \(package)); run scripts/setup to install the pinned fonts"
        case let .fontconfig(message):
            "fontconfig: \(message)"
        case let .cacheDirectory(path, reason):
            "cannot create font cache directory \(path): \(reason)"
        }
    }
}
