@testable import FeedDocuments
import Appearance
import Foundation
import Lists
import Nodes
import XCTest

/// `selected` and `highlighted` on feed items: read per item, set on the item's cells.
final class ItemSelectionTests: XCTestCase {
    private static let base = URL(fileURLWithPath: "/feeds/feed.yaml")

    private func load(_ yaml: String) throws -> ListAdapter {
        try FeedDocument.parse(yaml, format: .yaml, documentURL: Self.base, fileName: "feed.yaml").source
    }

    func testItemsCarryTheirSelectionToTheirCells() throws {
        let source = try load("""
            sections:
              - kind: message
                items:
                  - {user: ann, text: plain}
                  - {user: bo, text: chosen, selected: true}
                  - {user: cy, text: pressed, highlighted: true, selected: false}
              - kind: weather
                items:
                  - {summary: Sunny, high: "9", low: "2", sunrise: "06:01", sunset: "19:02", expanded: true, selected: true}
              - kind: row
                items: [{label: A, highlighted: true}]
            templates:
              row: {type: text, text: "{{label}}"}
            """)
        let cells = source.rows().map { $0.makeCell() }
        XCTAssertEqual(cells.count, 3 + 5 + 1)
        XCTAssertEqual(cells[0..<3].map(\.isSelected), [false, true, false])
        XCTAssertEqual(cells[0..<3].map(\.isHighlighted), [false, false, true])
        XCTAssertEqual(cells[3..<8].map(\.isSelected), [true, true, true, true, true], "every cell of a multi-cell item")
        XCTAssertTrue(cells[8].isHighlighted, "a template's cell")
        XCTAssertFalse(cells[8].isSelected)
    }

    func testANonBooleanIsAnErrorNamingTheItemsKey() {
        XCTAssertThrowsError(try load("""
            sections:
              - kind: message
                items:
                  - {user: ann, text: plain}
                  - {user: bo, text: chosen, selected: "yes please"}
            """)) { error in
            XCTAssertEqual("\(error)", #"feed.yaml: sections[0].items[1].selected: expected true or false, got "yes please""#)
        }
    }
}
