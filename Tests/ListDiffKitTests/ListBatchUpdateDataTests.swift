import ListDiffKit
import XCTest

/// The cases of IGListKit's `IGListBatchUpdateDataTests`, one test each, in the same order.
final class ListBatchUpdateDataTests: XCTestCase {
    private func path(_ section: Int, _ item: Int) -> ListIndexPath { ListIndexPath(item: item, section: section) }

    private func move(_ from: Int, _ to: Int) -> ListMoveIndex { ListMoveIndex(from: from, to: to) }

    private func movePath(_ fromSection: Int, _ fromItem: Int, _ toSection: Int, _ toItem: Int) -> ListMoveIndexPath {
        ListMoveIndexPath(from: path(fromSection, fromItem), to: path(toSection, toItem))
    }

    /// Changes that contradict nothing: one of each kind in different sections.
    private var cleanBatch: ListBatchUpdateData {
        ListBatchUpdateData(insertSections: [0, 1], deleteSections: [5], moveSections: [move(3, 4)],
                            insertIndexPaths: [path(0, 0)], deleteIndexPaths: [path(1, 0)],
                            moveIndexPaths: [movePath(6, 0, 6, 1)])
    }

    func testNoChangesMakeAnEmptyBatch() {
        let batch = ListBatchUpdateData()
        XCTAssertTrue(batch.isEmpty)
        XCTAssertEqual(batch.changeCount, 0)
        XCTAssertEqual(batch.insertSections, [])
        XCTAssertEqual(batch.moveIndexPaths, [])
    }

    func testCleanChangesPassThroughUnchanged() {
        let batch = cleanBatch
        XCTAssertEqual(batch.insertSections, [0, 1])
        XCTAssertEqual(batch.deleteSections, [5])
        XCTAssertEqual(batch.moveSections, [move(3, 4)])
        XCTAssertEqual(batch.insertIndexPaths, [path(0, 0)])
        XCTAssertEqual(batch.deleteIndexPaths, [path(1, 0)])
        XCTAssertEqual(batch.updateIndexPaths, [])
        XCTAssertEqual(batch.moveIndexPaths, [movePath(6, 0, 6, 1)])
        XCTAssertEqual(batch.changeCount, 7)
    }

    func testItemDeleteInAMovedSectionTurnsTheMoveIntoDeleteAndInsert() {
        let batch = ListBatchUpdateData(moveSections: [move(2, 4)], deleteIndexPaths: [path(2, 0), path(3, 4)])
        XCTAssertEqual(batch.insertSections, [4])
        XCTAssertEqual(batch.deleteSections, [2])
        XCTAssertEqual(batch.deleteIndexPaths, [path(3, 4)], "the delete in section 2 goes with the section")
        XCTAssertEqual(batch.moveSections, [])
    }

    func testItemInsertInAMovedSectionTurnsTheMoveIntoDeleteAndInsert() {
        // The insert is in the section's new position (4).
        let batch = ListBatchUpdateData(moveSections: [move(2, 4)], insertIndexPaths: [path(4, 0), path(3, 4)])
        XCTAssertEqual(batch.insertSections, [4])
        XCTAssertEqual(batch.deleteSections, [2])
        XCTAssertEqual(batch.insertIndexPaths, [path(3, 4)])
        XCTAssertEqual(batch.moveSections, [])
    }

    func testItemMoveInADeletedSectionIsDropped() {
        let batch = ListBatchUpdateData(deleteSections: [0], moveIndexPaths: [movePath(0, 0, 0, 1)])
        XCTAssertEqual(batch.moveIndexPaths, [])
        XCTAssertEqual(batch.deleteSections, [0])
    }

    func testItemMoveInAMovedSectionTurnsTheMoveIntoDeleteAndInsert() {
        let batch = ListBatchUpdateData(moveSections: [move(0, 1)], moveIndexPaths: [movePath(0, 0, 0, 1)])
        XCTAssertEqual(batch.moveIndexPaths, [])
        XCTAssertEqual(batch.moveSections, [])
        XCTAssertEqual(batch.deleteSections, [0])
        XCTAssertEqual(batch.insertSections, [1])
    }

    func testSectionMoveOutOfADeletedSectionIsDropped() {
        let batch = ListBatchUpdateData(deleteSections: [2], moveSections: [move(2, 6), move(0, 2)])
        XCTAssertEqual(batch.deleteSections, [2])
        XCTAssertEqual(batch.moveSections, [move(0, 2)], "moving into the deleted index is fine")
        XCTAssertEqual(batch.insertSections, [])
    }

    func testDeletingAnIndexPathTwiceDeletesItOnce() {
        let batch = ListBatchUpdateData(deleteIndexPaths: [path(2, 0), path(2, 0)])
        XCTAssertEqual(batch.deleteIndexPaths, [path(2, 0)])
    }

    func testDuplicateDeleteWithoutInsertsLeavesNoInsert() {
        let batch = ListBatchUpdateData(deleteIndexPaths: [path(2, 0), path(2, 0)])
        XCTAssertEqual(batch.insertIndexPaths, [])
        XCTAssertEqual(batch.deleteIndexPaths, [path(2, 0)])
    }

    func testOneInsertAndTwoDeletesOfAPathLeaveOneDelete() {
        // The dropped delete takes an insert with it, so the item count still balances (-1).
        let batch = ListBatchUpdateData(insertIndexPaths: [path(2, 0)], deleteIndexPaths: [path(2, 0), path(2, 0)])
        XCTAssertEqual(batch.insertIndexPaths, [])
        XCTAssertEqual(batch.deleteIndexPaths, [path(2, 0)])
    }

