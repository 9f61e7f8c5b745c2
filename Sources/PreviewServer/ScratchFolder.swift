import FeedrenderSupport
import Foundation

/// The private folder renders write into (one subfolder per render, removed as soon as its
/// images are read), itself removed when the server stops: a stopped server leaves no
/// temporary files.
final class ScratchFolder: Sendable {
    let url: URL
    private let counter = Locked(0)

    /// Makes a new private folder (mode 0700) in the system's temporary folder.
    init() throws {
        let template = FileManager.default.temporaryDirectory.appendingPathComponent("feedrender-serve-XXXXXX").path
        var bytes = Array(template.utf8CString)
        guard let made = mkdtemp(&bytes) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: template])
        }
        url = URL(fileURLWithPath: String(cString: made), isDirectory: true)
    }

    /// A new, not yet existing subfolder for one render.
    func newFolder() -> URL {
        let number = counter.withLock { value -> Int in
            value += 1
            return value
        }
        return url.appendingPathComponent("render-\(number)", isDirectory: true)
    }

    /// Removes the folder and everything in it.
    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
