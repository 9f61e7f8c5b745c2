import LayoutDocuments
import DocumentModel
import Foundation
import XCTest

/// One file of Tests/LayoutTests/Cases: a layout document plus `expected` frames
/// (or, under invalid/, `expectedError`).
struct LayoutCase {
    let name: String
    let json: JSONValue
    let text: String

    static var directory: URL {
        Bundle.module.url(forResource: "Cases", withExtension: nil)!
    }

    static func load(subdirectory: String? = nil) throws -> [LayoutCase] {
        var folder = directory
        if let subdirectory { folder = folder.appendingPathComponent(subdirectory) }
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        return try files.map { url in
            let text = try String(contentsOf: url, encoding: .utf8)
            return LayoutCase(name: url.deletingPathExtension().lastPathComponent, json: try JSONValue(parsing: text), text: text)
        }
    }

    var object: JSONObject {
        guard case .object(let object) = json else { fatalError("\(name): not an object") }
        return object
    }

    var expectedError: String? {
        if case .string(let error) = object["expectedError"] { return error }
        return nil
    }

    /// The expected root size and frames by id.
    var expected: (size: [Double], frames: [(String, [Double])]) {
        guard case .object(let expected) = object["expected"],
              case .array(let size) = expected["size"],
              case .object(let frames) = expected["frames"] else { fatalError("\(name): no expected block") }
        return (size.map(Self.number), frames.members.map { member in
            guard case .array(let values) = member.value else { fatalError("\(name): bad frame \(member.key)") }
            return (member.key, values.map(Self.number))
        })
    }

    private static func number(_ value: JSONValue) -> Double {
        guard case .number(let number) = value else { fatalError("not a number: \(value)") }
        return number
    }

    /// Differences between `actual` (the `feedrender layout` output shape) and the
    /// expectation; empty when they agree.
    func mismatches(in actual: JSONValue) -> [String] {
        guard case .object(let output) = actual, case .array(let sizeValues) = output["size"],
              case .object(let frames) = output["frames"] else { return ["output has no size/frames: \(actual.serialized())"] }
        var problems: [String] = []
        let expected = self.expected
        let size = sizeValues.map(Self.number)
        if !Self.close(size, expected.size) { problems.append("size \(size) ≠ expected \(expected.size)") }
        for (id, frame) in expected.frames {
            guard case .array(let values) = frames[id] else {
                problems.append("no frame for '\(id)'")
                continue
            }
            let actualFrame = values.map(Self.number)
            if !Self.close(actualFrame, frame) { problems.append("'\(id)' \(actualFrame) ≠ expected \(frame)") }
        }
        return problems
    }

    private static func close(_ a: [Double], _ b: [Double]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { Swift.abs($0 - $1) <= 1e-9 * Swift.max(1, Swift.abs($1)) }
    }
}
