import Appearance
import TestSupport
import FeedrenderTesting
import Nodes
import XCTest

/// Node scenes (Nodes only) against `Snapshots/NodeScenesSnapshotTests/`, from synchronous
/// XCTest methods (the blocking form of `assertSnapshot`).
final class NodeScenesSnapshotTests: XCTestCase {
    func testProfileCard() {
        assertSnapshot(of: NodeScenes.profileCard(), as: .node(width: 390, scale: 2))
    }

    func testTiles() {
        assertSnapshot(of: NodeScenes.tiles(), as: .node(width: 390, scale: 2))
    }
}
