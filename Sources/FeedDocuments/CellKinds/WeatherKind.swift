import Appearance
import Cells
import DocumentModel
import Nodes

/// `weather`: a `Weather` from `summary`, `sunrise`, `sunset`, `high`, `low`, `expanded`;
/// several cells per item (see `MultiCellModel`).
enum WeatherKind: BuiltInCellKind {
    static let name = "weather"

    static func model(from item: DocumentObject, fallbackID: String, urls: URLResolver) throws -> Weather {
        let id = try item.identifier(fallback: fallbackID)
        return Weather(id: id, summary: try item.string("summary"), sunrise: try item.string("sunrise"),
                       sunset: try item.string("sunset"), high: try item.string("high"), low: try item.string("low"),
                       isExpanded: try item["expanded"]?.bool() ?? false)
    }
}

extension Weather: CellModel {
    package func makeCell(theme: Theme) -> CellNode { WeatherCellNode(weather: self, theme: theme) }
}

extension Weather: MultiCellModel {
    package var cellNames: [String] { parts.map(\.rawValue) }
    package func makeCell(at index: Int, theme: Theme) -> CellNode { makeCell(for: parts[index], theme: theme) }
}

extension Weather: IdentifiedCellModel {}
