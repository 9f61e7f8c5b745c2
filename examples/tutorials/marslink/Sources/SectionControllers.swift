import Feedrender

/// A journal entry as two cells, its sol and its text (the tutorial's
/// `JournalSectionController`), 15 points above the next section.
public final class JournalSectionController: SectionController {
    private var entry: JournalEntry?
    let solFormatter = SolFormatter()

    public override init() {
        super.init()
        inset = EdgeInsets(top: 0, left: 0, bottom: 15, right: 0)
    }

    public override var numberOfItems: Int { 2 }

    /// The date cell is 30 points; the text cell as tall as its text at the list's width.
    public override func sizeForItem(at index: Int) -> Size? {
        guard let context = collectionContext, let entry else { return .zero }
        let width = context.containerSize.width
        return index == 0 ? Size(width: width, height: 30) : JournalEntryCell.cellSize(width: width, text: entry.text)
    }

    public override func nodeBlockForItem(at index: Int) -> @Sendable () -> CellNode {
        guard let entry else { preconditionFailure("no entry: didUpdate(to:) comes first") }
        if index == 0 {
            let sol = "SOL \(solFormatter.sols(fromDate: entry.date))"
            return { JournalEntryDateCell(text: sol) }
        }
        let text = entry.text
        return { JournalEntryCell(text: text) }
    }

    public override func identifierForItem(at index: Int) -> String { index == 0 ? "date" : "text" }

    public override func didUpdate(to object: any ListDiffable) {
        entry = object as? JournalEntry
    }
}

/// A message in one cell, the sender upper-cased (the tutorial's `MessageSectionController`).
public final class MessageSectionController: SectionController {
    private var message: Message?

    public override init() {
        super.init()
        inset = EdgeInsets(top: 0, left: 0, bottom: 15, right: 0)
    }

    public override var numberOfItems: Int { 1 }

    public override func sizeForItem(at index: Int) -> Size? {
        guard let context = collectionContext, let message else { return .zero }
        return MessageCell.cellSize(width: context.containerSize.width, text: message.text)
    }

    public override func nodeBlockForItem(at index: Int) -> @Sendable () -> CellNode {
        guard let message else { preconditionFailure("no message: didUpdate(to:) comes first") }
        let title = message.user.name.uppercased(), text = message.text
        return { MessageCell(title: title, message: text) }
    }

    public override func didUpdate(to object: any ListDiffable) {
        message = object as? Message
    }
}

/// The weather: a summary cell that expands, on a tap, into four more cells with the
/// sunrise, the sunset, the high and the low (the tutorial's `WeatherSectionController`).
public final class WeatherSectionController: SectionController {
    private var weather: Weather?
    /// Whether the four detail cells show.
    public private(set) var expanded = false

    public override init() {
        super.init()
        inset = EdgeInsets(top: 0, left: 0, bottom: 15, right: 0)
    }

    public override func didUpdate(to object: any ListDiffable) {
        weather = object as? Weather
    }

    public override var numberOfItems: Int { expanded ? 5 : 1 }

    /// The summary is 70 points tall, each detail 40.
    public override func sizeForItem(at index: Int) -> Size? {
        guard let context = collectionContext else { return .zero }
        let width = context.containerSize.width
        return Size(width: width, height: index == 0 ? 70 : 40)
    }

    public override func nodeBlockForItem(at index: Int) -> @Sendable () -> CellNode {
        guard let weather else { preconditionFailure("no weather: didUpdate(to:) comes first") }
        if index == 0 {
            let expanded = expanded
            return { WeatherSummaryCell(expanded: expanded) }
        }
        let title: String, detail: String
        switch index {
        case 1: (title, detail) = ("SUNRISE", weather.sunrise)
        case 2: (title, detail) = ("SUNSET", weather.sunset)
        case 3: (title, detail) = ("HIGH", "\(weather.high) C")
        case 4: (title, detail) = ("LOW", "\(weather.low) C")
        default: (title, detail) = ("n/a", "n/a")
        }
        return { WeatherDetailCell(title: title, detail: detail) }
    }

    public override func identifierForItem(at index: Int) -> String {
        ["summary", "sunrise", "sunset", "high", "low"][index]
    }

    /// A tap on any of the section's cells: expand or collapse, and reload the section.
    public func didSelectItem(at index: Int) {
        expanded.toggle()
        collectionContext?.reload(self)
    }
}
