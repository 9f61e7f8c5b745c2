@testable import FeedrenderTesting
import Foundation
import SnapshotTesting
import TestSupport
import Testing

/// Parameterised cases get reference names that are unique, stable whatever order the cases
/// run in, and short enough to write, however their arguments print.
@Suite struct CaseArgumentNamingTests {
    @Test func argumentsThatCleanAlikeGetDistinctStableNames() {
        let texts = [#""9,999""#, #""9.999""#, #""9 999""#]
        let names = texts.map { CaseArguments.name(forArguments: [$0]) }
        #expect(Set(names).count == 3, "\(names)")
        #expect(names.allSatisfy { $0.hasPrefix("9-999-") && $0.count == "9-999-".count + 8 }, "\(names)")
        #expect(texts.map { CaseArguments.name(forArguments: [$0]) } == names, "the same text, the same name")
        // Plain arguments stay readable, as before.
        #expect(CaseArguments.name(forArguments: ["120"]) == "120")
        #expect(CaseArguments.name(forArguments: [#""compact""#, "3"]) == "compact-3")
    }

    /// A struct whose description is far longer than a file name may be.
    struct Theme: CustomStringConvertible {
        var description: String { "Theme(" + String(repeating: "accent: Color(red: 0.5, green: 0.25), ", count: 20) + ")" }
    }

    @Test(arguments: [Theme()])
    func longArgumentsStillWrite(theme: Theme) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("feedrender-names-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let configuration = SnapshotConfiguration(snapshotsDirectory: folder, artifactsDirectory: folder.appendingPathComponent("art"),
                                                  isCI: false)
        let issues = await withSnapshotConfiguration(configuration) {
            await verifySnapshot(of: SnapshotImage(bitmap: TestImages.ramp()), as: .image, record: .all)
        }
        let reference = try #require(issues.first?.reference)
        #expect(reference.lastPathComponent.count < 120, "\(reference.lastPathComponent)")
        #expect(FileManager.default.fileExists(atPath: reference.path), "the reference was written")
    }

    @Test(arguments: ["9,999", "9.999", "9 999"])
    func collidingCasesWriteTheirOwnReferences(count: String) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("feedrender-names-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let configuration = SnapshotConfiguration(snapshotsDirectory: folder, artifactsDirectory: folder.appendingPathComponent("art"),
                                                  isCI: false)
        let issues = await withSnapshotConfiguration(configuration) {
            await verifySnapshot(of: SnapshotImage(bitmap: TestImages.ramp()), as: .image, record: .all)
        }
        let expected = "collidingCasesWriteTheirOwnReferences-count.\(CaseArguments.name(forArguments: [String(describingForTest: count)]))-1.png"
        #expect(issues.map(\.reference.lastPathComponent) == [expected])
        #expect(expected.contains("9-999-"))
    }
}

/// A parameterised case's first assertion clears only its own earlier artefacts: cases run in
/// parallel, and one must not delete the failure another just wrote.
@Suite struct CaseArtefactClearingTests {
    @Test func clearingOneCaseKeepsTheOthers() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("feedrender-art-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("Suite")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let cases = (1...7).map(String.init)
        for argument in cases {
            for kind in ["actual.png", "diff.png", "failure.json"] {
                try Data().write(to: folder.appendingPathComponent("badge-count.\(argument)-1.\(kind)"))
            }
        }
        try Data().write(to: folder.appendingPathComponent("badgeTwo.1.actual.png"))
        SnapshotArtifactWriter.clearTest("badge-count", arguments: "3", suite: "Suite", artifactsRoot: root)
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(left.count == 6 * 3 + 1, "\(left.sorted())")
        #expect(!left.contains { $0.hasPrefix("badge-count.3-") })
        SnapshotArtifactWriter.clearTest("badge-count", suite: "Suite", artifactsRoot: root)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["badgeTwo.1.actual.png"],
                "a whole test's clearing leaves other tests' artefacts")
    }
}

/// The "accept" hint re-records the failing test and no other whose name starts the same.
@Suite struct AcceptHintTests {
    @Test func theFilterMatchesOnlyTheFailingTest() throws {
        let identity = SnapshotTestIdentity(suite: "StatTests", test: "stat", arguments: nil, needsName: false,
                                            key: "k", displayName: "StatTests/stat")
        let command = SnapshotFailureFormatter.acceptCommand(for: identity)
        let pattern = try #require(command.split(separator: "'").dropFirst().first.map(String.init))
        let regex = try NSRegularExpression(pattern: pattern)
        func matches(_ name: String) -> Bool {
            regex.firstMatch(in: name, range: NSRange(name.startIndex..., in: name)) != nil
        }
        #expect(matches("App.StatTests/stat"), "an XCTest or argument-free name")
        #expect(matches("App.StatTests/stat(count:)"), "a Swift Testing function")
        #expect(!matches("App.StatTests/statTwoArgs"))
        #expect(!matches("App.StatTests/statTwoArgs(count:)"))
    }
}
