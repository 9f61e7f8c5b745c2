import Appearance
import TestSupport
import Foundation
import XCTest
@testable import FeedrenderTesting

final class SnapshotSettingsTests: XCTestCase {
    /// This very file: its package root is the repository.
    private let filePath = #filePath

    func testDefaultsComeFromThePackageRootAndFileName() throws {
        let settings = try ResolvedSnapshotSettings(configuration: SnapshotConfiguration(), recordOverride: nil,
                                                    filePath: filePath, environment: [:])
        let root = try XCTUnwrap(settings.packageRoot)
        XCTAssertTrue(FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path))
        XCTAssertEqual(settings.snapshotsDirectory.path, root.appendingPathComponent("Snapshots").path)
        XCTAssertEqual(settings.artifactsDirectory.path, root.appendingPathComponent(".build/snapshot-artifacts").path)
        XCTAssertEqual(settings.suite, "SnapshotSettings")
        XCTAssertEqual(settings.record, .missing)
        XCTAssertFalse(settings.isCI)
    }

    func testEnvironmentOverridesDefaults() throws {
        let settings = try ResolvedSnapshotSettings(
            configuration: SnapshotConfiguration(), recordOverride: nil, filePath: filePath,
            environment: ["FEEDRENDER_RECORD": "FAILED", "FEEDRENDER_SNAPSHOTS_DIR": "/tmp/refs",
                          "FEEDRENDER_ARTIFACTS_DIR": "out/art", "CI": "true"])
        XCTAssertEqual(settings.record, .failed)
        XCTAssertEqual(settings.snapshotsDirectory.path, "/tmp/refs")
        XCTAssertEqual(settings.artifactsDirectory.path, settings.packageRoot!.appendingPathComponent("out/art").path)
        XCTAssertTrue(settings.isCI)
    }

    func testCodeOverridesEnvironment() throws {
        let configuration = SnapshotConfiguration(snapshotsDirectory: URL(fileURLWithPath: "/tmp/a"), record: .never,
                                                  isCI: false, suite: "Cells")
        let settings = try ResolvedSnapshotSettings(configuration: configuration, recordOverride: .all, filePath: filePath,
                                                    environment: ["FEEDRENDER_RECORD": "failed", "CI": "true",
                                                                  "FEEDRENDER_SNAPSHOTS_DIR": "/tmp/b"])
        XCTAssertEqual(settings.record, .all, "the assertion's own argument wins")
        XCTAssertEqual(settings.snapshotsDirectory.path, "/tmp/a")
        XCTAssertFalse(settings.isCI)
        XCTAssertEqual(settings.suite, "Cells")
    }

    func testInvalidRecordModeIsAClearError() {
        XCTAssertThrowsError(try ResolvedSnapshotSettings(configuration: SnapshotConfiguration(), recordOverride: nil,
                                                          filePath: filePath, environment: ["FEEDRENDER_RECORD": "sometimes"])) { error in
            XCTAssertEqual("\(error)", "invalid snapshot setting: FEEDRENDER_RECORD=sometimes is not one of never|missing|failed|all")
        }
    }

    func testLocationNames() {
        let location = SnapshotLocation(directory: URL(fileURLWithPath: "/refs"), suite: "Cells",
                                        testName: SnapshotLocation.testName(fromFunction: "testPostCell()"), named: "dark mode")
        XCTAssertEqual(location.reference.path, "/refs/Cells/testPostCell-dark_mode.png")
        XCTAssertEqual(location.layout.path, "/refs/Cells/testPostCell-dark_mode.layout.json")
        XCTAssertEqual(SnapshotLocation.testName(fromFunction: "rendersBadge(count:)"), "rendersBadge")
        XCTAssertEqual(ResolvedSnapshotSettings.suite(forFile: URL(fileURLWithPath: "/x/FeedSnapshotTests.swift")), "Feed")
        XCTAssertEqual(ResolvedSnapshotSettings.suite(forFile: URL(fileURLWithPath: "/x/Scenes.swift")), "Scenes")
    }

    func testConfigurationIsTaskLocal() async {
        let inner = SnapshotConfiguration(record: .all)
        await withSnapshotConfiguration(inner) {
            XCTAssertEqual(SnapshotConfiguration.current.record, .all)
            await Task.detached { XCTAssertNil(SnapshotConfiguration.current.record) }.value
        }
        XCTAssertNil(SnapshotConfiguration.current.record)
    }
}
