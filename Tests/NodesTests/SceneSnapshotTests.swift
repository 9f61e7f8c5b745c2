import FeedrenderTesting
import Layout
import Nodes
import Raster
import XCTest

final class SceneSnapshotTests: XCTestCase {
    /// The reference scene: Latin, Chinese, emoji and Arabic text; JPEG, PNG and WebP photos;
    /// a circle avatar; a rounded card with shadow, border, truncated text and a button.
    func testSceneMatchesReference() async throws {
        let scene = try SceneBuilder.scene()
        let rendered = try await render(scene, width: 360, scale: 2)
        XCTAssertEqual(rendered.warnings, [])
        XCTAssertEqual(rendered.bitmap.width, 720)
        // The same public assertion users get: Snapshots/SceneSnapshotTests/<test>.1.png.
        await assertSnapshot(of: try SceneBuilder.scene(), as: .node(width: 360, scale: 2))
    }

    func testFeedCardMatchesReference() async throws {
        await assertSnapshot(of: try SceneBuilder.card(index: 2), as: .node(width: 320, scale: 2))
    }

    func testSceneIsTheSameRenderedTwiceAndConcurrently() async throws {
        let first = try await NodeRenderer.prepare(try SceneBuilder.scene(), width: 360, scale: 2, imageLoader: nil)
        let second = try await NodeRenderer.prepare(try SceneBuilder.scene(), width: 360, scale: 2, imageLoader: nil)
        let lists = [first.displayList, second.displayList, first.displayList, second.displayList]
        let bitmaps = try await NodeRenderer.rasterize(lists, scale: 2, maxConcurrentWorkers: 4)
        let bytes = try bitmaps.map { try PNGEncoder.encode($0) }
        XCTAssertEqual(Set(bytes.map { Data($0) }).count, 1)
    }
}
