import DocumentModel
import TestSupport
import Foundation
import XCTest

/// Drives the same case files as LayoutTests through the built `feedrender layout` binary:
/// stdout JSON, exit codes and the one-line stderr for broken documents.
final class LayoutCommandTests: XCTestCase {
    private var feedrender: FeedrenderExecutable!

    override func setUpWithError() throws {
        feedrender = try FeedrenderExecutable()
    }

    private static let casesDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("LayoutTests/Cases")

    private func caseFiles(_ subdirectory: String = "") throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: Self.casesDirectory.appendingPathComponent(subdirectory),
                                                    includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    private static func numbers(_ value: JSONValue?) -> [Double]? {
        guard case .array(let items)? = value else { return nil }
        return items.compactMap { if case .number(let number) = $0 { return number } else { return nil } }
    }

    private static func close(_ a: [Double]?, _ b: [Double]?) -> Bool {
        guard let a, let b, a.count == b.count else { return false }
        return zip(a, b).allSatisfy { Swift.abs($0 - $1) <= 1e-9 * Swift.max(1, Swift.abs($1)) }
    }

    func testEveryCaseFilePrintsTheExpectedFrames() throws {
        let files = try caseFiles()
        XCTAssertGreaterThanOrEqual(files.count, 100)
        for file in files {
            let name = file.lastPathComponent
            let result = try feedrender.run(["layout", file.path])
            XCTAssertEqual(result.status, 0, "\(name): \(result.stderr)")
            guard case .object(let document) = try JSONValue(parsing: String(contentsOf: file, encoding: .utf8)),
                  case .object(let expected) = document["expected"], case .object(let expectedFrames) = expected["frames"]
            else { return XCTFail("\(name): no expected block") }
            // Exactly one line of JSON on stdout.
            XCTAssertEqual(result.stdout.filter { $0 == "\n" }.count, 1, name)
            guard case .object(let output) = try JSONValue(parsing: result.stdout),
                  case .object(let frames) = output["frames"] else { return XCTFail("\(name): bad output \(result.stdout)") }
            XCTAssertEqual(output.keys, ["size", "frames"], name)
            XCTAssert(Self.close(Self.numbers(output["size"]), Self.numbers(expected["size"])),
                      "\(name): size \(output["size"]?.serialized() ?? "-")")
            for member in expectedFrames {
                XCTAssert(Self.close(Self.numbers(frames[member.key]), Self.numbers(member.value)),
                          "\(name): '\(member.key)' \(frames[member.key]?.serialized() ?? "missing") ≠ \(member.value.serialized())")
            }
            XCTAssertFalse(result.stdout.contains("e+") || result.stdout.contains("e-"), "\(name): exponent in output")
        }
    }

    func testInvalidCaseFilesExitNonZeroWithOneLine() throws {
        let files = try caseFiles("invalid")
        XCTAssertGreaterThanOrEqual(files.count, 25)
        for file in files {
            let name = file.lastPathComponent
            guard case .object(let document) = try JSONValue(parsing: String(contentsOf: file, encoding: .utf8)),
                  case .string(let expectedError) = document["expectedError"] else { return XCTFail("\(name): no expectedError") }
            let result = try feedrender.run(["layout", file.path])
            XCTAssertEqual(result.status, 2, "a bad document exits 2: \(name)")
            XCTAssertEqual(result.stdout, "", "\(name): printed frames")
            XCTAssertEqual(result.stderr, "\(file.path): \(expectedError)\n", name)
        }
    }

    func testStandardInput() throws {
        let document = #"{"scale": 2, "size": {"min": [0, 0], "max": [320, null]}, "root": {"type": "stack", "id": "s", "children": [{"type": "box", "id": "a", "style": {"width": 127.5, "height": 0.0000001}}]}}"#
        let result = try feedrender.run(["layout", "-"], stdin: Data(document.utf8))
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, #"{"size":[127.5,0],"frames":{"s":[0,0,127.5,0],"a":[0,0,127.5,0]}}"# + "\n")
    }

