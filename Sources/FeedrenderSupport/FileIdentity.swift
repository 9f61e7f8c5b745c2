import Foundation

/// What identifies a file's content without reading it: size, inode, modification and
/// status-change times. The kernel sets the status-change time on every write and no user
/// call can set it back, so an unchanged identity means unchanged bytes (the test
/// fontconfig's own cache uses).
package struct FileIdentity: Codable, Hashable, Sendable {
    package var size: Int64
    package var inode: UInt64
    package var modified: Int64
    package var changed: Int64

    /// The identity of the file at `path` (following links), or nil when it cannot be read.
    package init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        size = Int64(info.st_size)
        inode = UInt64(info.st_ino)
        modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        changed = Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec)
    }
}
