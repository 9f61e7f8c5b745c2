@testable import Lists
import ListDiffKit
import Layout
import Nodes
import XCTest

/// A versioned object: the name is the identity, the version the data.
private struct Topic: ListDiffable, Equatable {
    var name: String
    var version: Int
    var count: Int
    var diffIdentifier: any Hashable & Sendable { name }
    func isEqual(toDiffableObject other: any ListDiffable) -> Bool { (other as? Topic) == self }
}

/// Records what the adapter tells it.
private class TopicController: SectionController {
    var updates: [Topic] = []
    var topic: Topic? { updates.last }

    override init() {
        super.init()
        inset = EdgeInsets(top: 4, left: 8, bottom: 6, right: 8)
        minimumLineSpacing = 3
    }

    override var numberOfItems: Int { topic?.count ?? 0 }
    override func didUpdate(to object: any ListDiffable) { updates.append(object as! Topic) }
    override func nodeBlockForItem(at index: Int) -> @Sendable () -> CellNode {
        let name = topic!.name
        return {
            let cell = CellNode()
            cell.identifier = "\(name)-\(index)"
            return cell
        }
    }
}

final class ListAdapterTests: XCTestCase {
    private func makeAdapter(_ topics: [Topic]) -> ListAdapter {
        ListAdapter(objects: topics) { _ in TopicController() }
    }

    func testRowsFollowSectionsWithInsetsAndSpacing() {
        let adapter = makeAdapter([Topic(name: "a", version: 0, count: 2), Topic(name: "b", version: 0, count: 1)])
        let rows = adapter.rows()
        XCTAssertEqual(rows.map(\.identifier), ["a/0", "a/1", "b/0"])
        XCTAssertEqual(rows.map(\.section), [0, 0, 1])
        XCTAssertEqual(rows.map(\.item), [0, 1, 0])
        XCTAssertEqual(rows.map(\.spacingBefore), [0, 3, 0])
        XCTAssertEqual(rows[1].insets, EdgeInsets(top: 4, left: 8, bottom: 6, right: 8))
        XCTAssertEqual(rows[1].makeCell().identifier, "a-1")
    }

    func testUpdatesReuseControllersAndReportNewVersions() {
        let adapter = makeAdapter([Topic(name: "a", version: 0, count: 1), Topic(name: "b", version: 0, count: 1)])
        let a = adapter.sectionController(for: "a") as! TopicController
        let b = adapter.sectionController(for: "b") as! TopicController
        XCTAssertEqual(a.updates.count, 1)

        let result = adapter.performUpdates(to: [Topic(name: "c", version: 0, count: 1),
                                                 Topic(name: "b", version: 1, count: 3),
                                                 Topic(name: "a", version: 0, count: 1)])
        XCTAssertEqual(result.diff.inserts, [0])
        XCTAssertEqual(result.diff.updates, [1])
        // "b" changed: its section is deleted and inserted; "a" slides down as a move.
        XCTAssertEqual(result.collectionUpdate, .batch(ListBatchUpdateData(
            insertSections: [0, 1], deleteSections: [1], moveSections: [ListMoveIndex(from: 0, to: 2)])))
        XCTAssertTrue(adapter.sectionController(for: "a") === a, "controller kept by identifier")
        XCTAssertTrue(adapter.sectionController(for: "b") === b)
        XCTAssertEqual(a.updates.count, 1, "an unchanged object is not sent again")
        XCTAssertEqual(b.updates.map(\.version), [0, 1])
        XCTAssertEqual(a.section, 2)
        XCTAssertEqual(adapter.rows().map(\.identifier), ["c/0", "b/0", "b/1", "b/2", "a/0"])

        adapter.performUpdates(to: [Topic(name: "a", version: 0, count: 1)])
        XCTAssertEqual(adapter.sectionControllers.count, 1)
        XCTAssertNil(adapter.sectionController(for: "b"))
    }

    func testDuplicateIdentifiersAreDropped() {
        let adapter = makeAdapter([Topic(name: "a", version: 0, count: 1), Topic(name: "a", version: 1, count: 5)])
        XCTAssertEqual(adapter.objects.count, 1)
        XCTAssertEqual(adapter.rows().count, 1)
    }

    func testSupplementaryViewsSurroundTheCellsAndCarryTheLayout() {
        final class PagerController: TopicController {
            override init() {
                super.init()
                layout = .horizontal(.pager(page: 1))
                minimumInteritemSpacing = 4
            }
            override func nodeBlockForSupplementaryElement(ofKind kind: SupplementaryKind) -> (@Sendable () -> CellNode)? {
                guard kind == .header else { return nil }
                return { CellNode() }
            }
        }
        let adapter = ListAdapter(objects: [Topic(name: "p", version: 0, count: 3)]) { _ in PagerController() }
        let rows = adapter.rows()
        XCTAssertEqual(rows.map(\.identifier), ["p/header", "p/0", "p/1", "p/2", "p/pageIndicator"])
        XCTAssertEqual(rows.map(\.supplementaryKind), [.header, nil, nil, nil, .pageIndicator])
        XCTAssertTrue(rows.allSatisfy { $0.layout == .horizontal(.pager(page: 1)) && $0.interItemSpacing == 4 })
        // With no node of its own for the dots, the controller gets the default page control.
        let dots = try? XCTUnwrap(rows[4].makeCell() as? PageIndicatorNode)
        XCTAssertEqual(dots?.pageCount, 3)
        XCTAssertEqual(dots?.currentPage, 1)
    }

    func testEmptyListHasNoRowsAndItsEmptyView() {
        let adapter = makeAdapter([])
        adapter.emptyView = { let node = DisplayNode(); node.identifier = "empty"; return node }
        XCTAssertTrue(adapter.rows().isEmpty)
        XCTAssertFalse(adapter.canFetchMore)
        XCTAssertEqual(adapter.emptyView!().identifier, "empty")
    }
}
