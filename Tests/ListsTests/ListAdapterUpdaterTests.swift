@testable import Lists
import ListDiffKit
import Nodes
import XCTest

/// A section of numbers: the name is the identity, the numbers its items (IGListKit's
/// `IGSectionObject`).
private struct NumberSection: ListDiffable, Equatable {
    var name: String
    var items: [Int]
    var diffIdentifier: any Hashable & Sendable { name }
    func isEqual(toDiffableObject other: any ListDiffable) -> Bool { (other as? NumberSection) == self }
}

private final class NumberSectionController: SectionController {
    var object: NumberSection?
    override var numberOfItems: Int { object?.items.count ?? 0 }
    override func didUpdate(to object: any ListDiffable) { self.object = object as? NumberSection }
    override func nodeBlockForItem(at index: Int) -> @Sendable () -> CellNode { { CellNode() } }
}

/// IGListKit's `IGListAdapterUpdaterTests` cases about what reaches the collection view, run
/// through a `ListAdapter`, plus the fallback to a reload above 100 changes.
final class ListAdapterUpdaterTests: XCTestCase {
    private func section(_ name: String, _ items: [Int]) -> NumberSection { NumberSection(name: name, items: items) }

    private func path(_ section: Int, _ item: Int) -> ListIndexPath { ListIndexPath(item: item, section: section) }

    /// The collection update of going from `old` to `new` in an adapter with `updater`.
    private func update(from old: [NumberSection], to new: [NumberSection],
                        updater: ListAdapterUpdater = ListAdapterUpdater()) -> ListAdapterUpdate {
        let adapter = ListAdapter(objects: old) { _ in NumberSectionController() }
        adapter.updater = updater
        return adapter.performUpdates(to: new)
    }

    private let preferItemReloads = ListAdapterUpdater(preferItemReloadsForSectionReloads: true)

    // MARK: More than 100 changes

    func testMoreThanOneHundredSectionChangesFallBackToAReload() {
        let many = (0...100).map { section("s\($0)", [$0]) }
        let result = update(from: [], to: many)
        XCTAssertEqual(result.diff.changeCount, 101)
        XCTAssertEqual(result.collectionUpdate, .reload)
    }

    func testExactlyOneHundredChangesStayABatch() {
        let old = (0..<50).map { section("s\($0)", [$0]) }
        // 50 deletes plus 50 inserts: 100 changes, IGListKit's limit is "more than 100".
        let new = (50..<100).map { section("s\($0)", [$0]) }
        let result = update(from: old, to: new)
        XCTAssertEqual(result.diff.changeCount, 100)
        guard case .batch(let batch) = result.collectionUpdate else { return XCTFail("expected a batch") }
        XCTAssertEqual(batch.deleteSections, Array(0..<50))
        XCTAssertEqual(batch.insertSections, Array(0..<50))
    }

    func testChangedObjectsCountTowardTheFallback() {
        // 101 changed objects: 101 updates.
        let old = (0...100).map { section("s\($0)", [0]) }
        let new = (0...100).map { section("s\($0)", [1]) }
        XCTAssertEqual(update(from: old, to: new).collectionUpdate, .reload)
        let allowed = ListAdapterUpdater(allowsReloadingOnTooManyUpdates: false)
        guard case .batch(let batch) = update(from: old, to: new, updater: allowed).collectionUpdate else {
            return XCTFail("with the fallback off the update stays a batch")
        }
        XCTAssertEqual(batch.deleteSections.count, 101)
        XCTAssertEqual(batch.insertSections.count, 101)
    }

    // MARK: Section reloads

    func testChangedSectionIsDeletedAndInsertedByDefault() {
        let result = update(from: [section("id", [1])], to: [section("id", [2])])
        XCTAssertEqual(result.diff.updates, [0])
        XCTAssertEqual(result.collectionUpdate, .batch(ListBatchUpdateData(insertSections: [0], deleteSections: [0])))
    }

    func testPreferItemReloadsReloadsTheItemsOfASectionWithTheSameCount() {
        let result = update(from: [section("id", [1])], to: [section("id", [2])], updater: preferItemReloads)
        XCTAssertEqual(result.collectionUpdate, .batch(ListBatchUpdateData(updateIndexPaths: [path(0, 0)])))
    }

    func testPreferItemReloadsDeletesAndInsertsASectionWhoseCountChanged() {
        let result = update(from: [section("id", [1])], to: [section("id", [1, 2])], updater: preferItemReloads)
        XCTAssertEqual(result.collectionUpdate, .batch(ListBatchUpdateData(insertSections: [0], deleteSections: [0])))
    }

