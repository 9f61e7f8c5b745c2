import Layout
import Raster
import Text

/// A button (Texture's `ASButtonNode`, without touch handling): an image and a title side
/// by side, centred, `contentSpacing` apart, inset by `contentEdgeInsets`, over an optional
/// background image; `backgroundColor` and `cornerRadius` style the button itself.
///
/// The title, image, background image and background colour can differ per `ControlState`
/// (`setTitle(_:font:color:for:)` and the other `for:` setters): the button shows the
/// value set for its exact `controlState`, else the `.normal` value, as UIKit does.
open class ButtonNode: ControlNode {
    public let titleNode = TextNode()
    public let imageNode = ImageNode()
    public let backgroundImageNode = ImageNode()

    /// Space between the image and the title.
    public var contentSpacing: Double = 8 { didSet { invalidateCalculatedLayout() } }
    /// Space between the button's edges and its content.
    public var contentEdgeInsets: EdgeInsets = .zero { didSet { invalidateCalculatedLayout() } }
    /// Image and title in a row (true, the default) or a column.
    public var laidOutHorizontally = true { didSet { invalidateCalculatedLayout() } }

    private var titles: [ControlState: AttributedText] = [:]
    private var images: [ControlState: Bitmap] = [:]
    private var backgroundImages: [ControlState: Bitmap] = [:]
    private var backgroundColors: [ControlState: Color] = [:]

    /// Texture's button default: one element labelled by the current state's title, a button.
    open override var defaultAccessibility: AccessibilityProperties {
        var properties = super.defaultAccessibility
        properties.label = resolved(titles)?.string
        properties.traits.insert(.button)
        return properties
    }

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

    // MARK: The normal state

    /// The title of the normal state (shown in any state without a title of its own).
    public var attributedTitle: AttributedText? {
        get { attributedTitle(for: .normal) }
        set { setAttributedTitle(newValue, for: .normal) }
    }

    /// The image of the normal state, shown before the title.
    public var image: Bitmap? {
        get { image(for: .normal) }
        set { setImage(newValue, for: .normal) }
    }

    /// The background image of the normal state, stretched behind the content.
    public var backgroundImage: Bitmap? {
        get { backgroundImage(for: .normal) }
        set { setBackgroundImage(newValue, for: .normal) }
    }

    // MARK: Per state

    /// Sets the title of `state` from a string, a font and a colour (`setTitle:withFont:withColor:forState:`).
    public func setTitle(_ title: String, font: Font = Font(), color: Color = .black, for state: ControlState = .normal) {
        setAttributedTitle(AttributedText(title, font: font, color: color), for: state)
    }

    /// Sets the title shown in `state`; nil removes it (the state then shows the normal title).
    public func setAttributedTitle(_ title: AttributedText?, for state: ControlState) {
        titles[state] = title
        updateForControlState()
    }

    /// The title set for exactly `state`, if any.
    public func attributedTitle(for state: ControlState) -> AttributedText? { titles[state] }

    /// Sets the image shown before the title in `state`; nil removes it.
    public func setImage(_ image: Bitmap?, for state: ControlState) {
        images[state] = image
        updateForControlState()
    }

    /// The image set for exactly `state`, if any.
    public func image(for state: ControlState) -> Bitmap? { images[state] }

    /// Sets the background image of `state`; nil removes it.
    public func setBackgroundImage(_ image: Bitmap?, for state: ControlState) {
        backgroundImages[state] = image
        updateForControlState()
    }

    /// The background image set for exactly `state`, if any.
    public func backgroundImage(for state: ControlState) -> Bitmap? { backgroundImages[state] }

    /// Sets the button's background colour in `state`, over `backgroundColor`; nil removes it.
    /// A state with no colour of its own uses the normal state's, then `backgroundColor`.
    public func setBackgroundColor(_ color: Color?, for state: ControlState) {
        backgroundColors[state] = color
    }

    /// The background colour set for exactly `state`, if any.
    public func backgroundColor(for state: ControlState) -> Color? { backgroundColors[state] }

    /// The value for the current state: its own, else the normal state's.
    private func resolved<Value>(_ values: [ControlState: Value]) -> Value? {
        values[controlState] ?? values[.normal]
    }

    /// Shows the title, images and background colour of the new state.
    open override func controlStateDidChange() {
        super.controlStateDidChange()
        updateForControlState()
    }

    private func updateForControlState() {
        titleNode.attributedText = resolved(titles)
        imageNode.image = resolved(images)
        backgroundImageNode.image = resolved(backgroundImages)
        invalidateCalculatedLayout()
    }

    override var drawnBackgroundColor: Color? { resolved(backgroundColors) ?? backgroundColor }

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
