/// Where a value sits in a document, e.g. `root.children[2].style.flexGrow`.
public struct DocumentPath: Hashable, Sendable, CustomStringConvertible {
    public enum Component: Hashable, Sendable {
        case key(String)
        case index(Int)
    }

    public var components: [Component]

    public init(_ components: [Component] = []) {
        self.components = components
    }

    /// The whole document.
    public static let document = DocumentPath()

    public func appending(_ key: String) -> DocumentPath { DocumentPath(components + [.key(key)]) }
    public func appending(_ index: Int) -> DocumentPath { DocumentPath(components + [.index(index)]) }

    /// Keys that are plain identifiers print dotted; others in brackets, quoted.
    public var description: String {
        if components.isEmpty { return "document" }
        var out = ""
        for component in components {
            switch component {
            case .index(let index):
                out += "[\(index)]"
            case .key(let key):
                if Self.isIdentifier(key) {
                    out += out.isEmpty ? key : "." + key
                } else {
                    out += "[" + JSONValue.quoted(key) + "]"
                }
            }
        }
        return out
    }

    private static func isIdentifier(_ key: String) -> Bool {
        guard let first = key.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
        return key.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }
}
