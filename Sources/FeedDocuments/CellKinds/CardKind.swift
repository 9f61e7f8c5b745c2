import Appearance
import Cells
import DocumentModel
import Nodes

/// `card`: a `Card` from `title`, `description`, `image`.
enum CardKind: BuiltInCellKind {
    static let name = "card"

    static func model(from item: DocumentObject, fallbackID: String, urls: URLResolver) throws -> Card {
        let id = try item.identifier(fallback: fallbackID)
        return Card(id: id, title: try item.string("title"), description: try item.optionalString("description") ?? "",
                    image: try urls.url(item["image"]))
    }
}

extension Card: CellModel {
    package func makeCell(theme: Theme) -> CellNode { CardNode(card: self, theme: theme) }
}

extension Card: IdentifiedCellModel {}
