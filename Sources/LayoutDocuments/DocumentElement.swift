import DocumentModel
import FeedrenderSupport
import Layout

/// One element of a layout document, parsed and checked: its type, id, style, drawing
/// keys, own keys and child elements, each with the path it came from.
public struct DocumentElement: Sendable {
    /// The element types of layout-json.md.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case box, text, image, stack, inset, overlay, background, center, relative, ratio, absolute, wrapper, corner

        /// Leaves are made by a `LeafFactory`; the other kinds are layout specs.
        public var isLeaf: Bool { self == .box || self == .text || self == .image }
    }

    public var kind: Kind
    public var id: String?
    /// Where the element's object sits in the document, e.g. `root.children[1]`.
    public var path: DocumentPath
    public var style: Style
    public var drawing: DrawingProperties
    public var properties: ElementProperties
    /// Child elements in the order the spec uses them: `[child]`, `[child, overlay]`,
    /// `[child, background]`, `[child, corner]`, or the `children` array.
    public var children: [DocumentElement]

    public init(kind: Kind, id: String?, path: DocumentPath, style: Style, drawing: DrawingProperties,
                properties: ElementProperties, children: [DocumentElement]) {
        self.kind = kind
        self.id = id
        self.path = path
        self.style = style
        self.drawing = drawing
        self.properties = properties
        self.children = children
    }
}

/// The keys of each element type that are its own (not style, drawing, type or id).
public enum ElementProperties: Hashable, Sendable {
    case box
    case text(TextProperties)
    case image(ImageProperties)
    case stack(StackProperties)
    /// `[top, left, bottom, right]` (physical) or `{top, leading, bottom, trailing}` (directional).
    case inset(LayoutInsets)
    case overlay
    case background
    case center(centeringOptions: CenteringOptions, sizingOptions: CenterSizingOptions)
    case relative(horizontalPosition: RelativePosition, verticalPosition: RelativePosition,
                  sizingOption: RelativeSizingOption)
    case ratio(Double)
    case absolute(sizing: AbsoluteSizing)
    case wrapper
    case corner(location: CornerLocation, offset: Point, wrapsCorner: Bool)
}

/// A stack's own keys, defaults as `[ASStackLayoutSpec new]`.
public struct StackProperties: Hashable, Sendable {
    public var direction: StackDirection = .horizontal
    public var spacing: Double = 0
    public var justifyContent: StackJustify = .start
    public var alignItems: StackAlignItems = .stretch
    public var flexWrap: StackWrap = .noWrap
    public var alignContent: StackAlignContent = .start
    public var lineSpacing: Double = 0

    public init() {}
}

/// A `text` element's own keys (its `color` is in `DrawingProperties`).
public struct TextProperties: Hashable, Sendable {
    public enum Truncation: String, Hashable, Sendable, CaseIterable { case tail, middle, head, clip }

    public var text: String = ""
    public var font = FontProperties()
    /// 0 means unlimited.
    public var maxLines: Int = 0
    public var truncation: Truncation = .tail

    public init() {}
}

/// A `font` object; nil members mean "the renderer's default".
public struct FontProperties: Hashable, Sendable {
    public var family: String?
    public var size: Double?
    /// CSS-style weight 1...1000 (400 regular, 700 bold); names such as "bold" are accepted in documents.
    public var weight: Double?

    public init(family: String? = nil, size: Double? = nil, weight: Double? = nil) {
        self.family = family
        self.size = size
        self.weight = weight
    }
}

/// An `image` element's own keys (its `cornerRadius` is in `DrawingProperties`).
public struct ImageProperties: Hashable, Sendable {
    public enum ContentMode: String, Hashable, Sendable, CaseIterable {
        case scaleAspectFill, scaleAspectFit, scaleToFill, center
    }

    public var url: String?
    public var contentMode: ContentMode = .scaleAspectFill

    public init() {}
}

/// Keys allowed on every element that change drawing, never layout.
public struct DrawingProperties: Hashable, Sendable {
    public var color: DocumentColor?
    public var backgroundColor: DocumentColor?
    public var cornerRadius: Double = 0
    public var borderWidth: Double = 0
    public var borderColor: DocumentColor?
    public var clipsToBounds: Bool = false
    public var alpha: Double = 1

    public init() {}
}

/// A colour written in CSS hex: `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa`.
public struct DocumentColor: Hashable, Sendable, CustomStringConvertible {
    /// Components in 0...1, alpha straight (not premultiplied).
    public var red: Double, green: Double, blue: Double, alpha: Double
    /// The text as written, e.g. `#ff8800`.
    public var hex: String

    public init?(hex: String) {
        guard let channels = HexColor.parse(hex) else { return nil }
        red = Double(channels.red) / 255
        green = Double(channels.green) / 255
        blue = Double(channels.blue) / 255
        alpha = Double(channels.alpha) / 255
        self.hex = hex
    }

    public var description: String { hex }
}
