import Layout
import Nodes

extension LayoutSnapshot {
    /// The frames of a laid-out node tree (after `applyLayout`), the root at the origin.
    public init(node root: DisplayNode) {
        var entries: [Entry] = []
        func visit(_ node: DisplayNode, path: String, origin: Point) {
            entries.append(Entry(path: path, frame: Rect(origin: origin, size: node.frame.size)))
            let names = node.subnodes.map(Self.name(of:))
            var seen: [String: Int] = [:]
            for (subnode, name) in zip(node.subnodes, names) {
                let index = seen[name, default: 0]
                seen[name] = index + 1
                let unique = names.lazy.filter { $0 == name }.count == 1
                let childPath = path + "/" + (unique ? name : "\(name)[\(index)]")
                visit(subnode, path: childPath,
                      origin: Point(x: origin.x + subnode.frame.minX, y: origin.y + subnode.frame.minY))
            }
        }
        visit(root, path: Self.name(of: root), origin: .zero)
        self.init(entries: entries)
    }

    static func name(of node: DisplayNode) -> String {
        if let identifier = node.identifier, !identifier.isEmpty { return identifier }
        return String(describing: type(of: node))
    }
}
