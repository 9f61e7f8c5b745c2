import Layout
import Nodes
@testable import FeedDocuments

extension LocalizedFeed {
    /// The text of every text node of every row, laid out `width` points wide, keyed by row
    /// and node id (`section/item#node`).
    func textNodeStrings(width: Double = 390) -> [String: String] {
        var found: [String: String] = [:]
        for row in source.rows() {
            let cell = row.makeCell()
            _ = cell.layoutThatFits(SizeRange(min: Size(width: width, height: 0), max: Size(width: width, height: .infinity)),
                                    scale: 1)
            var pending: [DisplayNode] = [cell]
            while let node = pending.popLast() {
                if let text = node as? TextNode, let string = text.attributedText?.string {
                    found[row.identifier + "#" + (node.identifier ?? "?")] = string
                }
                pending += node.subnodes
            }
        }
        return found
    }
}
