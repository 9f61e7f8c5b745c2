import Nodes
import DocumentModel
import Foundation
import Layout
import LayoutDocuments
import Raster
import Text

/// Makes drawable nodes for the leaves of a layout document (layout-json.md):
/// `box` → `DisplayNode` (its `color`, or `backgroundColor`, fills it), `text` → `TextNode`,
/// `button` → `ButtonNode` in its state, `image` → `NetworkImageNode` (`url` may be `file://`, `http(s)://` or `data:`; no url →
/// an `ImageNode` showing its placeholder colour). Drawing keys apply to every leaf.
///
/// Drawing keys on spec elements are applied by `decorate(_:for:)`, which
/// `LayoutDocument.makeDrawableElement` uses: the spec's area gets a node behind its
/// content (see `DecoratedSpec`).
package struct NodeLeafFactory: LeafFactory {
    /// What named colours draw as.
    package var palette: ColorPalette

    /// A factory drawing named colours from `palette`.
    package init(palette: ColorPalette = ColorPalette()) {
        self.palette = palette
    }

    package func makeLeaf(for element: DocumentElement) throws -> any LayoutElement {
        let node: DisplayNode
        switch element.attributes {
        case is BoxElement:
            // Boxes first: a feed cell can hold 100,000 of them, each worth one cast, not eight.
            node = DisplayNode()
            node.backgroundColor = element.drawing.color.map(palette.color)
        case let text as TextElement:
            node = makeTextNode(text, color: element.drawing.color)
        case let image as ImageElement:
            node = try makeImageNode(image, element: element)
        case let button as ButtonElement:
            node = makeButtonNode(button, drawing: element.drawing)
        case let field as EditableTextElement:
            node = makeEditableTextNode(field, drawing: element.drawing)
        case let multiplex as MultiplexImageElement:
            node = try makeMultiplexImageNode(multiplex, element: element)
        case let video as VideoElement:
            node = try makeVideoNode(video, element: element)
        case let map as MapElement:
            node = try makeMapNode(map, element: element)
        default:
            node = DisplayNode()
            node.backgroundColor = element.drawing.color.map(palette.color)
        }
        node.identifier = element.id
        if let text = element.attributes as? TextElement, let textNode = node as? TextNode {
            textNode.adjustsFontForContentSize = text.adjustsFontForContentSize
        }
        node.style = Self.style(element.style, keepingBaselinesOf: node)
        apply(element.drawing, to: node, isBox: element.kind == .box)
        if let accessibility = element.accessibility { node.accessibility = Self.properties(accessibility) }
        return node
    }

    /// The document's style for `node`, except that a text node keeps the ascender and
    /// descender it took from its text (as Texture's `ASTextNode` sets them) unless the
    /// document gives its own, so texts in a baseline-aligned stack share a baseline.
    static func style(_ style: Style, keepingBaselinesOf node: DisplayNode) -> Style {
        guard node is TextNode else { return style }
        var kept = style
        if style.ascender == 0 { kept.ascender = node.style.ascender }
        if style.descender == 0 { kept.descender = node.style.descender }
        return kept
    }

    /// Wraps `spec` so that the drawing keys of its document element are drawn; returns it
    /// unchanged when the element has none.
    package func decorate(_ spec: any LayoutElement, for element: DocumentElement) -> any LayoutElement {
        if let scroll = spec as? ScrollLayoutSpec { return makeScrollNode(scroll, element: element) }
        guard Self.draws(element.drawing) || element.accessibility != nil else { return spec }
        let node = DisplayNode()
        node.identifier = element.id
        if let accessibility = element.accessibility { node.accessibility = Self.properties(accessibility) }
        node.backgroundColor = (element.drawing.backgroundColor ?? element.drawing.color).map(palette.color)
        apply(element.drawing, to: node, isBox: true)
        return DecoratedSpec(spec: spec, decoration: node)
    }

    /// A document's `accessibility` object as a node's properties.
    static func properties(_ accessibility: ElementAccessibility) -> AccessibilityProperties {
        var traits: AccessibilityTraits = []
        for trait in accessibility.traits {
            switch trait {
            case .button: traits.insert(.button)
            case .link: traits.insert(.link)
            case .header: traits.insert(.header)
            case .image: traits.insert(.image)
            case .staticText: traits.insert(.staticText)
            case .selected: traits.insert(.selected)
            case .notEnabled: traits.insert(.notEnabled)
            }
        }
        return AccessibilityProperties(isElement: accessibility.isElement, label: accessibility.label,
                                       value: accessibility.value, hint: accessibility.hint, traits: traits,
                                       isContainer: accessibility.isContainer)
    }

    static func draws(_ drawing: DrawingProperties) -> Bool {
        drawing.color != nil || drawing.backgroundColor != nil || drawing.borderWidth > 0
            || drawing.clipsToBounds || drawing.alpha != 1
    }

    func apply(_ drawing: DrawingProperties, to node: DisplayNode, isBox: Bool) {
        if let background = drawing.backgroundColor { node.backgroundColor = palette.color(background) }
        // A field's look gives its corners and border unless the element sets them.
        let keepsFieldLook = node is EditableTextNode
        if drawing.cornerRadius != 0 || !keepsFieldLook { node.cornerRadius = drawing.cornerRadius }
        if drawing.borderWidth != 0 || !keepsFieldLook { node.borderWidth = drawing.borderWidth }
        if let border = drawing.borderColor { node.borderColor = palette.color(border) }
        // Nodes that clip by themselves (scroll, video, map) keep clipping.
        node.clipsToBounds = drawing.clipsToBounds || node.clipsToBounds
        node.alpha = drawing.alpha
    }

    private func makeTextNode(_ properties: TextElement, color: DocumentColor?) -> TextNode {
        let font = Self.font(properties.font, over: Font())
        let textColor = color.map(palette.color) ?? .black
        var paragraph = ParagraphStyle()
        paragraph.maximumNumberOfLines = properties.maxLines
        paragraph.truncationMode = TruncationMode(rawValue: properties.truncation.rawValue) ?? .tail
        if let token = properties.truncationToken { paragraph.truncationString = token }
        paragraph.alignment = TextAlignment(rawValue: properties.alignment.rawValue) ?? .natural
        paragraph.lineSpacing = properties.lineSpacing
        paragraph.truncationColor = properties.truncationTokenColor.map(palette.color)
        paragraph.lineHeightMultiple = properties.lineHeightMultiple
        paragraph.lineHeight = properties.lineHeight
        paragraph.paragraphSpacing = properties.paragraphSpacing
        paragraph.firstLineIndent = properties.firstLineIndent
        let spans = properties.spans.isEmpty ? [TextSpan(text: properties.text)] : properties.spans
        let runs = spans.map { span in
            TextRun(Self.transformed(span.text, properties.transform), font: Self.font(span.font, over: font),
                    color: span.color.map(palette.color) ?? textColor,
                    underline: span.underline ?? properties.underline,
                    strikethrough: span.strikethrough ?? properties.strikethrough,
                    kerning: span.letterSpacing ?? properties.letterSpacing,
                    baselineOffset: span.baselineOffset ?? 0)
        }
        let node = TextNode()
        let inset = properties.textContainerInset
        node.textContainerInset = EdgeInsets(top: inset[0], left: inset[1], bottom: inset[2], right: inset[3])
        node.attributedText = AttributedText(runs: runs, paragraph: paragraph)
        return node
    }

    /// `base` with the members `properties` sets replaced (italic when it asks for it).
    static func font(_ properties: FontProperties, over base: Font) -> Font {
        var font = base
        if let family = properties.family { font.family = family }
        if let size = properties.size { font.size = size }
        if let weight = properties.weight { font.weight = fontWeight(weight) }
        if properties.italic { font.italic = true }
        return font
    }

    /// `text` in the case `transform` asks for (Unicode's default rules: a document has no
    /// locale of its own; templates' `upper` filter follows the feed's locale).
    static func transformed(_ text: String, _ transform: TextElement.Transform) -> String {
        switch transform {
        case .none: text
        case .uppercase: text.uppercased()
        case .lowercase: text.lowercased()
        case .capitalize: text.capitalized
        }
    }

    /// The nearest of the weights 100...900 (a family without that face draws its nearest).
    static func fontWeight(_ css: Double) -> FontWeight {
        FontWeight(numericValue: css)
    }

    /// A button with the element's title, colour and background as its normal state, the
    /// `states` overrides as their states, drawn in `state`.
    private func makeButtonNode(_ properties: ButtonElement, drawing: DrawingProperties) -> ButtonNode {
        let font = Self.font(properties.font, over: Font())
        let titleColor = drawing.color.map(palette.color) ?? .black
        let node = ButtonNode()
        let insets = properties.contentInsets
        node.contentEdgeInsets = EdgeInsets(top: insets[0], left: insets[1], bottom: insets[2], right: insets[3])
        node.setTitle(properties.title, font: font, color: titleColor, for: .normal)
        for (name, values) in properties.states {
            let state = Self.controlState(name)
            if values.title != nil || values.color != nil {
                node.setTitle(values.title ?? properties.title, font: font,
                              color: values.color.map(palette.color) ?? titleColor, for: state)
            }
            node.setBackgroundColor(values.backgroundColor.map(palette.color), for: state)
        }
        let state = Self.controlState(properties.state)
        node.isEnabled = !state.contains(.disabled)
        node.isHighlighted = state.contains(.highlighted)
        node.isSelected = state.contains(.selected)
        return node
    }

    static func controlState(_ state: ButtonElement.State) -> ControlState {
        switch state {
        case .normal: .normal
        case .highlighted: .highlighted
        case .selected: .selected
        case .disabled: .disabled
        }
    }

    /// `text` as a URL the image loader fetches (`file://`, `http(s)://`, `data:`); else an
    /// error at `path`.
    static func imageURL(_ text: String, at path: DocumentPath) throws -> URL {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
              ["file", "http", "https", "data"].contains(scheme) else {
            throw DocumentError(path: path, "expected a file://, http(s):// or data: URL, got \"\(text.prefix(80))\"")
        }
        return url
    }

    private func makeImageNode(_ properties: ImageElement, element: DocumentElement) throws -> ImageNode {
        let contentMode = ContentMode(rawValue: properties.contentMode.rawValue) ?? .scaleAspectFill
        let placeholder = element.drawing.color.map(palette.color)
        guard let text = properties.url else {
            let node = ImageNode()
            node.contentMode = contentMode
            node.placeholderColor = placeholder
            return node
        }
        let url = try Self.imageURL(text, at: element.path.appending("url"))
        let node = NetworkImageNode(url: url, contentMode: contentMode)
        node.placeholderColor = placeholder
        return node
    }
}
