@testable import FeedRendering
import Layout
import ListDiffKit
import Lists
import Nodes
import XCTest

/// A section of named blocks whose heights the test changes inside a batch.
private struct Blocks: ListDiffable {
    var id: String
    var diffIdentifier: any Hashable & Sendable { id }
    func isEqual(toDiffableObject other: any ListDiffable) -> Bool { (other as? Blocks)?.id == id }
}

private final class BlocksController: SectionController {
    var blocks: [(name: String, height: Double)] = []
    override var numberOfItems: Int { blocks.count }
    override func identifierForItem(at index: Int) -> String { blocks[index].name }
    override func nodeBlockForItem(at index: Int) -> @Sendable () -> CellNode {
        let height = blocks[index].height
        return { RenderBlockCell(height: height, color: .black) }
    }
}

/// Frames before and after list updates, worked out by hand from the flow layout's rules.
final class ListUpdateFramesTests: XCTestCase {
    private func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
        Rect(x: x, y: y, width: width, height: height)
    }

    func testSectionMovesDeleteAndInsert() {
        let a = BlockSection(id: "a", heights: [40, 60], inset: EdgeInsets(top: 8, left: 10, bottom: 8, right: 10),
                             lineSpacing: 4, headerHeight: 20, number: 0)
        let b = BlockSection(id: "b", heights: [30], number: 1)
        let c = BlockSection(id: "c", heights: [50], number: 2)
        let d = BlockSection(id: "d", heights: [25], number: 3)
        let adapter = BlockSectionController.adapter([a, b, c])
        let update = adapter.performUpdates(to: [c, a, d])
        let frames = ListUpdateFrames(update: update, listWidth: 320, visibleHeight: 600, scale: 2)

        XCTAssertTrue(frames.isAnimated)
        // Before: header 0–20, top inset to 28, 40 high, 4 apart, 60 high, bottom inset to 140,
        // then b 140–170 and c 170–220. After: c 0–50, then a's rows 50 lower, d below a's inset.
        let expected: [String: (ListUpdateItem.Change, Rect?, Rect?)] = [
            "c/item0": (.moved, rect(0, 170, 320, 50), rect(0, 0, 320, 50)),
            "a/header": (.moved, rect(0, 0, 320, 20), rect(0, 50, 320, 20)),
            "a/item0": (.moved, rect(10, 28, 300, 40), rect(10, 78, 300, 40)),
            "a/item1": (.moved, rect(10, 72, 300, 60), rect(10, 122, 300, 60)),
            "d/item0": (.inserted, nil, rect(0, 190, 320, 25)),
            "b/item0": (.deleted, rect(0, 140, 320, 30), nil),
        ]
        XCTAssertEqual(frames.items.map { $0.identifier }, ["c/item0", "a/header", "a/item0", "a/item1", "d/item0", "b/item0"])
        for item in frames.items {
            let (change, before, after) = expected[item.identifier]!
            XCTAssertEqual(item.change, change, item.identifier)
            XCTAssertEqual(item.before?.rect, before, item.identifier)
            XCTAssertEqual(item.after?.rect, after, item.identifier)
        }
        XCTAssertEqual(frames.contentHeightBefore, 220)
        XCTAssertEqual(frames.contentHeightAfter, 215)
        XCTAssertEqual(frames.item("a/header")?.after?.supplementaryKind, .header)
    }

    func testItemDeleteAndInsertSlideTheRowsBetween() {
        let adapter = ListAdapter(objects: [Blocks(id: "feed")]) { _ in BlocksController() }
        let controller = adapter.sectionController(for: "feed") as! BlocksController
        controller.blocks = [("p", 40), ("q", 50), ("r", 60)]
        let update = adapter.performBatch { context in
            controller.blocks = [("q", 50), ("r", 60), ("s", 30)]
            context.delete(in: controller, at: [0])
            context.insert(in: controller, at: [2])
        }
        let frames = ListUpdateFrames(update: update, listWidth: 200, visibleHeight: 400, scale: 3)
        XCTAssertEqual(frames.item("feed/q"), ListUpdateFrames.Item(
            identifier: "feed/q", change: .kept,
            before: CellFrame(section: 0, item: 1, identifier: "feed/q", rect: rect(0, 40, 200, 50)),
            after: CellFrame(section: 0, item: 0, identifier: "feed/q", rect: rect(0, 0, 200, 50))))
        XCTAssertEqual(frames.item("feed/r")?.before?.rect, rect(0, 90, 200, 60))
        XCTAssertEqual(frames.item("feed/r")?.after?.rect, rect(0, 50, 200, 60))
        XCTAssertEqual(frames.item("feed/s")?.change, .inserted)
        XCTAssertEqual(frames.item("feed/s")?.after?.rect, rect(0, 110, 200, 30))
        XCTAssertNil(frames.item("feed/s")?.before)
        XCTAssertEqual(frames.item("feed/p")?.change, .deleted)
        XCTAssertEqual(frames.item("feed/p")?.before?.rect, rect(0, 0, 200, 40))
        XCTAssertEqual(frames.contentHeightBefore, 150)
        XCTAssertEqual(frames.contentHeightAfter, 140)
    }

    func testRightToLeftMirrorsBothSides() {
        let a = BlockSection(id: "a", heights: [40], inset: EdgeInsets(top: 0, left: 30, bottom: 0, right: 10), number: 0)
        let b = BlockSection(id: "b", heights: [20], number: 1)
        let adapter = BlockSectionController.adapter([a])
        let update = adapter.performUpdates(to: [b, a])
        let frames = ListUpdateFrames(update: update, listWidth: 100, visibleHeight: 400, scale: 1, isRightToLeft: true)
        // Left-to-right the cell is at x 30, 60 wide; mirrored in 100 points it starts at 10.
        XCTAssertEqual(frames.item("a/item0")?.before?.rect, rect(10, 0, 60, 40))
        XCTAssertEqual(frames.item("a/item0")?.after?.rect, rect(10, 20, 60, 40))
        XCTAssertEqual(frames.item("a/item0")?.change, .kept)
    }
}
