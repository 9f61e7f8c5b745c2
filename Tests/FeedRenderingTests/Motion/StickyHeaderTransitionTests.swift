import Appearance
@testable import FeedRendering
import Layout
import Lists
import Raster
import XCTest

/// Sticky section headers in the frames of a list update: pinned under the bars in every
/// frame, as a collection view with `sectionHeadersPinToVisibleBounds` keeps them.
final class StickyHeaderTransitionTests: XCTestCase {
    /// intro (200 pt), section a (40 pt header, five 100 pt items), section b (40 pt header,
    /// three items) on a 100×200 pt screen at scale 1, scrolled to 300; the update deletes
    /// intro, so a's header goes from 200 to 0 and its section from 240–740 to 40–540.
    private func deleteIntro(sticky: Bool) async throws -> ListTransitionRenderer {
        let adapter = BlockSectionController.adapter([
            BlockSection(id: "intro", heights: [200], number: 0),
            BlockSection(id: "a", heights: [100, 100, 100, 100, 100], headerHeight: 40, number: 1),
            BlockSection(id: "b", heights: [100, 100, 100], headerHeight: 40, number: 2),
        ])
        let update = adapter.performUpdates(to: [
            BlockSection(id: "a", heights: [100, 100, 100, 100, 100], headerHeight: 40, number: 1),
            BlockSection(id: "b", heights: [100, 100, 100], headerHeight: 40, number: 2),
        ])
        var presentation = FeedPresentation(device: RenderFixtures.device(width: 100, height: 200, scale: 1))
        presentation.stickyHeaders = sticky
        // 0.2 s at 10 fps: frame 1 is half way.
        return try await ListTransitionRenderer(update: update, settings: FeedRenderSettings(presentation: presentation, jobs: 2),
                                                timing: TransitionTiming(duration: 0.2, framesPerSecond: 10),
                                                contentOffset: 300)
    }

    func testPinnedHeaderStaysAtTheTopInEveryFrame() async throws {
        let transition = try await deleteIntro(sticky: true)
        let headerA = BlockSection.headerColor(section: 1)
        for frame in 0...transition.lastFrame {
            let header = try XCTUnwrap(transition.rows(atFrame: frame).last, "frame \(frame)")
            XCTAssertEqual(header.identifier, "a/header", "frame \(frame): the pinned header is drawn last, on top")
            XCTAssertEqual(header.rect.minY, 300, "frame \(frame)")
            let image = try transition.image(ofFrame: frame)
            XCTAssertColor(image.pixel(x: 50, y: 5), headerA)
            XCTAssertColor(image.pixel(x: 50, y: 35), headerA)
        }
        // Half way, a's items slid half of 200 pt up: item 1 at 240–340, item 2 at 340–440,
        // so 40 pt below the pinned header (screen 40) item 1 ends and item 2 starts at 40.
        let middle = try transition.image(ofFrame: 1)
        XCTAssertColor(middle.pixel(x: 50, y: 30), headerA)
        XCTAssertColor(middle.pixel(x: 50, y: 45), BlockSection.color(section: 1, item: 2))
    }

    func testWithoutStickyHeadersTheHeaderScrollsAway() async throws {
        let transition = try await deleteIntro(sticky: false)
        XCTAssertFalse(transition.rows(atFrame: 1).contains { $0.identifier == "a/header" },
                       "a's header at 100 pt half way is above the screen at 300")
        XCTAssertColor(try transition.image(ofFrame: 1).pixel(x: 50, y: 5), BlockSection.color(section: 1, item: 1))
    }
}
