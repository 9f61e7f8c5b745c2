@testable import ListDiffKit
import XCTest

/// A keyed value: the key is the identity, the value the data (IGListKit's test object).
private struct Keyed: ListDiffable, Hashable {
    var key: String
    var value: Int
    var diffIdentifier: any Hashable & Sendable { key }
    func isEqual(toDiffableObject other: any ListDiffable) -> Bool { (other as? Keyed)?.value == value }
}

private final class Ref: ListDiffable, @unchecked Sendable {
    let key: String
    init(_ key: String) { self.key = key }
    var diffIdentifier: any Hashable & Sendable { key }
    func isEqual(toDiffableObject other: any ListDiffable) -> Bool { (other as? Ref)?.key == key }
}

final class ListDiffTests: XCTestCase {
    private let paperOld = "much writing is like snow , a mass of long words and phrases falls upon the relevant facts covering up the details ."
        .split(separator: " ").map(String.init)
    private let paperNew = "a mass of latin words falls upon the relevant facts like soft snow , covering up the details ."
        .split(separator: " ").map(String.init)

    func testEmptyToEmptyHasNoChanges() {
        XCTAssertFalse(ListDiff.diff(old: [Int](), new: [Int]()).hasChanges)
    }

    func testAllNewIsAllInserts() {
        let result = ListDiff.diff(old: [], new: [1, 2, 3])
        XCTAssertEqual(result.inserts, [0, 1, 2])
        XCTAssertEqual(result.changeCount, 3)
        XCTAssertEqual(result.newIndex(for: 2), 1)
    }

    func testAllDeletedIsAllDeletes() {
        let result = ListDiff.diff(old: [1, 2], new: [])
        XCTAssertEqual(result.deletes, [0, 1])
        XCTAssertEqual(result.changeCount, 2)
        XCTAssertEqual(result.oldIndex(for: 2), 1)
    }

    func testSwapIsTwoMoves() {
        let result = ListDiff.diff(old: [1, 2], new: [2, 1])
        XCTAssertEqual(result.moves.sorted(), [ListMoveIndex(from: 0, to: 1), ListMoveIndex(from: 1, to: 0)])
        XCTAssertEqual(result.changeCount, 2)
    }

    func testMovingWithDuplicates() {
        let result = ListDiff.diff(old: [1, 2, 3, 3, 4], new: [2, 3, 1, 3, 4])
        XCTAssertTrue(result.moves.contains(ListMoveIndex(from: 1, to: 0)))
        XCTAssertTrue(result.moves.contains(ListMoveIndex(from: 0, to: 2)))
    }

    func testHeckelPaperWords() {
        let result = ListDiff.diff(old: paperOld, new: paperNew)
        XCTAssertEqual(result.inserts, [3, 11])
        XCTAssertEqual(result.deletes, [0, 1, 2, 9, 11, 12])
    }

    func testHeckelPaperWordsAsIndexPaths() {
        let result = ListDiff.diffPaths(fromSection: 0, toSection: 0, old: paperOld, new: paperNew)
        XCTAssertEqual(result.inserts, [ListIndexPath(item: 3, section: 0), ListIndexPath(item: 11, section: 0)])
        XCTAssertEqual(result.deletes.map(\.item), [0, 1, 2, 9, 11, 12])
    }

    func testSwapWithInsertAsIndexPaths() {
        let result = ListDiff.diffPaths(fromSection: 0, toSection: 0, old: [1, 2, 3, 4], new: [2, 4, 5, 3])
        XCTAssertEqual(result.moves.sorted(), [
            ListMoveIndexPath(from: ListIndexPath(item: 2, section: 0), to: ListIndexPath(item: 3, section: 0)),
            ListMoveIndexPath(from: ListIndexPath(item: 3, section: 0), to: ListIndexPath(item: 1, section: 0)),
        ])
    }

    func testUpdatesAreOldIndexesOfChangedData() {
        let old = [Keyed(key: "0", value: 0), Keyed(key: "1", value: 1), Keyed(key: "2", value: 2)]
        let new = [Keyed(key: "0", value: 0), Keyed(key: "1", value: 3), Keyed(key: "2", value: 2)]
        XCTAssertEqual(ListDiff.diff(old: old, new: new).updates, [1])
        XCTAssertEqual(ListDiff.diffPaths(fromSection: 2, toSection: 5, old: old, new: new).updates,
                       [ListIndexPath(item: 1, section: 2)])
    }

    func testMixedDeletesInsertsAndMoves() {
        let result = ListDiff.diff(old: [0, 1, 2, 3, 4, 5, 6, 7, 8], new: [0, 2, 3, 4, 7, 6, 9, 5, 10])
        XCTAssertEqual(result.deletes, [1, 8])
        XCTAssertEqual(result.inserts, [6, 8])
        XCTAssertEqual(result.moves.sorted(), [ListMoveIndex(from: 5, to: 7), ListMoveIndex(from: 7, to: 4)])
        XCTAssertTrue(result.updates.isEmpty)
    }

    func testMoveAndUpdateTogether() {
        let old = [Keyed(key: "0", value: 0), Keyed(key: "1", value: 1), Keyed(key: "2", value: 2)]
        let new = [Keyed(key: "2", value: 3), Keyed(key: "1", value: 1), Keyed(key: "0", value: 0)]
        let result = ListDiff.diff(old: old, new: new)
        XCTAssertEqual(result.updates, [2])
        XCTAssertEqual(result.moves.sorted(), [ListMoveIndex(from: 0, to: 2), ListMoveIndex(from: 2, to: 0)])
        // Batch updates cannot move and reload one item: that pair becomes delete + insert.
        let batch = result.forBatchUpdates()
        XCTAssertEqual(batch.updates, [])
        XCTAssertEqual(batch.moves, [ListMoveIndex(from: 0, to: 2)])
        XCTAssertEqual(batch.deletes, [2])
        XCTAssertEqual(batch.inserts, [0])
    }

