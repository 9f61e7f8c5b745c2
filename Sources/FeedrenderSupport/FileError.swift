/// A file that could not be read or written; the message names the path.
///
/// The CLI maps it to exit status 3 when it concerns output.
package struct FileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, starting with the path.
    package var message: String

    package init(_ message: String) {
        self.message = message
    }

    package var description: String { "I/O error: \(message)" }
}