    func testTwoInsertsAndTwoDeletesOfAPathLeaveOneOfEach() {
        let batch = ListBatchUpdateData(insertIndexPaths: [path(2, 0), path(2, 0)],
                                        deleteIndexPaths: [path(2, 0), path(2, 0)])
        XCTAssertEqual(batch.insertIndexPaths, [path(2, 0)])
        XCTAssertEqual(batch.deleteIndexPaths, [path(2, 0)])
    }

    func testThreeInsertsAndTwoDeletesOfAPathLeaveTwoInsertsAndOneDelete() {
        let batch = ListBatchUpdateData(insertIndexPaths: [path(2, 0), path(2, 0), path(2, 0)],
                                        deleteIndexPaths: [path(2, 0), path(2, 0)])
        XCTAssertEqual(batch.insertIndexPaths, [path(2, 0), path(2, 0)])
        XCTAssertEqual(batch.deleteIndexPaths, [path(2, 0)])
    }

    func testThreeInsertsAndThreeDeletesOfAPathLeaveOneOfEach() {
        let batch = ListBatchUpdateData(insertIndexPaths: [path(2, 0), path(2, 0), path(2, 0)],
                                        deleteIndexPaths: [path(2, 0), path(2, 0), path(2, 0)])
        XCTAssertEqual(batch.insertIndexPaths, [path(2, 0)])
        XCTAssertEqual(batch.deleteIndexPaths, [path(2, 0)])
    }

    func testOneInsertAndOneDeleteOfAPathAreKept() {
        // A reload in disguise: nothing to reconcile.
        let batch = ListBatchUpdateData(insertIndexPaths: [path(2, 0)], deleteIndexPaths: [path(2, 0)])
        XCTAssertEqual(batch.insertIndexPaths, [path(2, 0)])
        XCTAssertEqual(batch.deleteIndexPaths, [path(2, 0)])
    }

    func testABatchEqualsItselfAndTheSameChangesInAnotherOrder() {
        let batch = cleanBatch
        XCTAssertEqual(batch, batch)
        let shuffled = ListBatchUpdateData(insertSections: [1, 0, 1], deleteSections: [5], moveSections: [move(3, 4), move(3, 4)],
                                           insertIndexPaths: [path(0, 0)], deleteIndexPaths: [path(1, 0)],
                                           moveIndexPaths: [movePath(6, 0, 6, 1)])
        XCTAssertEqual(batch, shuffled)
        XCTAssertEqual(batch.hashValue, shuffled.hashValue)
    }

    func testAnEmptyBatchEqualsNoOtherValue() {
        let empty = ListBatchUpdateData()
        XCTAssertNotEqual(empty, cleanBatch)
        XCTAssertNotEqual(empty, ListBatchUpdateData(updateIndexPaths: [path(0, 0)]))
        XCTAssertNotEqual(AnyHashable(empty), AnyHashable(ListIndexPath(item: 0, section: 0)))
    }

    // MARK: Beyond IGListKit's cases

    func testEveryItemChangeOfAMovedSectionIsDroppedNotJustTheFirst() {
        // A moved section with a delete and an insert at once: both go with the section.
        let batch = ListBatchUpdateData(moveSections: [move(1, 3), move(0, 2)],
                                        insertIndexPaths: [path(3, 0), path(3, 2)],
                                        deleteIndexPaths: [path(1, 1), path(1, 4)],
                                        moveIndexPaths: [movePath(1, 0, 3, 1)])
        XCTAssertEqual(batch.deleteSections, [1])
        XCTAssertEqual(batch.insertSections, [3])
        XCTAssertEqual(batch.moveSections, [move(0, 2)])
        XCTAssertEqual(batch.insertIndexPaths, [])
        XCTAssertEqual(batch.deleteIndexPaths, [])
        XCTAssertEqual(batch.moveIndexPaths, [])
    }

    func testConflictingMovesOutOfOneSectionResolveTheSameWayEveryTime() {
        // Two moves out of section 1 (a data source bug): the later one in sorted order wins
        // the section's item changes, whatever order the moves came in.
        let one = ListBatchUpdateData(moveSections: [move(1, 3), move(1, 2)], deleteIndexPaths: [path(1, 0)])
        let other = ListBatchUpdateData(moveSections: [move(1, 2), move(1, 3)], deleteIndexPaths: [path(1, 0)])
        XCTAssertEqual(one, other)
        XCTAssertEqual(one.deleteSections, [1])
        XCTAssertEqual(one.insertSections, [3])
        XCTAssertEqual(one.moveSections, [move(1, 2)])
    }

    func testSectionMoveIntoAnInsertedIndexIsDroppedAndUpdatesPassThrough() {
        let batch = ListBatchUpdateData(insertSections: [2], moveSections: [move(0, 2)],
                                        updateIndexPaths: [path(1, 1), path(0, 3)])
        XCTAssertEqual(batch.moveSections, [])
        XCTAssertEqual(batch.insertSections, [2])
        XCTAssertEqual(batch.updateIndexPaths, [path(0, 3), path(1, 1)])
        XCTAssertEqual(batch.description, "sections: +[2] -[] moves []; items: +[] -[] updates [[0, 3], [1, 1]] moves []")
    }
}
