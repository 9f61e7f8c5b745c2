import FeedrenderSupport
import Foundation

/// Stable file names for URLs: the SHA-256 of the URL's absolute string, in lower-case hex.
enum URLDigest {
    static func fileStem(for url: URL) -> String {
        SHA256.hex(of: url.absoluteString)
    }
}
