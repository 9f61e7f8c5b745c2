import Appearance
import FeedRendering
import FeedrenderTesting
import Foundation
import ListDiffKit
import Lists
import Nodes
import Raster
import TestSupport
import XCTest

/// Snapshots of a list transition's key frames: recorded once, then matched; a changed
/// animation (another curve) fails only the frames that moved.
final class TransitionSnapshotTests: XCTestCase {
    private struct Strip: ListDiffable {
        var diffIdentifier: any Hashable & Sendable { "feed" }
        func isEqual(toDiffableObject other: any ListDiffable) -> Bool { other is Strip }
    }

    private final class Block: CellNode {
        init(height: Double, color: Color) {
            super.init()
            style.height = .points(height)
            backgroundColor = color
        }
    }

    private final class StripController: SectionController {
        var blocks: [(name: String, height: Double, color: Color)] = []
        override var numberOfItems: Int { blocks.count }
        override func identifierForItem(at index: Int) -> String { blocks[index].name }
        override func nodeBlockForItem(at index: Int) -> @Sendable () -> CellNode {
            let (_, height, color) = blocks[index]
            return { Block(height: height, color: color) }
        }
    }

    /// p deleted, s inserted at the end of p, q, r, on a 100×200 pt screen at scale 1.
    private func transition(curve: TimingCurve) async throws -> ListTransitionRenderer {
        let adapter = ListAdapter(objects: [Strip()]) { _ in StripController() }
        let controller = adapter.sectionController(for: "feed") as! StripController
        let red = Color(red8: 200, green8: 0, blue8: 0), green = Color(red8: 0, green8: 160, blue8: 0)
        let blue = Color(red8: 0, green8: 0, blue8: 220)
        controller.blocks = [("p", 40, red), ("q", 50, green), ("r", 60, blue)]
        let update = adapter.performBatch { context in
            controller.blocks = [("q", 50, green), ("r", 60, blue), ("s", 30, .black)]
            context.delete(in: controller, at: [0])
            context.insert(in: controller, at: [2])
        }
        var device = DevicePreset.default
        device.width = 100
        device.height = 200
        device.scale = 1
        return try await ListTransitionRenderer(update: update,
                                                settings: FeedRenderSettings(presentation: FeedPresentation(device: device)),
                                                timing: TransitionTiming(duration: 0.2, curve: curve, framesPerSecond: 20))
    }

    func testKeyFramesAreRecordedThenMatchedAndAChangedCurveFailsTheMiddle() async throws {
        let folder = try makeTemporaryDirectory()
        let configuration = SnapshotConfiguration(snapshotsDirectory: folder,
                                                  artifactsDirectory: folder.appendingPathComponent("art"), isCI: false)
        let easeInOut = try await transition(curve: .easeInOut)
        let easeIn = try await transition(curve: .easeIn)
        try await withSnapshotConfiguration(configuration) {
            for key in TransitionKeyFrame.keyFrames {
                let recorded = await verifySnapshot(of: easeInOut, as: .transition(key), named: key.description, record: .all)
                XCTAssertEqual(recorded.map(\.recorded), [true])
                let again = await verifySnapshot(of: easeInOut, as: .transition(key), named: key.description, record: .never)
                XCTAssertEqual(again.count, 0, "\(again)")
            }
            let names = try FileManager.default.contentsOfDirectory(
                atPath: folder.appendingPathComponent("TransitionSnapshotTests").path).sorted()
            XCTAssertTrue(names.contains { $0.hasSuffix(".middle.png") } && names.contains { $0.hasSuffix(".middle.layout.json") },
                          "\(names)")
            // Another curve: the same first and last frames, a different middle (ease-in is
            // behind ease-in-out half way: rows elsewhere and fading less).
            for key in [TransitionKeyFrame.first, .last] {
                let same = await verifySnapshot(of: easeIn, as: .transition(key), named: key.description, record: .never)
                XCTAssertEqual(same.count, 0, "\(key): \(same)")
            }
            let changed = await verifySnapshot(of: easeIn, as: .transition(.middle), named: "middle", record: .never)
            XCTAssertEqual(changed.count, 1, "the middle frame of another curve fails")
            let missing = await verifySnapshot(of: easeInOut, as: .transition(.frame(99)), named: "missing", record: .all)
            XCTAssertEqual(missing.count, 1, "a frame past the end is a failure, not a reference")
        }
        XCTAssertEqual(TransitionKeyFrame.every(2, of: easeInOut).map(\.description), ["frame-0", "frame-2", "frame-4"])
    }
}
