import Appearance
import Cells
import DocumentModel
import Nodes

/// `album`: an `Album` from `title`, `content`, `count`, `photo`.
enum AlbumKind: BuiltInCellKind {
    static let name = "album"

    static func model(from item: DocumentObject, fallbackID: String, urls: URLResolver) throws -> Album {
        let id = try item.identifier(fallback: fallbackID)
        return Album(id: id, title: try item.string("title"), content: try item.optionalString("content") ?? "",
                     count: try item.required("count").integer(), photo: try urls.url(item["photo"]))
    }
}

extension Album: CellModel {
    package func makeCell(theme: Theme) -> CellNode { AlbumCellNode(album: self, theme: theme) }
}

extension Album: IdentifiedCellModel {}
