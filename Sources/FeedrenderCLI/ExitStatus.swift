import Appearance
import ArgumentParser
import DocumentModel
import FeedDocuments
import FeedRendering
import FeedrenderSupport
import ImageDiff
import LayoutDocumentDrawing
import LayoutDocuments
import Lists

/// What `feedrender`'s exit status means. Every failure also prints one line on
/// standard error naming the file, URL or document path concerned.
///
/// - 0: success.
/// - 1: the render failed (drawing, fetching more rows, writing nothing) or, with
///   `--strict`, images could not be loaded (the line names their URLs).
/// - 2: usage error, or a feed document that cannot be read or is invalid.
/// - 3: the output could not be written (folder not creatable, disk full, ...).
public enum ExitStatus: Int32, Sendable {
    case success = 0
    case renderFailure = 1
    case badInput = 2
    case outputFailure = 3

    /// The text `--help` shows.
    static let helpText = """
        Exit status: 0 success; 1 render failure or (--strict) images that failed to load; \
        2 usage error or bad feed document; 3 output not writable.
        """
}

/// A failure already described in one line, with its exit status.
package struct CommandFailure: Error, CustomStringConvertible {
    package var status: ExitStatus
    package var message: String
    package var description: String { message }

    package init(status: ExitStatus, message: String) {
        self.status = status
        self.message = message
    }
}
