import Appearance
@testable import FeedRendering
import Layout
import ListDiffKit
import Lists
import Nodes
import Raster
import XCTest

/// Frames of list transitions: positions and opacities worked out by hand, checked on the pixels.
final class ListTransitionRendererTests: XCTestCase {
    private let red = Color(red8: 200, green8: 0, blue8: 0)
    private let green = Color(red8: 0, green8: 160, blue8: 0)
    private let blue = Color(red8: 0, green8: 0, blue8: 220)
    private let black = Color(red8: 0, green8: 0, blue8: 0)

    /// p (40 pt) is deleted and s (30 pt) inserted at the end of p, q (50), r (60), on a
    /// 100×200 pt screen at scale 2 without bars.
    private func deleteAndInsert(animated: Bool = true) -> ListAdapterUpdate {
        let adapter = ListAdapter(objects: [BlockStrip()]) { _ in BlockStripController() }
        let controller = adapter.sectionController(for: "feed") as! BlockStripController
        controller.blocks = [("p", 40, red), ("q", 50, green), ("r", 60, blue)]
        return adapter.performBatch(animated: animated) { context in
            controller.blocks = [("q", 50, green), ("r", 60, blue), ("s", 30, black)]
            context.delete(in: controller, at: [0])
            context.insert(in: controller, at: [2])
        }
    }

    private var settings: FeedRenderSettings {
        FeedRenderSettings(presentation: FeedPresentation(device: RenderFixtures.device(width: 100, height: 200, scale: 2)),
                           jobs: 2)
    }

    /// `top` at `opacity` over `bottom`, per 8-bit channel.
    private func mix(_ top: Color, over bottom: Color, _ opacity: Double) -> (Int, Int, Int) {
        let t = top.rgba8, b = bottom.rgba8
        func channel(_ x: UInt8, _ y: UInt8) -> Int { Int((Double(x) * opacity + Double(y) * (1 - opacity)).rounded()) }
        return (channel(t.red, b.red), channel(t.green, b.green), channel(t.blue, b.blue))
    }

    func testRowsHalfWayThroughAnEaseInOutBatch() async throws {
        // 0.2 s at 10 fps: frame 1 is t = 0.1 s, half the time, so half the way (ease-in-out is symmetric).
        let timing = TransitionTiming(duration: 0.2, curve: .easeInOut, framesPerSecond: 10)
        let renderer = try await ListTransitionRenderer(update: deleteAndInsert(), settings: settings, timing: timing)
        XCTAssertEqual(renderer.lastFrame, 2)
        let rows = renderer.rows(atFrame: 1)
        // Fading out at the bottom, sliding in the middle, fading in on top.
        XCTAssertEqual(rows.map(\.identifier), ["feed/p", "feed/q", "feed/r", "feed/s"])
        let byName = Dictionary(uniqueKeysWithValues: rows.map { ($0.identifier, $0) })
        // p fades out where it was (0–40); s fades in where it goes (110–140 after q 0–50, r 50–110).
        XCTAssertEqual(byName["feed/p"]?.rect, Rect(x: 0, y: 0, width: 100, height: 40))
        XCTAssertEqual(byName["feed/p"]?.opacity ?? 0, 0.5, accuracy: 1e-9)
        XCTAssertEqual(byName["feed/s"]?.rect, Rect(x: 0, y: 110, width: 100, height: 30))
        XCTAssertEqual(byName["feed/s"]?.opacity ?? 0, 0.5, accuracy: 1e-9)
        // q slides 40 → 0 and r 90 → 50: half way, 20 and 70.
        XCTAssertEqual(byName["feed/q"]?.rect.minY ?? -1, 20, accuracy: 1e-9)
        XCTAssertEqual(byName["feed/r"]?.rect.minY ?? -1, 70, accuracy: 1e-9)
        XCTAssertEqual(byName["feed/q"]?.opacity, 1)

        // Pixels at scale 2: q covers 40..<140, r 140..<260, s on top at 220..<280 at half opacity,
        // p under them at 0..<80 at half opacity over the background.
        let image = try renderer.image(ofFrame: 1)
        XCTAssertEqual(image.width, 200)
        XCTAssertEqual(image.height, 400)
        let background = settings.presentation.theme.background
        assertPixel(image, x: 100, y: 20, is: mix(red, over: background, 0.5))
        assertPixel(image, x: 100, y: 39, is: mix(red, over: background, 0.5))
        assertPixel(image, x: 100, y: 40, is: mix(green, over: background, 1), tolerance: 0)
        assertPixel(image, x: 100, y: 139, is: mix(green, over: background, 1), tolerance: 0)
        assertPixel(image, x: 100, y: 140, is: mix(blue, over: background, 1), tolerance: 0)
        assertPixel(image, x: 100, y: 230, is: mix(black, over: blue, 0.5))
        assertPixel(image, x: 100, y: 270, is: mix(black, over: background, 0.5))
        assertPixel(image, x: 100, y: 300, is: mix(background, over: background, 1), tolerance: 0)
    }

