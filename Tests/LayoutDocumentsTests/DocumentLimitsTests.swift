import DocumentModel
import Foundation
import LayoutDocuments
import XCTest

/// The document limits and the reading machinery that keeps them: YAML depth and alias
/// checks before anything is built, shared paths, keyed objects of every size.
final class DocumentLimitsTests: XCTestCase {
    func testLimitsParseFromTheCommandLineForm() throws {
        var limits = DocumentLimits()
        try limits.apply("items=500_000")
        try limits.apply("depth=20000")
        XCTAssertEqual(limits.itemsPerFeed, 500_000)
        XCTAssertEqual(limits.depth, 20_000)
        XCTAssertEqual(limits[.items], 500_000)
        for bad in ["items", "colour=3", "depth=0", "depth=-1", "pages=many"] {
            XCTAssertThrowsError(try limits.apply(bad), bad)
        }
    }

    func testFrameProblemsNameTheLimit() {
        XCTAssertNil(DocumentLimits.frameProblem(width: 1032, height: 1376, scale: 2))
        XCTAssertEqual(DocumentLimits.frameProblem(width: 390, height: 844, scale: 9), "scale 9 is outside 1...8")
        XCTAssertEqual(DocumentLimits.frameProblem(width: 6000, height: 100, scale: 3),
                       "6000×100 pt at scale 3 is 18000×300 pixels, over the limit of 16384×32767 pixels per frame")
        XCTAssertEqual(DocumentLimits.frameProblem(width: 5000, height: 5000, scale: 2),
                       "5000×5000 pt at scale 2 is 10000×10000 pixels, over the limit of 40000000 pixels per frame")
        XCTAssertNotNil(DocumentLimits.frameProblem(width: .infinity, height: 1, scale: 1))
        XCTAssertNotNil(DocumentLimits.frameProblem(width: 1e308, height: 1e308, scale: 8))
    }

    func testYAMLAliasesAreCountedAsWhatTheyExpandTo() throws {
        let yaml = """
            a: &a [1, 2, 3, 4, 5, 6, 7, 8, 9]
            b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]
            c: [*b, *b, *b, *b, *b, *b, *b, *b, *b]
            """
        // a is 10 values, b 1 + 9 × 10 = 91, c adds 9 × 91: 90 + 819 = 909 through aliases.
        var limits = DocumentLimits()
        limits.aliasExpansions = 909
        let value = try JSONValue(yaml: yaml, limits: limits)
        guard case .object(let object) = value, case .array(let c)? = object["c"] else { return XCTFail("\(value)") }
        XCTAssertEqual(c.count, 9)
        limits.aliasExpansions = 908
        XCTAssertThrowsError(try JSONValue(yaml: yaml, limits: limits)) { error in
            let error = error as? DocumentError
            XCTAssertEqual(error?.location, .text(line: 3, column: 37))
            XCTAssertEqual(error?.problem, "YAML aliases expand to more than 908 values (raise with --limit aliases=N)")
        }
    }

    func testYAMLDepthCountsAliasedNesting() throws {
        var limits = DocumentLimits()
        limits.depth = 4
        // Four levels written out, and an alias that puts three under two open ones: five.
        let yaml = "a: &a [[[1]]]\nb: [*a]\n"
        XCTAssertThrowsError(try JSONValue(yaml: yaml, limits: limits)) { error in
            XCTAssertEqual((error as? DocumentError)?.problem, "alias *a nests deeper than 4 levels (raise with --limit depth=N)")
        }
        limits.depth = 5
        XCTAssertNoThrow(try JSONValue(yaml: yaml, limits: limits))
    }

    func testYAMLAsDeepAsTheLimitIsRead() throws {
        // Composing recurses per level: the large stack lets the full default depth through.
        let depth = DocumentLimits.default.depth - 1
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        var value = try JSONValue(yaml: text)
        var levels = 1
        while case .array(let items) = value, let first = items.first {
            value = first
            levels += 1
        }
        XCTAssertEqual(levels, depth)
    }

    func testPlainStringScalarsStillResolveLikeYAML() throws {
        let value = try JSONValue(yaml: "a: Yes\nb: no\nc: Person 1\nd: 'yes'\ne: x1\nf: ~\ng: !!str 5\nh: .5\n")
        XCTAssertEqual(value, ["a": true, "b": false, "c": "Person 1", "d": "yes", "e": "x1", "f": nil, "g": "5", "h": 0.5])
    }

    func testPathsShareTheirPrefixes() {
        var path = DocumentPath.document
        for level in 0..<100_000 { path = level.isMultiple(of: 2) ? path.appending("child") : path.appending(level) }
        XCTAssertEqual(path.count, 100_000)
        XCTAssertEqual(path, DocumentPath(path.components))
        XCTAssertEqual(path.hashValue, DocumentPath(path.components).hashValue)
        XCTAssertNotEqual(path, path.appending("x"))
        XCTAssertEqual(DocumentPath.document.appending("root").appending(2).appending("a b").description, #"root[2]["a b"]"#)
        // Releasing a 100,000-link path must not recurse once per link.
        path = .document
        XCTAssertEqual(path.description, "document")
    }

    func testObjectsOfEverySizeFindTheirKeys() {
        for size in [0, 1, 8, 9, 10, 100] {
            var object = JSONObject()
            for index in 0..<size { object["k\(index)"] = .number(Double(index)) }
            XCTAssertEqual(object.count, size)
            for index in 0..<size { XCTAssertEqual(object["k\(index)"], .number(Double(index)), "\(size)") }
            XCTAssertNil(object["missing"])
            if size > 0 {
                object["k0"] = nil
                XCTAssertNil(object["k0"])
                XCTAssertEqual(object.count, size - 1)
                for index in 1..<size { XCTAssertEqual(object["k\(index)"], .number(Double(index)), "\(size) after removal") }
            }
        }
    }

    func testLayoutDocumentChildrenLimit() throws {
        var limits = DocumentLimits()
        limits.childrenPerElement = 2
        let json = try JSONValue(parsing: #"{"root": {"type": "stack", "children": [{"type": "box"}, {"type": "box"}, {"type": "box"}]}}"#)
        XCTAssertThrowsError(try LayoutDocument(json: json, limits: limits)) { error in
            XCTAssertEqual((error as? DocumentError)?.description,
                           "root.children: 3 children, over the limit of 2 (raise with --limit children=N)")
        }
        XCTAssertNoThrow(try LayoutDocument(json: json))
    }

    func testTheDeepestDocumentSerializesWithoutRecursing() throws {
        let depth = DocumentLimits.default.depth + 1  // the innermost empty array needs no level
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        XCTAssertEqual(try JSONValue(parsing: text).serialized(), text)
        XCTAssertEqual(try JSONValue(parsing: #"{"a": [1, {"b": null}], "c": "\n"}"#).serialized(), #"{"a":[1,{"b":null}],"c":"\n"}"#)
    }
}
