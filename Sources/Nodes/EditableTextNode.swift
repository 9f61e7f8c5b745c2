import Layout
import Raster
import Text

/// A text field or text view as a still (Texture's `ASEditableTextNode`): the text, or,
/// while it is empty, the placeholder in its own attributes, inside `textContainerInset`,
/// with an optional caret after the last character (an editing field). One line
/// (`isMultiline` false: a search or title field) or wrapped lines up to
/// `maximumLinesToDisplay` (a compose box). `fieldStyle` gives it the rounded field look of
/// iOS or Material.
open class EditableTextNode: DisplayNode {
    /// The typed text; nil or empty shows the placeholder.
    public var attributedText: AttributedText? { didSet { invalidateCalculatedLayout() } }
    /// Shown, in its own font and colour, while there is no text.
    public var attributedPlaceholderText: AttributedText? { didSet { invalidateCalculatedLayout() } }
    /// Wrapped lines (a text view) rather than one line (a text field).
    public var isMultiline = false { didSet { invalidateCalculatedLayout() } }
    /// With `isMultiline`, the most lines measured and drawn (0: no limit), as Texture's
    /// `maximumLinesToDisplay`.
    public var maximumLinesToDisplay = 0 { didSet { invalidateCalculatedLayout() } }
    /// Space between the field's edges and the text; `fieldStyle` sets it.
    public var textContainerInset: EdgeInsets = .zero { didSet { invalidateCalculatedLayout() } }
    /// Draws a caret after the text (or at the start of the placeholder), as a focused field.
    public var showsCaret = false
    /// The caret's colour (the tint colour).
    public var caretColor = TextFieldStyle.iOSTint
    /// The caret's width in points (UIKit's is 2).
    public var caretWidth: Double = 2

    /// The field's look. Setting it sets the background, corner radius, border and insets
    /// (change them afterwards to adjust).
    public var fieldStyle: TextFieldStyle = .plain {
        didSet { fieldStyle.apply(to: self) }
    }

    /// A field: one element, the text (or the placeholder) as its value.
    open override var defaultAccessibility: AccessibilityProperties {
        AccessibilityProperties(isElement: true, label: shownText?.string, traits: [])
    }

    public override init() {
        super.init()
    }

    /// A field of `style` showing `text`, or `placeholder` while `text` is empty.
    public convenience init(text: AttributedText?, placeholder: AttributedText?, style: TextFieldStyle = .plain) {
        self.init()
        attributedText = text
        attributedPlaceholderText = placeholder
        fieldStyle = style
        style.apply(to: self)   // observers do not run inside the class's own initializers
    }

    /// Whether the placeholder is shown (there is no text).
    public var isShowingPlaceholder: Bool { attributedText?.isEmpty ?? true }

    /// The text drawn now: the text, or the placeholder, one line unless multi-line, at the
    /// reader's text size.
    private var shownText: AttributedText? {
        guard var text = isShowingPlaceholder ? attributedPlaceholderText : attributedText, !text.isEmpty else { return nil }
        text.paragraph.maximumNumberOfLines = isMultiline ? maximumLinesToDisplay : 1
        // A field in a right-to-left layout starts its text at the right, as UIKit's natural alignment does.
        if effectiveLayoutDirection == .rightToLeft, text.paragraph.naturalDirection == nil {
            text.paragraph.naturalDirection = .rightToLeft
        }
        return text.scaled(by: ContentSizeScale.current)
    }

    /// The text's font for a field showing nothing: the placeholder's, else the text's, else the default.
    private var emptyLineText: AttributedText {
        let font = (attributedText?.runs.first ?? attributedPlaceholderText?.runs.first)?.font ?? Font()
        return AttributedText("X", font: font).scaled(by: ContentSizeScale.current)
    }

    /// The text's size (one empty line when there is none) plus the insets; a field takes
    /// the full width it is offered when that is finite, as a text field stretches.
    open override func calculateSizeThatFits(_ constrainedSize: Size) -> Size {
        let inset = textContainerInset
        let width = Swift.max(0, constrainedSize.width - inset.left - inset.right)
        let metrics = measure(in: width)
        let contentWidth = constrainedSize.width.isFinite ? width : metrics.width
        return Size(width: contentWidth + inset.left + inset.right, height: metrics.height + inset.top + inset.bottom)
    }

