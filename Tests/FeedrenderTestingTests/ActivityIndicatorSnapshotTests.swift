import Appearance
import FeedrenderTesting
import Nodes
import Raster
import XCTest

/// The chrome the tutorials need, as references: the spinners as nodes.
final class ActivityIndicatorSnapshotTests: XCTestCase {
    func testIOSSpinner() async {
        await assertSnapshot(of: ActivityIndicatorNode(.iOSGray) as DisplayNode, as: .node(width: 20, height: 20, scale: 3))
    }

    func testMaterialSpinner() async {
        let node = ActivityIndicatorNode(ActivityIndicator(style: .material, color: Color(red8: 0x67, green8: 0x50, blue8: 0xa4)))
        await assertSnapshot(of: node as DisplayNode, as: .node(width: 48, height: 48, scale: 3))
    }
}
