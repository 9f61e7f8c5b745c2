import FeedrenderSupport
import Yams

extension JSONValue {
    /// Parses YAML text into the same values JSON gives (mapping order kept). Scalars
    /// follow YAML 1.1 core resolution: `null`/`~`, booleans, ints, floats, else strings.
    ///
    /// Documents nesting deeper than `limits.depth`, or whose aliases expand to more than
    /// `limits.aliasExpansions` values, are refused before they are built; composing
    /// recurses once per level, so it runs on a large stack.
    package init(yaml text: String, limits: DocumentLimits = .default) throws {
        try YAMLPreflight.check(text, limits: limits)
        self = try LargeStack.run {
            let node: Node?
            do {
                node = try Yams.compose(yaml: text)
            } catch let error as YamlError {
                throw Self.documentError(error)
            }
            guard let node else { return .null }
            return try JSONValue(yamlNode: node)
        }
    }

    private init(yamlNode node: Node) throws {
        switch node {
        case .scalar(let scalar) where Self.isPlainString(scalar):
            self = .string(scalar.string)
        case .scalar(let scalar):
            switch Tag.Name(rawValue: node.tag.description) {
            case .null: self = .null
            case .bool: self = .bool(node.bool ?? false)
            case .int, .float:
                guard let value = node.float, value.isFinite else {
                    throw Self.error(at: node.mark, "number \(scalar.string) is out of range")
                }
                self = .number(value)
            default: self = .string(scalar.string)
            }
        case .sequence(let sequence):
            self = .array(try sequence.map { try JSONValue(yamlNode: $0) })
        case .mapping(let mapping):
            var object = JSONObject()
            for (keyNode, valueNode) in mapping {
                guard case .scalar(let key) = keyNode else {
                    throw Self.error(at: keyNode.mark, "mapping keys must be strings")
                }
                if object.contains(key: key.string) {
                    throw Self.error(at: keyNode.mark, "duplicate key \(JSONValue.quoted(key.string))")
                }
                object[key.string] = try JSONValue(yamlNode: valueNode)
            }
            self = .object(object)
        }
    }

    /// Whether `scalar` is a string without asking the resolver (whose regular expressions
    /// dominate reading large documents): quoted scalars without a tag always are, and so
    /// are plain ones starting with a letter no null, boolean or number can start with.
    private static func isPlainString(_ scalar: Node.Scalar) -> Bool {
        // An unresolved tag prints as "" (implicit, plain) or "!" (non-specific, quoted).
        switch scalar.tag.description {
        case "!": return true
        case "":
            guard let first = scalar.string.unicodeScalars.first, first.isASCII else { return false }
            return first.properties.isAlphabetic && !"yYnNtTfFoO".unicodeScalars.contains(first)
        default: return false
        }
    }

    private static func error(at mark: Mark?, _ problem: String) -> DocumentError {
        guard let mark else { return DocumentError(location: nil, problem: problem) }
        return DocumentError(line: mark.line, column: mark.column, problem)
    }

    private static func documentError(_ error: YamlError) -> DocumentError {
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
             .composer(_, let problem, let mark, _):
            return DocumentError(line: mark.line, column: mark.column, problem)
        default:
            return DocumentError(location: nil, problem: "invalid YAML: \(error)")
        }
    }
}
