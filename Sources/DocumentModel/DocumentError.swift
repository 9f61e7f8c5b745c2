/// A fault in a document, described in one line: `<where>: <problem>`, where is the JSON
/// path (`root.children[2].style.flexGrow`) or, for syntax errors, the line and column;
/// optionally prefixed by the file name.
package struct DocumentError: Error, Hashable, Sendable, CustomStringConvertible {
    package enum Location: Hashable, Sendable {
        case path(DocumentPath)
        case text(line: Int, column: Int)
    }

    package var file: String?
    package var location: Location?
    package var problem: String

    package init(file: String? = nil, location: Location?, problem: String) {
        self.file = file
        self.location = location
        self.problem = problem
    }

    package init(path: DocumentPath, _ problem: String) {
        self.init(location: .path(path), problem: problem)
    }

    package init(line: Int, column: Int, _ problem: String) {
        self.init(location: .text(line: line, column: column), problem: problem)
    }

    /// The same error, naming the file it came from.
    package func inFile(_ name: String) -> DocumentError {
        var copy = self
        copy.file = name
        return copy
    }

    package var description: String {
        var parts: [String] = []
        if let file { parts.append(file) }
        switch location {
        case .path(let path): parts.append(path.description)
        case .text(let line, let column): parts.append("line \(line), column \(column)")
        case nil: break
        }
        parts.append(problem.replacingNewlines())
        return parts.joined(separator: ": ")
    }
}

extension String {
    /// Keeps error descriptions on one line.
    fileprivate func replacingNewlines() -> String {
        String(unicodeScalars.map { $0 == "\n" || $0 == "\r" ? " " : Character($0) })
    }
}
