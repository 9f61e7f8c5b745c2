import Feedrender

/// One album (the tutorial's `AlbumCellNode`): a 90-point cover on the left; on its right
/// the title (15 pt, black), the description (12 pt, grey) and the "N辑" count (9 pt white
/// on red, 3-point corners), stacked 8 points apart, the count only as wide as its text.
public final class AlbumCellNode: CellNode {
    private let photoImageNode: NetworkImageNode
    private let titleLabel: TextNode
    private let contentLabel: TextNode
    private let albumCountLabel: TextNode

    public init(album: AlbumModel) {
        photoImageNode = NetworkImageNode(url: album.icon)
        photoImageNode.identifier = "photo"
        titleLabel = TextNode(album.title, font: Font(size: 15), color: .black)
        titleLabel.identifier = "title"
        contentLabel = TextNode(album.content, font: Font(size: 12), color: .gray)
        contentLabel.identifier = "content"
        albumCountLabel = TextNode("\(album.programCount)辑", font: Font(size: 9), color: .white)
        albumCountLabel.identifier = "count"
        albumCountLabel.backgroundColor = .red
        albumCountLabel.cornerRadius = 3
        albumCountLabel.clipsToBounds = true
        super.init()
        identifier = "AlbumCellNode"
        for node in [photoImageNode, titleLabel, contentLabel, albumCountLabel] as [DisplayNode] { addSubnode(node) }
    }

    public override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> any LayoutElement {
        var mainStackContent: [any LayoutElement] = [titleLabel, contentLabel]
        albumCountLabel.textContainerInset = EdgeInsets(top: 3, left: 5, bottom: 3, right: 5)
        let albumCountSpec = RelativeLayoutSpec(horizontalPosition: .start, verticalPosition: .center,
                                                sizingOption: .minimumWidth, child: albumCountLabel)
        mainStackContent.append(albumCountSpec)
        var contentSpec = StackLayoutSpec(direction: .vertical, spacing: 8, justifyContent: .start, alignItems: .stretch,
                                          children: mainStackContent)
        contentSpec.style.flexShrink = 1
        photoImageNode.style.preferredSize = Size(width: 90, height: 90)
        let avatarContentSpec = StackLayoutSpec(direction: .horizontal, spacing: 16, justifyContent: .start,
                                                alignItems: .start, children: [photoImageNode, contentSpec])
        return InsetLayoutSpec(insets: EdgeInsets(top: 8, left: 16, bottom: 8, right: 16), child: avatarContentSpec)
    }
}
