import Feedrender
import FeedrenderTesting
import Foundation
import SnapshotApp
import Testing

/// Recording is never green, and never happens on CI. These record into a temporary folder.
@Suite struct RecordingTests {
    private static func scratch() -> (URL, SnapshotConfiguration) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-app-\(UUID().uuidString)")
        return (folder, SnapshotConfiguration(snapshotsDirectory: folder, artifactsDirectory: folder.appendingPathComponent("artifacts"),
                                              isCI: false))
    }

    @Test func recordAllWritesTheReferenceAndFails() async throws {
        let (folder, configuration) = Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        await withSnapshotConfiguration(configuration) {
            await withKnownIssue {
                await assertSnapshot(of: ProfileRow(name: "Ava", subtitle: "Brooklyn", theme: .light), as: .cell(),
                                     record: .all)
            } matching: { $0.comments.contains { $0.rawValue.contains("Record mode is on") } }
        }
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(
            "RecordingTests/recordAllWritesTheReferenceAndFails.1.png").path))
    }

    /// On CI every record mode is refused and nothing is written. Run plainly, it sets CI and
    /// the mode in code; scripts/test-example-snapshot-app also runs it with
    /// `CI=true FEEDRENDER_RECORD=failed` and `CI=true SNAPSHOT_TESTING_RECORD=all` in the
    /// environment, where it relies on those alone.
    @Test func recordingIsRefusedOnCI() async throws {
        let environment = ProcessInfo.processInfo.environment
        let mode = environment["FEEDRENDER_RECORD"] ?? environment["SNAPSHOT_TESTING_RECORD"]
        let fromEnvironment = environment["CI"] == "true" && (mode == "all" || mode == "failed")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-app-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let configuration = SnapshotConfiguration(snapshotsDirectory: folder, artifactsDirectory: folder.appendingPathComponent("artifacts"),
                                                  isCI: fromEnvironment ? nil : true)
        await withSnapshotConfiguration(configuration) {
            await withKnownIssue {
                await assertSnapshot(of: ProfileRow(name: "Ava", subtitle: "Brooklyn", theme: .light), as: .cell(),
                                     record: fromEnvironment ? nil : .failed)
            } matching: { $0.comments.contains { $0.rawValue.contains("references are not recorded on CI") } }
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path), "nothing written")
    }
}
