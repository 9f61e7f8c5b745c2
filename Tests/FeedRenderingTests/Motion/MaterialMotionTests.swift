import Appearance
@testable import FeedRendering
import Layout
import ListDiffKit
import Lists
import Nodes
import Raster
import XCTest

/// RecyclerView's `DefaultItemAnimator` on Android devices: removals (120 ms), then moves
/// (250 ms), then additions (120 ms), each along accelerate-decelerate; times and pixels
/// worked out by hand.
final class MaterialMotionTests: XCTestCase {
    private let red = Color(red8: 200, green8: 0, blue8: 0)
    private let green = Color(red8: 0, green8: 160, blue8: 0)
    private let blue = Color(red8: 0, green8: 0, blue8: 220)
    private let black = Color(red8: 0, green8: 0, blue8: 0)

    /// p (40 pt, red) is deleted and s (30, black) added after q (50, green) and r (60, blue):
    /// before p 0–40, q 40–90, r 90–150; after q 0–50, r 50–110, s 110–140.
    private func deleteAndInsert() -> ListAdapterUpdate {
        let adapter = ListAdapter(objects: [BlockStrip()]) { _ in BlockStripController() }
        let controller = adapter.sectionController(for: "feed") as! BlockStripController
        controller.blocks = [("p", 40, red), ("q", 50, green), ("r", 60, blue)]
        return adapter.performBatch(animated: true) { context in
            controller.blocks = [("q", 50, green), ("r", 60, blue), ("s", 30, black)]
            context.delete(in: controller, at: [0])
            context.insert(in: controller, at: [2])
        }
    }

    private func settings(_ platform: DevicePlatform) -> FeedRenderSettings {
        var device = RenderFixtures.device(width: 100, height: 200, scale: 2)
        device.platform = platform
        return FeedRenderSettings(presentation: FeedPresentation(device: device), jobs: 2)
    }

    func testStagesOfDefaultItemAnimator() {
        let timing = ItemAnimatorTiming.recyclerView
        let all = ItemAnimatorTiming.Stages(removals: true, moves: true, changes: false, additions: true)
        XCTAssertEqual(timing.moveStart(all), 0.12, accuracy: 1e-12)
        XCTAssertEqual(timing.addStart(all), 0.37, accuracy: 1e-12)
        XCTAssertEqual(timing.duration(all), 0.49, accuracy: 1e-12)
        // Additions alone start at once; a change counts as long as a move.
        let adds = ItemAnimatorTiming.Stages(removals: false, moves: false, changes: false, additions: true)
        XCTAssertEqual(timing.addStart(adds), 0)
        XCTAssertEqual(timing.duration(adds), 0.12, accuracy: 1e-12)
        // AccelerateDecelerateInterpolator: cos((t + 1)π) / 2 + 0.5; 0.5 at half time, slow at both ends.
        XCTAssertEqual(ItemAnimatorTiming.accelerateDecelerate(0.5), 0.5, accuracy: 1e-12)
        XCTAssertEqual(ItemAnimatorTiming.accelerateDecelerate(0.25), 0.5 - 0.5 * 0.5.squareRoot(), accuracy: 1e-12)
    }

    func testAndroidDeviceStagesTheUpdate() async throws {
        // 200 fps so the stages' midpoints are frames: 0.06 s, 0.245 s, 0.43 s.
        var timing = TransitionTiming.listUpdate(on: .android, framesPerSecond: 200)
        XCTAssertEqual(timing.itemAnimator, .recyclerView)
        let renderer = try await ListTransitionRenderer(update: deleteAndInsert(), settings: settings(.android), timing: timing)
        XCTAssertEqual(renderer.lastFrame, 98, "0.12 + 0.25 + 0.12 s at 200 fps")

        // Frame 12, t = 0.06 s: p half faded where it was; q not moving yet; s not shown.
        let removing = try renderer.image(ofFrame: 12)
        assertPixel(removing, x: 100, y: 20, is: (228, 128, 128))
        assertPixel(removing, x: 100, y: 120, is: (0, 160, 0))
        XCTAssertFalse(renderer.rows(atFrame: 12).contains { $0.identifier == "feed/s" })
        // Frame 49, t = 0.245 s: p gone, q half way from 40 to 0 (20–70 pt), r at 70–130.
        let moving = try renderer.image(ofFrame: 49)
        assertPixel(moving, x: 100, y: 20, is: (255, 255, 255))
        assertPixel(moving, x: 100, y: 60, is: (0, 160, 0))
        assertPixel(moving, x: 100, y: 200, is: (0, 0, 220))
        assertPixel(moving, x: 100, y: 250, is: (0, 0, 220))
        assertPixel(moving, x: 100, y: 270, is: (255, 255, 255))
        // Frame 86, t = 0.43 s: everything in place, s half faded in at 110–140 pt.
        let adding = try renderer.image(ofFrame: 86)
        assertPixel(adding, x: 100, y: 20, is: (0, 160, 0))
        assertPixel(adding, x: 100, y: 250, is: (128, 128, 128))

        // The same update on iOS moves everything at once along 0.3 s.
        timing = TransitionTiming(framesPerSecond: 200)
        let uikit = try await ListTransitionRenderer(update: deleteAndInsert(), settings: settings(.iOS))
        XCTAssertNil(uikit.timing.itemAnimator)
        XCTAssertEqual(uikit.timing.duration, 0.3)
        let explicit = try await ListTransitionRenderer(update: deleteAndInsert(), settings: settings(.android), timing: timing)
        XCTAssertEqual(explicit.lastFrame, 60, "a timing given is used as it is, on Android too")
    }

    func testAStagedRunIsByteIdentical() async throws {
        let timing = TransitionTiming.material(framesPerSecond: 30)
        let one = try await ListTransitionRenderer(update: deleteAndInsert(), settings: settings(.android), timing: timing)
        let two = try await ListTransitionRenderer(update: deleteAndInsert(), settings: settings(.android), timing: timing)
        XCTAssertEqual(one.lastFrame, 15)
        for frame in 0...one.lastFrame {
            XCTAssertEqual(try PNGEncoder.encode(one.image(ofFrame: frame)), try PNGEncoder.encode(two.image(ofFrame: frame)))
        }
    }
}
