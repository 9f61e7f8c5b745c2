import Feedrender
import Foundation

private let smallFontSize = 12.0
private let fontSize = 12.0
private let organizerImageSize = 30.0
private let horizontalBuffer = 10.0

/// A group in the feed (the tutorial's `GroupCellNode`): a header with the organizer's
/// round avatar, name and city, and the creation date on the right, over a square photo as
/// wide as the cell. The tutorial's Avenir Medium is drawn with the system face at 500.
public final class GroupCellNode: CellNode {
    private let organizerAvatarImageView: NetworkImageNode
    private let organizerNameLabel: TextNode
    private let locationLabel: TextNode
    private let timeIntervalSincePostLabel: TextNode
    private let photoImageView: NetworkImageNode

    public init(group: Group) {
        organizerAvatarImageView = NetworkImageNode(url: group.organizer.thumbURL)
        organizerAvatarImageView.cornerRadius = organizerImageSize / 2
        organizerAvatarImageView.clipsToBounds = true
        organizerAvatarImageView.identifier = "avatar"
        organizerNameLabel = Self.label(group.organizer.name, size: fontSize, color: .darkGray, identifier: "organizer")
        locationLabel = Self.label("\(group.city), \(group.country)", size: smallFontSize, color: .blue,
                                   identifier: "location")
        timeIntervalSincePostLabel = Self.label(group.timeInterval, size: fontSize, color: .lightGray, identifier: "date")
        photoImageView = NetworkImageNode(url: group.photoURL)
        photoImageView.identifier = "photo"
        super.init()
        identifier = "GroupCellNode"
        automaticallyManagesSubnodes = true
    }

    /// The tutorial's `createLayerBackedTextNode(attributedString:)`.
    private static func label(_ text: String, size: Double, color: Color, identifier: String) -> TextNode {
        let node = TextNode(text, font: Font(size: size, weight: .medium), color: color)
        node.identifier = identifier
        return node
    }

    public override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> any LayoutElement {
        locationLabel.style.flexShrink = 1
        organizerNameLabel.style.flexShrink = 1
        var headerSubStack = StackLayoutSpec(direction: .vertical, children: [organizerNameLabel, locationLabel])
        headerSubStack.style.flexShrink = 1

        organizerAvatarImageView.style.preferredSize = Size(width: organizerImageSize, height: organizerImageSize)
        var spacer = LeafElement()
        spacer.style.flexGrow = 1
        let avatarInset = InsetLayoutSpec(insets: EdgeInsets(top: horizontalBuffer, left: 0, bottom: horizontalBuffer,
                                                             right: horizontalBuffer),
                                          child: organizerAvatarImageView)
        let headerStack = StackLayoutSpec(direction: .horizontal, justifyContent: .start, alignItems: .center,
                                          children: [avatarInset, headerSubStack, spacer, timeIntervalSincePostLabel])
        let headerWithInset = InsetLayoutSpec(insets: EdgeInsets(top: 0, left: horizontalBuffer, bottom: 0,
                                                                 right: horizontalBuffer),
                                              child: headerStack)

        let cellWidth = constrainedSize.max.width
        photoImageView.style.preferredSize = Size(width: cellWidth, height: cellWidth)
        let photoImageViewAbsolute = AbsoluteLayoutSpec(children: [photoImageView])

        return StackLayoutSpec(direction: .vertical, alignItems: .stretch, children: [headerWithInset, photoImageViewAbsolute])
    }
}
