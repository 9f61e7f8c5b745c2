import FeedrenderSupport
import Yams

/// The line each value of a document starts on, by key path: what `feedrender serve`'s
/// inspector shows as "the document line a node came from". An object member's line is its
/// key's; an array element's is its first character's. Made on demand by parsing the text
/// again (readers that only need values pay nothing for it).
package struct DocumentLines: Sendable, Equatable {
    private var lines: [DocumentPath: Int]

    /// The lines of `text`, a document in `format`, within `limits` (as `DocumentReader`
    /// reads it). A text that does not parse (its reader says why) has no lines.
    package init(of text: String, format: DocumentFormat, limits: DocumentLimits = .default) {
        switch format {
        case .json:
            var parser = JSONParser(text: text, maximumDepth: limits.depth, recordsLines: true)
            lines = (try? parser.parse()) == nil ? [:] : parser.lines ?? [:]
        case .yaml:
            guard (try? YAMLPreflight.check(text, limits: limits)) != nil else { lines = [:]; return }
            lines = (try? LargeStack.run {
                var lines: [DocumentPath: Int] = [:]
                guard let node = try? Yams.compose(yaml: text) else { return lines }
                Self.record(node, at: .document, line: node.mark?.line, into: &lines)
                return lines
            }) ?? [:]
        }
    }

    /// The 1-based line of the value at `path`, or of its nearest ancestor that has one
    /// (nil for a path the document does not have at all).
    package func line(of path: DocumentPath) -> Int? {
        var components = path.components
        while true {
            if let line = lines[DocumentPath(components)] { return line }
            if components.isEmpty { return nil }
            components.removeLast()
        }
    }

    /// How many values have a line.
    package var count: Int { lines.count }

    /// Records `node` (whose line is `line`: its key's for a mapping value) and its members.
    private static func record(_ node: Node, at path: DocumentPath, line: Int?, into lines: inout [DocumentPath: Int]) {
        if let line { lines[path] = line }
        switch node {
        case .scalar: break
        case .sequence(let sequence):
            for (index, item) in sequence.enumerated() {
                record(item, at: path.appending(index), line: item.mark?.line, into: &lines)
            }
        case .mapping(let mapping):
            for (key, value) in mapping {
                guard case .scalar(let name) = key else { continue }
                record(value, at: path.appending(name.string), line: key.mark?.line, into: &lines)
            }
        }
    }
}
