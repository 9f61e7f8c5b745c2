@testable import FeedRendering
import Appearance
import Cells
import Foundation
import Layout
import Lists
import Raster
import TestSupport
import XCTest

/// Grids, carousels, pagers, sticky headers and the tab bar as they come out in frames,
/// strips and the manifest.
final class ContainerRenderTests: XCTestCase {
    private func render(_ sections: [BlockSection], counter: BuildCounter? = nil,
                        _ configure: (inout FeedRenderSettings) -> Void = { _ in }) async throws -> FeedRenderResult {
        var settings = FeedRenderSettings(presentation: FeedPresentation(device: RenderFixtures.device(width: 100, height: 200, scale: 1)))
        configure(&settings)
        let directory = try makeTemporaryDirectory(prefix: "feedrender-render-tests")
        return try await FeedRenderer(source: BlockSectionController.adapter(sections, counter: counter), settings: settings)
            .render(to: directory)
    }

    private func image(_ result: FeedRenderResult, _ name: String) throws -> Bitmap {
        try RenderFixtures.decodePNG(result.directory.appendingPathComponent(name))
    }

    private func file(_ result: FeedRenderResult, _ name: String) throws -> RenderManifest.File {
        try XCTUnwrap(result.manifest.files.first { $0.path == name })
    }

    /// A carousel of 30 cards scrolled to 170: cards are 80 wide and 10 apart (one every
    /// 90), so card n starts at 90n − 170: card 1 at −80 (gone), 2 at 10, 3 at 100 (gone).
    /// Only the cards on screen are drawn; the manifest gives the visible part of each.
    func testCarouselDrawsOnlyTheCardsOnScreen() async throws {
        let counter = BuildCounter()
        let row = HorizontalLayout(itemWidth: .points(80), contentOffset: 170)
        let carousel = BlockSection(id: "c", heights: Array(repeating: 60, count: 30), layout: .horizontal(row),
                                    interItemSpacing: 10, number: 0)
        let result = try await render([carousel], counter: counter)
        let frame = try image(result, "frame-00000.png")
        XCTAssertColor(frame.pixel(x: 5, y: 30), Theme.light.background)          // the gap before card 2
        XCTAssertColor(frame.pixel(x: 50, y: 30), BlockSection.color(section: 0, item: 2))
        XCTAssertColor(frame.pixel(x: 85, y: 30), BlockSection.color(section: 0, item: 2))
        XCTAssertColor(frame.pixel(x: 95, y: 30), Theme.light.background)         // card 3 is not on screen
        XCTAssertColor(frame.pixel(x: 50, y: 70), Theme.light.background)         // below the row
        XCTAssertEqual(try file(result, "frame-00000.png").cells.map(\.identifier), ["c/item2"])
        XCTAssertEqual(try file(result, "frame-00000.png").cells.map(\.rect), [Rect(x: 10, y: 0, width: 80, height: 60)])
        // Every card was measured once; only card 2 was also drawn.
        XCTAssertEqual(counter.count("c/item2"), 2)
        XCTAssertEqual((0..<30).filter { $0 != 2 }.map { counter.count("c/item\($0)") }, Array(repeating: 1, count: 29))
        XCTAssertEqual(result.peakCachedCells, 1)
    }

    /// Right to left, a carousel starts at the right edge and the next card peeks in at the left.
    func testCarouselRunsRightToLeftInARightToLeftFeed() async throws {
        let carousel = BlockSection(id: "c", heights: [60, 60, 60], layout: .horizontal(HorizontalLayout(itemWidth: .points(80))),
                                    interItemSpacing: 10, number: 0)
        let result = try await render([carousel]) { $0.presentation.layoutDirection = .rightToLeft }
        let frame = try image(result, "frame-00000.png")
        XCTAssertColor(frame.pixel(x: 90, y: 30), BlockSection.color(section: 0, item: 0))
        XCTAssertColor(frame.pixel(x: 15, y: 30), Theme.light.background)
        XCTAssertColor(frame.pixel(x: 5, y: 30), BlockSection.color(section: 0, item: 1))
        XCTAssertEqual(try file(result, "frame-00000.png").cells.map(\.rect),
                       [Rect(x: 20, y: 0, width: 80, height: 60), Rect(x: 0, y: 0, width: 10, height: 60)])
    }