    func testSyntaxErrorNamesLineAndColumn() throws {
        let result = try feedrender.run(["layout", "-"], stdin: Data("{\n  \"root\": {\"type\": \"box\",}\n}".utf8))
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr, "<stdin>: line 2, column 26: unexpected '}', expected a string key\n")
    }

    func testMissingFileIsOneLine() throws {
        let result = try feedrender.run(["layout", "/nonexistent/doc.json"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "/nonexistent/doc.json: no such file\n")
    }

    func testADirectoryIsNotADocument() throws {
        let result = try feedrender.run(["layout", NSTemporaryDirectory()])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "\(NSTemporaryDirectory()): is a directory, not a document\n")
    }

    func testUppercaseYAMLExtensionIsReadAsYAML() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("doc-\(UUID().uuidString).YAML")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data("root:\n  type: box\n  id: a\n  style: {preferredSize: [10, 20]}\n".utf8).write(to: file)
        let result = try feedrender.run(["layout", file.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, #"{"size":[10,20],"frames":{"a":[0,0,10,20]}}"# + "\n")
    }

    func testUnwritablePNGExits3() throws {
        let blocker = FileManager.default.temporaryDirectory.appendingPathComponent("blocker-\(UUID().uuidString)")
        try Data("x".utf8).write(to: blocker)
        defer { try? FileManager.default.removeItem(at: blocker) }
        let document = #"{"root": {"type": "box", "id": "a", "style": {"preferredSize": [10, 20]}}}"#
        let result = try feedrender.run(["layout", "-", "--png", blocker.appendingPathComponent("out.png").path],
                             stdin: Data(document.utf8))
        XCTAssertEqual(result.status, 3, result.stderr)
        XCTAssertEqual(result.stderr.filter { $0 == "\n" }.count, 1, result.stderr)
    }

    func testWarningsGoToStandardErrorNamingTheElement() throws {
        let document = #"{"root": {"type": "ratio", "id": "photo", "ratio": -1, "child": {"type": "box", "style": {"preferredSize": [10, 20]}}}}"#
        let result = try feedrender.run(["layout", "-"], stdin: Data(document.utf8))
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stdout, #"{"size":[10,20],"frames":{"photo":[0,0,10,20]}}"# + "\n")
        XCTAssertTrue(result.stderr.hasPrefix("warning: 'photo': ratio -1"), result.stderr)
    }

    func testThousandLevelDocument() throws {
        var element = #"{"type": "box", "id": "leaf"}"#
        for _ in 0..<1_000 { element = #"{"type": "inset", "insets": [1, 1, 1, 1], "child": "# + element + "}" }
        let document = #"{"size": [3000, 3000], "root": "# + element + "}"
        let result = try feedrender.run(["layout", "-"], stdin: Data(document.utf8))
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, #"{"size":[3000,3000],"frames":{"leaf":[1000,1000,1000,1000]}}"# + "\n")
    }

    /// `--png` draws deeply nested documents too (layout and drawing run on a large stack).
    func testThousandLevelDocumentDraws() throws {
        var element = ##"{"type": "box", "id": "leaf", "color": "#ff0000", "style": {"preferredSize": [20, 10]}}"##
        for level in 0..<1_000 {
            element = level % 2 == 0 ? #"{"type": "inset", "insets": [0, 0, 0, 0], "child": "# + element + "}"
                : #"{"type": "stack", "direction": "vertical", "children": ["# + element + "]}"
        }
        let png = FileManager.default.temporaryDirectory.appendingPathComponent("deep-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: png) }
        let document = #"{"scale": 2, "size": [20, 10], "root": "# + element + "}"
        let result = try feedrender.run(["layout", "-", "--png", png.path], stdin: Data(document.utf8))
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, #"{"size":[20,10],"frames":{"leaf":[0,0,20,10]}}"# + "\n")
        let bytes = try Data(contentsOf: png)
        // IHDR: 40x20 pixels at scale 2.
        XCTAssertEqual(Array(bytes[16..<24]), [0, 0, 0, 40, 0, 0, 0, 20])
    }

    /// With `--png --strict`, an image that cannot be loaded fails the command, naming it.
    func testStrictDrawingFailsNamingTheImage() throws {
        let png = FileManager.default.temporaryDirectory.appendingPathComponent("strict-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: png) }
        let document = #"{"root": {"type": "image", "url": "file:///nonexistent/missing.jpg", "style": {"preferredSize": [10, 10]}}}"#
        let lenient = try feedrender.run(["layout", "-", "--png", png.path], stdin: Data(document.utf8))
        XCTAssertEqual(lenient.status, 0, lenient.stderr)
        XCTAssertTrue(lenient.stderr.contains("missing.jpg"), "a warning names the image: \(lenient.stderr)")
        try? FileManager.default.removeItem(at: png)
        let strict = try feedrender.run(["layout", "-", "--png", png.path, "--strict"], stdin: Data(document.utf8))
        XCTAssertEqual(strict.status, 1)
        XCTAssertTrue(strict.stderr.contains("missing.jpg"), strict.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: png.path), "no PNG is written when strict drawing fails")
    }

    func testYAMLDocument() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("layout-\(UUID().uuidString).yaml")
        try "size: {max: [100, 100]}\nroot: {type: box, id: b}\n".write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try feedrender.run(["layout", file.path])
        XCTAssertEqual(result.stdout, #"{"size":[100,100],"frames":{"b":[0,0,100,100]}}"# + "\n")
    }
}
