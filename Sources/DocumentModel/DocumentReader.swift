import Foundation

/// How a document's text is written.
public enum DocumentFormat: Sendable {
    case json
    case yaml

    /// YAML for a `.yaml` or `.yml` name (any case), JSON for anything else.
    public init(path: String) {
        let lowered = path.lowercased()
        self = lowered.hasSuffix(".yaml") || lowered.hasSuffix(".yml") ? .yaml : .json
    }
}

/// The one way to read a document (a layout document, a feed, a screenshot config, a
/// locale file) from a file, standard input or downloaded bytes: the bytes are checked
/// against a size limit, decoded as UTF-8 and parsed as JSON or YAML by name. Every
/// problem is a `DocumentError` that names the file.
package enum DocumentReader {
    /// The largest document accepted, in bytes (64 MiB): far above any real feed, low
    /// enough that a runaway file cannot exhaust memory.
    package static let defaultMaxBytes = 64 << 20

    /// The parsed document at `path` (`-` is standard input); errors name `displayName`
    /// (default: the path, or "standard input").
    package static func read(atPath path: String, shownAs displayName: String? = nil,
                             maxBytes: Int = defaultMaxBytes) throws -> JSONValue {
        let name = displayName ?? (path == "-" ? "standard input" : path)
        let text = try readText(atPath: path, shownAs: name, maxBytes: maxBytes)
        return try parse(text, format: DocumentFormat(path: path), shownAs: name)
    }

    /// The UTF-8 text at `path` (`-` is standard input).
    package static func readText(atPath path: String, shownAs displayName: String? = nil,
                                 maxBytes: Int = defaultMaxBytes) throws -> String {
        let name = displayName ?? (path == "-" ? "standard input" : path)
        let data: Data
        if path == "-" {
            data = FileHandle.standardInput.readDataToEndOfFile()
        } else {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw DocumentError(file: name, location: nil, problem: "no such file")
            }
            guard !isDirectory.boolValue else {
                throw DocumentError(file: name, location: nil, problem: "is a directory, not a document")
            }
            if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size > maxBytes {
                throw tooLarge(name, size: size, maxBytes: maxBytes)
            }
            guard let contents = FileManager.default.contents(atPath: path) else {
                throw DocumentError(file: name, location: nil, problem: "cannot read the file")
            }
            data = contents
        }
        return try text(of: data, shownAs: name, maxBytes: maxBytes)
    }

    /// Downloaded or in-memory bytes as document text.
    package static func text(of data: Data, shownAs name: String, maxBytes: Int = defaultMaxBytes) throws -> String {
        guard data.count <= maxBytes else { throw tooLarge(name, size: data.count, maxBytes: maxBytes) }
        guard let text = String(data: data, encoding: .utf8) else {
            throw DocumentError(file: name, location: nil, problem: "not UTF-8 text")
        }
        return text
    }

    /// Parses document text; errors name `name`.
    package static func parse(_ text: String, format: DocumentFormat, shownAs name: String) throws -> JSONValue {
        do {
            switch format {
            case .json: return try JSONValue(parsing: text)
            case .yaml: return try JSONValue(yaml: text)
            }
        } catch let error as DocumentError {
            throw error.inFile(name)
        }
    }

    private static func tooLarge(_ name: String, size: Int, maxBytes: Int) -> DocumentError {
        DocumentError(file: name, location: nil,
                      problem: "the document is \(size) bytes, over the limit of \(maxBytes) bytes")
    }
}
