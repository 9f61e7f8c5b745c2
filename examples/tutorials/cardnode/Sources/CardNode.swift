import Feedrender

/// The tutorial's container node, laid out by hand: it is as big as its picture
/// (`calculateSizeThatFits(_:)` measures the image node, then the title within that size),
/// and `layout()` puts the picture at its origin and the title over the picture's bottom.
public final class CardNode: DisplayNode {
    let imageNode: ImageNode
    let titleTextNode: TextNode

    public init(card: Card) {
        imageNode = ImageNode()
        titleTextNode = TextNode()
        super.init()
        identifier = "card"
        setUpSubnodesWithCard(card)
        buildSubnodeHierarchy()
    }

    func setUpSubnodesWithCard(_ card: Card) {
        imageNode.image = card.image
        imageNode.identifier = "image"
        titleTextNode.attributedText = .attributedStringForTitleText(card.name)
        titleTextNode.identifier = "title"
    }

    /// The picture first, then the title over it.
    func buildSubnodeHierarchy() {
        addSubnode(imageNode)
        addSubnode(titleTextNode)
    }

    public override func calculateSizeThatFits(_ constrainedSize: Size) -> Size {
        let range = SizeRange(min: .zero, max: constrainedSize)
        let cardSize = imageNode.layoutThatFits(range).size
        _ = titleTextNode.layoutThatFits(SizeRange(min: .zero, max: cardSize))
        return cardSize
    }

    public override func layout() {
        super.layout()
        imageNode.frame = Rect(origin: .zero, size: imageNode.calculatedSize)
        titleTextNode.frame = FrameCalculator.titleFrameForSize(titleTextNode.calculatedSize, containerFrame: imageNode.frame)
    }
}
