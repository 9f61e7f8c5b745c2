import DocumentModel
/// Why a screenshot run failed, in one line naming the file, path, locale or key concerned.
package struct ScreenshotError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of failure it is; the command line maps each to an exit status.
    package enum Kind: Hashable, Sendable {
        /// The configuration, a locale file or a feed document is missing or invalid.
        case badInput
        /// Drawing a screen failed.
        case render
        /// An output file or folder could not be written.
        case output
        /// With `--strict`: a warning (low caption contrast, an upscaled background, …) that
        /// fails the run before anything is written.
        case check
    }

    package var kind: Kind
    package var message: String

    package init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    package var description: String { message }
}
