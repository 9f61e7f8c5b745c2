/// Section and item changes reconciled so that a collection view can apply them in one batch
/// (IGListKit's `IGListBatchUpdateData`).
///
/// A collection view's batch update fails, or animates one cell twice, when its changes
/// contradict each other. Building the value removes those contradictions, with IGListKit's
/// rules:
/// - a section move whose source section is deleted, or whose destination is inserted, is
///   dropped;
/// - a moved section that also has an item deleted (in its old position), an item inserted
///   (in its new position) or an item moved becomes a delete of the old section plus an insert
///   of the new one, and those item changes are dropped;
/// - an item move inside a deleted section is dropped;
/// - an index path deleted more than once is deleted once, and for each extra delete one
///   insert of the same index path is dropped, so the item count still balances.
///
/// Item updates pass through unchanged. Every array is sorted, so two batches with the same
/// changes are equal whatever order the changes were given in; `insertIndexPaths` may hold
/// an index path more than once (inserts are not deduplicated, as in IGListKit).
public struct ListBatchUpdateData: Hashable, Sendable, CustomStringConvertible {
    /// Sections inserted, as indexes after the update.
    public let insertSections: [Int]
    /// Sections deleted, as indexes before the update.
    public let deleteSections: [Int]
    /// Sections moved whole.
    public let moveSections: [ListMoveIndex]
    /// Items inserted, as index paths after the update.
    public let insertIndexPaths: [ListIndexPath]
    /// Items deleted, as index paths before the update; each at most once.
    public let deleteIndexPaths: [ListIndexPath]
    /// Items reloaded in place, as index paths before the update.
    public let updateIndexPaths: [ListIndexPath]
    /// Items moved.
    public let moveIndexPaths: [ListMoveIndexPath]

    /// Reconciles the given changes (see the type's rules). Sections are indexes; repeated
    /// section indexes or section moves count once.
    public init(insertSections: [Int] = [], deleteSections: [Int] = [], moveSections: [ListMoveIndex] = [],
                insertIndexPaths: [ListIndexPath] = [], deleteIndexPaths: [ListIndexPath] = [],
                updateIndexPaths: [ListIndexPath] = [], moveIndexPaths: [ListMoveIndexPath] = []) {
        let givenDeletes = Set(deleteSections), givenInserts = Set(insertSections)
        var sectionDeletes = givenDeletes, sectionInserts = givenInserts
        var sectionMoves = Set<ListMoveIndex>()
        // Moves that survive, by source and by destination section. Built once from the input
        // and never changed below, so every item change in a moved section is seen.
        var movesFrom: [Int: ListMoveIndex] = [:], movesTo: [Int: ListMoveIndex] = [:]
        // Sorted, so that conflicting moves (two out of one section) resolve the same way each run.
        for move in Set(moveSections).sorted() where !givenDeletes.contains(move.from) && !givenInserts.contains(move.to) {
            sectionMoves.insert(move)
            movesFrom[move.from] = move
            movesTo[move.to] = move
        }
        func splitMove(_ move: ListMoveIndex) {
            sectionMoves.remove(move)
            sectionDeletes.insert(move.from)
            sectionInserts.insert(move.to)
        }

        // One delete per index path; each extra delete cancels one insert of that path.
        var extraDeletes: [ListIndexPath: Int] = [:]
        for path in deleteIndexPaths { extraDeletes[path, default: -1] += 1 }
        var itemInserts: [ListIndexPath] = []
        for path in insertIndexPaths {
            if let extra = extraDeletes[path], extra > 0 {
                extraDeletes[path] = extra - 1
            } else {
                itemInserts.append(path)
            }
        }
        var itemDeletes = Array(extraDeletes.keys)

        // Item deletes in a moved section's old position, item inserts in its new one.
        itemDeletes.removeAll { path in
            guard let move = movesFrom[path.section] else { return false }
            splitMove(move)
            return true
        }
        itemInserts.removeAll { path in
            guard let move = movesTo[path.section] else { return false }
            splitMove(move)
            return true
        }
        // Item moves: dropped in a deleted section; in a moved section they split the move.
        let itemMoves = moveIndexPaths.filter { move in
            if let sectionMove = movesFrom[move.from.section] {
                splitMove(sectionMove)
                return false
            }
            return !givenDeletes.contains(move.from.section)
        }

        self.insertSections = sectionInserts.sorted()
        self.deleteSections = sectionDeletes.sorted()
        self.moveSections = sectionMoves.sorted()
        self.insertIndexPaths = itemInserts.sorted()
        self.deleteIndexPaths = itemDeletes.sorted()
        self.updateIndexPaths = updateIndexPaths.sorted()
        self.moveIndexPaths = itemMoves.sorted()
    }

    /// Whether the batch changes nothing.
    public var isEmpty: Bool { changeCount == 0 }

    /// How many changes the batch holds, sections and items together.
    public var changeCount: Int {
        insertSections.count + deleteSections.count + moveSections.count + insertIndexPaths.count
            + deleteIndexPaths.count + updateIndexPaths.count + moveIndexPaths.count
    }

    /// The changes on one line, for test failures and logs.
    public var description: String {
        "sections: +\(insertSections) -\(deleteSections) moves \(moveSections); "
            + "items: +\(insertIndexPaths) -\(deleteIndexPaths) updates \(updateIndexPaths) moves \(moveIndexPaths)"
    }
}
