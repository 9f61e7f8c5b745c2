import ArgumentParser
import DocumentModel
import FeedRendering
import FeedrenderSupport
import Screenshots

/// What `feedrender`'s exit status means. Every failure also prints one line on
/// standard error naming the file, URL or document path concerned.
///
/// - 0: success (`compare`: the images match).
/// - 1: the render failed (drawing, fetching more rows) or, with `--strict`, images could
///   not be loaded (the line names their URLs) or `screenshots` found a problem it would
///   otherwise warn about (low caption contrast, an upscaled background); `compare`: the
///   images differ.
/// - 2: usage error, or an input (document, image, folder) that cannot be read or is invalid.
/// - 3: the output could not be written (folder not creatable, disk full, ...).
/// - 129, 130, 143: stopped by SIGHUP, SIGINT (Ctrl-C) or SIGTERM; temporary files are
///   removed and a render, merge or screenshots run leaves its folder as it was (128 + the signal number, as
///   shells report it).
package enum ExitStatus: Int32, Sendable {
    case success = 0
    case renderFailure = 1
    case badInput = 2
    case outputFailure = 3
    case hangUp = 129
    case interrupted = 130
    case terminated = 143

    /// The text `--help` shows.
    static let helpText = """
        Exit status: 0 success; 1 render failure or (--strict) images that failed to load or warnings; \
        2 usage error or bad input document; 3 output not writable or in use by another run; \
        129/130/143 stopped by SIGHUP/SIGINT/SIGTERM (temporary files removed, the folder as it was).
        """

    /// The one mapping from a command's error to its exit status.
    package init(for error: any Error) {
        switch error {
        case let failure as CommandFailure: self = failure.status
        case is DocumentError: self = .badInput
        case is FileError: self = .outputFailure
        case let error as FeedRenderError:
            if case .output = error { self = .outputFailure } else { self = .renderFailure }
        case let error as ScreenshotError:
            switch error.kind {
            case .badInput: self = .badInput
            case .render: self = .renderFailure
            case .output: self = .outputFailure
            case .check: self = .renderFailure
            }
        default: self = .renderFailure
        }
    }
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
