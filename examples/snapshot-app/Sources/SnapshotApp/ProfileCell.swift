import Feedrender
import Foundation

// The README's "Writing cells in Swift" example (public here, for the package), so that every
// build of the example package checks it against the umbrella product alone.

/// An avatar and a name in a row: the README's first cell.
public final class ProfileCell: CellNode {
    let avatar = NetworkImageNode()
    let name = TextNode()

    /// A cell showing `name` beside the round image at `avatarURL`.
    public init(name: String, avatarURL: URL) {
        super.init()
        automaticallyManagesSubnodes = true
        avatar.url = avatarURL
        avatar.isCircular = true
        avatar.style.preferredSize = Size(width: 40, height: 40)
        self.name.attributedText = AttributedText(name, font: Font(size: 15, weight: .bold))
        self.name.style.flexShrink = 1
    }

    override public func layoutSpecThatFits(_ range: SizeRange) -> any LayoutElement {
        let row = StackLayoutSpec(direction: .horizontal, spacing: 10, alignItems: .center,
                                  children: [avatar, name])
        return InsetLayoutSpec(insets: EdgeInsets(all: 12), child: row)
    }
}
