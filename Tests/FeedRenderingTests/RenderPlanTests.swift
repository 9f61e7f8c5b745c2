@testable import FeedRendering
import Appearance
import Layout
import XCTest

/// Frame planning, list geometry, strip tiling and contact-sheet layout: pure arithmetic.
final class RenderPlanTests: XCTestCase {
    func testGeometryAppliesSectionInsetsAndLineSpacing() {
        let insets = EdgeInsets(top: 10, left: 8, bottom: 20, right: 12)
        let rows = [
            FeedGeometry.RowSpacing(section: 0, item: 0, identifier: "a", insets: insets, spacingBefore: 0),
            FeedGeometry.RowSpacing(section: 0, item: 1, identifier: "b", insets: insets, spacingBefore: 5),
            FeedGeometry.RowSpacing(section: 1, item: 0, identifier: "c", insets: .zero, spacingBefore: 0),
        ]
        let geometry = FeedGeometry(rows: rows, heights: [50, 60, 70], width: 390, scale: 3)
        XCTAssertEqual(geometry.frames.map(\.rect), [
            Rect(x: 8, y: 10, width: 370, height: 50),    // top inset before the section's first row
            Rect(x: 8, y: 65, width: 370, height: 60),    // line spacing inside the section
            Rect(x: 0, y: 145, width: 390, height: 70),   // bottom inset 20 after section 0's last row
        ])
        XCTAssertEqual(geometry.contentHeight, 215)
        XCTAssertEqual(geometry.frames.map(\.identifier), ["a", "b", "c"])
    }

    func testRowsIntersectingASpan() {
        let rows = (0..<10).map { FeedGeometry.RowSpacing(section: 0, item: $0, identifier: "\($0)") }
        let geometry = FeedGeometry(rows: rows, heights: Array(repeating: 100, count: 10), width: 100, scale: 1)
        XCTAssertEqual(geometry.rows(intersecting: 0..<100), 0..<1)
        XCTAssertEqual(geometry.rows(intersecting: 150..<350), 1..<4)
        XCTAssertEqual(geometry.rows(intersecting: -500..<1), 0..<1)
        XCTAssertEqual(geometry.rows(intersecting: 950..<5000), 9..<10)
        XCTAssertEqual(geometry.rows(intersecting: 1000..<2000), 10..<10)
    }

    func testOneFramePerScreenCoversTheContent() {
        let plan = FramePlan(viewportWidth: 390, viewportHeight: 844, scale: 3)
        XCTAssertEqual(plan.frameCount(contentHeight: 0), 1)
        XCTAssertEqual(plan.frameCount(contentHeight: 844), 1)
        XCTAssertEqual(plan.frameCount(contentHeight: 844 * 2), 2)
        XCTAssertEqual(plan.frameCount(contentHeight: 844 * 2 + 1), 3)
        XCTAssertEqual(plan.offset(ofFrame: 2), 1688)
        XCTAssertEqual(plan.pixelWidth, 1170)
        XCTAssertEqual(plan.pixelHeight, 2532)
    }

    func testChromeShrinksTheScrollingArea() {
        let plan = FramePlan(viewportWidth: 390, viewportHeight: 844, scale: 3, chromeHeight: 91)
        XCTAssertEqual(plan.visibleHeight, 753)
        XCTAssertEqual(plan.scrollStep, 753)
        XCTAssertEqual(plan.frameCount(contentHeight: 753 * 3), 3)
        XCTAssertEqual(plan.frameY(ofContentY: 753, inFrame: 1), 91)
    }

    func testChromeHeightFollowsThePlatformsBars() {
        let android = FeedPresentation(device: DevicePreset.named("android-phone")!, navigationTitle: "Discover",
                                       showsStatusBar: true)
        XCTAssertEqual(android.screen.topHeight, 24 + 64, "Material status bar and top app bar")
        let iPhone = FeedPresentation(device: DevicePreset.named("iphone-15")!, navigationTitle: "Discover",
                                      showsStatusBar: true)
        XCTAssertEqual(iPhone.screen.topHeight, 47 + 44)
    }

    func testScrollStepGivesOverlappingFrames() {
        let plan = FramePlan(viewportWidth: 100, viewportHeight: 200, scale: 1, scrollStep: 50)
        // Offsets 0, 50, ..., until the bottom of the content is on screen: 1000 - 200 = 800.
        XCTAssertEqual(plan.frameCount(contentHeight: 1000), 17)
        XCTAssertEqual(plan.visibleSpan(ofFrame: 16), 800..<1000)
    }

    func testStripTilesStayUnderCairosLimit() {
        let plan = StripPlan(contentHeight: 12_000, scale: 3)
        XCTAssertEqual(plan.contentPixelHeight, 36_000)
        XCTAssertEqual(plan.tiles.map(\.pixelRows), [0..<32_767, 32_767..<36_000])
        XCTAssertTrue(plan.tiles.allSatisfy { $0.pixelHeight <= StripPlan.cairoPixelLimit })
        XCTAssertEqual(plan.tiles(overlapping: 32_000..<33_000).map(\.index), [0, 1])
        XCTAssertEqual(StripPlan(contentHeight: 1000, scale: 3).tiles.count, 1)
    }

    func testContactSheetsPageTheFrames() {
        let plan = ContactSheetPlan(frameCount: 30, framePixelWidth: 1170, framePixelHeight: 2532,
                                    columns: 6, rowsPerSheet: 4, thumbnailWidth: 240, gap: 16)
        XCTAssertEqual(plan.thumbnailHeight, 519)
        XCTAssertEqual(plan.sheetCount, 2)
        XCTAssertEqual(plan.frames(onSheet: 1), 24..<30)
        XCTAssertEqual(plan.pixelSize(ofSheet: 0).width, 6 * 240 + 7 * 16)
        XCTAssertEqual(plan.pixelSize(ofSheet: 1).height, 519 + 2 * 16)
        XCTAssertEqual(plan.origin(ofFrame: 7).x, 16 + 256)
        XCTAssertEqual(plan.origin(ofFrame: 7).y, 16 + 535)
    }

    func testDisplayRangeFollowsTextureDefaults() {
        let span = RangeTuning.display.span(around: 1000..<1800)
        XCTAssertEqual(span, 600..<2600)
        XCTAssertEqual(RangeTuning.preload.span(around: 0..<100), -150..<350)
    }
}