    /// A peeking card is drawn clipped at the screen's edge, in frames and in the strip.
    func testPeekingCardIsClippedAtTheEdge() async throws {
        let row = HorizontalLayout(itemWidth: .fraction(0.7), contentOffset: 0)
        let carousel = BlockSection(id: "c", heights: [50, 50, 50], layout: .horizontal(row),
                                    inset: EdgeInsets(top: 0, left: 10, bottom: 0, right: 10), interItemSpacing: 5, number: 0)
        let result = try await render([carousel])
        // Cards 56 wide (0.7 × 80): card 0 at 10, card 1 at 71 (29 of it shows), card 2 at 132.
        let cells = try file(result, "frame-00000.png").cells
        XCTAssertEqual(cells.map(\.rect), [Rect(x: 10, y: 0, width: 56, height: 50), Rect(x: 71, y: 0, width: 29, height: 50)])
        let strip = try image(result, "strip-000.png")
        XCTAssertColor(strip.pixel(x: 20, y: 25), BlockSection.color(section: 0, item: 0))
        XCTAssertColor(strip.pixel(x: 68, y: 25), Theme.light.background)
        XCTAssertColor(strip.pixel(x: 99, y: 25), BlockSection.color(section: 0, item: 1))
        XCTAssertEqual(try file(result, "strip-000.png").cells, cells)
    }

    /// A cell cut by the screen's edge is drawn only as far as it shows, pixel for pixel
    /// the same as that part of the whole cell.
    func testClippedCellIsTheSamePixelsAsThatPartOfTheWholeCell() async throws {
        let card = Card(id: "c", title: "Snow Leopard", description: "High mountains of Central Asia.", image: nil)
        var row = FeedRow(section: 0, item: 0, identifier: "c") { CardNode(card: card, theme: .light) }
        row.layout = .horizontal(HorizontalLayout(itemWidth: .points(200)))
        let renderRow = RenderRow(row, visibleHeight: 800)
        let height = RowMeasurer.measure(renderRow, listWidth: 390, scale: 3, collectsImages: false).height
        let rasterizer = CellRasterizer(listWidth: 390, scale: 3, background: Theme.light.background, imageLoader: nil,
                                        selectionStyle: .iOSLight)
        let whole = try await rasterizer.rasterize(renderRow, height: height).bitmap
        let part = try await rasterizer.rasterize(renderRow, height: height, part: (x: 140, width: 60)).bitmap
        XCTAssertEqual([whole.width, part.width, part.height], [600, 180, whole.height])
        var differing = 0
        for y in 0..<part.height {
            for x in 0..<part.width where part.pixel(x: x, y: y) != whole.pixel(x: x + 420, y: y) { differing += 1 }
        }
        XCTAssertEqual(differing, 0)
    }

    /// Sticky headers in frames at 20-pt steps: before, inside and at the end of section A
    /// (header at 200, rows to 740, B's header at 740), as `testStickyHeader...` lays out.
    func testStickyHeaderInFramesAndInPlaceInTheStrip() async throws {
        let sections = [
            BlockSection(id: "intro", heights: [200], number: 0),
            BlockSection(id: "a", heights: [100, 100, 100, 100, 100], headerHeight: 40, number: 1),
            BlockSection(id: "b", heights: [100, 100, 100], headerHeight: 40, number: 2),
        ]
        let result = try await render(sections) {
            $0.scrollStep = 20
            $0.presentation.stickyHeaders = true
        }
        let headerA = BlockSection.headerColor(section: 1), headerB = BlockSection.headerColor(section: 2)
        // Offset 100 (frame 5): A's header in place, 100 pt down.
        let before = try image(result, "frame-00005.png")
        XCTAssertColor(before.pixel(x: 50, y: 110), headerA)
        XCTAssertColor(before.pixel(x: 50, y: 5), BlockSection.color(section: 0, item: 0))
        // Offset 400 (frame 20): pinned at the top over A's row 1 (340..<440); row 2 below it.
        let inside = try image(result, "frame-00020.png")
        XCTAssertColor(inside.pixel(x: 50, y: 5), headerA)
        XCTAssertColor(inside.pixel(x: 50, y: 45), BlockSection.color(section: 1, item: 2))
        let pinned = try XCTUnwrap(try file(result, "frame-00020.png").cells.last)
        XCTAssertEqual(pinned.identifier, "a/header")
        XCTAssertTrue(pinned.isPinned)
        XCTAssertEqual(pinned.rect, Rect(x: 0, y: 0, width: 100, height: 40))
        // Offset 720 (frame 36): pushed 20 pt up by the section's end, B's header below it.
        let end = try image(result, "frame-00036.png")
        XCTAssertColor(end.pixel(x: 50, y: 10), headerA)
        XCTAssertColor(end.pixel(x: 50, y: 30), headerB)
        XCTAssertEqual(try file(result, "frame-00036.png").cells.first { $0.isPinned }?.rect,
                       Rect(x: 0, y: -20, width: 100, height: 40))
        // The strip shows every header in its place, none pinned.
        let strip = try image(result, "strip-000.png")
        XCTAssertColor(strip.pixel(x: 50, y: 220), headerA)
        XCTAssertColor(strip.pixel(x: 50, y: 760), headerB)
        XCTAssertFalse(try file(result, "strip-000.png").cells.contains { $0.isPinned })
        XCTAssertEqual(try file(result, "strip-000.png").cells.filter { $0.supplementaryKind == .header }.count, 2)
        XCTAssertEqual(result.manifest.settings.stickyHeaders, true)
    }

