import Appearance
import ImageDiff
import SnapshotTesting
import TestSupport
import Foundation
import XCTest
@testable import FeedrenderTesting

final class SnapshotSettingsTests: XCTestCase {
    /// This very file: its package root is the repository.
    private let filePath = #filePath

    private func settings(_ environment: [String: String], configuration: SnapshotConfiguration = SnapshotConfiguration(),
                          record: SnapshotTestingConfiguration.Record? = nil, tolerance: Tolerance? = nil) throws -> ResolvedSnapshotSettings {
        try ResolvedSnapshotSettings(configuration: configuration, record: record, tolerance: tolerance, filePath: filePath,
                                     environment: environment)
    }

    func testDefaultsComeFromThePackageRoot() throws {
        let settings = try settings([:])
        let root = try XCTUnwrap(settings.packageRoot)
        XCTAssertTrue(FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path))
        XCTAssertEqual(settings.snapshotsDirectory.path, root.appendingPathComponent("Snapshots").path)
        XCTAssertEqual(settings.artifactsDirectory.path, root.appendingPathComponent(".build/snapshot-artifacts").path)
        XCTAssertEqual(settings.tolerance, .default)
        XCTAssertEqual(settings.tolerance, Tolerance(perChannel: 2, maxDifferingFraction: 0.0001), "as the README states")
        XCTAssertFalse(settings.isCI)
    }

    func testEnvironmentOverridesDefaults() throws {
        let settings = try settings(["FEEDRENDER_RECORD": "FAILED", "SNAPSHOT_TESTING_RECORD": "all",
                                     "FEEDRENDER_SNAPSHOTS_DIR": "/tmp/refs", "FEEDRENDER_ARTIFACTS_DIR": "out/art",
                                     "FEEDRENDER_TOLERANCE": "4,0.001,2.3", "CI": "true"])
        XCTAssertEqual(settings.record, .failed, "feedrender's variable is read before swift-snapshot-testing's")
        XCTAssertEqual(settings.recordSource, "FEEDRENDER_RECORD=FAILED")
        XCTAssertEqual(settings.snapshotsDirectory.path, "/tmp/refs")
        XCTAssertEqual(settings.artifactsDirectory.path, settings.packageRoot!.appendingPathComponent("out/art").path)
        XCTAssertEqual(settings.tolerance, Tolerance(perChannel: 4, maxDifferingFraction: 0.001, deltaE: 2.3))
        XCTAssertTrue(settings.isCI)
        XCTAssertEqual(try self.settings(["SNAPSHOT_TESTING_RECORD": "all"]).record, .all)
    }

    func testCodeOverridesEnvironment() throws {
        let configuration = SnapshotConfiguration(snapshotsDirectory: URL(fileURLWithPath: "/tmp/a"), isCI: false,
                                                  tolerance: .exact)
        let environment = ["FEEDRENDER_RECORD": "failed", "CI": "true", "FEEDRENDER_SNAPSHOTS_DIR": "/tmp/b",
                           "FEEDRENDER_TOLERANCE": "9,0.5"]
        let settings = try settings(environment, configuration: configuration, record: .never)
        XCTAssertEqual(settings.record, .never, "the assertion's own argument wins")
        XCTAssertEqual(settings.snapshotsDirectory.path, "/tmp/a")
        XCTAssertFalse(settings.isCI)
        XCTAssertEqual(settings.tolerance, .exact)
        XCTAssertEqual(try self.settings(environment, tolerance: .default).tolerance, .default)
        let scoped = try withSnapshotTesting(record: .all) { try self.settings(environment) }
        XCTAssertEqual(scoped.record, .all, "withSnapshotTesting(record:) wins over the environment")
    }

    func testInvalidSettingsAreClearErrors() {
        XCTAssertThrowsError(try settings(["FEEDRENDER_RECORD": "sometimes"])) { error in
            XCTAssertEqual("\(error)", "invalid snapshot setting: FEEDRENDER_RECORD=sometimes is not one of never|missing|failed|all")
        }
        XCTAssertThrowsError(try settings(["FEEDRENDER_TOLERANCE": "lots"])) { error in
            XCTAssertTrue("\(error)".contains("FEEDRENDER_TOLERANCE=lots"), "\(error)")
        }
    }

    func testNamesAreFileSafeAndMatchSwiftSnapshotTesting() {
        XCTAssertEqual(SnapshotName.sanitized("testPostCell()"), "testPostCell")
        XCTAssertEqual(SnapshotName.sanitized("rendersBadge(count:)"), "rendersBadge-count")
        XCTAssertEqual(SnapshotName.sanitized("\"dark mode\""), "dark-mode")
        XCTAssertEqual(SnapshotName.sanitized("王 1.3x"), "1-3x")
        XCTAssertEqual(SnapshotVariant(theme: .dark, textSize: .large, layoutDirection: .rightToLeft, device: .compact).suffix,
                       "dark-text130-rtl-compact")
        XCTAssertEqual(SnapshotVariant.matrix(themes: [.light, .dark], textSizes: TextSize.all).map(\.suffix),
                       ["light-text85", "light-text100", "light-text130", "light-text160",
                        "dark-text85", "dark-text100", "dark-text130", "dark-text160"])
    }

    func testConfigurationIsTaskLocal() async {
        let inner = SnapshotConfiguration(isCI: true)
        await withSnapshotConfiguration(inner) {
            XCTAssertEqual(SnapshotConfiguration.current.isCI, true)
            await Task.detached { XCTAssertNil(SnapshotConfiguration.current.isCI) }.value
        }
        XCTAssertNil(SnapshotConfiguration.current.isCI)
    }
}
