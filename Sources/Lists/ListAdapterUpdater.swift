import ListDiffKit

/// Item-level changes a list makes inside one batch, beside the section diff (what IGListKit's
/// section controllers queue through their batch context).
public struct ListItemChanges: Hashable, Sendable {
    /// Items inserted, as index paths after the update.
    public var inserts: [ListIndexPath]
    /// Items deleted, as index paths before the update.
    public var deletes: [ListIndexPath]
    /// Items moved.
    public var moves: [ListMoveIndexPath]
    /// Items reloaded: each names the item's index path before (`from`) and after (`to`).
    public var reloads: [ListMoveIndexPath]
    /// Whole sections reloaded, as indexes before the update.
    public var sectionReloads: [Int]

    /// Changes with the given parts (none by default).
    public init(inserts: [ListIndexPath] = [], deletes: [ListIndexPath] = [], moves: [ListMoveIndexPath] = [],
                reloads: [ListMoveIndexPath] = [], sectionReloads: [Int] = []) {
        self.inserts = inserts
        self.deletes = deletes
        self.moves = moves
        self.reloads = reloads
        self.sectionReloads = sectionReloads
    }

    /// Whether no item or section change was queued.
    public var isEmpty: Bool {
        inserts.isEmpty && deletes.isEmpty && moves.isEmpty && reloads.isEmpty && sectionReloads.isEmpty
    }
}

/// What a collection view does to show a list's new data.
public enum ListCollectionUpdate: Hashable, Sendable {
    /// Redraws everything without animation (too many changes for a batch).
    case reload
    /// Applies the reconciled changes as one animated batch.
    case batch(ListBatchUpdateData)
}

/// The rules that turn a list's section diff and item changes into a collection view update
/// (IGListKit's `IGListAdapterUpdater`), as settings a `ListAdapter` applies on every update.
///
/// Section updates (an object that changed) cannot be reloaded inside a batch, so they become a
/// delete of the old section plus an insert of the new one; item reloads likewise become a
/// delete plus an insert. The result then goes through `ListBatchUpdateData`'s reconciliation.
public struct ListAdapterUpdater: Hashable, Sendable {
    /// IGListKit's limit: a section diff with more changes than this (inserts, deletes,
    /// updates and moves together) is shown with a reload, not an animated batch.
    public static let maximumBatchChangeCount = 100

    /// Moves whole sections as a delete plus an insert, for lists where many moving sections
    /// would distract. Default false.
    public var sectionMovesAsDeletesInserts: Bool
    /// Reloads an updated section's items in place when its item count is unchanged, instead
    /// of deleting and inserting the section. Applies only to a batch without section inserts,
    /// deletes or moves (anything else could break the batch). Default false.
    public var preferItemReloadsForSectionReloads: Bool
    /// Falls back to a reload when the section diff has more than `maximumBatchChangeCount`
    /// changes. Default true.
    public var allowsReloadingOnTooManyUpdates: Bool

    /// An updater with IGListKit's defaults unless told otherwise.
    public init(sectionMovesAsDeletesInserts: Bool = false, preferItemReloadsForSectionReloads: Bool = false,
                allowsReloadingOnTooManyUpdates: Bool = true) {
        self.sectionMovesAsDeletesInserts = sectionMovesAsDeletesInserts
        self.preferItemReloadsForSectionReloads = preferItemReloadsForSectionReloads
        self.allowsReloadingOnTooManyUpdates = allowsReloadingOnTooManyUpdates
    }

    /// The update that shows `diff` (from `oldObjects` to the new objects) together with the
    /// item changes queued in the same batch.
    ///
    /// `oldItemCounts` and `newItemCounts` are each section's item count before and after,
    /// by section index; they decide whether `preferItemReloadsForSectionReloads` may reload
    /// a section's items in place. With no old objects (no diff ran), a section reload keeps
    /// its index.
    public func collectionUpdate(for diff: ListIndexSetResult, from oldObjects: [any ListDiffable],
                                 itemChanges: ListItemChanges = ListItemChanges(),
                                 oldItemCounts: [Int], newItemCounts: [Int]) -> ListCollectionUpdate {
        if allowsReloadingOnTooManyUpdates && diff.changeCount > Self.maximumBatchChangeCount {
            return .reload
        }
        var moves = diff.moves
        var inserts = Set(diff.inserts), deletes = Set(diff.deletes)
        let reloads = Set(diff.updates).union(itemChanges.sectionReloads).sorted()
        if sectionMovesAsDeletesInserts {
            for move in moves {
                deletes.insert(move.from)
                inserts.insert(move.to)
            }
            moves = []
        }

        /// A reloaded section as a delete at its old index plus an insert at its new one; a
        /// section whose object was deleted is already gone.
        func reloadAsDeleteAndInsert(_ section: Int) {
            guard !oldObjects.isEmpty else {
                deletes.insert(section)
                inserts.insert(section)
                return
            }
            guard oldObjects.indices.contains(section) else { return }
            let identifier = oldObjects[section].diffIdentifier
            guard let from = diff.oldIndex(for: identifier), let to = diff.newIndex(for: identifier) else { return }
            deletes.insert(from)
            inserts.insert(to)
        }

        var itemUpdates: [ListIndexPath] = []
        if preferItemReloadsForSectionReloads && moves.isEmpty && inserts.isEmpty && deletes.isEmpty {
            for section in reloads {
                if section < oldItemCounts.count, section < newItemCounts.count,
                   oldItemCounts[section] == newItemCounts[section] {
                    itemUpdates += (0..<oldItemCounts[section]).map { ListIndexPath(item: $0, section: section) }
                } else {
                    reloadAsDeleteAndInsert(section)
                }
            }
        } else {
            reloads.forEach(reloadAsDeleteAndInsert)
        }

        // An item reload is a delete plus an insert, unless the item is deleted anyway.
        let deletedItems = Set(itemChanges.deletes)
        let reloaded = itemChanges.reloads.filter { !deletedItems.contains($0.from) }
        let itemDeletes = itemChanges.deletes + Set(reloaded.map(\.from)).sorted()
        let itemInserts = itemChanges.inserts + Set(reloaded.map(\.to)).sorted()

        return .batch(ListBatchUpdateData(insertSections: inserts.sorted(), deleteSections: deletes.sorted(),
                                          moveSections: moves, insertIndexPaths: itemInserts,
                                          deleteIndexPaths: itemDeletes, updateIndexPaths: itemUpdates,
                                          moveIndexPaths: itemChanges.moves))
    }
}
