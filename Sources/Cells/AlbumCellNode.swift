import Appearance
import Foundation
import Layout
import Nodes
import Raster

/// A photo album: a cover, a title, a line of description and how many photos it holds.
package struct Album: Hashable, Sendable {
    package var id: String
    package var title: String
    package var content: String
    package var count: Int
    package var photo: URL?

    package init(id: String, title: String, content: String, count: Int, photo: URL?) {
        self.id = id
        self.title = title
        self.content = content
        self.count = count
        self.photo = photo
    }
}

/// An album row: a 90×90 cover, the title (15 pt) over grey content (12 pt), and a red
/// rounded count badge pinned to the top trailing corner (top-right left to right) by a
/// `RelativeLayoutSpec`.
package final class AlbumCellNode: CellNode {
    package static let padding = 10.0

    private let photo: NetworkImageNode
    private let title: TextNode
    private let content: TextNode
    private let badgeText: TextNode
    private let badge = DisplayNode()

    package init(album: Album, theme: Theme) {
        photo = makeImageNode(album.photo, size: Size(width: 90, height: 90), placeholder: theme.placeholder,
                              cornerRadius: 4, identifier: "photo")
        title = makeTextNode(album.title, size: 15, weight: .semibold, color: theme.primaryText, maxLines: 2,
                             identifier: "title")
        content = makeTextNode(album.content, size: 12, color: theme.secondaryText, maxLines: 3, identifier: "content")
        // 14-pt bold is large text (3:1): white on the badge red is 3.55:1, under 4.5:1 at 12 pt (`feedrender audit`).
        badgeText = makeTextNode(String(album.count), size: 14, weight: .bold, color: theme.badgeText, maxLines: 1,
                                 identifier: "count")
        badge.backgroundColor = theme.badge
        badge.cornerRadius = 9
        badge.identifier = "badgeBackground"
        super.init()
        backgroundColor = theme.cellBackground
        automaticallyManagesSubnodes = true
    }

    package override func layoutSpecThatFits(_ range: SizeRange) -> any LayoutElement {
        let texts = StackLayoutSpec(direction: .vertical, spacing: 4, alignItems: .stretch, children: [title, content])
        // The texts keep clear of the badge at the trailing edge.
        var column = texts.inset(DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 40))
        column.style.flexShrink = 1
        column.style.flexGrow = 1
        let row = StackLayoutSpec(direction: .horizontal, spacing: 10, alignItems: .start, children: [photo, column])

        // The badge's text, inset so the red pill is wider than it is tall.
        let pill = BackgroundLayoutSpec(
            child: badgeText.inset(EdgeInsets(top: 2, left: 7, bottom: 2, right: 7)), background: badge,
            identifier: "badge")
        let pinned = RelativeLayoutSpec(horizontalPosition: .end, verticalPosition: .start,
                                        sizingOption: .default, child: pill)
        let overlay = OverlayLayoutSpec(child: row, overlay: pinned)
        return overlay.inset(EdgeInsets(all: Self.padding))
    }
}
