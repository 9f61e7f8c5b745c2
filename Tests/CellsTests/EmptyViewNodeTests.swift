import Appearance
import Cells
import Layout
import Lists
import Nodes
import XCTest

final class EmptyViewNodeTests: XCTestCase {
    func testEmptyListShowsTheEmptyViewCentred() {
        let adapter = ListAdapter(objects: []) { _ in preconditionFailure("no objects") }
        adapter.emptyView = { EmptyViewNode(text: "Nothing", theme: .dark) }
        XCTAssertTrue(adapter.rows().isEmpty)
        XCTAssertFalse(adapter.canFetchMore)
        let view = adapter.emptyView!()
        let layout = view.layoutThatFits(SizeRange(exactly: Size(width: 390, height: 600)), scale: 3)
        let label = try? XCTUnwrap(layout.identifiedFrames(scale: 3).first { $0.identifier == "emptyText" })
        XCTAssertNotNil(label)
        if let rect = label?.rect {
            // Centred in the view.
            XCTAssertEqual(rect.minX + rect.width / 2, 195, accuracy: 0.5)
            XCTAssertEqual(rect.minY + rect.height / 2, 300, accuracy: 0.5)
        }
    }
}
