import LayoutDocuments
import DocumentModel
import Layout
import XCTest

final class JSONParsingTests: XCTestCase {
    func testParsesValuesKeepingKeyOrder() throws {
        let value = try JSONValue(parsing: #"{"z": 1, "a": [true, false, null, "x\n\u00e9\ud83d\ude00"], "m": -2.5e2}"#)
        guard case .object(let object) = value else { return XCTFail("not an object") }
        XCTAssertEqual(object.keys, ["z", "a", "m"])
        XCTAssertEqual(object["a"], .array([.bool(true), .bool(false), .null, .string("x\né😀")]))
        XCTAssertEqual(object["m"], .number(-250))
    }

    func testSyntaxErrorsNameLineAndColumn() {
        let cases: [(String, String)] = [
            ("{\n  \"a\": 1,\n  \"b\" 2\n}", "line 3, column 7: unexpected '2', expected ':'"),
            ("[1, 2", "line 1, column 6: unexpected end of input, expected ',' or ']'"),
            ("{\"a\": tru}", "line 1, column 7: invalid literal, expected true"),
            ("{\"a\": 01}", "line 1, column 8: invalid number: leading zeros are not allowed"),
            ("[1] x", "line 1, column 5: unexpected 'x' after the document's value"),
            ("{\"a\": 1, \"a\": 2}", "line 1, column 10: duplicate key \"a\""),
            ("\"abc", "line 1, column 1: unterminated string"),
            ("[1e999]", "line 1, column 2: number 1e999 is out of range"),
            ("{\"é\": x}", "line 1, column 7: unexpected 'x', expected a value"),
            ("", "line 1, column 1: unexpected end of input, expected a value"),
        ]
        for (text, expected) in cases {
            XCTAssertThrowsError(try JSONValue(parsing: text), text) { error in
                XCTAssertEqual((error as? DocumentError)?.description, expected, text)
            }
        }
    }

    func testDeepNestingParsesWithoutRecursion() throws {
        let depth = 5_000
        let text = String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth)
        var value = try JSONValue(parsing: text)
        var levels = 0
        while case .array(let items) = value {
            levels += 1
            value = items[0]
        }
        XCTAssertEqual(levels, depth)
        XCTAssertEqual(value, .number(1))
    }

    func testNestingLimitIsAnError() {
        let text = String(repeating: "[", count: 20_000)
        XCTAssertThrowsError(try JSONValue(parsing: text)) { error in
            XCTAssertEqual((error as? DocumentError)?.problem, "nesting deeper than 10000 levels")
        }
    }

    func testYAMLGivesTheSameValues() throws {
        let yaml = """
        scale: 2
        size: {min: [0, 0], max: [375, null]}
        root:
          type: stack
          id: "true"
          children:
            - {type: box, style: {width: 10.5}}
        """
        let json = #"{"scale":2,"size":{"min":[0,0],"max":[375,null]},"root":{"type":"stack","id":"true","children":[{"type":"box","style":{"width":10.5}}]}}"#
        XCTAssertEqual(try JSONValue(yaml: yaml), try JSONValue(parsing: json))
    }

    func testYAMLErrorsNameLineAndColumn() {
        XCTAssertThrowsError(try JSONValue(yaml: "a: [1, 2\nb: 3")) { error in
            guard case .text(let line, _)? = (error as? DocumentError)?.location else { return XCTFail("\(error)") }
            XCTAssertGreaterThanOrEqual(line, 1)
        }
    }

    func testDecimalFormattingIsExactWithoutExponents() {
        let cases: [(Double, String)] = [
            (127.5, "127.5"), (0.0000001, "0.0000001"), (1e21, "1000000000000000000000"), (50, "50"),
            (-0.0, "0"), (-3.25, "-3.25"), (1.0 / 3.0, "0.3333333333333333"), (1e9, "1000000000"),
            (1.2345678901234568e20, "123456789012345680000"), (Double.leastNonzeroMagnitude, "0." + String(repeating: "0", count: 323) + "5"),
            (2.5e-5, "0.000025"), (1.5e300, "15" + String(repeating: "0", count: 299)),
        ]
        for (value, expected) in cases {
            XCTAssertEqual(DecimalFormatter.string(for: value), expected)
            XCTAssertEqual(Double(DecimalFormatter.string(for: value)), value == 0 ? 0 : value)
        }
    }

    func testSerializationRoundTrips() throws {
        let text = #"{"b":[1,2.5,"q\"\\"],"a":{"x":null,"y":false}}"#
        XCTAssertEqual(try JSONValue(parsing: text).serialized(), text)
    }

