import Feedrender
import FeedrenderTesting
import SnapshotApp
import XCTest

/// XCTest, synchronous methods. Two classes in this one file each have `testRow()`: their
/// references live apart, in `Snapshots/ProfileRowTests/` and `Snapshots/DarkProfileRowTests/`.
final class ProfileRowTests: XCTestCase {
    func testRow() {
        assertSnapshot(of: ProfileRow(name: "Ava Nguyen", subtitle: "Brooklyn, NY", theme: .light), as: .cell(device: .compact))
    }

    /// Two unnamed assertions: `testTwoLengths.1.png`, `testTwoLengths.2.png`.
    func testTwoLengths() {
        assertSnapshot(of: ProfileRow(name: "Li", subtitle: "Shenzhen", theme: .light), as: .cell(device: .compact))
        assertSnapshot(of: ProfileRow(name: "Maximilian Oberhauser-Lindqvist", subtitle: "A subtitle long enough to wrap onto a second line",
                                      theme: .light), as: .cell(device: .compact))
    }

    /// `record: .all` writes the reference and reports a failure (checked here without
    /// failing this test: verifySnapshot returns the issue instead of reporting it).
    func testRecordingIsReportedAsAFailure() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-app-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let configuration = SnapshotConfiguration(snapshotsDirectory: folder, artifactsDirectory: folder.appendingPathComponent("a"),
                                                  isCI: false)
        let issues = await withSnapshotConfiguration(configuration) {
            await verifySnapshot(of: ProfileRow(name: "Ava", subtitle: "Brooklyn", theme: .light), as: .cell(), record: .all)
        }
        XCTAssertEqual(issues.map(\.recorded), [true])
        XCTAssertTrue(issues.first?.message.contains("Record mode is on") ?? false)
    }
}

final class DarkProfileRowTests: XCTestCase {
    func testRow() {
        assertSnapshot(of: ProfileRow(name: "Ava Nguyen", subtitle: "Brooklyn, NY", theme: .dark), as: .cell(device: .compact))
    }
}
