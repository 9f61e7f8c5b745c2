import Appearance
import Foundation
import Layout
import Nodes
import Raster
import Text

// Small helpers the built-in cells share, so each cell file reads as its layout only.

/// A text node with one run.
func makeTextNode(_ text: String, size: Double, weight: FontWeight = .regular, color: Color,
                  maxLines: Int = 0, lineHeight: Double? = nil, alignment: TextAlignment = .natural,
                  kerning: Double = 0, family: String = Font.systemFamily, identifier: String? = nil) -> TextNode {
    var paragraph = ParagraphStyle(alignment: alignment, maximumNumberOfLines: maxLines)
    if let lineHeight { paragraph.lineSpacing = TextLineHeight.spacing(fontSize: size, lineHeight: lineHeight) }
    let node = TextNode()
    node.attributedText = AttributedText(runs: [TextRun(text, font: Font(family: family, size: size, weight: weight),
                                                        color: color,
                                                        kerning: kerning)],
                                         paragraph: paragraph)
    node.identifier = identifier
    return node
}

/// A network image of a fixed size showing `placeholder` until (or unless) it loads.
func makeImageNode(_ url: URL?, size: Size?, placeholder: Color, circular: Bool = false,
                   cornerRadius: Double = 0, identifier: String? = nil) -> NetworkImageNode {
    let node = NetworkImageNode()
    node.url = url
    node.placeholderColor = placeholder
    node.isCircular = circular
    node.cornerRadius = cornerRadius
    node.clipsToBounds = cornerRadius > 0
    if let size { node.style.preferredSize = size }
    node.identifier = identifier
    return node
}

/// CSS-style line heights with Pango's line spacing: the pinned DejaVu Sans lines are
/// 1.164 em tall (ascent 0.928 + descent 0.236), so a line height adds the difference
/// between lines; half of it above the first and below the last line is left to the
/// caller's insets (`halfLeading`).
enum TextLineHeight {
    static let emHeight = 1.164

    static func spacing(fontSize: Double, lineHeight: Double) -> Double {
        Swift.max(0, lineHeight - fontSize * emHeight)
    }

    static func halfLeading(fontSize: Double, lineHeight: Double) -> Double {
        spacing(fontSize: fontSize, lineHeight: lineHeight) / 2
    }
}

/// A stack child that takes the remaining space.
func flexibleSpacer() -> LeafElement {
    var style = Style()
    style.flexGrow = 1
    return LeafElement(style: style)
}

extension LayoutElement {
    /// The element inset by `insets` (physical: left stays left).
    func inset(_ insets: EdgeInsets) -> InsetLayoutSpec { InsetLayoutSpec(insets: insets, child: self) }

    /// The element inset by leading/trailing `insets`, which flip in a right-to-left layout.
    func inset(_ insets: DirectionalEdgeInsets) -> InsetLayoutSpec { InsetLayoutSpec(insets: insets, child: self) }
}
