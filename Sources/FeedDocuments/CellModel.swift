import Appearance
import Cells
import Nodes

/// The data of one cell, read from a document item: it builds the cell, on any thread.
public protocol CellModel: Sendable {
    func makeCell(theme: Theme) -> CellNode
}

extension MeetupGroup: CellModel {
    public func makeCell(theme: Theme) -> CellNode { GroupCellNode(group: self, theme: theme) }
}

extension Album: CellModel {
    public func makeCell(theme: Theme) -> CellNode { AlbumCellNode(album: self, theme: theme) }
}

extension JournalEntry: CellModel {
    public func makeCell(theme: Theme) -> CellNode { JournalEntryCellNode(entry: self, theme: theme) }
}

extension Message: CellModel {
    public func makeCell(theme: Theme) -> CellNode { MessageCellNode(message: self, theme: theme) }
}

extension Weather: CellModel {
    public func makeCell(theme: Theme) -> CellNode { WeatherCellNode(weather: self, theme: theme) }
}

extension Card: CellModel {
    public func makeCell(theme: Theme) -> CellNode { CardNode(card: self, theme: theme) }
}

extension Post: CellModel {
    public func makeCell(theme: Theme) -> CellNode { PostCellNode(post: self, theme: theme) }
}

/// An item shown as several cells of its section, each its own row (Marslink's weather:
/// the summary when collapsed; the summary and four details when expanded). In frames the
/// first cell is named by the item's id, the others by `<id>/<name>`.
public protocol MultiCellModel: CellModel {
    /// The cells' names, in order (at least one).
    var cellNames: [String] { get }
    /// Builds cell `index` of `cellNames`, on any thread.
    func makeCell(at index: Int, theme: Theme) -> CellNode
}

extension Weather: MultiCellModel {
    public var cellNames: [String] { parts.map(\.rawValue) }
    public func makeCell(at index: Int, theme: Theme) -> CellNode { makeCell(for: parts[index], theme: theme) }
}

/// A plain title shown as a section header or footer (`header: "Photos"`).
struct SectionTitle: CellModel {
    var title: String
    func makeCell(theme: Theme) -> CellNode { SectionHeaderNode(title: title, theme: theme) }
}
