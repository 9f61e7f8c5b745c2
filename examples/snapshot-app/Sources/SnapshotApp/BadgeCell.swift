import Feedrender

/// A settings-style row: a title and, when `count` is above zero, a count badge on the right.
public final class BadgeCell: CellNode {
    private let titleNode: TextNode
    private let badgeNode: TextNode

    /// The badge colour; themes pass their accent.
    public init(title: String, count: Int, theme: Theme, badgeColor: Color? = nil) {
        titleNode = TextNode(title, font: Font(size: 17), color: theme.primaryText)
        titleNode.identifier = "title"
        badgeNode = TextNode(count > 99 ? "99+" : "\(count)", font: Font(size: 13, weight: .bold), color: theme.badgeText)
        badgeNode.identifier = "badge"
        badgeNode.backgroundColor = badgeColor ?? theme.badge
        badgeNode.cornerRadius = 10
        badgeNode.textContainerInset = EdgeInsets(top: 2, left: 7, bottom: 2, right: 7)
        super.init()
        identifier = "BadgeCell"
        backgroundColor = theme.cellBackground
        automaticallyManagesSubnodes = true
        // The title takes the free width, pushing the badge to the trailing edge.
        titleNode.style.flexGrow = 1
        titleNode.style.flexShrink = 1
        let showsBadge = count > 0
        layoutSpecBlock = { [titleNode, badgeNode] _, _ in
            let children: [any LayoutElement] = showsBadge ? [titleNode, badgeNode] : [titleNode]
            let row = StackLayoutSpec(direction: .horizontal, spacing: 8, alignItems: .center, children: children)
            return InsetLayoutSpec(insets: EdgeInsets(top: 12, left: 16, bottom: 12, right: 16), child: row)
        }
    }
}
