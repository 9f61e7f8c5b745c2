import Layout
import Nodes

/// A node of a drawn cell as `feedrender serve`'s inspector shows it: its type, its place in
/// the cell's node tree, its frame in the cell and what it says. Collected only when the
/// settings ask (`FeedRenderSettings.collectsNodeOutlines`): a render for files needs none.
package struct CellNodeOutline: Sendable, Equatable {
    /// The node's type (`TextNode`), with its `identifier` when it has one (`TextNode #title`).
    package var name: String
    /// Each node's type from the cell's root down, with its index among its supernode's
    /// subnodes (`PostCellNode/StackNode[0]/TextNode[2]`).
    package var path: String
    /// Its frame in points, in the cell's coordinates (the cell's whole layout).
    package var frame: Rect
    /// Its ancestors below the cell's root (a subnode of the root has 0).
    package var depth: Int
    /// A text node's text.
    package var text: String?

    /// Every node under `root` (not the root itself: the cell is its own region), depth
    /// first, with frames in `root`'s coordinates.
    static func outline(of root: DisplayNode) -> [CellNodeOutline] {
        var outline: [CellNodeOutline] = []
        func visit(_ node: DisplayNode, origin: Point, path: String, depth: Int) {
            for (index, child) in node.subnodes.enumerated() {
                let type = String(describing: Swift.type(of: child))
                let frame = Rect(x: origin.x + child.frame.origin.x, y: origin.y + child.frame.origin.y,
                                 width: child.frame.size.width, height: child.frame.size.height)
                let childPath = path + "/" + type + "[\(index)]"
                outline.append(CellNodeOutline(name: type + (child.identifier.map { " #\($0)" } ?? ""), path: childPath,
                                               frame: frame, depth: depth,
                                               text: (child as? TextNode)?.attributedText?.string))
                visit(child, origin: frame.origin, path: childPath, depth: depth + 1)
            }
        }
        visit(root, origin: .zero, path: String(describing: type(of: root)), depth: 0)
        return outline
    }
}
