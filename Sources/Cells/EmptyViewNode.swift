import Appearance
import Layout
import Nodes

/// What an empty feed shows: one line of text in the middle (IGListKit's `emptyView`).
package final class EmptyViewNode: DisplayNode {
    private let label: TextNode

    package init(text: String, theme: Theme) {
        label = makeTextNode(text, size: 16, color: theme.secondaryText, alignment: .center, identifier: "emptyText")
        super.init()
        backgroundColor = theme.background
        automaticallyManagesSubnodes = true
    }

    package override func layoutSpecThatFits(_ range: SizeRange) -> any LayoutElement {
        CenterLayoutSpec(centeringOptions: .xy, sizingOptions: .default, child: label.inset(EdgeInsets(all: 24)))
    }
}
