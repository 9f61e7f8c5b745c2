import Layout
import Raster
import Text

/// An immutable, Sendable snapshot of a laid-out node tree: everything needed to draw it
/// on any thread, with no reference to the nodes.
package struct DisplayList: Sendable {
    /// The size of the root, in points.
    package var size: Size
    /// The root item; its frame's origin is where the tree is drawn relative to.
    package var root: DisplayItem

    package init(size: Size, root: DisplayItem) {
        self.size = size
        self.root = root
    }
}

/// One node's drawing: its frame (in its parent item's coordinates), layer-like
/// properties, its own content, and its visible subnodes in back-to-front order.
package struct DisplayItem: Sendable {
    package var identifier: String?
    /// The node drawn (its object identity), so two snapshots of one tree can be matched
    /// node by node (a layout transition); nil for items not made from a node.
    package var node: ObjectIdentifier?
    package var frame: Rect
    package var backgroundColor: Color?
    package var cornerRadius: Double
    package var clipsToBounds: Bool
    package var borderWidth: Double
    package var borderColor: Color
    package var alpha: Double
    package var shadow: Shadow?
    package var content: DisplayContent?
    package var children: [DisplayItem]

    package init(identifier: String? = nil, frame: Rect, backgroundColor: Color? = nil, cornerRadius: Double = 0,
                clipsToBounds: Bool = false, borderWidth: Double = 0, borderColor: Color = .black,
                alpha: Double = 1, shadow: Shadow? = nil, content: DisplayContent? = nil,
                children: [DisplayItem] = [], node: ObjectIdentifier? = nil) {
        self.identifier = identifier
        self.node = node
        self.frame = frame
        self.backgroundColor = backgroundColor
        self.cornerRadius = cornerRadius
        self.clipsToBounds = clipsToBounds
        self.borderWidth = borderWidth
        self.borderColor = borderColor
        self.alpha = alpha
        self.shadow = shadow
        self.content = content
        self.children = children
    }
}

/// What a node draws itself, between its background and its subnodes.
public enum DisplayContent: Sendable {
    /// Text laid out in the item's bounds less `inset`.
    case text(AttributedText, inset: EdgeInsets)
    case image(ImageContent)
    /// Drawing of your own, in the item's bounds (canvas user space is in points, with
    /// the item's top-left at the origin).
    case custom(@Sendable (Canvas, Size) -> Void)
}

/// An image to draw in an item's bounds.
public struct ImageContent: Sendable {
    /// The image, or nil to draw only `placeholderColor`.
    public var bitmap: Bitmap?
    public var contentMode: ContentMode
    /// Filled (within the clip) when there is no bitmap.
    public var placeholderColor: Color?
    /// Clips the image to a circle centred in the bounds (diameter = the shorter side).
    public var isCircular: Bool
    /// Applied to the bitmap just before drawing.
    public var modification: ImageModification?

    public init(bitmap: Bitmap?, contentMode: ContentMode = .scaleAspectFill, placeholderColor: Color? = nil,
                isCircular: Bool = false, modification: ImageModification? = nil) {
        self.bitmap = bitmap
        self.contentMode = contentMode
        self.placeholderColor = placeholderColor
        self.isCircular = isCircular
        self.modification = modification
    }
}

extension DisplayItem {
    /// The number of items in this subtree.
    package var itemCount: Int { 1 + children.reduce(0) { $0 + $1.itemCount } }
}
