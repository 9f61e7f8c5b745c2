import Appearance
import TestSupport
import FeedrenderTesting
import Nodes
import XCTest

/// Node scenes (Nodes only) against `Snapshots/FeedrenderTestingTests/`.
final class NodeScenesSnapshotTests: XCTestCase {
    /// The folder is set in code here (the default would be `NodeScenes`, from the file name).
    static let configuration = SnapshotConfiguration(suite: "FeedrenderTestingTests")

    func testProfileCard() async {
        await withSnapshotConfiguration(Self.configuration) {
            await assertSnapshot(of: NodeScenes.profileCard(), width: 390, scale: 2)
        }
    }

    func testTiles() async {
        await withSnapshotConfiguration(Self.configuration) {
            await assertSnapshot(of: NodeScenes.tiles(), width: 390, scale: 2)
        }
    }
}
