import Appearance
import Foundation
import Layout
import Nodes
import Raster

/// A Meetup group as the `find/groups` API returns it, reduced to what the cell shows.
package struct MeetupGroup: Hashable, Sendable {
    package var id: String
    package var organizerName: String
    package var organizerPhoto: URL?
    package var city: String
    package var country: String
    /// When the group was created.
    package var created: Date
    package var photo: URL?

    package init(id: String, organizerName: String, organizerPhoto: URL?, city: String, country: String,
                created: Date, photo: URL?) {
        self.id = id
        self.organizerName = organizerName
        self.organizerPhoto = organizerPhoto
        self.city = city
        self.country = country
        self.created = created
        self.photo = photo
    }

    /// "City, Country".
    package var locationText: String { [city, country].filter { !$0.isEmpty }.joined(separator: ", ") }

    /// The creation date in medium style, in English and UTC so renders do not depend on the
    /// machine, e.g. "Jun 30, 2024".
    package var createdText: String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "MMM d, yyyy"
        return formatter.string(from: created)
    }
}

/// The cell of Texture's Meetup tutorial: a header with the organizer's round 30-pt
/// avatar, name and "City, Country" in the accent colour, the creation date at the
/// trailing edge (mirrored in a right-to-left layout), then the group photo, square and
/// full width.
package final class GroupCellNode: CellNode {
    private let avatar: NetworkImageNode
    private let organizer: TextNode
    private let location: TextNode
    private let created: TextNode
    private let photo: NetworkImageNode

    package init(group: MeetupGroup, theme: Theme) {
        avatar = makeImageNode(group.organizerPhoto, size: Size(width: 30, height: 30),
                               placeholder: theme.placeholder, circular: true, identifier: "avatar")
        organizer = makeTextNode(group.organizerName, size: 14, weight: .bold, color: theme.primaryText,
                                 maxLines: 1, identifier: "organizer")
        // Not the accent: iOS blue on white is 4.02:1, under the 4.5:1 12-pt text needs (`feedrender audit`).
        location = makeTextNode(group.locationText, size: 12, color: theme.secondaryText, maxLines: 1, identifier: "location")
        created = makeTextNode(group.createdText, size: 12, color: theme.secondaryText, maxLines: 1, identifier: "created")
        photo = makeImageNode(group.photo, size: nil, placeholder: theme.placeholder, identifier: "photo")
        super.init()
        backgroundColor = theme.cellBackground
        automaticallyManagesSubnodes = true
    }

    package override func layoutSpecThatFits(_ range: SizeRange) -> any LayoutElement {
        var names = StackLayoutSpec(direction: .vertical, spacing: 2, alignItems: .start, children: [organizer, location])
        names.style.flexShrink = 1
        names.style.spacingBefore = 10
        let spacer = flexibleSpacer()
        created.style.spacingBefore = 8
        let header = StackLayoutSpec(direction: .horizontal, alignItems: .center,
                                     children: [avatar, names, spacer, created])
        return StackLayoutSpec(direction: .vertical, alignItems: .stretch, children: [
            header.inset(EdgeInsets(top: 12, left: 12, bottom: 12, right: 12)),
            RatioLayoutSpec(ratio: 1, child: photo),
        ])
    }
}
