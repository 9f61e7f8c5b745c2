import ListDiffKit

/// What one row (a cell, header, footer or page indicator) does in a list update, as a
/// collection view animates a batch: where it was, where it goes, and how.
public struct ListUpdateItem: Hashable, Sendable {
    /// How a row takes part in an update.
    public enum Change: Hashable, Sendable {
        /// The same row before and after; it slides if rows before it changed.
        case kept
        /// Moved on purpose (its section or the item itself moved); it slides to its new place.
        case moved
        /// Reloaded in place: the new cell replaces the old one at the same item.
        case reloaded
        /// New: it appears at its new place (a collection view fades it in).
        case inserted
        /// Gone: it disappears from its old place (a collection view fades it out).
        case deleted
    }

    /// The row's identifier (the new row's, or the old one's for a deleted row).
    public var identifier: String
    /// Its index in `ListAdapterUpdate.oldRows`; nil when inserted.
    public var before: Int?
    /// Its index in `ListAdapterUpdate.newRows`; nil when deleted.
    public var after: Int?
    /// What happens to the row.
    public var change: Change

    /// A row's part in an update.
    public init(identifier: String, before: Int?, after: Int?, change: Change) {
        self.identifier = identifier
        self.before = before
        self.after = after
        self.change = change
    }
}

extension ListUpdateItem {
    /// Where a row sits: a cell's index path, or its section and supplementary kind.
    private struct RowKey: Hashable {
        var section: Int
        var item: Int
        var kind: SupplementaryKind?

        init(_ row: FeedRow) {
            self.init(section: row.section, item: row.supplementaryKind == nil ? row.item : 0, kind: row.supplementaryKind)
        }

        init(section: Int, item: Int, kind: SupplementaryKind?) {
            self.section = section
            self.item = item
            self.kind = kind
        }
    }

    /// The rows' parts in `batch`, mapped as UICollectionView maps a batch update: deleted
    /// sections and items go, moved ones go where the move says, inserted ones are new, and
    /// the others keep their order, filling the places nothing was inserted or moved into.
    /// Counts that do not add up (a data source out of step with its changes) leave the
    /// surplus rows deleted or inserted.
    static func items(of batch: ListBatchUpdateData, oldRows: [FeedRow], newRows: [FeedRow],
                      oldItemCounts: [Int], newItemCounts: [Int]) -> [ListUpdateItem] {
        let sections = sectionMap(batch, oldCount: oldItemCounts.count, newCount: newItemCounts.count)
        let movedSections = Set(batch.moveSections.map(\.from))
        let paths = itemMap(batch, sections: sections, oldItemCounts: oldItemCounts, newItemCounts: newItemCounts)
        let movedItems = Set(batch.moveIndexPaths.map(\.from))
        let reloadedItems = Set(batch.updateIndexPaths)

        var newIndex: [RowKey: Int] = [:]
        for (index, row) in newRows.enumerated() { newIndex[RowKey(row)] = index }
        var oldIndexOfNew: [Int: (old: Int, change: Change)] = [:]
        var deleted: [ListUpdateItem] = []
        for (index, row) in oldRows.enumerated() {
            let key = RowKey(row)
            var target: RowKey?
            var change = Change.kept
            if let section = sections[key.section] {
                if movedSections.contains(key.section) { change = .moved }
                if key.kind != nil {
                    target = RowKey(section: section, item: 0, kind: key.kind)
                } else if let path = paths[ListIndexPath(item: key.item, section: key.section)] {
                    target = RowKey(section: path.section, item: path.item, kind: nil)
                    let oldPath = ListIndexPath(item: key.item, section: key.section)
                    if movedItems.contains(oldPath) { change = .moved }
                    if reloadedItems.contains(oldPath) { change = .reloaded }
                }
            }
            if let target, let after = newIndex[target], oldIndexOfNew[after] == nil {
                oldIndexOfNew[after] = (index, change)
            } else {
                deleted.append(ListUpdateItem(identifier: row.identifier, before: index, after: nil, change: .deleted))
            }
        }
        let kept = newRows.indices.map { index in
            let old = oldIndexOfNew[index]
            return ListUpdateItem(identifier: newRows[index].identifier, before: old?.old, after: index,
                                  change: old?.change ?? .inserted)
        }
        return kept + deleted
    }

    /// Old section → new section, for the sections that survive.
    private static func sectionMap(_ batch: ListBatchUpdateData, oldCount: Int, newCount: Int) -> [Int: Int] {
        var map: [Int: Int] = [:]
        for move in batch.moveSections { map[move.from] = move.to }
        let deleted = Set(batch.deleteSections)
        let taken = Set(batch.insertSections).union(batch.moveSections.map(\.to))
        let staying = (0..<oldCount).filter { !deleted.contains($0) && map[$0] == nil }
        let free = (0..<newCount).filter { !taken.contains($0) }
        for (old, new) in zip(staying, free) { map[old] = new }
        return map
    }

    /// Old index path → new index path, for the cells that survive.
    private static func itemMap(_ batch: ListBatchUpdateData, sections: [Int: Int], oldItemCounts: [Int],
                                newItemCounts: [Int]) -> [ListIndexPath: ListIndexPath] {
        var map: [ListIndexPath: ListIndexPath] = [:]
        for move in batch.moveIndexPaths where sections[move.from.section] != nil { map[move.from] = move.to }
        let deleted = Set(batch.deleteIndexPaths)
        let taken = Set(batch.insertIndexPaths).union(batch.moveIndexPaths.map(\.to))
        for (old, new) in sections.sorted(by: { $0.key < $1.key })
        where old < oldItemCounts.count && new < newItemCounts.count {
            let staying = (0..<oldItemCounts[old]).map { ListIndexPath(item: $0, section: old) }
                .filter { !deleted.contains($0) && map[$0] == nil }
            let free = (0..<newItemCounts[new]).map { ListIndexPath(item: $0, section: new) }
                .filter { !taken.contains($0) }
            for (from, to) in zip(staying, free) { map[from] = to }
        }
        return map
    }
}
