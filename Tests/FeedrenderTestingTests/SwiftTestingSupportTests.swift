import Appearance
import TestSupport
import FeedrenderTesting
import Foundation
import Testing

/// The same assertions from Swift Testing: failures are recorded with `Issue.record`.
@Suite struct SwiftTestingSupportTests {
    @Test func profileCardMatchesItsReference() async {
        await withSnapshotConfiguration(SnapshotConfiguration(suite: "FeedrenderTestingTests")) {
            // Same reference as the XCTest `testProfileCard`.
            await assertSnapshot(of: NodeScenes.profileCard(), width: 390, scale: 2, testName: "testProfileCard()")
        }
    }

    @Test func failuresAreRecordedAsSwiftTestingIssues() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("feedrender-st-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let configuration = SnapshotConfiguration(snapshotsDirectory: folder, artifactsDirectory: folder.appendingPathComponent("art"),
                                                  record: .missing, isCI: true, suite: "Demo")
        await withKnownIssue {
            await withSnapshotConfiguration(configuration) {
                await assertSnapshot(of: NodeScenes.tiles(), width: 200, scale: 1)
            }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("no reference at") && $0.rawValue.contains("CI=true") }
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Demo/failuresAreRecordedAsSwiftTestingIssues.png").path))
    }
}
