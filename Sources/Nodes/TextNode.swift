import Layout
import Raster
import Text

/// A node that draws attributed text (Texture's `ASTextNode`): it measures to its text,
/// wraps in the width it is given, truncates to `maximumNumberOfLines` (in the text's
/// paragraph style) and reports baselines for stack baseline alignment. Font sizes follow
/// `ContentSizeScale.current` (the reader's text size) when the node measures and draws.
open class TextNode: DisplayNode {
    /// The text; nil draws nothing and measures as an empty node.
    public var attributedText: AttributedText? {
        didSet {
            guard attributedText != oldValue else { return }
            lastMetrics = nil
            lastMeasuredSize = nil
            updateBaselines()
            invalidateCalculatedLayout()
        }
    }

    /// Space between the node's edges and the text.
    public var textContainerInset: EdgeInsets = .zero {
        didSet {
            guard textContainerInset != oldValue else { return }
            lastMetrics = nil
            lastMeasuredSize = nil
            updateBaselines()
            invalidateCalculatedLayout()
        }
    }

    /// Metrics of the text as last measured in the node's width.
    private var lastMetrics: TextMetrics?
    /// The size `lastMetrics` was measured in.
    private var lastMeasuredSize: Size?

    /// Texture's text node default: one element labelled by its text, static text, when it
    /// has text (an empty text node is not read).
    open override var defaultAccessibility: AccessibilityProperties {
        let text = attributedText?.string ?? ""
        return AccessibilityProperties(isElement: !text.isEmpty, label: text.isEmpty ? nil : text, traits: .staticText)
    }

    public override init() {
        super.init()
    }

    /// A text node showing `text` in `font` and `color`.
    public convenience init(_ text: String, font: Font = Font(), color: Color = .black) {
        self.init()
        attributedText = AttributedText(text, font: font, color: color)
        updateBaselines()   // observers do not run inside the class's own initializers
    }

    /// Whether the text did not fit (in lines or height) and was truncated, as last laid out.
    public var isTruncated: Bool { lastMetrics?.isTruncated ?? false }
    /// The number of lines shown, as last laid out.
    public var lineCount: Int { lastMetrics?.lineCount ?? 0 }

    /// Whether the text follows the reader's text size (`ContentSizeScale.current`), as
    /// UIKit's `adjustsFontForContentSizeCategory`; false keeps the fonts' own sizes (a badge
    /// that must fit a fixed shape), which the accessibility audit reports.
    public var adjustsFontForContentSize = true {
        didSet {
            guard adjustsFontForContentSize != oldValue else { return }
            lastMetrics = nil
            lastMeasuredSize = nil
            updateBaselines()
            invalidateCalculatedLayout()
        }
    }

    /// The factor the fonts are drawn at: the content size scale, or 1 when the text does
    /// not adjust to it.
    var contentSizeFactor: Double { adjustsFontForContentSize ? ContentSizeScale.current : 1 }

    /// The text as drawn: `attributedText` at the current content size scale.
    private var displayedText: AttributedText? {
        attributedText.map { $0.scaled(by: contentSizeFactor) }
    }

    open override func calculateSizeThatFits(_ constrainedSize: Size) -> Size {
        guard let text = displayedText, !text.runs.isEmpty else { return .zero }
        let inset = textContainerInset
        let metrics = measure(text, in: constrainedSize)
        lastMetrics = metrics
        lastMeasuredSize = constrainedSize
        return Size(width: metrics.width + inset.left + inset.right,
                    height: metrics.height + inset.top + inset.bottom)
    }

    /// Re-measures in the final frame so `isTruncated` and `lineCount` describe what is drawn.
    open override func layout() {
        super.layout()
        guard let text = displayedText, !text.runs.isEmpty else { lastMetrics = nil; lastMeasuredSize = nil; return }
        // Shaping is the costly part of text: when the last measure had the same width, a height
        // limit at least as tall and all of its lines fit the frame, the frame shows exactly the
        // same lines, so the measure is not repeated.
        let frameSize = frame.size
        if let metrics = lastMetrics, let measured = lastMeasuredSize, measured.width == frameSize.width,
           !metrics.isTruncated, measured.height >= frameSize.height,
           metrics.height + textContainerInset.top + textContainerInset.bottom <= frameSize.height {
            return
        }
        lastMetrics = measure(text, in: frameSize)
        lastMeasuredSize = frameSize
    }

    /// The text, whose `natural` alignment starts at the right when the node was laid out
    /// right to left (unless its paragraph names a direction of its own).
    open override func displayContent() -> DisplayContent? {
        guard var text = displayedText, !text.runs.isEmpty else { return nil }
        if effectiveLayoutDirection == .rightToLeft, text.paragraph.naturalDirection == nil {
            text.paragraph.naturalDirection = .rightToLeft
        }
        return .text(text, inset: textContainerInset)
    }

    private func measure(_ text: AttributedText, in size: Size) -> TextMetrics {
        let inset = textContainerInset
        let width = Swift.max(0, size.width - inset.left - inset.right)
        let height = Swift.max(0, size.height - inset.top - inset.bottom)
        return TextEngine.measure(text, maxWidth: width, maxHeight: height)
    }

    /// Texture's text node sets its style's ascender and descender from its text so that
    /// stacks can align baselines: from its first and last characters (`TextEngine.baselines`),
    /// moved by the container inset so they are measured from the node's edges.
    private func updateBaselines() {
        guard let text = displayedText, !text.runs.isEmpty else {
            style.ascender = 0
            style.descender = 0
            return
        }
        let baselines = TextEngine.baselines(of: text)
        style.ascender = baselines.firstBaseline + textContainerInset.top
        style.descender = -(baselines.lastDescent + textContainerInset.bottom)
    }
}
