import Feedrender

/// A contact row: a round monogram, a name and a one-line subtitle.
public final class ProfileRow: CellNode {
    public init(name: String, subtitle: String, theme: Theme) {
        super.init()
        identifier = "ProfileRow"
        backgroundColor = theme.cellBackground
        let monogram = TextNode(String(name.prefix(1)), font: Font(size: 18, weight: .bold), color: .white)
        monogram.identifier = "monogram"
        monogram.backgroundColor = theme.accent
        monogram.cornerRadius = 20
        monogram.textContainerInset = EdgeInsets(top: 9, left: 13, bottom: 9, right: 13)
        let nameNode = TextNode(name, font: Font(size: 16, weight: .semibold), color: theme.primaryText)
        nameNode.identifier = "name"
        let subtitleNode = TextNode(subtitle, font: Font(size: 13), color: theme.secondaryText)
        subtitleNode.identifier = "subtitle"
        automaticallyManagesSubnodes = true
        layoutSpecBlock = { _, _ in
            var texts = StackLayoutSpec(direction: .vertical, spacing: 2, children: [nameNode, subtitleNode])
            texts.style.flexShrink = 1
            let row = StackLayoutSpec(direction: .horizontal, spacing: 12, alignItems: .center, children: [monogram, texts])
            return InsetLayoutSpec(insets: EdgeInsets(top: 10, left: 16, bottom: 10, right: 16), child: row)
        }
    }
}
