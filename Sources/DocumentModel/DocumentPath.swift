/// Where a value sits in a document, e.g. `root.children[2].style.flexGrow`.
///
/// Paths share their prefixes: `appending` is O(1) and stores one component, so every
/// value of a deeply nested document can carry its path without quadratic memory.
package struct DocumentPath: Hashable, Sendable, CustomStringConvertible {
    package enum Component: Hashable, Sendable {
        case key(String)
        case index(Int)
    }

    /// The last component and the path before it; nil for the whole document.
    private var last: Link?

    package init(_ components: [Component] = []) {
        for component in components { last = Link(parent: last, component: component) }
    }

    private init(last: Link) {
        self.last = last
    }

    /// The components from the document's top down.
    package var components: [Component] {
        var reversed: [Component] = []
        reversed.reserveCapacity(count)
        var link = last
        while let current = link {
            reversed.append(current.component)
            link = current.parent
        }
        return reversed.reversed()
    }

    /// How many components the path has.
    package var count: Int { last?.depth ?? 0 }

    /// The whole document.
    package static let document = DocumentPath()

    package func appending(_ key: String) -> DocumentPath { DocumentPath(last: Link(parent: last, component: .key(key))) }
    package func appending(_ index: Int) -> DocumentPath { DocumentPath(last: Link(parent: last, component: .index(index))) }

    package static func == (lhs: DocumentPath, rhs: DocumentPath) -> Bool {
        guard lhs.count == rhs.count else { return false }
        var left = lhs.last, right = rhs.last
        while let l = left, let r = right {
            if l === r { return true }
            if l.component != r.component { return false }
            left = l.parent
            right = r.parent
        }
        return true
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        var link = last
        while let current = link {
            hasher.combine(current.component)
            link = current.parent
        }
    }

    /// Keys that are plain identifiers print dotted; others in brackets, quoted.
    package var description: String {
        if last == nil { return "document" }
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

    /// One component and the (shared) path before it.
    private final class Link: @unchecked Sendable {
        // Set once in init; only `deinit` clears it, when nothing else can see the link.
        private(set) var parent: Link?
        let component: Component
        let depth: Int

        init(parent: Link?, component: Component) {
            self.parent = parent
            self.component = component
            depth = (parent?.depth ?? 0) + 1
        }

        /// Releases a long chain iteratively: recursive releases of a 10,000-link path
        /// could overflow a small thread stack.
        deinit {
            var next = parent
            parent = nil
            while next != nil, isKnownUniquelyReferenced(&next!) {
                let after = next!.parent
                next!.parent = nil
                next = after
            }
        }
    }
}
