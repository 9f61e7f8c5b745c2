import Appearance
import Cells
import DocumentModel
import Nodes

/// `journal`: a `JournalEntry` from `sol`, `text`.
enum JournalKind: BuiltInCellKind {
    static let name = "journal"

    static func model(from item: DocumentObject, fallbackID: String, urls: URLResolver) throws -> JournalEntry {
        let id = try item.identifier(fallback: fallbackID)
        return JournalEntry(id: id, sol: try item.required("sol").integer(), text: try item.string("text"))
    }
}

extension JournalEntry: CellModel {
    package func makeCell(theme: Theme) -> CellNode { JournalEntryCellNode(entry: self, theme: theme) }
}

extension JournalEntry: IdentifiedCellModel {}
