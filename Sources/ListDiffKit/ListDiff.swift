/// How the diff decides that an item with the same identifier changed.
public enum ListDiffOption: Sendable {
    /// Changed when `isEqual(toDiffableObject:)` says so.
    case equality
    /// Changed when it is not the very same object instance (value types always count as changed).
    case pointerPersonality
}

/// IGListKit's diff: Paul Heckel's linear-time algorithm ("A technique for isolating
/// differences between files", 1978) over diff identifiers, reporting inserts, deletes,
/// moves and updates. Duplicated identifiers are matched to old occurrences in order.
public enum ListDiff {
    /// The changes from `old` to `new`, as indexes.
    public static func diff(old: [any ListDiffable], new: [any ListDiffable],
                            option: ListDiffOption = .equality) -> ListIndexSetResult {
        let changes = compute(old: old, new: new, option: option)
        return ListIndexSetResult(inserts: changes.inserts, deletes: changes.deletes, updates: changes.updates,
                                  moves: changes.moves.map { ListMoveIndex(from: $0.0, to: $0.1) },
                                  oldIndexMap: changes.oldMap, newIndexMap: changes.newMap)
    }

    /// The changes from `old` in section `fromSection` to `new` in section `toSection`,
    /// as index paths.
    public static func diffPaths(fromSection: Int, toSection: Int, old: [any ListDiffable],
                                 new: [any ListDiffable], option: ListDiffOption = .equality) -> ListIndexPathResult {
        let changes = compute(old: old, new: new, option: option)
        let from = { ListIndexPath(item: $0, section: fromSection) }
        let to = { ListIndexPath(item: $0, section: toSection) }
        return ListIndexPathResult(inserts: changes.inserts.map(to), deletes: changes.deletes.map(from),
                                   updates: changes.updates.map(from),
                                   moves: changes.moves.map { ListMoveIndexPath(from: from($0.0), to: to($0.1)) },
                                   oldIndexPathMap: changes.oldMap.mapValues(from),
                                   newIndexPathMap: changes.newMap.mapValues(to))
    }

    private struct Changes {
        var inserts: [Int] = []
        var deletes: [Int] = []
        var updates: [Int] = []
        var moves: [(Int, Int)] = []
        var oldMap: [ListIdentifier: Int] = [:]
        var newMap: [ListIdentifier: Int] = [:]
    }

    /// Heckel's symbol table entry for one identifier.
    private final class Entry {
        var oldCount = 0
        var newCount = 0
        /// Old indexes still to be matched, lowest on top; below them one `nil` per new
        /// occurrence, so a new occurrence with no old partner pops `nil` (an insert).
        var oldIndexes: [Int?] = []
        var updated = false
    }

    private static func compute(old: [any ListDiffable], new: [any ListDiffable], option: ListDiffOption) -> Changes {
        var changes = Changes()
        for (index, object) in old.enumerated() { changes.oldMap[object.listIdentifier] = index }
        for (index, object) in new.enumerated() { changes.newMap[object.listIdentifier] = index }
        if new.isEmpty {
            changes.deletes = Array(old.indices)
            return changes
        }
        if old.isEmpty {
            changes.inserts = Array(new.indices)
            return changes
        }

        var table: [ListIdentifier: Entry] = [:]
        func entry(for object: any ListDiffable) -> Entry {
            let key = object.listIdentifier
            if let existing = table[key] { return existing }
            let created = Entry()
            table[key] = created
            return created
        }

        // Pass 1: count new occurrences.
        let newEntries = new.map { object -> Entry in
            let entry = entry(for: object)
            entry.newCount += 1
            entry.oldIndexes.append(nil)
            return entry
        }
        // Pass 2: count old occurrences, pushed last-to-first so the lowest index is on top.
        for index in old.indices.reversed() {
            let entry = entry(for: old[index])
            entry.oldCount += 1
            entry.oldIndexes.append(index)
        }

        // Pass 3: pair each new occurrence with the next old one of the same identifier.
        var newToOld = [Int?](repeating: nil, count: new.count)
        var oldToNew = [Int?](repeating: nil, count: old.count)
        for index in new.indices {
            let entry = newEntries[index]
            guard let popped = entry.oldIndexes.popLast(), let oldIndex = popped else { continue }
            if isUpdate(new[index], old[oldIndex], option: option) { entry.updated = true }
            if entry.newCount > 0 && entry.oldCount > 0 {
                newToOld[index] = oldIndex
                oldToNew[oldIndex] = index
            }
        }

        // Deletes shift later items up, inserts shift them down; an item whose index is
        // not explained by those shifts moved.
        var deleteOffsets = [Int](repeating: 0, count: old.count)
        var running = 0
        for index in old.indices {
            deleteOffsets[index] = running
            if oldToNew[index] == nil {
                changes.deletes.append(index)
                running += 1
            }
        }
        running = 0
        for index in new.indices {
            let insertOffset = running
            guard let oldIndex = newToOld[index] else {
                changes.inserts.append(index)
                running += 1
                continue
            }
            if newEntries[index].updated { changes.updates.append(oldIndex) }
            if oldIndex - deleteOffsets[oldIndex] + insertOffset != index {
                changes.moves.append((oldIndex, index))
            }
        }
        changes.updates.sort()
        return changes
    }

    private static func isUpdate(_ new: any ListDiffable, _ old: any ListDiffable, option: ListDiffOption) -> Bool {
        let sameInstance = type(of: new) is AnyClass && (new as AnyObject) === (old as AnyObject)
        switch option {
        case .pointerPersonality: return !sameInstance
        case .equality: return !sameInstance && !new.isEqual(toDiffableObject: old)
        }
    }
}
