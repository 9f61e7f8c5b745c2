import Appearance
import Layout
import Nodes

/// A day's weather in Marslink.
package struct Weather: Hashable, Sendable {
    package var id: String
    /// One line, e.g. "Sunny, -62°C".
    package var summary: String
    package var sunrise: String
    package var sunset: String
    package var high: String
    package var low: String
    /// Whether the detail rows are shown (Marslink toggles this on tap).
    package var isExpanded: Bool
    /// The title and detail labels, in the feed's locale.
    package var labels = CellLabels.english

    package init(id: String, summary: String, sunrise: String, sunset: String, high: String, low: String,
                isExpanded: Bool) {
        self.id = id
        self.summary = summary
        self.sunrise = sunrise
        self.sunset = sunset
        self.high = high
        self.low = low
        self.isExpanded = isExpanded
    }
}

/// The weather in one cell: a summary line, and when expanded a row each for sunrise,
/// sunset, high and low, with the label at the leading edge and the value at the trailing
/// one. Feed documents show the weather as Marslink does, one cell per part (`Weather.parts`).
package final class WeatherCellNode: CellNode {
    private let title: TextNode
    private let summary: TextNode
    private let rows: [WeatherDetailRow]

    package init(weather: Weather, theme: Theme) {
        title = makeTextNode(weather.labels.weatherTitle, size: 11, weight: .bold, color: theme.secondaryText, maxLines: 1,
                             kerning: 0.8, identifier: "title")
        summary = makeTextNode(weather.summary, size: 17, weight: .semibold, color: theme.primaryText,
                               identifier: "summary")
        rows = weather.parts.compactMap { part in
            weather.label(of: part).map {
                WeatherDetailRow(label: $0, value: weather.value(of: part), identifier: part.rawValue, theme: theme)
            }
        }
        super.init()
        backgroundColor = theme.cellBackground
        automaticallyManagesSubnodes = true
    }

    package override func layoutSpecThatFits(_ range: SizeRange) -> any LayoutElement {
        var children: [any LayoutElement] = [title, summary]
        children += rows.map { $0.spec() }
        return StackLayoutSpec(direction: .vertical, spacing: 6, alignItems: .stretch, children: children)
            .inset(EdgeInsets(top: 12, left: 15, bottom: 12, right: 15))
    }
}