    func testFirstAndLastFramesAreTheStillStates() async throws {
        let timing = TransitionTiming(duration: 0.3, curve: .easeInOut, framesPerSecond: 30)
        let renderer = try await ListTransitionRenderer(update: deleteAndInsert(), settings: settings, timing: timing)
        XCTAssertEqual(renderer.lastFrame, 9)
        let first = try renderer.image(ofFrame: 0), last = try renderer.image(ofFrame: 9)
        let background = settings.presentation.theme.background
        // Before: p 0–40, q 40–90, r 90–150 (s absent: fully transparent rows are not drawn).
        XCTAssertEqual(renderer.rows(atFrame: 0).map(\.identifier), ["feed/p", "feed/q", "feed/r"])
        assertPixel(first, x: 10, y: 79, is: mix(red, over: background, 1), tolerance: 0)
        assertPixel(first, x: 10, y: 80, is: mix(green, over: background, 1), tolerance: 0)
        assertPixel(first, x: 10, y: 299, is: mix(blue, over: background, 1), tolerance: 0)
        assertPixel(first, x: 10, y: 300, is: mix(background, over: background, 1), tolerance: 0)
        // After: q 0–50, r 50–110, s 110–140.
        XCTAssertEqual(renderer.rows(atFrame: 9).map(\.identifier), ["feed/q", "feed/r", "feed/s"])
        assertPixel(last, x: 10, y: 99, is: mix(green, over: background, 1), tolerance: 0)
        assertPixel(last, x: 10, y: 219, is: mix(blue, over: background, 1), tolerance: 0)
        assertPixel(last, x: 10, y: 220, is: mix(black, over: background, 1), tolerance: 0)
        assertPixel(last, x: 10, y: 280, is: mix(background, over: background, 1), tolerance: 0)
        // Same frame, same pixels.
        XCTAssertEqual(try renderer.image(ofFrame: 4), try renderer.image(ofFrame: 4))
    }

    func testAMovedRowSlidesAlongTheCurve() async throws {
        let adapter = ListAdapter(objects: [BlockStrip()]) { _ in BlockStripController() }
        let controller = adapter.sectionController(for: "feed") as! BlockStripController
        controller.blocks = [("p", 40, red), ("q", 50, green), ("r", 60, blue)]
        let update = adapter.performBatch { context in
            controller.blocks = [("r", 60, blue), ("p", 40, red), ("q", 50, green)]
            context.move(in: controller, from: 2, to: 0)
        }
        let linear = try await ListTransitionRenderer(update: update, settings: settings,
                                                      timing: TransitionTiming(duration: 0.4, curve: .linear,
                                                                               framesPerSecond: 10))
        // r moves 90 → 0, p 0 → 60, q 40 → 100; at frame 1 (t = 0.1 s, a quarter) linear: 67.5, 15, 55.
        let rows = Dictionary(uniqueKeysWithValues: linear.rows(atFrame: 1).map { ($0.identifier, $0.rect.minY) })
        XCTAssertEqual(rows["feed/r"] ?? -1, 67.5, accuracy: 1e-9)
        XCTAssertEqual(rows["feed/p"] ?? -1, 15, accuracy: 1e-9)
        XCTAssertEqual(rows["feed/q"] ?? -1, 55, accuracy: 1e-9)
        XCTAssertEqual(linear.rows(atFrame: 1).first { $0.identifier == "feed/r" }?.change, .moved)
        // Drawn in the new order r, p, q at scale 2: p at 30..<110 over the background, q at
        // 110..<210 on top of r (135..<255), whose lower part shows below q.
        let image = try linear.image(ofFrame: 1)
        let background = settings.presentation.theme.background
        assertPixel(image, x: 50, y: 29, is: mix(background, over: background, 1), tolerance: 0)
        assertPixel(image, x: 50, y: 30, is: mix(red, over: background, 1), tolerance: 0)
        assertPixel(image, x: 50, y: 209, is: mix(green, over: background, 1), tolerance: 0)
        assertPixel(image, x: 50, y: 210, is: mix(blue, over: background, 1), tolerance: 0)
        assertPixel(image, x: 50, y: 254, is: mix(blue, over: background, 1), tolerance: 0)
        assertPixel(image, x: 50, y: 255, is: mix(background, over: background, 1), tolerance: 0)
    }

    func testAnUpdateThatDoesNotAnimateJumps() async throws {
        let renderer = try await ListTransitionRenderer(update: deleteAndInsert(animated: false), settings: settings)
        XCTAssertEqual(renderer.lastFrame, 1)
        XCTAssertEqual(renderer.rows(atFrame: 0).map(\.identifier), ["feed/p", "feed/q", "feed/r"])
        XCTAssertEqual(renderer.rows(atFrame: 1).map(\.identifier), ["feed/q", "feed/r", "feed/s"])
    }

