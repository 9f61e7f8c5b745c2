import ImageDiff
import Appearance
import TestSupport
import FeedrenderSnapshotTesting
import FeedrenderTesting
import Foundation
import Nodes
import Raster
import SnapshotTesting
import XCTest

/// The `.feedrenderImage` strategy for pointfreeco's SnapshotTesting, on Linux.
final class SnapshotTestingStrategyTests: XCTestCase {
    private var root: URL!
    override func setUpWithError() throws { root = try TestImages.temporaryDirectory() }
    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: root) }

    func testStrategyRecordsThenMatchesThenReportsAChange() throws {
        let directory = root.path
        // First run records the PNG (SnapshotTesting reports that as a failure message).
        let recorded = verifySnapshot(of: NodeScenes.tiles(), as: .feedrenderImage(width: 390, scale: 1),
                                      named: "tiles", record: .missing, snapshotDirectory: directory, testName: "strategy")
        XCTAssertNotNil(recorded)
        let file = root.appendingPathComponent("strategy.tiles.png")
        let reference = try PNGDecoder.decode(Data(contentsOf: file))
        XCTAssertEqual(reference.width, 390)

        XCTAssertNil(verifySnapshot(of: NodeScenes.tiles(), as: .feedrenderImage(width: 390, scale: 1),
                                    named: "tiles", record: .never, snapshotDirectory: directory, testName: "strategy"))

        let changed = NodeScenes.tiles()
        changed.backgroundColor = Color(red8: 250, green8: 250, blue8: 250)
        let message = try XCTUnwrap(verifySnapshot(of: changed, as: .feedrenderImage(width: 390, scale: 1),
                                                   named: "tiles", record: .never, snapshotDirectory: directory, testName: "strategy"))
        XCTAssertTrue(message.contains("pixels differ"), message)

        // A tolerance that absorbs the 5/255 background shift makes it match.
        XCTAssertNil(verifySnapshot(of: changed, as: .feedrenderImage(width: 390, scale: 1, tolerance: Tolerance(perChannel: 5)),
                                    named: "tiles", record: .never, snapshotDirectory: directory, testName: "strategy"))
    }

    func testAssertSnapshotSpelling() {
        // The spelling the issue asks for, against a reference checked in next to this file's suite.
        withSnapshotTesting(record: .missing) {
            assertSnapshot(of: NodeScenes.profileCard(), as: .feedrenderImage(width: 390, scale: 2))
        }
    }
}
