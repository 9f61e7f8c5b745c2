import Appearance
import Layout
import Nodes

/// An entry of Marslink's journal (IGListKit's tutorial app): the sol it was written on
/// and what happened.
package struct JournalEntry: Hashable, Sendable {
    package var id: String
    /// The Martian day number.
    package var sol: Int
    package var text: String
    /// The "SOL N" pattern, in the feed's locale.
    package var labels = CellLabels.english

    package init(id: String, sol: Int, text: String) {
        self.id = id
        self.sol = sol
        self.text = text
    }
}

/// A journal entry: a "SOL N" date line in the accent colour over the entry's text.
package final class JournalEntryCellNode: CellNode {
    private let date: TextNode
    private let body: TextNode

    package init(entry: JournalEntry, theme: Theme) {
        date = makeTextNode(entry.labels.solText(entry.sol), size: 14, weight: .bold, color: theme.accent, maxLines: 1,
                            kerning: 1, identifier: "date")
        body = makeTextNode(entry.text, size: 14, color: theme.primaryText, lineHeight: 20, identifier: "text")
        super.init()
        backgroundColor = theme.cellBackground
        automaticallyManagesSubnodes = true
    }

    package override func layoutSpecThatFits(_ range: SizeRange) -> any LayoutElement {
        StackLayoutSpec(direction: .vertical, spacing: 6, alignItems: .stretch, children: [date, body])
            .inset(EdgeInsets(top: 12, left: 15, bottom: 12, right: 15))
    }
}
