import DocumentModel
import XCTest

/// The lines `DocumentLines` keeps for each key path, in JSON and YAML, as an editor numbers
/// them (what `feedrender serve`'s inspector shows).
final class DocumentLinesTests: XCTestCase {
    private func path(_ components: DocumentPath.Component...) -> DocumentPath { DocumentPath(components) }

    func testJSONLinesOfKeysAndArrayElements() {
        let text = """
            {"scale": 2,
              "root": {
                "type": "stack",
                "children": [
                  {"type": "text", "text": "a\\nb"},

                  {"type": "box",
                   "id": "\\u00e9"}
                ]
              }
            }
            """
        let lines = DocumentLines(of: text, format: .json)
        XCTAssertEqual(lines.line(of: .document), 1)
        XCTAssertEqual(lines.line(of: path(.key("scale"))), 1)
        XCTAssertEqual(lines.line(of: path(.key("root"))), 2)
        XCTAssertEqual(lines.line(of: path(.key("root"), .key("type"))), 3)
        XCTAssertEqual(lines.line(of: path(.key("root"), .key("children"))), 4)
        XCTAssertEqual(lines.line(of: path(.key("root"), .key("children"), .index(0))), 5)
        XCTAssertEqual(lines.line(of: path(.key("root"), .key("children"), .index(0), .key("text"))), 5,
                       "an escaped newline is not a line")
        XCTAssertEqual(lines.line(of: path(.key("root"), .key("children"), .index(1))), 7)
        XCTAssertEqual(lines.line(of: path(.key("root"), .key("children"), .index(1), .key("id"))), 8)
        // A path below a value the document has: its nearest ancestor's line.
        XCTAssertEqual(lines.line(of: path(.key("root"), .key("children"), .index(1), .key("style"), .key("flexGrow"))), 7)
        XCTAssertEqual(lines.line(of: path(.key("missing"))), 1, "the document's own line")
        XCTAssertEqual(lines.count, 11, "the document and its 10 values")
    }

    func testJSONLinesKeepTheParsedValuesAndSkipBrokenText() throws {
        let text = "[\n1,\n[2,\n3], {}]"
        let lines = DocumentLines(of: text, format: .json)
        XCTAssertEqual([0, 1, 2].map { lines.line(of: path(.index($0))) }, [2, 3, 4])
        XCTAssertEqual(lines.line(of: path(.index(1), .index(1))), 4)
        XCTAssertEqual(DocumentLines(of: "{\"a\": [1,", format: .json).count, 0)
        var shallow = DocumentLimits()
        shallow.depth = 10
        XCTAssertEqual(DocumentLines(of: String(repeating: "[", count: 40) + String(repeating: "]", count: 40), format: .json,
                                     limits: shallow).count, 0, "too deep: no lines, as no value")
        // Recording lines changes nothing in what is read.
        XCTAssertEqual(try JSONValue(parsing: text), .array([.number(1), .array([.number(2), .number(3)]), .object(JSONObject())]))
    }

    func testYAMLLinesOfKeysAndSequenceItems() {
        let text = """
            # a comment
            scale: 2
            root:
              type: stack
              children:
                - type: text
                  text: |
                    two
                    lines
                - {type: box, id: x}
            """
        let lines = DocumentLines(of: text, format: .yaml)
        XCTAssertEqual(lines.line(of: path(.key("scale"))), 2)
        XCTAssertEqual(lines.line(of: path(.key("root"))), 3)
        XCTAssertEqual(lines.line(of: path(.key("root"), .key("children"))), 5)
        XCTAssertEqual(lines.line(of: path(.key("root"), .key("children"), .index(0))), 6)
        XCTAssertEqual(lines.line(of: path(.key("root"), .key("children"), .index(0), .key("text"))), 7)
        XCTAssertEqual(lines.line(of: path(.key("root"), .key("children"), .index(1))), 10)
        XCTAssertEqual(lines.line(of: path(.key("root"), .key("children"), .index(1), .key("id"))), 10)
        XCTAssertEqual(DocumentLines(of: "a: [1,", format: .yaml).count, 0)
    }
}