    /// Page 2 of a pager fills the width; the dots below it highlight the third dot.
    func testPagerShowsItsPageAndDots() async throws {
        let pager = BlockSection(id: "p", heights: [60, 60, 60, 60],
                                 layout: .horizontal(.pager(page: 2, showsPageIndicator: true)), number: 0)
        let result = try await render([pager])
        let frame = try image(result, "frame-00000.png")
        XCTAssertColor(frame.pixel(x: 1, y: 30), BlockSection.color(section: 0, item: 2))
        XCTAssertColor(frame.pixel(x: 98, y: 30), BlockSection.color(section: 0, item: 2))
        // Four 7-pt dots 16 apart, centred (55 pt from 22.5): centres at 26, 42, 58 and 74, in
        // the 26-pt band under the 60-pt pages.
        let dotY = 60 + 13
        XCTAssertLessThan(frame.pixel(x: 58, y: dotY).rgba8.red, 100)     // the current dot is dark
        XCTAssertGreaterThan(frame.pixel(x: 42, y: dotY).rgba8.red, 150)  // the second is light
        XCTAssertColor(frame.pixel(x: 50, y: dotY), Theme.light.background)
        XCTAssertEqual(try file(result, "frame-00000.png").cells.map(\.identifier), ["p/item2", "p/pageIndicator"])
    }

    /// The tab bar is drawn at the bottom of every frame and the content scrolls above it.
    func testTabBarShrinksTheVisibleArea() async throws {
        let rows = BlockSection(id: "r", heights: Array(repeating: 50, count: 10), number: 0)
        let tabs = TabBar(items: [TabBar.Item(title: "Home", icon: .home), TabBar.Item(title: "Me", icon: .person)])
        let result = try await render([rows]) {
            $0.presentation.device.hasHomeIndicator = false
            $0.presentation.tabBar = tabs
        }
        // A 200-pt screen less a 49-pt bar leaves 151 pt of list: 500 pt of rows take
        // 1 + ceil((500 − 151) / 151) = 4 frames, and frame 0 shows rows 0 to 3.
        XCTAssertEqual(result.frameCount, 4)
        let frame = try image(result, "frame-00000.png")
        XCTAssertColor(frame.pixel(x: 50, y: 140), BlockSection.color(section: 0, item: 2))
        XCTAssertColor(frame.pixel(x: 99, y: 195), Theme.light.navigationBarBackground)
        XCTAssertColor(frame.pixel(x: 50, y: 152), Theme.light.navigationBarBackground)
        XCTAssertEqual(try file(result, "frame-00000.png").cells.map(\.identifier), ["r/item0", "r/item1", "r/item2", "r/item3"])
        XCTAssertEqual(result.manifest.settings.tabBar?.titles, ["Home", "Me"])
        // With a home indicator the bar grows by the 34-pt safe area.
        var settings = FeedRenderSettings(presentation: FeedPresentation(device: RenderFixtures.device(width: 100, height: 200, scale: 1)))
        settings.presentation.tabBar = tabs
        XCTAssertEqual(settings.framePlan.visibleHeight, 200 - 49 - 34)
    }
}
