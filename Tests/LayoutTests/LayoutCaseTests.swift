import FeedrenderSupport
import LayoutDocuments
import DocumentModel
import Foundation
import XCTest

/// Drives every case file through the library: parse, build with plain boxes, lay out,
/// compare frames with the hand-derived expectations.
final class LayoutCaseTests: XCTestCase {
    func testCaseFilesMatchExpectedFrames() throws {
        let cases = try LayoutCase.load()
        XCTAssertGreaterThanOrEqual(cases.count, 100)
        for layoutCase in cases {
            do {
                let document = try LayoutDocument(json: layoutCase.json)
                let layout = try document.layout(using: BoxLeafFactory())
                let problems = layoutCase.mismatches(in: layout.json)
                XCTAssert(problems.isEmpty, "\(layoutCase.name): \(problems.joined(separator: "; "))")
            } catch {
                XCTFail("\(layoutCase.name): \(error)")
            }
        }
    }

    func testInvalidCaseFilesReportTheirPath() throws {
        let cases = try LayoutCase.load(subdirectory: "invalid")
        XCTAssertGreaterThanOrEqual(cases.count, 25)
        for layoutCase in cases {
            let expected = try XCTUnwrap(layoutCase.expectedError, layoutCase.name)
            XCTAssertThrowsError(try LayoutDocument(json: layoutCase.json), layoutCase.name) { error in
                XCTAssertEqual((error as? DocumentError)?.description, expected, layoutCase.name)
            }
        }
    }

    func testOutputIsIdenticalAcrossThreads() throws {
        let cases = try LayoutCase.load()
        let serial = try cases.map { try LayoutDocument(json: $0.json).layout(using: BoxLeafFactory()).json.serialized() }
        let documents = try cases.map { try LayoutDocument(json: $0.json) }
        let outputs = Locked<[Int: String]>([:])
        DispatchQueue.concurrentPerform(iterations: documents.count) { index in
            let output = (try? documents[index].layout(using: BoxLeafFactory()).json.serialized()) ?? "error"
            outputs.withLock { $0[index] = output }
        }
        let parallel = outputs.withLock { results in documents.indices.map { results[$0] ?? "missing" } }
        XCTAssertEqual(serial, parallel)
    }
}
