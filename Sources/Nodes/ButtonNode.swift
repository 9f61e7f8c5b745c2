import Layout
import Raster
import Text

/// A button (Texture's `ASButtonNode`, without touch handling): an image and a title side
/// by side, centred, `contentSpacing` apart, inset by `contentEdgeInsets`, over an optional
/// background image; `backgroundColor` and `cornerRadius` style the button itself.
open class ButtonNode: DisplayNode {
    public let titleNode = TextNode()
    public let imageNode = ImageNode()
    public let backgroundImageNode = ImageNode()

    /// Space between the image and the title.
    public var contentSpacing: Double = 8 { didSet { invalidateCalculatedLayout() } }
    /// Space between the button's edges and its content.
    public var contentEdgeInsets: EdgeInsets = .zero { didSet { invalidateCalculatedLayout() } }
    /// Image and title in a row (true, the default) or a column.
    public var laidOutHorizontally = true { didSet { invalidateCalculatedLayout() } }

    public override init() {
        super.init()
        automaticallyManagesSubnodes = true
        imageNode.contentMode = .scaleAspectFit
        backgroundImageNode.contentMode = .scaleToFill
    }

    /// A button titled `title`.
    public convenience init(title: String, font: Font = Font(), color: Color = .black) {
        self.init()
        setTitle(title, font: font, color: color)
    }

    /// The title text.
    public var attributedTitle: AttributedText? {
        get { titleNode.attributedText }
        set { titleNode.attributedText = newValue; invalidateCalculatedLayout() }
    }

    /// Sets the title from a string, a font and a colour.
    public func setTitle(_ title: String, font: Font = Font(), color: Color = .black) {
        attributedTitle = AttributedText(title, font: font, color: color)
    }

    /// The image shown before the title.
    public var image: Bitmap? {
        get { imageNode.image }
        set { imageNode.image = newValue; invalidateCalculatedLayout() }
    }

    /// An image stretched behind the content.
    public var backgroundImage: Bitmap? {
        get { backgroundImageNode.image }
        set { backgroundImageNode.image = newValue; invalidateCalculatedLayout() }
    }

    open override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> any LayoutElement {
        var children: [any LayoutElement] = []
        if imageNode.image != nil { children.append(imageNode) }
        if let title = titleNode.attributedText, !title.isEmpty { children.append(titleNode) }
        var content: any LayoutElement = StackLayoutSpec(
            direction: laidOutHorizontally ? .horizontal : .vertical, spacing: contentSpacing,
            justifyContent: .center, alignItems: .center, children: children)
        if contentEdgeInsets != .zero {
            content = InsetLayoutSpec(insets: contentEdgeInsets, child: content)
        }
        if backgroundImageNode.image != nil {
            content = BackgroundLayoutSpec(child: content, background: backgroundImageNode)
        }
        return content
    }
}
