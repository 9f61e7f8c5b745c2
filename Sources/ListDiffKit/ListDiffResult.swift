/// An item that moved: its index in the old array and in the new one.
public struct ListMoveIndex: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var from: Int
    public var to: Int

    public init(from: Int, to: Int) {
        self.from = from
        self.to = to
    }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.from, lhs.to) < (rhs.from, rhs.to)
    }

    public var description: String { "\(from)→\(to)" }
}

/// A position in a sectioned list (IGListKit uses `NSIndexPath`).
public struct ListIndexPath: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var section: Int
    public var item: Int

    public init(item: Int, section: Int) {
        self.item = item
        self.section = section
    }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.section, lhs.item) < (rhs.section, rhs.item)
    }

    public var description: String { "[\(section), \(item)]" }
}

/// An item that moved between two index paths.
public struct ListMoveIndexPath: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var from: ListIndexPath
    public var to: ListIndexPath

    public init(from: ListIndexPath, to: ListIndexPath) {
        self.from = from
        self.to = to
    }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.from, lhs.to) < (rhs.from, rhs.to)
    }

    public var description: String { "\(from)→\(to)" }
}

/// What changed between two arrays, as indexes (IGListKit's `IGListIndexSetResult`).
///
/// `deletes` and `updates` are old indexes, `inserts` new ones; applying deletes then
/// inserts to the old array gives the new one's count. An item can be both moved and updated.
public struct ListIndexSetResult: Sendable {
    public var inserts: [Int]
    public var deletes: [Int]
    public var updates: [Int]
    public var moves: [ListMoveIndex]
    /// Identifier → index in the old array (for a duplicated identifier, its last index).
    public var oldIndexMap: [ListIdentifier: Int]
    /// Identifier → index in the new array (for a duplicated identifier, its last index).
    public var newIndexMap: [ListIdentifier: Int]

    public var hasChanges: Bool { changeCount > 0 }
    public var changeCount: Int { inserts.count + deletes.count + updates.count + moves.count }

    public func oldIndex(for identifier: any Hashable & Sendable) -> Int? { oldIndexMap[ListIdentifier(identifier)] }
    public func newIndex(for identifier: any Hashable & Sendable) -> Int? { newIndexMap[ListIdentifier(identifier)] }

    /// The result as a batch-update list can apply it: an update, or a move of an updated
    /// item, becomes a delete plus an insert (a list cannot move and reload one item at once).
    public func forBatchUpdates() -> ListIndexSetResult {
        var deletes = Set(self.deletes), inserts = Set(self.inserts), updates = Set(self.updates)
        var moves: [ListMoveIndex] = []
        for move in self.moves {
            if updates.contains(move.from) {
                updates.remove(move.from)
                deletes.insert(move.from)
                inserts.insert(move.to)
            } else {
                moves.append(move)
            }
        }
        for (identifier, oldIndex) in oldIndexMap where updates.contains(oldIndex) {
            deletes.insert(oldIndex)
            if let newIndex = newIndexMap[identifier] { inserts.insert(newIndex) }
        }
        return ListIndexSetResult(inserts: inserts.sorted(), deletes: deletes.sorted(), updates: [],
                                  moves: moves, oldIndexMap: oldIndexMap, newIndexMap: newIndexMap)
    }
}

/// What changed between two sections, as index paths (IGListKit's `IGListIndexPathResult`).
/// Deletes and updates are in the old section, inserts in the new one.
public struct ListIndexPathResult: Sendable {
    public var inserts: [ListIndexPath]
    public var deletes: [ListIndexPath]
    public var updates: [ListIndexPath]
    public var moves: [ListMoveIndexPath]
    public var oldIndexPathMap: [ListIdentifier: ListIndexPath]
    public var newIndexPathMap: [ListIdentifier: ListIndexPath]

    public var hasChanges: Bool { changeCount > 0 }
    public var changeCount: Int { inserts.count + deletes.count + updates.count + moves.count }

    public func oldIndexPath(for identifier: any Hashable & Sendable) -> ListIndexPath? { oldIndexPathMap[ListIdentifier(identifier)] }
    public func newIndexPath(for identifier: any Hashable & Sendable) -> ListIndexPath? { newIndexPathMap[ListIdentifier(identifier)] }

    /// The result as a batch-update list can apply it (IGListKit's `resultForBatchUpdates`):
    /// an updated item becomes a delete at its old index path plus an insert at its new one,
    /// and a move of an updated item becomes that delete and insert instead of a move, since a
    /// list cannot move and reload one cell in one pass. `updates` is empty; inserts and
    /// deletes are sorted.
    public func forBatchUpdates() -> ListIndexPathResult {
        var deletes = Set(self.deletes), inserts = Set(self.inserts), updates = Set(self.updates)
        var moves: [ListMoveIndexPath] = []
        for move in self.moves {
            if updates.remove(move.from) != nil {
                deletes.insert(move.from)
                inserts.insert(move.to)
            } else {
                moves.append(move)
            }
        }
        for (identifier, oldPath) in oldIndexPathMap where updates.contains(oldPath) {
            deletes.insert(oldPath)
            if let newPath = newIndexPathMap[identifier] { inserts.insert(newPath) }
        }
        return ListIndexPathResult(inserts: inserts.sorted(), deletes: deletes.sorted(), updates: [],
                                   moves: moves, oldIndexPathMap: oldIndexPathMap, newIndexPathMap: newIndexPathMap)
    }
}
