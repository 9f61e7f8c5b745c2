import Appearance
import Layout
import Nodes

/// A message in Marslink: who sent it and what it says.
package struct Message: Hashable, Sendable {
    package var id: String
    package var user: String
    package var text: String

    package init(id: String, user: String, text: String) {
        self.id = id
        self.user = user
        self.text = text
    }
}

/// A message: the sender's name in small capitals (uppercased, spaced) over the text.
package final class MessageCellNode: CellNode {
    private let user: TextNode
    private let text: TextNode

    package init(message: Message, theme: Theme) {
        user = makeTextNode(message.user.uppercased(), size: 11, weight: .bold, color: theme.secondaryText,
                            maxLines: 1, kerning: 0.8, identifier: "user")
        text = makeTextNode(message.text, size: 15, color: theme.primaryText, lineHeight: 21, identifier: "text")
        super.init()
        backgroundColor = theme.cellBackground
        automaticallyManagesSubnodes = true
    }

    package override func layoutSpecThatFits(_ range: SizeRange) -> any LayoutElement {
        StackLayoutSpec(direction: .vertical, spacing: 4, alignItems: .stretch, children: [user, text])
            .inset(EdgeInsets(top: 10, left: 15, bottom: 10, right: 15))
    }
}
