import Appearance
import Foundation

/// The files of one snapshot: `<snapshots>/<suite>/<test>[-<name>].png` and the layout record
/// `<test>[-<name>].layout.json` next to it.
public struct SnapshotLocation: Hashable, Sendable {
    public var suite: String
    /// `<test>` or `<test>-<name>`: the file stem.
    public var name: String
    /// The test function, for the command that re-records it.
    public var testName: String
    public var reference: URL
    public var layout: URL

    public init(directory: URL, suite: String, testName: String, named: String?) {
        self.suite = suite
        self.testName = testName
        let stem = Self.sanitized(named.map { "\(testName)-\($0)" } ?? testName)
        name = stem
        let folder = directory.appendingPathComponent(suite, isDirectory: true)
        reference = folder.appendingPathComponent("\(stem).png")
        layout = folder.appendingPathComponent("\(stem).layout.json")
    }

    /// `testPostCell()` -> `testPostCell`; Swift Testing's `"post cell"()` display names too.
    static func testName(fromFunction function: String) -> String {
        let base = function.split(separator: "(", maxSplits: 1).first.map(String.init) ?? function
        return sanitized(base)
    }

    /// File-system-safe: letters, digits, `-`, `_`, `.`; anything else becomes `_`.
    static func sanitized(_ text: String) -> String {
        let cleaned = String(text.map { $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) ? $0 : "_" })
        return cleaned.isEmpty ? "snapshot" : cleaned
    }
}
