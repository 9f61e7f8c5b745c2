import FeedrenderSupport
import Foundation
import Testing

/// The running test as snapshot files see it: the suite folder (the test's type), the test's
/// name in file names, and, for a parameterised Swift Testing case, its arguments.
struct SnapshotTestIdentity: Sendable {
    /// The folder under the snapshots directory: the test's type (`CellTests`), or the file
    /// name when no type is known (a free `@Test` function, or code outside a test).
    var suite: String
    /// The test function, file-name safe, as swift-snapshot-testing spells it:
    /// `testCell()` -> `testCell`, `cell(size:)` -> `cell-size`.
    var test: String
    /// A parameterised case's arguments, file-name safe (`large-dark`); nil otherwise.
    var arguments: String?
    /// True for a parameterised case whose arguments could not be read: it must be named.
    var needsName: Bool
    /// Unique per test (and case): keys the numbering of unnamed assertions.
    var key: String
    /// For messages: `CellTests/cell(size:) [large]`.
    var displayName: String

    /// The identity of the test calling an assertion made at `filePath` in `function`.
    static func current(function: String, filePath: String) -> SnapshotTestIdentity {
        let test = SnapshotName.sanitized(function)
        let fileSuite = URL(fileURLWithPath: filePath).deletingPathExtension().lastPathComponent
        if let current = Test.current {
            let types = current.id.nameComponents.dropLast()
            let suite = types.isEmpty ? fileSuite : types.joined(separator: ".")
            var arguments: String?
            var needsName = false
            if let testCase = Test.Case.current, testCase.isParameterized {
                arguments = CaseArguments.describe(testCase)
                needsName = arguments == nil
            }
            let caseText = arguments.map { " [\($0)]" } ?? ""
            return SnapshotTestIdentity(
                suite: SnapshotName.sanitized(suite, keepingDots: true), test: test, arguments: arguments,
                needsName: needsName, key: "testing:\(current.id)\(caseText)",
                displayName: "\(suite)/\(current.name)\(caseText)")
        }
        if let type = XCTestCaseTracker.runningClass.withLock({ $0 }) {
            return SnapshotTestIdentity(suite: SnapshotName.sanitized(type, keepingDots: true), test: test,
                                        arguments: nil, needsName: false, key: "xctest:\(type)/\(function)",
                                        displayName: "\(type)/\(function)")
        }
        return SnapshotTestIdentity(suite: SnapshotName.sanitized(fileSuite, keepingDots: true), test: test,
                                    arguments: nil, needsName: false, key: "file:\(filePath)/\(function)",
                                    displayName: "\(fileSuite)/\(function)")
    }
}

/// Reads a parameterised Swift Testing case's argument values. Swift Testing keeps them out of
/// its public API, so this reflects over `Test.Case` for its `arguments` (each with a `value`),
/// a few levels down (they sit in an enum payload); when that shape changes it returns nil and
/// the assertion asks for an explicit name instead of guessing (two cases must never share a
/// reference).
enum CaseArguments {
    static func describe(_ testCase: Test.Case) -> String? {
        guard let arguments = find("arguments", in: testCase, depth: 4) else { return nil }
        let values = Mirror(reflecting: arguments).children.compactMap { argument in
            Mirror(reflecting: argument.value).descendant("value")
        }
        guard !values.isEmpty else { return nil }
        return name(forArguments: values.map { String(describingForTest: $0) })
    }

    /// The longest an argument's cleaned text is kept before its hash stands in for the rest.
    static let longestArgument = 40

    /// A file-name part for arguments written as `texts`: each cleaned for a file name, and
    /// where cleaning lost something (`"9,999"`, `"9.999"` and `"9 999"` all clean to
    /// `9-999`) or the text is long (a struct's description), followed by 8 hex digits of
    /// the SHA-256 of the text as written. So two cases never share a name, a case's name
    /// never depends on which ran first, and no name is too long for the file system.
    static func name(forArguments texts: [String]) -> String {
        texts.map { raw in
            let clean = SnapshotName.sanitized(raw)
            let unquoted = raw.count >= 2 && raw.hasPrefix("\"") && raw.hasSuffix("\"") ? String(raw.dropFirst().dropLast()) : raw
            guard clean != unquoted || clean.count > longestArgument else { return clean }
            let hash = String(SHA256.hex(of: raw).prefix(8))
            let kept = String(clean.prefix(longestArgument))
            return kept.isEmpty ? hash : "\(kept)-\(hash)"
        }.joined(separator: "-")
    }

    /// The first child labelled `label`, searching breadth first at most `depth` levels down.
    private static func find(_ label: String, in value: Any, depth: Int) -> Any? {
        var level: [Any] = [value]
        for _ in 0..<depth {
            var next: [Any] = []
            for item in level {
                for child in Mirror(reflecting: item).children {
                    if child.label == label { return child.value }
                    next.append(child.value)
                }
            }
            level = next
        }
        return nil
    }
}

/// File-name rules shared by references and artefacts.
enum SnapshotName {
    /// Runs of anything but ASCII letters, digits and `_` (and `.` when `keepingDots`) become
    /// one `-`, trimmed at both ends. The result is left unchanged by swift-snapshot-testing's
    /// own path sanitising, so the file it writes is the file named here.
    static func sanitized(_ text: String, keepingDots: Bool = false) -> String {
        var result = ""
        var pendingDash = false
        for character in text {
            let keep = character.isASCII && (character.isLetter || character.isNumber || character == "_"
                                             || (keepingDots && character == "."))
            if keep {
                if pendingDash && !result.isEmpty { result.append("-") }
                pendingDash = false
                result.append(character)
            } else {
                pendingDash = true
            }
        }
        return result
    }
}
