import DocumentModel
import LayoutDocuments
import XCTest

final class ButtonElementTests: XCTestCase {
    func testReadsTitleStateAndPerStateValues() throws {
        let document = try LayoutDocument(jsonText: """
        {"root": {"type": "button", "title": "Follow", "font": {"size": 15}, "color": "#fff",
          "contentInsets": [8, 16, 8, 16], "state": "selected",
          "states": {"selected": {"title": "Following", "color": "tint", "backgroundColor": "#e5f1ff"},
                     "highlighted": {"backgroundColor": "#0051a8"}}}}
        """)
        XCTAssertEqual(document.root.kind, .button)
        guard case .button(let button) = document.root.properties else { return XCTFail("not a button") }
        XCTAssertEqual(button.title, "Follow")
        XCTAssertEqual(button.state, .selected)
        XCTAssertEqual(button.contentInsets, [8, 16, 8, 16])
        XCTAssertEqual(button.states[.selected]?.title, "Following")
        XCTAssertEqual(button.states[.selected]?.color?.name, "tint")
        XCTAssertNil(button.states[.highlighted]?.title)
        XCTAssertEqual(button.states[.highlighted]?.backgroundColor?.text, "#0051a8")
    }

    /// Each bad value is an error at its key path (the CLI's exit 2).
    func testBadValuesNameTheirKeyPath() {
        let cases: [(String, String)] = [
            (#""state": "pressed""#, #"root.children[0].state: expected one of "normal", "highlighted", "selected", "disabled", got "pressed""#),
            (#""states": {"pressed": {}}"#, #"root.children[0].states.pressed: unknown key in a button's states (allowed: "normal", "highlighted", "selected", "disabled")"#),
            (##""states": {"selected": {"tint": "#fff"}}"##, #"root.children[0].states.selected.tint: unknown key in a button state (allowed: "title", "color", "backgroundColor")"#),
            (#""states": {"selected": {"color": "nope"}}"#, #"root.children[0].states.selected.color: expected a colour"#),
            (#""states": {"disabled": {"title": 3}}"#, #"root.children[0].states.disabled.title: expected a string, got 3"#),
            (#""contentInsets": [1, 2]"#, #"root.children[0].contentInsets: expected 4 numbers [top, left, bottom, right], got 2"#),
        ]
        for (keys, expected) in cases {
            let json = #"{"root": {"type": "stack", "children": [{"type": "button", "title": "A", "# + keys + "}]}}"
            XCTAssertThrowsError(try LayoutDocument(jsonText: json), keys) { error in
                XCTAssertTrue("\(error)".hasPrefix(expected), "\(error)")
            }
        }
    }
}