    func testPathsPrintDottedWithIndexes() {
        let path = DocumentPath.document.appending("root").appending("children").appending(2).appending("style")
            .appending("flexGrow")
        XCTAssertEqual(path.description, "root.children[2].style.flexGrow")
        XCTAssertEqual(DocumentPath.document.appending("root").appending("odd key").description, #"root["odd key"]"#)
        XCTAssertEqual(DocumentError(path: path, "bad").inFile("doc.json").description, "doc.json: root.children[2].style.flexGrow: bad")
    }

    func testTypedAccessors() throws {
        let value = DocumentValue(try JSONValue(parsing: #"{"n": "big", "e": "middle", "k": 1}"#))
        let object = try value.object()
        XCTAssertThrowsError(try object.required("n").number()) { error in
            XCTAssertEqual("\(error)", #"n: expected a number, got "big""#)
        }
        XCTAssertThrowsError(try object.required("e").oneOf(StackJustify.self)) { error in
            XCTAssertEqual("\(error)", #"e: expected one of "start", "center", "end", "spaceBetween", "spaceAround", got "middle""#)
        }
        XCTAssertThrowsError(try object.rejectUnknownKeys(allowed: ["n", "e"], in: "a test")) { error in
            XCTAssertEqual("\(error)", #"k: unknown key in a test (allowed: "n", "e")"#)
        }
        XCTAssertEqual(try object.required("k").integer(), 1)
    }
}

final class LayoutDocumentTests: XCTestCase {
    func testParsesEveryElementType() throws {
        let document = try LayoutDocument(jsonText: """
        {"scale": 3, "size": [375, null], "root": {"type": "stack", "id": "s", "direction": "vertical", "children": [
          {"type": "text", "id": "t", "text": "Hi", "font": {"family": "DejaVu Sans", "size": 14, "weight": "bold"},
           "color": "#123", "maxLines": 2, "truncation": "middle"},
          {"type": "image", "url": "file:///x.png", "contentMode": "center", "cornerRadius": 4},
          {"type": "overlay", "child": {"type": "box"}, "overlay": {"type": "box", "color": "#ff000080"}},
          {"type": "background", "child": {"type": "box"}, "background": {"type": "box"}},
          {"type": "center", "centeringOptions": "x", "sizingOptions": "minimumY", "child": {"type": "box"}},
          {"type": "relative", "horizontalPosition": "end", "child": {"type": "box"}},
          {"type": "ratio", "ratio": 0.5, "child": {"type": "box"}},
          {"type": "absolute", "sizing": "sizeToFit", "children": [{"type": "box", "style": {"layoutPosition": [1, 2]}}]},
          {"type": "wrapper", "children": [{"type": "box"}]},
          {"type": "corner", "location": "bottomLeft", "offset": [1, 2], "wrapsCorner": true,
           "child": {"type": "box"}, "corner": {"type": "box"}},
          {"type": "inset", "insets": [1, null, 3, 4], "child": {"type": "box", "alpha": 0.5, "clipsToBounds": true}}
        ]}}
        """)
        XCTAssertEqual(document.scale, 3)
        XCTAssertEqual(document.sizeRange, SizeRange(min: Size(width: 375, height: 0), max: Size(width: 375, height: .infinity)))
        XCTAssertEqual(document.root.children.map(\.kind), [.text, .image, .overlay, .background, .center, .relative, .ratio,
                                                            .absolute, .wrapper, .corner, .inset])
        guard case .text(let text) = document.root.children[0].properties else { return XCTFail() }
        XCTAssertEqual(text.font, FontProperties(family: "DejaVu Sans", size: 14, weight: 700))
        XCTAssertEqual(text.maxLines, 2)
        XCTAssertEqual(document.root.children[0].drawing.color?.blue, 0x33 / 255)
        XCTAssertEqual(document.root.children[2].children[1].drawing.color?.alpha, 0x80 / 255)
        guard case .inset(let insets) = document.root.children[10].properties else { return XCTFail() }
        XCTAssertEqual(insets, .physical(EdgeInsets(top: 1, left: .infinity, bottom: 3, right: 4)))
        XCTAssertEqual(document.root.children[10].children[0].path.description, "root.children[10].child")
        XCTAssertEqual(document.ids, ["s", "t"])
    }

    func testFramesFollowDocumentOrder() throws {
        let document = try LayoutDocument(jsonText: """
        {"size": {"max": [100, 100]}, "root": {"type": "background", "id": "bg-spec",
          "background": {"type": "box", "id": "back"}, "child": {"type": "box", "id": "front"}}}
        """)
        let layout = try document.layout(using: BoxLeafFactory())
        XCTAssertEqual(layout.json.serialized(),
                       #"{"size":[100,100],"frames":{"bg-spec":[0,0,100,100],"back":[0,0,100,100],"front":[0,0,100,100]}}"#)
    }

    func testUnknownTopLevelKeysAreIgnored() throws {
        XCTAssertNoThrow(try LayoutDocument(jsonText: #"{"root": {"type": "box"}, "expected": 1, "anything": [1]}"#))
    }
}
