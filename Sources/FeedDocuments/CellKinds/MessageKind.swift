import Appearance
import Cells
import DocumentModel
import Nodes

/// `message`: a `Message` from `user`, `text`.
enum MessageKind: BuiltInCellKind {
    static let name = "message"

    static func model(from item: DocumentObject, fallbackID: String, urls: URLResolver) throws -> Message {
        let id = try item.identifier(fallback: fallbackID)
        return Message(id: id, user: try item.string("user"), text: try item.string("text"))
    }
}

extension Message: CellModel {
    package func makeCell(theme: Theme) -> CellNode { MessageCellNode(message: self, theme: theme) }
}

extension Message: IdentifiedCellModel {}
