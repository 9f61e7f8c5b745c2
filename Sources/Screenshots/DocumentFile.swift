import Appearance
import DocumentModel
import FeedDocuments
import FeedRendering
import FeedrenderSupport
import Foundation
import Lists

/// Reads a YAML or JSON file into a document value; problems become one-line bad-input
/// errors naming the file (and the line, or the path inside it).
enum DocumentFile {
    /// The parsed file at `path`; `.yaml`/`.yml` is read as YAML, anything else as JSON.
    static func read(_ path: String, shownAs name: String) throws -> DocumentValue {
        guard let data = FileManager.default.contents(atPath: path) else {
            let problem = FileManager.default.fileExists(atPath: path) ? "cannot read the file" : "no such file"
            throw ScreenshotError(.badInput, "\(name): \(problem)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ScreenshotError(.badInput, "\(name): not UTF-8 text")
        }
        return try reporting(in: name) {
            let isYAML = ["yaml", "yml"].contains((path as NSString).pathExtension.lowercased())
            return DocumentValue(isYAML ? try JSONValue(yaml: text) : try JSONValue(parsing: text))
        }
    }

    /// Runs `body`, turning a `DocumentError` into a bad-input error naming `file`.
    static func reporting<T>(in file: String, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as DocumentError {
            throw ScreenshotError(.badInput, error.inFile(file).description)
        }
    }
}
