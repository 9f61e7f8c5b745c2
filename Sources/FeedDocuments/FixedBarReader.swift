import Appearance
import DocumentModel
import Raster

/// Reads a document's `fixedBar`, the app's own bar fixed above or below the list:
///
/// ```yaml
/// fixedBar: {title: My station, edge: top, height: 44, backgroundColor: "#f7f7f7",
///            color: "#000000", separatorColor: "#d8d8d8"}
/// ```
enum FixedBarReader {
    static func read(_ value: DocumentValue) throws -> FixedBar {
        let object = try value.object()
        try object.rejectUnknownKeys(allowed: ["title", "edge", "height", "backgroundColor", "color", "separatorColor"],
                                     in: "a fixed bar")
        var bar = FixedBar()
        if let title = object["title"] { bar.title = try title.string() }
        if let edge = object["edge"] { bar.edge = try edge.oneOf(FixedBar.Edge.self) }
        if let height = object["height"] {
            let points = try height.number()
            guard FixedBar.heightRange.contains(points) else {
                throw height.error("expected a height from 1 to 400 points, got \(height.value.summary)")
            }
            bar.height = points
        }
        if let color = try object["backgroundColor"].map(hexColor) { bar.backgroundColor = color }
        if let color = try object["color"].map(hexColor) { bar.titleColor = color }
        bar.separatorColor = try object["separatorColor"].map(hexColor)
        return bar
    }

    /// A `#rgb`, `#rrggbb` or `#rrggbbaa` colour.
    private static func hexColor(_ value: DocumentValue) throws -> Color {
        let text = try value.string()
        guard let color = Color(hex: text) else {
            throw value.error("expected a hex colour such as \"#f7f7f7\", got \(value.value.summary)")
        }
        return color
    }
}