    func testAScrollMovesTheOffsetAlongTheCurveWithinTheContent() async throws {
        // Six 60 pt rows (360 pt of content) on a 200 pt screen: offsets 0...160.
        let adapter = ListAdapter(objects: [BlockStrip()]) { _ in BlockStripController() }
        let controller = adapter.sectionController(for: "feed") as! BlockStripController
        let colors = [red, green, blue, black, red, green]
        controller.blocks = colors.enumerated().map { ("r\($0.offset)", 60, $0.element) }
        let timing = TransitionTiming(duration: 0.2, curve: .linear, framesPerSecond: 10)
        let by = try await ListTransitionRenderer(update: adapter.performBatch { _ in }, settings: settings,
                                                  timing: timing, scroll: .by(100))
        XCTAssertEqual(by.endOffset, 100)
        XCTAssertEqual(by.offset(atFrame: 1), 50, accuracy: 1e-9)
        // At offset 50: r0 shows its last 10 pt, r1 from 10 pt (pixel 20 at scale 2), r4 (240–300)
        // from 190 pt, cut by the screen's end.
        XCTAssertEqual(by.rows(atFrame: 1).map(\.identifier), ["feed/r0", "feed/r1", "feed/r2", "feed/r3", "feed/r4"])
        let image = try by.image(ofFrame: 1)
        assertPixel(image, x: 10, y: 19, is: mix(red, over: red, 1), tolerance: 0)
        assertPixel(image, x: 10, y: 20, is: mix(green, over: green, 1), tolerance: 0)
        assertPixel(image, x: 10, y: 380, is: mix(red, over: red, 1), tolerance: 0)
        // Past the end, or to a row near it: the offset stops at 160; and it starts where asked.
        let far = try await ListTransitionRenderer(update: adapter.performBatch { _ in }, settings: settings,
                                                   timing: timing, contentOffset: 20, scroll: .by(1000))
        XCTAssertEqual(far.endOffset, 160)
        XCTAssertEqual(far.offset(atFrame: 0), 20)
        let toRow = try await ListTransitionRenderer(update: adapter.performBatch { _ in }, settings: settings,
                                                     timing: timing, scroll: .toRow("feed/r2"))
        XCTAssertEqual(toRow.endOffset, 120)
        let last = try toRow.image(ofFrame: 2)
        assertPixel(last, x: 10, y: 0, is: mix(blue, over: blue, 1), tolerance: 0)
    }

    func testAFlingCoastsAsAScrollViewDecelerates() async throws {
        // 1000 pt/s at the normal rate 0.998 per ms: ln 0.998 = −0.0020020027, so the whole
        // distance is 1000 / 2.0020027 = 499.4998 pt; after 0.5 s, 1 − 0.998^500 = 0.6324887 of
        // it (315.928 pt); less than half a point remains after ln(0.5 / 499.4998) / −2.0020027
        // = 3.4499 s.
        let fling = ScrollDeceleration(velocity: 1000)
        XCTAssertEqual(fling.distance, 499.4998, accuracy: 1e-3)
        XCTAssertEqual(fling.distance(at: 0.5), 315.928, accuracy: 1e-3)
        XCTAssertEqual(fling.duration, 3.4499, accuracy: 1e-3)

        // Twenty 60 pt rows (1,200 pt; offsets 0...1000), 10 fps: 35 frames of coasting.
        let adapter = ListAdapter(objects: [BlockStrip()]) { _ in BlockStripController() }
        let controller = adapter.sectionController(for: "feed") as! BlockStripController
        controller.blocks = (0..<20).map { ("r\($0)", 60, [red, green, blue, black][$0 % 4]) }
        let timing = TransitionTiming(duration: 0.2, curve: .linear, framesPerSecond: 10)
        let coasting = try await ListTransitionRenderer(update: adapter.performBatch { _ in }, settings: settings,
                                                        timing: timing, scroll: .fling(fling))
        XCTAssertEqual(coasting.lastFrame, 35)
        XCTAssertEqual(coasting.offset(atFrame: 5), 315.928, accuracy: 1e-3)
        XCTAssertEqual(coasting.offset(atFrame: 35), 499.4998, accuracy: 1e-3)
        // At 315.928 pt row 5 (300–360) starts 15.928 pt above the screen's top: row 6
        // (360–420, blue) starts at 44.072 pt, pixel 88.144 → 88 at scale 2.
        let image = try coasting.image(ofFrame: 5)
        assertPixel(image, x: 10, y: 87, is: mix(green, over: green, 1), tolerance: 0)
        assertPixel(image, x: 10, y: 88, is: mix(blue, over: blue, 1), tolerance: 0)
        // A harder fling stops at the end of the content (no bounce).
        let hard = try await ListTransitionRenderer(update: adapter.performBatch { _ in }, settings: settings,
                                                    timing: timing, scroll: .fling(ScrollDeceleration(velocity: 4000)))
        XCTAssertEqual(hard.offset(atFrame: 5), 1000)
        XCTAssertEqual(hard.endOffset, 1000)
    }
}
