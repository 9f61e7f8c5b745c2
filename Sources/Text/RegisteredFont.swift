import FeedrenderSupport
import Foundation

/// A font file a user registered (`FontLibrary`), with what fontconfig read from it: pinned
/// like the built-in files by its bytes' SHA-256, which goes into the renderer fingerprint.
package struct RegisteredFont: Hashable, Sendable {
    /// The file's absolute path on this machine (never written into outputs: paths differ by machine).
    package var path: String
    /// SHA-256 (hex) of the file's bytes, read when it was registered.
    package var sha256: String
    /// The family names its faces answer to, in the file's order ("Inter", "Inter Medium", ...).
    package var families: [String]
    /// The file's name, for messages and manifests.
    package var fileName: String { (path as NSString).lastPathComponent }
}
