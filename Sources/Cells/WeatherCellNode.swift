import Appearance
import Layout
import Nodes

/// A day's weather in Marslink.
public struct Weather: Hashable, Sendable {
    public var id: String
    /// One line, e.g. "Sunny, -62°C".
    public var summary: String
    public var sunrise: String
    public var sunset: String
    public var high: String
    public var low: String
    /// Whether the detail rows are shown (Marslink toggles this on tap).
    public var isExpanded: Bool

    public init(id: String, summary: String, sunrise: String, sunset: String, high: String, low: String,
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

/// The weather: a summary line, and when expanded a row each for sunrise, sunset, high
/// and low, with the label at the leading edge and the value at the trailing one.
public final class WeatherCellNode: CellNode {
    private let title: TextNode
    private let summary: TextNode
    private let rows: [(label: TextNode, value: TextNode)]

    public init(weather: Weather, theme: Theme) {
        title = makeTextNode("WEATHER", size: 11, weight: .bold, color: theme.secondaryText, maxLines: 1,
                             kerning: 0.8, identifier: "title")
        summary = makeTextNode(weather.summary, size: 17, weight: .semibold, color: theme.primaryText,
                               identifier: "summary")
        let details = weather.isExpanded
            ? [("Sunrise", weather.sunrise), ("Sunset", weather.sunset), ("High", weather.high), ("Low", weather.low)]
            : []
        rows = details.map { label, value in
            (makeTextNode(label, size: 14, color: theme.secondaryText, maxLines: 1, identifier: label.lowercased() + "Label"),
             makeTextNode(value, size: 14, color: theme.primaryText, maxLines: 1, alignment: .right,
                          identifier: label.lowercased()))
        }
        super.init()
        backgroundColor = theme.cellBackground
        automaticallyManagesSubnodes = true
    }

    public override func layoutSpecThatFits(_ range: SizeRange) -> any LayoutElement {
        var children: [any LayoutElement] = [title, summary]
        for row in rows {
            row.label.style.flexShrink = 1
            children.append(StackLayoutSpec(direction: .horizontal, alignItems: .baselineFirst,
                                            children: [row.label, flexibleSpacer(), row.value]))
        }
        return StackLayoutSpec(direction: .vertical, spacing: 6, alignItems: .stretch, children: children)
            .inset(EdgeInsets(top: 12, left: 15, bottom: 12, right: 15))
    }
}
