@testable import FeedDocuments
import DocumentModel
import Foundation
import Lists
import XCTest

/// `states:` in feed documents: patches and whole section lists, and the updates they make on
/// the document's adapter (item changes when the sections stay, section changes otherwise).
final class FeedStatesTests: XCTestCase {
    private static let head = """
        templates:
          row: {type: text, text: "{{t}}"}
        sections:
          - id: a
            kind: row
            items: [{id: p, t: P}, {id: q, t: Q}, {id: r, t: R}]
          - id: b
            kind: row
            items: [{id: x, t: X}]

        """

    private func read(_ states: String) throws -> (ListAdapter, [[FeedSection]]) {
        let json = try DocumentReader.parse(Self.head + states, format: .yaml, shownAs: "feed.yaml")
        let feed = try FeedDocument.readStates(json, documentURL: URL(fileURLWithPath: "/feeds/feed.yaml"),
                                               fileName: "feed.yaml")
        return (feed.source, feed.states.map(\.sections))
    }

    private func ids(_ sections: [FeedSection]) -> [String] {
        sections.flatMap { section in section.items.map { "\(section.id)/\($0.id)" } }
    }

    /// Each row's change, `identifier change`, in the update's order.
    private func changes(_ update: ListAdapterUpdate) -> [String] {
        update.items.map { "\($0.identifier) \($0.change)" }
    }

    func testPatchesApplyInOrderAndMakeItemUpdates() throws {
        let (adapter, states) = try read("""
            states:
              - patch:
                  - {section: a, delete: [p]}
                  - {section: a, insert: [{id: s, t: S}, {id: q, t: Q2}], at: 1}
                  - {section: a, move: r, to: 0}
                  - {section: b, replace: [{id: x, t: X2}]}
              - sections:
                  - {id: b, kind: row, items: [{id: x, t: X2}]}
            """)
        XCTAssertEqual(states.count, 2)
        // q repeated by the insert gets a unique id, as items of one section always do.
        XCTAssertEqual(ids(states[0]), ["a/r", "a/q", "a/s", "a/q~3", "b/x"])
        XCTAssertEqual(ids(states[1]), ["b/x"])

        let first = FeedStates.update(adapter, to: states[0])
        XCTAssertTrue(first.isAnimated)
        // A reloaded item is a delete plus an insert in a batch (as UICollectionView applies it);
        // q is a move too, as IGListKit's diff reports one: old index 1, less one delete
        // before it, is not its new index 1.
        XCTAssertEqual(changes(first), ["a/r moved", "a/q moved", "a/s inserted", "a/q~3 inserted", "b/x inserted",
                                        "a/p deleted", "b/x deleted"])
        XCTAssertEqual(adapter.rows().map(\.identifier), ["a/r", "a/q", "a/s", "a/q~3", "b/x"])
        // The sections differ next: section a is deleted as a whole; b moving up is explained
        // by that delete, so it is kept (and slides).
        let second = FeedStates.update(adapter, to: states[1])
        XCTAssertEqual(changes(second), ["b/x kept", "a/r deleted", "a/q deleted", "a/s deleted", "a/q~3 deleted"])
        XCTAssertEqual(adapter.rows().map(\.identifier), ["b/x"])
    }

    func testBadStatesNameTheirKeyPath() {
        let cases = [
            ("states: [{patch: [{section: c, delete: [p]}]}]", "states[0].patch[0].section: no section \"c\""),
            ("states: [{patch: [{section: a, delete: [z]}]}]", "states[0].patch[0].delete[0]: no item \"z\""),
            ("states: [{patch: [{section: a, move: p, to: 9}]}]", "states[0].patch[0].to: expected 0...2, got 9"),
            ("states: [{patch: [{section: a, move: p}]}]", "states[0].patch[0]: a move needs \"to\""),
            ("states: [{patch: [{section: a}]}]", "states[0].patch[0]: a patch needs exactly one of"),
            ("states: [{patch: [], sections: []}]", "states[0]: use either"),
            ("states: [{frames: 3}]", "states[0]"),
        ]
        for (states, expected) in cases {
            do {
                _ = try read(states)
                XCTFail("expected an error for \(states)")
            } catch {
                XCTAssertTrue("\(error)".contains("feed.yaml") && "\(error)".contains(expected), "\(error)")
            }
        }
    }

    func testItemsOfEveryStateCountTowardsTheItemLimit() throws {
        var limits = DocumentLimits.default
        limits.itemsPerFeed = 5
        let json = try DocumentReader.parse(Self.head + "states: [{patch: [{section: a, insert: [{t: S}, {t: T}]}]}]",
                                            format: .yaml, shownAs: "feed.yaml")
        XCTAssertThrowsError(try FeedDocument.readStates(json, documentURL: URL(fileURLWithPath: "/feeds/feed.yaml"),
                                                         fileName: "feed.yaml", limits: limits)) { error in
            XCTAssertTrue("\(error)".contains("states[0].patch[0].insert: the feed would hold 6 items"), "\(error)")
        }
        limits.itemsPerFeed = 6
        XCTAssertNoThrow(try FeedDocument.readStates(json, documentURL: URL(fileURLWithPath: "/feeds/feed.yaml"),
                                                     fileName: "feed.yaml", limits: limits))
    }

    func testScrollStates() throws {
        let json = try DocumentReader.parse(Self.head + """
            states:
              - scroll: {by: 120}
              - patch: [{section: a, delete: [p]}]
                scroll: {to: b/x}
              - scroll: {fling: -1500}
            """, format: .yaml, shownAs: "feed.yaml")
        let states = try FeedDocument.readStates(json, documentURL: URL(fileURLWithPath: "/feeds/feed.yaml"),
                                                 fileName: "feed.yaml").states
        XCTAssertEqual(states.map(\.scroll), [.by(120), .toRow("b/x"), .fling(-1500)])
        XCTAssertEqual(ids(states[0].sections), ["a/p", "a/q", "a/r", "b/x"], "a scroll alone keeps the sections")
        for (state, expected) in [("{scroll: {to: a/zz}}", "states[0].scroll.to: no row \"a/zz\""),
                                  ("{scroll: {by: 1, to: a/p}}", "states[0].scroll: a scroll needs one of"),
                                  ("{scroll: {fling: 30000}}", "states[0].scroll.fling: expected at most 20000"),
                                  ("{}", "states[0]: a state needs")] {
            XCTAssertThrowsError(try read("states: [\(state)]")) { error in
                XCTAssertTrue("\(error)".contains(expected), "\(error)")
            }
        }
    }
}