    func testPreferItemReloadsWithAMovedAndChangedSectionDeletesInsertsAndMoves() {
        // "b" changes and swaps places with "a": "b" becomes delete 1 + insert 0, "a" still moves.
        let expected = ListCollectionUpdate.batch(ListBatchUpdateData(
            insertSections: [0], deleteSections: [1], moveSections: [ListMoveIndex(from: 0, to: 1)]))
        let sameLength = update(from: [section("a", [1]), section("b", [2])],
                                to: [section("b", [22]), section("a", [1])], updater: preferItemReloads)
        XCTAssertEqual(sameLength.diff.updates, [1])
        XCTAssertEqual(sameLength.diff.moves.sorted(), [ListMoveIndex(from: 0, to: 1), ListMoveIndex(from: 1, to: 0)])
        XCTAssertEqual(sameLength.collectionUpdate, expected)

        let otherLength = update(from: [section("a", [1, 2, 3]), section("b", [2])],
                                 to: [section("b", [22]), section("a", [1, 2, 3])], updater: preferItemReloads)
        XCTAssertEqual(otherLength.collectionUpdate, expected)

        let threeSections = update(from: [section("a", [1]), section("b", [2]), section("c", [3])],
                                   to: [section("b", [22, 23]), section("a", [1]), section("c", [3])],
                                   updater: preferItemReloads)
        XCTAssertEqual(threeSections.collectionUpdate, expected)
    }

    func testPreferItemReloadsWithASectionInsertReloadsNoItems() {
        let result = update(from: [section("a", [1])], to: [section("a", [2]), section("b", [22])],
                            updater: preferItemReloads)
        XCTAssertEqual(result.diff.inserts, [1])
        XCTAssertEqual(result.collectionUpdate, .batch(ListBatchUpdateData(insertSections: [0, 1], deleteSections: [0])))
    }

    func testSectionMovesAsDeletesInsertsTurnsEveryMoveIntoDeleteAndInsert() {
        let updater = ListAdapterUpdater(sectionMovesAsDeletesInserts: true)
        let a = section("a", [1]), b = section("b", [1, 1]), c = section("c", [1, 1, 1])
        let result = update(from: [a, b, c], to: [c, a, b], updater: updater)
        XCTAssertEqual(result.diff.moves.count, 3)
        XCTAssertEqual(result.collectionUpdate, .batch(ListBatchUpdateData(insertSections: [0, 1, 2],
                                                                           deleteSections: [0, 1, 2])))
        // By default the three sections move.
        XCTAssertEqual(update(from: [a, b, c], to: [c, a, b]).collectionUpdate, .batch(ListBatchUpdateData(
            moveSections: [ListMoveIndex(from: 0, to: 1), ListMoveIndex(from: 1, to: 2), ListMoveIndex(from: 2, to: 0)])))
    }

    // MARK: Reloads queued beside the diff

    func testQueuedSectionReloadWithoutADiffKeepsItsIndex() {
        let empty = ListDiff.diff(old: [Int](), new: [Int]())
        let update = ListAdapterUpdater().collectionUpdate(for: empty, from: [],
                                                           itemChanges: ListItemChanges(sectionReloads: [2]),
                                                           oldItemCounts: [], newItemCounts: [])
        XCTAssertEqual(update, .batch(ListBatchUpdateData(insertSections: [2], deleteSections: [2])))
    }

    func testQueuedSectionReloadFollowsItsObject() {
        let old = [1, 2, 3]
        let diff = ListDiff.diff(old: old, new: [3, 2, 1])
        let update = ListAdapterUpdater().collectionUpdate(for: diff, from: old,
                                                           itemChanges: ListItemChanges(sectionReloads: [2]),
                                                           oldItemCounts: [1, 1, 1], newItemCounts: [1, 1, 1])
        // Section 2 (object 3) now sits at 0; the object 1 keeps its move.
        XCTAssertEqual(update, .batch(ListBatchUpdateData(insertSections: [0], deleteSections: [2],
                                                          moveSections: [ListMoveIndex(from: 0, to: 2)])))
    }

    func testQueuedReloadOfARemovedSectionAddsNothing() {
        let old = ["a", "b", "c"]
        let diff = ListDiff.diff(old: old, new: ["a", "c"])
        let update = ListAdapterUpdater().collectionUpdate(for: diff, from: old,
                                                           itemChanges: ListItemChanges(sectionReloads: [1]),
                                                           oldItemCounts: [1, 1, 1], newItemCounts: [1, 1])
        XCTAssertEqual(update, .batch(ListBatchUpdateData(deleteSections: [1])))
    }

    func testItemReloadsBecomeDeletesAndInsertsUnlessTheItemIsDeleted() {
        let diff = ListDiff.diff(old: ["a"], new: ["a"])
        let reload = ListMoveIndexPath(from: path(0, 1), to: path(0, 2))
        let changes = ListItemChanges(deletes: [path(0, 3)],
                                      reloads: [reload, reload, ListMoveIndexPath(from: path(0, 3), to: path(0, 3))])
        let update = ListAdapterUpdater().collectionUpdate(for: diff, from: ["a"], itemChanges: changes,
                                                           oldItemCounts: [4], newItemCounts: [3])
        // The same reload twice counts once; the reload of a deleted item is dropped.
        XCTAssertEqual(update, .batch(ListBatchUpdateData(insertIndexPaths: [path(0, 2)],
                                                          deleteIndexPaths: [path(0, 1), path(0, 3)])))
    }
}