    /// IGListKit's batch-update case: a delete, updates, a move, an insert and a move of an
    /// updated item in one diff.
    private let batchOld = (1...6).map { Keyed(key: String($0), value: 1) }
    private let batchNew = [Keyed(key: "2", value: 2), Keyed(key: "5", value: 1), Keyed(key: "4", value: 1),
                            Keyed(key: "7", value: 1), Keyed(key: "6", value: 2), Keyed(key: "3", value: 2)]

    func testBatchUpdatesTurnUpdatesIntoDeletesAndInserts() {
        let result = ListDiff.diff(old: batchOld, new: batchNew).forBatchUpdates()
        XCTAssertEqual(result.updates, [])
        XCTAssertEqual(result.moves, [ListMoveIndex(from: 4, to: 1)])
        XCTAssertEqual(result.deletes, [0, 1, 2, 5])
        XCTAssertEqual(result.inserts, [0, 3, 4, 5])
    }

    func testBatchUpdatesAsIndexPathsTurnUpdatesIntoDeletesAndInserts() {
        let diff = ListDiff.diffPaths(fromSection: 0, toSection: 1, old: batchOld, new: batchNew)
        XCTAssertEqual(diff.updates.count, 3)
        let result = diff.forBatchUpdates()
        XCTAssertEqual(result.updates, [])
        XCTAssertEqual(result.moves, [ListMoveIndexPath(from: ListIndexPath(item: 4, section: 0),
                                                        to: ListIndexPath(item: 1, section: 1))])
        XCTAssertEqual(result.deletes, [0, 1, 2, 5].map { ListIndexPath(item: $0, section: 0) })
        XCTAssertEqual(result.inserts, [0, 3, 4, 5].map { ListIndexPath(item: $0, section: 1) })
        XCTAssertEqual(result.oldIndexPath(for: "3"), ListIndexPath(item: 2, section: 0), "the maps are kept")
    }

    func testPointerPersonalityReportsNewInstances() {
        let a = Ref("a"), b = Ref("b"), c = Ref("c")
        let result = ListDiff.diff(old: [a, b, c], new: [a, Ref("b"), c], option: .pointerPersonality)
        XCTAssertEqual(result.updates, [1])
        XCTAssertFalse(ListDiff.diff(old: [a, b, c], new: [a, b, c], option: .pointerPersonality).hasChanges)
        // With equality the copy is the same data.
        XCTAssertFalse(ListDiff.diff(old: [a, b, c], new: [a, Ref("b"), c]).hasChanges)
    }

    func testDuplicatesKeepCountsConsistent() {
        let cases: [([String], [String])] = [
            (["dog", "dog", "dog", "dog"], ["dog", "dog"]),
            (["dog", "dog"], ["dog", "dog", "dog", "dog"]),
            (["a", "b", "c", "49", "33", "cat", "cat", "0", "14"],
             ["a", "b", "c", "49", "33", "cat", "cat", "cat", "0", "14"]),
            (["1", "20", "14", "x", "cat", "y", "4", "dog", "cat", "cat", "fish", "z", "fish", "w"],
             ["1", "28", "14", "cat", "cat", "4", "dog", "x", "cat", "fish", "z", "fish", "w"]),
        ]
        for (old, new) in cases {
            let result = ListDiff.diff(old: old, new: new)
            XCTAssertEqual(old.count + result.inserts.count - result.deletes.count, new.count, "\(old) → \(new)")
        }
    }

    func testDuplicatesUnchangedHaveNoChanges() {
        XCTAssertFalse(ListDiff.diff(old: ["cat", "1", "2", "3", "cat"], new: ["cat", "1", "2", "3", "cat"]).hasChanges)
    }

    func testDuplicateMovesHaveUniqueSources() {
        let old = ["cat", "o1", "dog", "dog", "o4", "o5", "cat", "65"]
        let new = ["cat", "o1", "dog", "o4", "dog", "o5", "cat", "cat", "fish", "65"]
        let moves = ListDiff.diff(old: old, new: new).moves
        XCTAssertEqual(Set(moves.map(\.from)).count, moves.count)
    }

    func testMovingOneShiftsOthers() {
        let result = ListDiff.diff(old: [1, 2, 3, 4, 5, 6, 7], new: [1, 4, 5, 2, 3, 6, 7])
        XCTAssertTrue(result.moves.contains(ListMoveIndex(from: 3, to: 1)))
        XCTAssertTrue(result.moves.contains(ListMoveIndex(from: 1, to: 3)))
    }

    func testIndexMaps() {
        let result = ListDiff.diff(old: [1, 2, 3, 4, 5, 6, 7], new: [2, 9, 3, 1, 5, 6, 8])
        XCTAssertEqual((1...9).map { result.oldIndex(for: $0) }, [0, 1, 2, 3, 4, 5, 6, nil, nil])
        XCTAssertEqual((1...9).map { result.newIndex(for: $0) }, [3, 0, 2, nil, 4, 5, nil, 6, 1])
        let paths = ListDiff.diffPaths(fromSection: 0, toSection: 1, old: [1, 2, 3, 4, 5, 6, 7], new: [2, 9, 3, 1, 5, 6, 8])
        XCTAssertEqual(paths.oldIndexPath(for: 1), ListIndexPath(item: 0, section: 0))
        XCTAssertEqual(paths.newIndexPath(for: 1), ListIndexPath(item: 3, section: 1))
        XCTAssertNil(paths.newIndexPath(for: 4))
    }
}
