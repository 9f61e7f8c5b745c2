import Appearance
import Layout
import Nodes

/// A plain section header or footer: one line of title on the bars' background, opaque so
/// that a pinned header hides the cells scrolling under it.
package final class SectionHeaderNode: CellNode {
    private let title: TextNode

    package init(title: String, theme: Theme) {
        self.title = makeTextNode(title, size: 17, weight: .semibold, color: theme.primaryText, maxLines: 1,
                                  identifier: "title")
        // A heading: VoiceOver's rotor jumps between sections by it.
        self.title.accessibility.traits = [.header]
        super.init()
        backgroundColor = theme.navigationBarBackground
        automaticallyManagesSubnodes = true
    }

    package override func layoutSpecThatFits(_ range: SizeRange) -> any LayoutElement {
        title.inset(EdgeInsets(top: 10, left: 16, bottom: 10, right: 16))
    }
}
