import Appearance
import FeedrenderTesting
import Foundation
import Nodes
import Raster
import SnapshotTesting
import TestSupport
import Testing

/// The same assertions from Swift Testing: references filed under the suite type, one per
/// parameterised case, failures recorded with `Issue.record`.
@Suite struct SwiftTestingSupportTests {
    @Test func profileCardMatchesItsReference() async {
        await assertSnapshot(of: NodeScenes.profileCard(), as: .node(width: 390, scale: 2))
    }

    /// A temporary snapshots folder for tests that record.
    private static func scratch() -> (URL, SnapshotConfiguration) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("feedrender-st-\(UUID().uuidString)")
        return (folder, SnapshotConfiguration(snapshotsDirectory: folder, artifactsDirectory: folder.appendingPathComponent("art"),
                                              isCI: false))
    }

    @Test(arguments: ["compact", "regular"])
    func parameterisedCasesGetTheirOwnReference(size: String) async throws {
        let (folder, configuration) = Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let issues = await withSnapshotConfiguration(configuration) {
            await verifySnapshot(of: SnapshotImage(bitmap: TestImages.ramp()), as: .image, record: .all)
        }
        #expect(issues.map(\.reference.lastPathComponent)
                == ["parameterisedCasesGetTheirOwnReference-size.\(size)-1.png"])
        #expect(issues.first?.reference.deletingLastPathComponent().lastPathComponent == "SwiftTestingSupportTests",
                "the folder is the suite type, not the file")
    }

    @Test func twoAssertionsWritingOneFileFailTheSecondNamingBoth() async throws {
        let (folder, configuration) = Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = #line + 3, second = #line + 6
        await withSnapshotConfiguration(configuration) {
            await withKnownIssue {
                await assertSnapshot(of: SnapshotImage(bitmap: TestImages.ramp()), as: .image, named: "same")
            } matching: { $0.comments.contains { $0.rawValue.contains("No reference was found") } }
            await withKnownIssue {
                await assertSnapshot(of: SnapshotImage(bitmap: TestImages.ramp(width: 8, height: 8)), as: .image, named: "same")
            } matching: { issue in
                issue.comments.contains {
                    $0.rawValue.contains("two assertions would write") && $0.rawValue.contains("SwiftTestingSupportTests.swift:\(first)")
                        && $0.rawValue.contains("SwiftTestingSupportTests.swift:\(second)")
                }
            }
        }
        let written = try PNGDecoder.decode(Data(contentsOf: folder.appendingPathComponent(
            "SwiftTestingSupportTests/twoAssertionsWritingOneFileFailTheSecondNamingBoth.same.png")))
        #expect(written.width == 64, "the first assertion's image stays")
    }

    @Test func failuresAreRecordedAsSwiftTestingIssues() async throws {
        let (folder, _) = Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let configuration = SnapshotConfiguration(snapshotsDirectory: folder, artifactsDirectory: folder.appendingPathComponent("art"),
                                                  isCI: true)
        await withKnownIssue {
            await withSnapshotConfiguration(configuration) {
                await assertSnapshot(of: NodeScenes.tiles(), as: .node(width: 200, scale: 1))
            }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("no reference at") && $0.rawValue.contains("CI=true") }
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("SwiftTestingSupportTests").path))
    }
}