    private func measure(in width: Double) -> TextMetrics {
        TextEngine.measure(shownText ?? emptyLineText, maxWidth: width)
    }

    /// Where the caret is drawn in the node's bounds: at the logical end of the text, as tall
    /// as its last visible line (after the last character in left-to-right text, before it,
    /// on its left, in Arabic or Hebrew); while the placeholder shows, at the start of the
    /// first line, the leading edge of the node's layout direction.
    public var caretRect: Rect {
        let inset = textContainerInset
        let width = Swift.max(0, frame.width - inset.left - inset.right)
        let rightmost = Swift.max(0, width - caretWidth)
        if isShowingPlaceholder {
            let line = TextEngine.measure(emptyLineText, maxWidth: width)
            let x = effectiveLayoutDirection == .rightToLeft ? rightmost : 0
            return Rect(x: inset.left + x, y: inset.top, width: caretWidth, height: line.height)
        }
        let text = shownText ?? emptyLineText
        let metrics = measure(in: width), end = TextEngine.endCaret(of: text, maxWidth: width)
        let x = end.isRightToLeft ? end.x - caretWidth : end.x
        return Rect(x: inset.left + Swift.min(Swift.max(0, x), rightmost),
                    y: inset.top + end.top, width: caretWidth, height: metrics.height - end.top)
    }

    open override func displayContent() -> DisplayContent? {
        let text = shownText
        let inset = textContainerInset
        let caret = showsCaret ? caretRect : nil
        let caretColor = caretColor
        guard text != nil || caret != nil else { return nil }
        return .custom { canvas, size in
            if let text {
                let rect = (x: inset.left, y: inset.top, width: Swift.max(0, size.width - inset.left - inset.right),
                            height: Swift.max(0, size.height - inset.top - inset.bottom))
                canvas.withSavedState {
                    canvas.clip(to: CanvasRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height))
                    TextEngine.draw(text, in: rect, on: canvas)
                }
            }
            if let caret {
                canvas.fill(CanvasRect(x: caret.minX, y: caret.minY, width: caret.width, height: caret.height),
                            cornerRadius: caret.width / 2, color: caretColor)
            }
        }
    }
}

/// The look of an `EditableTextNode`'s field.
public enum TextFieldStyle: String, Sendable, CaseIterable {
    /// No background or border, no insets (the text alone, as a bare `UITextView`).
    case plain
    /// UIKit's rounded-rect text field: white, 0.5 pt grey border, 8 pt corners, 7 pt by 8 pt insets.
    case iOS
    /// Material 3's outlined text field: 4 pt corners, 1 pt outline, 16 pt insets, a caret
    /// in the primary colour.
    case material

    /// UIKit's default tint, the caret's colour outside Material.
    static let iOSTint = Color(red8: 0x00, green8: 0x7A, blue8: 0xFF)

    /// Sets the style's background, corners, border and insets on `node`.
    func apply(to node: EditableTextNode) {
        switch self {
        case .plain:
            node.backgroundColor = nil
            node.cornerRadius = 0
            node.borderWidth = 0
            node.textContainerInset = .zero
            node.caretColor = Self.iOSTint
        case .iOS:
            node.backgroundColor = .white
            node.cornerRadius = 8
            node.borderWidth = 0.5
            node.borderColor = Color(red8: 0xC6, green8: 0xC6, blue8: 0xC8)
            node.textContainerInset = EdgeInsets(top: 7, left: 8, bottom: 7, right: 8)
            node.caretColor = Self.iOSTint
        case .material:
            node.backgroundColor = nil
            node.cornerRadius = 4
            node.borderWidth = 1
            node.borderColor = Color(red8: 0x79, green8: 0x74, blue8: 0x7E)
            node.textContainerInset = EdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
            node.caretColor = Color(red8: 0x67, green8: 0x50, blue8: 0xA4)
        }
    }
}
