import Appearance
import Layout
import Nodes
import Raster

// Marslink's weather as a section of cells: its section controller shows one summary cell
// when collapsed, and the summary plus a detail cell each for sunrise, sunset, high and
// low when expanded (five cells).

extension Weather {
    /// One cell of the weather section.
    package enum Part: String, Hashable, Sendable, CaseIterable {
        case summary, sunrise, sunset, high, low
    }

    /// The detail label of `part` in the weather's locale ("Sunrise"); nil for the summary.
    package func label(of part: Part) -> String? {
        switch part {
        case .summary: nil
        case .sunrise: labels.sunrise
        case .sunset: labels.sunset
        case .high: labels.high
        case .low: labels.low
        }
    }

    /// The cells the section shows: the summary alone when collapsed, all five when expanded.
    package var parts: [Part] { isExpanded ? Part.allCases : [.summary] }

    /// The value a detail part shows.
    package func value(of part: Part) -> String {
        switch part {
        case .summary: summary
        case .sunrise: sunrise
        case .sunset: sunset
        case .high: high
        case .low: low
        }
    }

    /// The cell for one part: `WeatherSummaryCellNode` or `WeatherDetailCellNode`.
    package func makeCell(for part: Part, theme: Theme) -> CellNode {
        guard let label = label(of: part) else { return WeatherSummaryCellNode(weather: self, theme: theme) }
        return WeatherDetailCellNode(label: label, value: value(of: part), identifier: part.rawValue, theme: theme)
    }
}

/// The weather section's first cell: the title, the summary and a chevron that points down
/// when the details are hidden and up when they show (Marslink's `WeatherSummaryCell`).
package final class WeatherSummaryCellNode: CellNode {
    private let title: TextNode
    private let summary: TextNode
    private let chevron: ChevronNode

    package init(weather: Weather, theme: Theme) {
        title = makeTextNode(weather.labels.weatherTitle, size: 11, weight: .bold, color: theme.secondaryText, maxLines: 1,
                             kerning: 0.8, identifier: "title")
        summary = makeTextNode(weather.summary, size: 17, weight: .semibold, color: theme.primaryText,
                               identifier: "summary")
        chevron = ChevronNode(pointsUp: weather.isExpanded, color: theme.tertiaryText)
        super.init()
        backgroundColor = theme.cellBackground
        automaticallyManagesSubnodes = true
    }

    package override func layoutSpecThatFits(_ range: SizeRange) -> any LayoutElement {
        summary.style.flexShrink = 1
        var text = StackLayoutSpec(direction: .vertical, spacing: 6, alignItems: .stretch, children: [title, summary])
        text.style.flexShrink = 1
        text.style.flexGrow = 1
        return StackLayoutSpec(direction: .horizontal, spacing: 10, alignItems: .center, children: [text, chevron])
            .inset(EdgeInsets(top: 12, left: 15, bottom: 12, right: 15))
    }
}

/// One detail of the weather (Marslink's `WeatherDetailCell`): the label on the left, the
/// value on the right.
package final class WeatherDetailCellNode: CellNode {
    private let row: WeatherDetailRow

    /// A detail cell; `identifier` names its nodes (`sunrise`, `sunriseLabel`) whatever the label's language.
    package init(label: String, value: String, identifier: String? = nil, theme: Theme) {
        row = WeatherDetailRow(label: label, value: value, identifier: identifier ?? label.lowercased(), theme: theme)
        super.init()
        backgroundColor = theme.cellBackground
        automaticallyManagesSubnodes = true
    }

    package override func layoutSpecThatFits(_ range: SizeRange) -> any LayoutElement {
        row.spec().inset(EdgeInsets(top: 8, left: 15, bottom: 8, right: 15))
    }
}

/// A label and a value on one line, the value right-aligned: a detail row of the weather,
/// in its own cell or inside `WeatherCellNode`.
struct WeatherDetailRow {
    let label: TextNode
    let value: TextNode

    init(label: String, value: String, identifier: String, theme: Theme) {
        self.label = makeTextNode(label, size: 14, color: theme.secondaryText, maxLines: 1,
                                  identifier: identifier + "Label")
        self.value = makeTextNode(value, size: 14, color: theme.primaryText, maxLines: 1, alignment: .right,
                                  identifier: identifier)
    }

    func spec() -> StackLayoutSpec {
        label.style.flexShrink = 1
        return StackLayoutSpec(direction: .horizontal, alignItems: .baselineFirst, children: [label, flexibleSpacer(), value])
    }
}

/// A small chevron, drawn as two strokes.
final class ChevronNode: DisplayNode {
    private let pointsUp: Bool
    private let color: Color

    init(pointsUp: Bool, color: Color) {
        self.pointsUp = pointsUp
        self.color = color
        super.init()
        identifier = "chevron"
        style.preferredSize = Size(width: 14, height: 14)
    }

    override func displayContent() -> DisplayContent? {
        let pointsUp = pointsUp, color = color
        return .custom { canvas, size in
            let midX = size.width / 2, top = size.height * 0.32, bottom = size.height * 0.68
            var path = CanvasPath()
            path.move(to: CanvasPoint(x: midX - 5, y: pointsUp ? bottom : top))
            path.addLine(to: CanvasPoint(x: midX, y: pointsUp ? top : bottom))
            path.addLine(to: CanvasPoint(x: midX + 5, y: pointsUp ? bottom : top))
            canvas.stroke(path, color: color, width: 2, cap: .round, join: .round)
        }
    }
}
