import Layout
import Raster

/// A node that draws a bitmap (Texture's `ASImageNode`) scaled by `contentMode` and
/// clipped to its rounded (or circular) bounds.
open class ImageNode: DisplayNode {
    /// The image. Without a style size the node measures to it: its pixel size divided by
    /// the screen scale of the layout.
    public var image: Bitmap? {
        didSet {
            if image?.width != oldValue?.width || image?.height != oldValue?.height { invalidateCalculatedLayout() }
        }
    }

    /// How the image fills the bounds; aspect fill by default, as Texture's image node.
    public var contentMode: ContentMode = .scaleAspectFill
    /// Clips the image to a circle centred in the bounds (an avatar).
    public var isCircular = false
    /// Drawn when there is no image.
    public var placeholderColor: Color?
    /// Applied to the image when it is drawn (Texture's `imageModificationBlock`), e.g. a tint.
    public var imageModification: ImageModification?

    /// Texture's image node default: an image, but not an element unless given a label
    /// (`accessibility.isElement = true`), as UIKit's image views.
    open override var defaultAccessibility: AccessibilityProperties {
        AccessibilityProperties(isElement: false, traits: .image)
    }

    public override init() {
        super.init()
    }

    /// An image node showing `image`.
    public convenience init(image: Bitmap?, contentMode: ContentMode = .scaleAspectFill) {
        self.init()
        self.image = image
        self.contentMode = contentMode
    }

    open override func calculateSizeThatFits(_ constrainedSize: Size) -> Size {
        guard let image = displayedImage else { return super.calculateSizeThatFits(constrainedSize) }
        let scale = inheritedContext?.scale ?? 1
        return Size(width: Double(image.width) / scale, height: Double(image.height) / scale)
    }

    /// The bitmap drawn now; network image nodes substitute placeholders and defaults.
    open var displayedImage: Bitmap? { image }

    open override func displayContent() -> DisplayContent? {
        let bitmap = displayedImage
        if bitmap == nil && placeholderColor == nil { return nil }
        return .image(ImageContent(bitmap: bitmap, contentMode: contentMode, placeholderColor: placeholderColor,
                                   isCircular: isCircular, modification: imageModification))
    }
}
