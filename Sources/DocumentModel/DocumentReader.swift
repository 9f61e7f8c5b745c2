import Foundation

/// How a document's text is written.
package enum DocumentFormat: Sendable {
    case json
    case yaml

    /// YAML for a `.yaml` or `.yml` name (any case), JSON for anything else.
    package init(path: String) {
        let lowered = path.lowercased()
        self = lowered.hasSuffix(".yaml") || lowered.hasSuffix(".yml") ? .yaml : .json
    }
}

/// The one way to read a document (a layout document, a feed, a screenshot config, a
/// locale file) from a file, standard input or downloaded bytes: the bytes are checked
/// against the size limit, decoded as UTF-8 and parsed as JSON or YAML by name within the
/// depth and alias limits (`DocumentLimits`). Every problem is a `DocumentError` that
/// names the file.
package enum DocumentReader {
    /// The parsed document at `path` (`-` is standard input); errors name `displayName`
    /// (default: the path, or "standard input").
    package static func read(atPath path: String, shownAs displayName: String? = nil,
                             limits: DocumentLimits = .default) throws -> JSONValue {
        let name = displayName ?? (path == "-" ? "standard input" : path)
        let text = try readText(atPath: path, shownAs: name, limits: limits)
        return try parse(text, format: DocumentFormat(path: path), shownAs: name, limits: limits)
    }

    /// The UTF-8 text at `path` (`-` is standard input).
    package static func readText(atPath path: String, shownAs displayName: String? = nil,
                                 limits: DocumentLimits = .default) throws -> String {
        let name = displayName ?? (path == "-" ? "standard input" : path)
        let maxBytes = limits.bytes
        let data: Data
        if path == "-" {
            data = try readStandardInput(upTo: maxBytes, shownAs: name)
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
        return try text(of: data, shownAs: name, limits: limits)
    }

    /// Downloaded or in-memory bytes as document text.
    package static func text(of data: Data, shownAs name: String, limits: DocumentLimits = .default) throws -> String {
        guard data.count <= limits.bytes else { throw tooLarge(name, size: data.count, maxBytes: limits.bytes) }
        guard let text = String(data: data, encoding: .utf8) else {
            throw DocumentError(file: name, location: nil, problem: "not UTF-8 text")
        }
        return text
    }

    /// Parses document text; errors name `name`.
    package static func parse(_ text: String, format: DocumentFormat, shownAs name: String,
                              limits: DocumentLimits = .default) throws -> JSONValue {
        do {
            let value: JSONValue
            switch format {
            case .json: value = try JSONValue(parsing: text, maximumDepth: limits.depth)
            case .yaml: value = try JSONValue(yaml: text, limits: limits)
            }
            if let problem = limits.longStringProblem(in: value) { throw problem }
            return value
        } catch let error as DocumentError {
            throw error.inFile(name)
        }
    }

    /// Standard input, refusing it as soon as it passes `maxBytes` (it may never end).
    private static func readStandardInput(upTo maxBytes: Int, shownAs name: String) throws -> Data {
        var data = Data()
        while let chunk = try FileHandle.standardInput.read(upToCount: 1 << 20), !chunk.isEmpty {
            data.append(chunk)
            if data.count > maxBytes { throw tooLarge(name, size: data.count, maxBytes: maxBytes, atLeast: true) }
        }
        return data
    }

    private static func tooLarge(_ name: String, size: Int, maxBytes: Int, atLeast: Bool = false) -> DocumentError {
        DocumentError(file: name, location: nil,
                      problem: (atLeast ? "the document is" : "the document is \(size) bytes,") + " over the limit of \(maxBytes) bytes "
                          + "(\(DocumentLimits.raiseHint(.bytes)))")
    }
}
