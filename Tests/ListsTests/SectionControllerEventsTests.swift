@testable import Lists
import Layout
import ListDiffKit
import Nodes
import XCTest

private struct Named: ListDiffable {
    var name: String
    var count: Int
    var diffIdentifier: any Hashable & Sendable { name }
    func isEqual(toDiffableObject other: any ListDiffable) -> Bool { (other as? Named)?.name == name && (other as? Named)?.count == count }
}

/// Writes display and working-range events into a shared log, names first.
private final class EventLog: ListDisplayDelegate, ListWorkingRangeDelegate {
    var entries: [String] = []
    private func name(_ controller: SectionController) -> String { (controller as! LoggedController).name }

    func listAdapter(_ listAdapter: ListAdapter, willDisplay sectionController: SectionController) {
        entries.append("will \(name(sectionController))")
    }
    func listAdapter(_ listAdapter: ListAdapter, didEndDisplaying sectionController: SectionController) {
        entries.append("end \(name(sectionController))")
    }
    func listAdapter(_ listAdapter: ListAdapter, willDisplay sectionController: SectionController, cellAt index: Int) {
        entries.append("will \(name(sectionController))#\(index)")
    }
    func listAdapter(_ listAdapter: ListAdapter, didEndDisplaying sectionController: SectionController, cellAt index: Int) {
        entries.append("end \(name(sectionController))#\(index)")
    }
    func listAdapter(_ listAdapter: ListAdapter, sectionControllerWillEnterWorkingRange sectionController: SectionController) {
        entries.append("enter \(name(sectionController))")
    }
    func listAdapter(_ listAdapter: ListAdapter, sectionControllerDidExitWorkingRange sectionController: SectionController) {
        entries.append("exit \(name(sectionController))")
    }
}

private final class LoggedController: SectionController {
    var name = ""
    var count = 0
    var height: Double?
    var hasHeader = false

    override var numberOfItems: Int { count }
    override func didUpdate(to object: any ListDiffable) {
        let named = object as! Named
        name = named.name
        count = named.count
    }
    override func nodeBlockForItem(at index: Int) -> @Sendable () -> CellNode { { CellNode() } }
    override func nodeBlockForSupplementaryElement(ofKind kind: SupplementaryKind) -> (@Sendable () -> CellNode)? {
        guard hasHeader, kind == .header else { return nil }
        return { CellNode() }
    }
    override func sizeForItem(at index: Int) -> Size? {
        height.map { Size(width: collectionContext?.containerSize.width ?? 0, height: $0 + Double(index)) }
    }
}

final class SectionControllerEventsTests: XCTestCase {
    private func adapter(_ objects: [Named], workingRangeSize: Int = 0, log: EventLog) -> ListAdapter {
        ListAdapter(objects: objects, workingRangeSize: workingRangeSize) { _ in
            let controller = LoggedController()
            controller.displayDelegate = log
            controller.workingRangeDelegate = log
            return controller
        }
    }

    func testSizeForItemAndTheCollectionContext() {
        let log = EventLog()
        let list = adapter([Named(name: "a", count: 2), Named(name: "b", count: 1)], log: log)
        let a = list.sectionControllers[0] as! LoggedController
        a.height = 44
        XCTAssertTrue(a.collectionContext === list)
        list.prepareForLayout(containerSize: Size(width: 390, height: 844), containerInset: EdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(list.containerSize, Size(width: 390, height: 844))
        XCTAssertEqual(list.insetContainerSize, Size(width: 390, height: 707))
        let rows = list.rows()
        XCTAssertEqual(rows.map(\.itemSize), [Size(width: 390, height: 44), Size(width: 390, height: 45), nil])
    }

    func testReloadChangesTheSectionsRevision() {
        let list = adapter([Named(name: "a", count: 1), Named(name: "b", count: 1)], log: EventLog())
        let before = list.rowsRevision
        list.reload(list.sectionControllers[1])
        XCTAssertGreaterThan(list.rowsRevision, before)
        XCTAssertEqual(list.rows().map(\.revision), [0, 1], "only the reloaded section's rows")
    }

    /// Rows: a/header 0, a/0 1, a/1 2, b/0 3, c/0 4, c/1 5, with a working range of one section.
    func testDisplayAndWorkingRangeEventsInIGListKitsOrder() {
        let log = EventLog()
        let list = adapter([Named(name: "a", count: 2), Named(name: "b", count: 1), Named(name: "c", count: 2)],
                           workingRangeSize: 1, log: log)
        (list.sectionControllers[0] as! LoggedController).hasHeader = true
        XCTAssertEqual(list.rows().map(\.identifier), ["a/header", "a/0", "a/1", "b/0", "c/0", "c/1"])

        list.visibleRowsDidChange(to: [0, 1, 2])
        XCTAssertEqual(log.entries, ["will a", "will a#0", "enter a", "enter b", "will a#1"])

        log.entries = []
        list.visibleRowsDidChange(to: [3, 4])
        XCTAssertEqual(log.entries, ["will b#0", "will b", "enter c", "will c#0", "will c", "end a#0", "end a#1", "end a"])

        log.entries = []
        list.visibleRowsDidChange(to: [4, 5])
        XCTAssertEqual(log.entries, ["will c#1", "end b#0", "end b", "exit a"])

        log.entries = []
        list.visibleRowsDidChange(to: [])
        XCTAssertEqual(log.entries, ["end c#0", "end c#1", "end c", "exit b", "exit c"])
    }
}
