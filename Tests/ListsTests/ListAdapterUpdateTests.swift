@testable import Lists
import ListDiffKit
import Nodes
import XCTest

/// A section of letters: the name is the identity, the letters its items.
private struct Letters: ListDiffable, Equatable {
    var name: String
    var letters: [String]
    var hasHeader = false
    var diffIdentifier: any Hashable & Sendable { name }
    func isEqual(toDiffableObject other: any ListDiffable) -> Bool { (other as? Letters) == self }
}

/// Names its items by letter, so rows read "name/letter".
private final class LettersController: SectionController {
    var letters: [String] = []
    var hasHeader = false
    override var numberOfItems: Int { letters.count }
    override func didUpdate(to object: any ListDiffable) {
        let section = object as! Letters
        letters = section.letters
        hasHeader = section.hasHeader
    }
    override func identifierForItem(at index: Int) -> String { letters[index] }
    override func nodeBlockForItem(at index: Int) -> @Sendable () -> CellNode { { CellNode() } }
    override func nodeBlockForSupplementaryElement(ofKind kind: SupplementaryKind) -> (@Sendable () -> CellNode)? {
        guard kind == .header, hasHeader else { return nil }
        return { CellNode() }
    }
}

/// Every row's part in an update, worked out by hand as UICollectionView maps a batch.
final class ListAdapterUpdateTests: XCTestCase {
    private func letters(_ name: String, _ string: String, header: Bool = false) -> Letters {
        Letters(name: name, letters: string.map(String.init), hasHeader: header)
    }

    private func adapter(_ sections: [Letters]) -> ListAdapter {
        ListAdapter(objects: sections) { _ in LettersController() }
    }

    /// The items as "identifier before→after change" strings, for readable failures.
    private func describe(_ update: ListAdapterUpdate) -> [String] {
        update.items.map { item in
            let before = item.before.map(String.init) ?? "-", after = item.after.map(String.init) ?? "-"
            return "\(item.identifier) \(before)→\(after) \(item.change)"
        }
    }

    func testSectionDeleteInsertAndMovesMapEveryRow() {
        let list = adapter([letters("a", "xy", header: true), letters("b", "z"), letters("c", "w")])
        XCTAssertEqual(list.rows().map(\.identifier), ["a/header", "a/x", "a/y", "b/z", "c/w"])
        let update = list.performUpdates(to: [letters("c", "w"), letters("a", "xy", header: true), letters("d", "v")])
        XCTAssertEqual(update.collectionUpdate, .batch(ListBatchUpdateData(
            insertSections: [2], deleteSections: [1],
            moveSections: [ListMoveIndex(from: 0, to: 1), ListMoveIndex(from: 2, to: 0)])))
        XCTAssertTrue(update.isAnimated)
        XCTAssertEqual(update.newRows.map(\.identifier), ["c/w", "a/header", "a/x", "a/y", "d/v"])
        XCTAssertEqual(describe(update), [
            "c/w 4→0 moved", "a/header 0→1 moved", "a/x 1→2 moved", "a/y 2→3 moved", "d/v -→4 inserted",
            "b/z 3→- deleted",
        ])
    }

    func testUnmovedSectionsAfterAnInsertAreKeptAndShift() {
        let list = adapter([letters("a", "x"), letters("b", "yz")])
        let update = list.performUpdates(to: [letters("n", "q"), letters("a", "x"), letters("b", "yz")], animated: false)
        XCTAssertFalse(update.isAnimated)
        XCTAssertEqual(describe(update), ["n/q -→0 inserted", "a/x 0→1 kept", "b/y 1→2 kept", "b/z 2→3 kept"])
    }

    func testChangedSectionIsDeletedAndInsertedUnlessItsItemsReloadInPlace() {
        let list = adapter([letters("a", "xy"), letters("b", "z")])
        let update = list.performUpdates(to: [letters("a", "xq"), letters("b", "z")])
        XCTAssertEqual(describe(update), ["a/x -→0 inserted", "a/q -→1 inserted", "b/z 2→2 kept",
                                          "a/x 0→- deleted", "a/y 1→- deleted"])

        list.updater.preferItemReloadsForSectionReloads = true
        let inPlace = list.performUpdates(to: [letters("a", "xr"), letters("b", "z")])
        XCTAssertEqual(inPlace.collectionUpdate, .batch(ListBatchUpdateData(
            updateIndexPaths: [ListIndexPath(item: 0, section: 0), ListIndexPath(item: 1, section: 0)])))
        XCTAssertEqual(describe(inPlace), ["a/x 0→0 reloaded", "a/r 1→1 reloaded", "b/z 2→2 kept"])
    }

    func testBatchOfItemChangesInsideASection() {
        let list = adapter([letters("a", "xyzw"), letters("b", "v")])
        let controller = list.sectionController(for: "a") as! LettersController
        let update = list.performBatch { context in
            controller.letters = ["n", "x", "Z", "w"]
            context.delete(in: controller, at: [1])
            context.insert(in: controller, at: [0])
            context.reload(in: controller, at: [2])
        }
        XCTAssertTrue(update.diff.changeCount == 0, "the objects did not change")
        // The reload of item 2 is a delete of old item 2 plus an insert of new item 2.
        XCTAssertEqual(update.collectionUpdate, .batch(ListBatchUpdateData(
            insertIndexPaths: [ListIndexPath(item: 0, section: 0), ListIndexPath(item: 2, section: 0)],
            deleteIndexPaths: [ListIndexPath(item: 1, section: 0), ListIndexPath(item: 2, section: 0)])))
        XCTAssertEqual(describe(update), [
            "a/n -→0 inserted", "a/x 0→1 kept", "a/Z -→2 inserted", "a/w 3→3 kept", "b/v 4→4 kept",
            "a/y 1→- deleted", "a/z 2→- deleted",
        ])
    }

    func testBatchItemMoveAndSectionReload() {
        let list = adapter([letters("a", "xyz"), letters("b", "vu")])
        let a = list.sectionController(for: "a") as! LettersController
        let b = list.sectionController(for: "b") as! LettersController
        let update = list.performBatch { context in
            a.letters = ["z", "x", "y"]
            context.move(in: a, from: 2, to: 0)
            b.letters = ["t"]
            context.reload(b)
        }
        XCTAssertEqual(describe(update), [
            "a/z 2→0 moved", "a/x 0→1 kept", "a/y 1→2 kept", "b/t -→3 inserted", "b/v 3→- deleted", "b/u 4→- deleted",
        ])
    }

    func testMoreThanOneHundredChangesAreAReloadThatDoesNotAnimate() {
        let list = adapter([letters("a", "x")])
        let update = list.performUpdates(to: (0...100).map { letters("s\($0)", "q") })
        XCTAssertEqual(update.collectionUpdate, .reload)
        XCTAssertFalse(update.isAnimated)
        XCTAssertEqual(update.items.filter { $0.change == .inserted }.map(\.after), Array(0...100))
        XCTAssertEqual(update.items.last, ListUpdateItem(identifier: "a/x", before: 0, after: nil, change: .deleted))
    }

    func testCountsThatDoNotAddUpLeaveTheSurplusInserted() {
        let list = adapter([letters("a", "x")])
        let a = list.sectionController(for: "a") as! LettersController
        // Two items appear but only one insert is reported.
        let update = list.performBatch { context in
            a.letters = ["x", "y", "z"]
            context.insert(in: a, at: [1])
        }
        XCTAssertEqual(describe(update), ["a/x 0→0 kept", "a/y -→1 inserted", "a/z -→2 inserted"])
    }
}
