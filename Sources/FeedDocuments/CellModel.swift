import Appearance
import Cells
import Nodes

/// The data of one cell, read from a document item: it builds the cell, on any thread.
package protocol CellModel: Sendable {
    func makeCell(theme: Theme) -> CellNode
}

/// An item shown as several cells of its section, each its own row (Marslink's weather:
/// the summary when collapsed; the summary and four details when expanded). In frames the
/// first cell is named by the item's id, the others by `<id>/<name>`.
package protocol MultiCellModel: CellModel {
    /// The cells' names, in order (at least one).
    var cellNames: [String] { get }
    /// Builds cell `index` of `cellNames`, on any thread.
    func makeCell(at index: Int, theme: Theme) -> CellNode
}

/// A plain title shown as a section header or footer (`header: "Photos"`).
struct SectionTitle: CellModel {
    var title: String
    func makeCell(theme: Theme) -> CellNode { SectionHeaderNode(title: title, theme: theme) }
}
