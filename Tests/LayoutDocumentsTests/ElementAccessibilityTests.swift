import DocumentModel
import LayoutDocuments
import XCTest

/// The `accessibility` key every element takes, and its errors at their key paths.
final class ElementAccessibilityTests: XCTestCase {
    func testReadsEveryKeyOnLeavesAndSpecs() throws {
        let document = try LayoutDocument(jsonText: """
        {"root": {"type": "stack", "accessibility": {"container": true, "label": "Post by Ada"}, "children": [
          {"type": "text", "text": "Ada", "accessibility": {"traits": ["header"], "hint": "Opens the profile"}},
          {"type": "image", "accessibility": {"isElement": true, "label": "Avatar", "value": "online"}},
          {"type": "text", "text": "9+", "adjustsFontForContentSize": false}]}}
        """)
        XCTAssertEqual(document.root.accessibility?.isContainer, true)
        XCTAssertEqual(document.root.accessibility?.label, "Post by Ada")
        XCTAssertEqual(document.root.children[0].accessibility?.traits, [.header])
        XCTAssertEqual(document.root.children[0].accessibility?.hint, "Opens the profile")
        XCTAssertEqual(document.root.children[1].accessibility?.isElement, true)
        XCTAssertEqual(document.root.children[1].accessibility?.value, "online")
        XCTAssertNil(document.root.children[2].accessibility)
        guard case .text(let badge) = document.root.children[2].properties else { return XCTFail("not text") }
        XCTAssertFalse(badge.adjustsFontForContentSize)
    }

    func testBadValuesNameTheirKeyPath() {
        let cases: [(String, String)] = [
            (#"{"label": 3}"#, #"root.children[0].accessibility.label: expected a string, got 3"#),
            (#"{"traits": ["buton"]}"#, #"root.children[0].accessibility.traits[0]: expected one of "button", "link", "header""#),
            (#"{"traits": ["link", "link"]}"#, #"root.children[0].accessibility.traits[1]: trait "link" is listed twice"#),
            (#"{"isElement": "yes"}"#, #"root.children[0].accessibility.isElement: expected true or false"#),
            (#"{"role": "button"}"#, #"root.children[0].accessibility.role: unknown key in an accessibility object (allowed: "label", "value", "hint", "traits", "isElement", "container")"#),
            (#""Like""#, #"root.children[0].accessibility: expected an object"#),
        ]
        for (value, expected) in cases {
            let json = #"{"root": {"type": "stack", "children": [{"type": "box", "accessibility": "# + value + "}]}}"
            XCTAssertThrowsError(try LayoutDocument(jsonText: json), value) { error in
                XCTAssertTrue("\(error)".hasPrefix(expected), "\(error)")
            }
        }
    }
}
