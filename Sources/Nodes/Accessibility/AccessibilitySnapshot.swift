import Layout
import Text

/// What an accessibility audit needs of a laid-out node tree, captured while the tree is at
/// hand so that it travels with the Sendable render result (`PreparedNode.accessibility`):
/// the elements in reading order and every visible text with its frame and font.
public struct AccessibilitySnapshot: Hashable, Sendable {
    /// The elements as assistive technology reads them (`DisplayNode.accessibilityElements()`).
    public var elements: [AccessibilityElement]
    /// The visible text nodes with text, in tree order (depth first).
    public var texts: [AccessibilityText]
    /// The reader's text size (`ContentSizeScale`) the tree was laid out at.
    public var contentSizeScale: Double

    /// A snapshot of given elements and texts.
    public init(elements: [AccessibilityElement], texts: [AccessibilityText], contentSizeScale: Double = 1) {
        self.elements = elements
        self.texts = texts
        self.contentSizeScale = contentSizeScale
    }

    /// The snapshot of `root`, laid out, its frame's origin at the bitmap's origin; font sizes
    /// are those drawn at the current `ContentSizeScale`.
    public init(of root: DisplayNode) {
        var texts: [AccessibilityText] = []
        func visit(_ node: DisplayNode, origin: Point) {
            guard !node.isHidden, node.alpha > 0 else { return }
            let placed = Rect(origin: Point(x: origin.x + node.frame.origin.x, y: origin.y + node.frame.origin.y),
                              size: node.frame.size)
            if let text = node as? TextNode, let attributed = text.attributedText, !attributed.string.isEmpty {
                let font = attributed.runs.first?.font ?? Font()
                texts.append(AccessibilityText(
                    name: text.identifier ?? "TextNode \"\(String(attributed.string.prefix(30)))\"",
                    frame: placed, fontSize: font.size * text.contentSizeFactor,
                    isBold: font.weight.numericValue >= 700, isTruncated: text.isTruncated))
            }
            for subnode in node.subnodes { visit(subnode, origin: placed.origin) }
        }
        visit(root, origin: Point(x: -root.frame.origin.x, y: -root.frame.origin.y))
        self.init(elements: root.accessibilityElements(), texts: texts, contentSizeScale: ContentSizeScale.current)
    }

    /// This snapshot moved by `offset` with every name prefixed by `prefix` (a feed row's
    /// identifier), to combine the rows of a list into one.
    public func offset(by offset: Point, naming prefix: String) -> AccessibilitySnapshot {
        func moved(_ frame: Rect) -> Rect {
            Rect(origin: Point(x: frame.origin.x + offset.x, y: frame.origin.y + offset.y), size: frame.size)
        }
        return AccessibilitySnapshot(
            elements: elements.map { element in
                var copy = element
                copy.frame = moved(element.frame)
                copy.identifier = prefix + "/" + element.displayName
                return copy
            },
            texts: texts.map { text in
                var copy = text
                copy.frame = moved(text.frame)
                copy.name = prefix + "/" + text.name
                return copy
            },
            contentSizeScale: contentSizeScale)
    }
}

/// One visible text of a snapshot: where it is and how large it is drawn.
public struct AccessibilityText: Hashable, Sendable {
    /// The node's identifier, else `TextNode "<its first 30 characters>"`.
    public var name: String
    /// Its frame in the root's coordinates (points).
    public var frame: Rect
    /// The first run's font size as drawn (content size scale applied), in points.
    public var fontSize: Double
    /// Whether the first run's weight is bold (700) or heavier.
    public var isBold: Bool
    /// Whether the text was cut off by its line limit or frame.
    public var isTruncated: Bool

    /// A text as the audit sees it.
    public init(name: String, frame: Rect, fontSize: Double, isBold: Bool, isTruncated: Bool) {
        self.name = name
        self.frame = frame
        self.fontSize = fontSize
        self.isBold = isBold
        self.isTruncated = isTruncated
    }

    /// WCAG 2's minimum contrast: 3:1 for large text (at least 18 pt, or 14 pt bold), else 4.5:1.
    public var requiredContrast: Double {
        fontSize >= 18 || (fontSize >= 14 && isBold) ? 3 : 4.5
    }
}
