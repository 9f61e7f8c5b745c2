import Feedrender

/// Marslink's colours: green labels and white text on the collection view's black.
enum Palette {
    static let green = Color(red8: 0x42, green8: 0xc8, blue8: 0x4b)
    static let text = Color.white
}

/// Marslink's `CommonInsets`: 8 points above and below, 15 at the sides.
let commonInsets = EdgeInsets(top: 8, left: 15, bottom: 8, right: 15)

/// A one-label cell inset by `commonInsets`: the base of Marslink's text cells.
public class LabelCell: CellNode {
    let label: TextNode

    init(text: String, font: Font, color: Color, identifier: String) {
        label = TextNode(text, font: font, color: color)
        label.identifier = "label"
        super.init()
        self.identifier = identifier
        automaticallyManagesSubnodes = true
    }

    public override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> any LayoutElement {
        InsetLayoutSpec(insets: commonInsets, child: label)
    }

    /// The height of a cell of `width` showing `text` in `font` (the tutorial's
    /// `cellSize(width:text:)`): the text measured at the width less the insets, plus them.
    static func cellSize(width: Double, text: String, font: Font) -> Size {
        let node = TextNode(text, font: font)
        let textWidth = max(0, width - commonInsets.left - commonInsets.right)
        let measured = node.layoutThatFits(SizeRange(min: .zero, max: Size(width: textWidth, height: .infinity))).size
        return Size(width: width, height: (measured.height + commonInsets.top + commonInsets.bottom).rounded(.up))
    }
}

/// A journal entry's date: "SOL 6" in green (`JournalEntryDateCell`).
public final class JournalEntryDateCell: LabelCell {
    public init(text: String) {
        super.init(text: text, font: Font(size: 14, weight: .semibold), color: Palette.green, identifier: "JournalEntryDateCell")
    }
}

/// A journal entry's text in white (`JournalEntryCell`).
public final class JournalEntryCell: LabelCell {
    static let font = Font(size: 14)

    public init(text: String) {
        super.init(text: text, font: Self.font, color: Palette.text, identifier: "JournalEntryCell")
    }

    public static func cellSize(width: Double, text: String) -> Size { cellSize(width: width, text: text, font: font) }
}

/// A message: the sender's name upper-cased in green over the text in white (`MessageCell`).
public final class MessageCell: CellNode {
    static let titleFont = Font(size: 12, weight: .semibold)
    static let messageFont = Font(size: 14)
    private let titleLabel: TextNode
    private let messageLabel: TextNode

    public init(title: String, message: String) {
        titleLabel = TextNode(title, font: Self.titleFont, color: Palette.green)
        titleLabel.identifier = "title"
        messageLabel = TextNode(message, font: Self.messageFont, color: Palette.text)
        messageLabel.identifier = "message"
        super.init()
        identifier = "MessageCell"
        automaticallyManagesSubnodes = true
    }

    public override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> any LayoutElement {
        InsetLayoutSpec(insets: commonInsets,
                        child: StackLayoutSpec(direction: .vertical, spacing: 4, children: [titleLabel, messageLabel]))
    }

    /// The title's line, the gap and the message measured at `width` (the tutorial's
    /// `MessageCell.cellSize(width:text:)`).
    public static func cellSize(width: Double, text: String) -> Size {
        let message = LabelCell.cellSize(width: width, text: text, font: messageFont)
        let title = LabelCell.cellSize(width: width, text: "M", font: titleFont).height - commonInsets.top - commonInsets.bottom
        return Size(width: width, height: message.height + title + 4)
    }
}

/// The weather section's header: "LATEST WEATHER" on two lines and a chevron that points
/// down to expand and up to collapse (`WeatherSummaryCell`).
public final class WeatherSummaryCell: CellNode {
    private let titleLabel: TextNode
    private let expandNode: ChevronNode

    public init(expanded: Bool) {
        titleLabel = TextNode("LATEST\nWEATHER", font: Font(size: 16, weight: .bold), color: Palette.green)
        titleLabel.identifier = "title"
        expandNode = ChevronNode(pointsUp: expanded)
        super.init()
        identifier = "WeatherSummaryCell"
        automaticallyManagesSubnodes = true
    }

    /// `setExpanded(_:)`: the chevron's direction.
    public var isExpanded: Bool { expandNode.pointsUp }

    public override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> any LayoutElement {
        var title = titleLabel.style
        title.flexGrow = 1
        titleLabel.style = title
        expandNode.style.preferredSize = Size(width: 16, height: 16)
        let row = StackLayoutSpec(direction: .horizontal, alignItems: .center, children: [titleLabel, expandNode])
        return InsetLayoutSpec(insets: commonInsets, child: row)
    }
}

/// A 16-point chevron drawn with two strokes.
final class ChevronNode: DisplayNode {
    let pointsUp: Bool

    init(pointsUp: Bool) {
        self.pointsUp = pointsUp
        super.init()
        identifier = "expand"
    }

    override func displayContent() -> DisplayContent? {
        let up = pointsUp
        return .custom { canvas, size in
            let midY = size.height / 2, rise = size.height / 4 * (up ? -1 : 1)
            var path = CanvasPath()
            path.move(to: CanvasPoint(x: size.width * 0.2, y: midY - rise))
            path.addLine(to: CanvasPoint(x: size.width / 2, y: midY + rise))
            path.addLine(to: CanvasPoint(x: size.width * 0.8, y: midY - rise))
            canvas.stroke(path, color: Palette.green, width: 2, cap: .round, join: .round)
        }
    }
}

/// One weather detail: the upper-cased title in green on the left, the value in white on
/// the right (`WeatherDetailCell`).
public final class WeatherDetailCell: CellNode {
    private let titleLabel: TextNode
    private let detailLabel: TextNode

    public init(title: String, detail: String) {
        titleLabel = TextNode(title, font: Font(size: 14, weight: .semibold), color: Palette.green)
        titleLabel.identifier = "title"
        detailLabel = TextNode(detail, font: Font(size: 14), color: Palette.text)
        detailLabel.identifier = "detail"
        super.init()
        identifier = "WeatherDetailCell"
        automaticallyManagesSubnodes = true
    }

    public override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> any LayoutElement {
        let row = StackLayoutSpec(direction: .horizontal, justifyContent: .spaceBetween, alignItems: .center,
                                  children: [titleLabel, detailLabel])
        return InsetLayoutSpec(insets: commonInsets, child: row)
    }
}
