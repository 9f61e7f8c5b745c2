import Appearance
import Foundation
import Layout
import Nodes
import Raster

/// A social post, the shape of the benchmark feed (`/work/shared/bench/gen_feed.py`).
package struct Post: Hashable, Sendable {
    package enum Kind: String, Hashable, Sendable, CaseIterable { case photo, text }

    package var id: String
    package var kind: Kind
    package var name: String
    package var location: String
    /// Shown as is at the trailing end of the header, e.g. "Jun 30".
    package var dateLabel: String
    package var avatar: URL?
    package var photo: URL?
    /// A caption under the photo, or the whole post for text posts.
    package var body: String?

    package init(id: String, kind: Kind, name: String, location: String, dateLabel: String,
                avatar: URL?, photo: URL?, body: String?) {
        self.id = id
        self.kind = kind
        self.name = name
        self.location = location
        self.dateLabel = dateLabel
        self.avatar = avatar
        self.photo = photo
        self.body = body
    }
}

/// The benchmark's post cell, point for point the page `make_html.py` gives Chromium:
/// a 54-pt header (30-pt round avatar at x=12; name 14 bold over location 12; date 12
/// right-aligned), a full-width square photo, a caption (14/20) or body (16/22) 12 pt
/// from each side, and an 8-pt separator.
package final class PostCellNode: CellNode {
    package static let headerHeight = 54.0
    package static let separatorHeight = 8.0

    private let avatar: NetworkImageNode
    private let name: TextNode
    private let location: TextNode
    private let date: TextNode
    private let photo: NetworkImageNode?
    private let text: TextNode?
    private let textInsets: EdgeInsets
    private let separator = DisplayNode()

    /// The benchmark page's font (its CSS `font-family`), so frames compare like for like
    /// with headless Chromium's rendering of the same feed; the other cells use the
    /// platform's system face.
    package static let family = "DejaVu Sans"

    package init(post: Post, theme: Theme) {
        avatar = makeImageNode(post.avatar, size: Size(width: 30, height: 30), placeholder: theme.placeholder,
                               circular: true, identifier: "avatar")
        name = makeTextNode(post.name, size: 14, weight: .bold, color: theme.primaryText, maxLines: 1, family: Self.family,
                              identifier: "name")
        location = makeTextNode(post.location, size: 12, color: theme.secondaryText, maxLines: 1, family: Self.family,
                                  identifier: "location")
        // Secondary, not tertiary: 12-pt text needs 4.5:1 (`feedrender audit`; #888 on white is 3.54:1).
        date = makeTextNode(post.dateLabel, size: 12, color: theme.secondaryText, maxLines: 1, family: Self.family,
                              identifier: "date")
        let body = post.body.flatMap { $0.isEmpty ? nil : $0 }
        switch post.kind {
        case .photo:
            photo = makeImageNode(post.photo, size: nil, placeholder: theme.placeholder, identifier: "photo")
            let leading = TextLineHeight.halfLeading(fontSize: 14, lineHeight: 20)
            text = body.map { makeTextNode($0, size: 14, color: theme.primaryText, lineHeight: 20, family: Self.family,
                                                identifier: "caption") }
            textInsets = EdgeInsets(top: 10 + leading, left: 12, bottom: 12 + leading, right: 12)
        case .text:
            photo = nil
            let leading = TextLineHeight.halfLeading(fontSize: 16, lineHeight: 22)
            text = body.map { makeTextNode($0, size: 16, color: theme.primaryText, lineHeight: 22, family: Self.family,
                                                identifier: "body") }
            textInsets = EdgeInsets(top: leading, left: 12, bottom: 14 + leading, right: 12)
        }
        separator.backgroundColor = theme.separator
        separator.style.height = .points(Self.separatorHeight)
        separator.identifier = "separator"
        super.init()
        backgroundColor = theme.cellBackground
        automaticallyManagesSubnodes = true
    }

    package override func layoutSpecThatFits(_ range: SizeRange) -> any LayoutElement {
        // Single-line texts sit centred in their CSS line boxes (18 and 16 pt).
        let nameLine = name.inset(EdgeInsets(top: 0.85, left: 0, bottom: 0.85, right: 0))
        let locationLine = location.inset(EdgeInsets(top: 0.8, left: 0, bottom: 0.8, right: 0))
        var who = StackLayoutSpec(direction: .vertical, alignItems: .stretch, children: [nameLine, locationLine])
        who.style.flexGrow = 1
        who.style.flexShrink = 1
        who.style.spacingBefore = 10
        date.style.spacingBefore = 8
        var header = StackLayoutSpec(direction: .horizontal, alignItems: .center, children: [avatar, who, date])
        header.style.height = .points(Self.headerHeight)

        var rows: [any LayoutElement] = [header.inset(EdgeInsets(top: 0, left: 12, bottom: 0, right: 12))]
        if let photo { rows.append(RatioLayoutSpec(ratio: 1, child: photo)) }
        if let text { rows.append(text.inset(textInsets)) }
        rows.append(separator)
        return StackLayoutSpec(direction: .vertical, alignItems: .stretch, children: rows)
    }
}
