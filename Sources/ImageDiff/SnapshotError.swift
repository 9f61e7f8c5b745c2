/// Problems that stop a snapshot assertion before any comparison (bad settings, unreadable files).
package enum SnapshotError: Error, Hashable, Sendable, CustomStringConvertible {
    case invalidSetting(String)
    /// A file that could not be read or decoded: its path and why.
    case unreadable(String, String)
    /// A file that could not be written: its path and why.
    case unwritable(String, String)
    case render(String)

    package var description: String {
        switch self {
        case .invalidSetting(let message): "invalid snapshot setting: \(message)"
        case .unreadable(let path, let reason): "cannot read \(path): \(reason)"
        case .unwritable(let path, let reason): "cannot write \(path): \(reason)"
        case .render(let message): "cannot render the snapshot: \(message)"
        }
    }
}
