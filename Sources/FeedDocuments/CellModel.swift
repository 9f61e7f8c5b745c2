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
