import Appearance
import DocumentModel
import FeedDocuments
import Foundation

/// Reads a YAML or JSON file into a document value; problems become one-line bad-input
/// errors naming the file (and the line, or the path inside it).
enum DocumentFile {
    /// The parsed file at `path`, read as every document is (`DocumentReader`).
    static func read(_ path: String, shownAs name: String) throws -> DocumentValue {
        try reporting(in: name) { DocumentValue(try DocumentReader.read(atPath: path, shownAs: name)) }
    }

    /// Runs `body`, turning a `DocumentError` into a bad-input error naming `file`.
    static func reporting<T>(in file: String, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as DocumentError {
            throw ScreenshotError(.badInput, (error.file == nil ? error.inFile(file) : error).description)
        }
    }
}
