@testable import FeedRendering
import Layout
import Lists
import XCTest

/// Section layouts against frames worked out by hand from UICollectionViewFlowLayout's rules.
final class ContainerGeometryTests: XCTestCase {
    /// Three columns, seven cells of mixed heights, 6 pt between columns, 8 between lines,
    /// insets 10/12/20/12, in a 390-pt list:
    /// - content width 390 − 12 − 12 = 366; column width (366 − 2 × 6) / 3 = 118; columns
    ///   start at 12, 12 + 124 = 136 and 136 + 124 = 260;
    /// - line 1 (cells 0–2: 50, 80, 60) at the top inset, y = 10, as tall as its tallest: 80;
    /// - line 2 (cells 3–5: 40, 40, 90) at 10 + 80 + 8 = 98, 90 tall;
    /// - line 3 (cell 6: 30) at 98 + 90 + 8 = 196, in the first column;
    /// - the section ends at 196 + 30 + 20 = 246, where the next section's row starts.
    func testThreeColumnGridOfSevenCellsFollowsTheFlowLayout() {
        let grid = BlockSection(id: "grid", heights: [50, 80, 60, 40, 40, 90, 30], layout: .grid(GridLayout(columnCount: 3)),
                                inset: EdgeInsets(top: 10, left: 12, bottom: 20, right: 12), lineSpacing: 8,
                                interItemSpacing: 6, number: 0)
        let after = BlockSection(id: "after", heights: [10], number: 1)
        let geometry = FeedGeometry.of(BlockSectionController.adapter([grid, after]), width: 390, scale: 2)
        let expected: [Rect] = [
            Rect(x: 12, y: 10, width: 118, height: 50), Rect(x: 136, y: 10, width: 118, height: 80),
            Rect(x: 260, y: 10, width: 118, height: 60),
            Rect(x: 12, y: 98, width: 118, height: 40), Rect(x: 136, y: 98, width: 118, height: 40),
            Rect(x: 260, y: 98, width: 118, height: 90),
            Rect(x: 12, y: 196, width: 118, height: 30),
            Rect(x: 0, y: 246, width: 390, height: 10),
        ]
        XCTAssertEqual(geometry.frames.map(\.rect), expected)
        XCTAssertEqual(geometry.visibleRects, expected)
        XCTAssertEqual(geometry.contentHeight, 256)
        XCTAssertEqual(geometry.frames.map(\.identifier).prefix(2), ["grid/item0", "grid/item1"])
        // A span that touches line 2 only returns its three cells; one below line 3 the next section.
        XCTAssertEqual(geometry.rows(intersecting: 100..<150), 3..<6)
        XCTAssertEqual(geometry.rows(intersecting: 230..<250), 7..<8)

        // Right to left, the columns run from the right edge: 390 − 12 − 118 = 260 first.
        let mirrored = FeedGeometry.of(BlockSectionController.adapter([grid, after]), width: 390, scale: 2, isRightToLeft: true)
        XCTAssertEqual(mirrored.frames.prefix(3).map(\.rect.minX), [260, 136, 12])
        XCTAssertEqual(mirrored.frames[6].rect.minX, 260)
    }

    /// Columns of a given width: as many 100-pt cells as fit 366 pt with at least 6 pt
    /// between them is 3 (3 × 100 + 2 × 6 = 312); the 66 pt left widen the gaps to 33.
    func testGridAtAnItemWidthJustifiesItsColumns() {
        let grid = BlockSection(id: "grid", heights: [40, 40, 40, 40], layout: .grid(GridLayout(itemWidth: 100)),
                                inset: EdgeInsets(top: 0, left: 12, bottom: 0, right: 12), lineSpacing: 4,
                                interItemSpacing: 6, number: 0)
        let geometry = FeedGeometry.of(BlockSectionController.adapter([grid]), width: 390, scale: 2)
        XCTAssertEqual(geometry.frames.map(\.rect), [
            Rect(x: 12, y: 0, width: 100, height: 40), Rect(x: 145, y: 0, width: 100, height: 40),
            Rect(x: 278, y: 0, width: 100, height: 40), Rect(x: 12, y: 44, width: 100, height: 40),
        ])
    }

    /// A carousel in a 400-pt list with 20-pt content insets: cards are 0.75 × 360 = 270 wide,
    /// 10 apart (one every 280). Scrolled by 300, card n starts at 20 + 280n − 300: card 0 at
    /// −280 (gone), card 1 at 0, card 2 at 280 (peeking: 120 of its 270 show), card 3 at 560
    /// (off screen). The row is as tall as its tallest card, off screen or not (150).
    func testCarouselAtAContentOffsetShowsAPeekingCard() {
        let row = HorizontalLayout(itemWidth: .fraction(0.75), contentOffset: 300)
        let carousel = BlockSection(id: "carousel", heights: [100, 120, 90, 150, 80, 80], layout: .horizontal(row),
                                    inset: EdgeInsets(top: 8, left: 20, bottom: 12, right: 20), interItemSpacing: 10,
                                    number: 0)
        let below = BlockSection(id: "below", heights: [50], number: 1)
        let geometry = FeedGeometry.of(BlockSectionController.adapter([carousel, below]), width: 400, scale: 2)
        XCTAssertEqual(geometry.frames.prefix(4).map(\.rect), [
            Rect(x: -280, y: 8, width: 270, height: 100), Rect(x: 0, y: 8, width: 270, height: 120),
            Rect(x: 280, y: 8, width: 270, height: 90), Rect(x: 560, y: 8, width: 270, height: 150),
        ])
        XCTAssertEqual(geometry.visibleRects.prefix(4), [nil, Rect(x: 0, y: 8, width: 270, height: 120),
                                                         Rect(x: 280, y: 8, width: 120, height: 90), nil])
        XCTAssertEqual((0..<6).map(geometry.isDrawn), [false, true, true, false, false, false])
        XCTAssertEqual(geometry.frame("below/item0"), Rect(x: 0, y: 8 + 150 + 12, width: 400, height: 50))
        // The whole row is one band: a span through it returns all six cards.
        XCTAssertEqual(geometry.rows(intersecting: 100..<101), 0..<6)

        // Scrolled past the end, the offset stops where the last card meets the right inset:
        // content 20 + 6 × 270 + 5 × 10 + 20 = 1710, so at most 1710 − 400 = 1310.
        var far = carousel
        far.layout = .horizontal(HorizontalLayout(itemWidth: .fraction(0.75), contentOffset: 5000))
        let end = FeedGeometry.of(BlockSectionController.adapter([far]), width: 400, scale: 2)
        XCTAssertEqual(end.frames[5].rect.maxX, 380)
    }

    /// A pager of four full-width pages on page 2: the row is scrolled by 2 × 390 = 780, so
    /// page 2 fills the width and its neighbours are clipped away; the dots go below it.
    func testPagerOnPageTwo() {
        let pager = BlockSection(id: "pager", heights: [200, 200, 200, 200],
                                 layout: .horizontal(.pager(page: 2, showsPageIndicator: true)), number: 0)
        let geometry = FeedGeometry.of(BlockSectionController.adapter([pager]), width: 390, scale: 3)
        XCTAssertEqual(geometry.frames.map(\.rect.minX), [-780, -390, 0, 390, 0])
        XCTAssertEqual(geometry.frames.map(\.identifier), ["pager/item0", "pager/item1", "pager/item2", "pager/item3",
                                                            "pager/pageIndicator"])
        XCTAssertEqual(geometry.frames[4].supplementaryKind, .pageIndicator)
        XCTAssertEqual(geometry.frames[4].rect, Rect(x: 0, y: 200, width: 390, height: HorizontalLayout.pageIndicatorHeight))
        XCTAssertEqual((0..<5).map(geometry.isDrawn), [false, false, true, false, true])
        XCTAssertEqual(geometry.contentHeight, 226)

        // A pager that is the whole screen: pages fill the visible height less the dots.
        var screen = pager
        screen.layout = .horizontal(HorizontalLayout(itemHeight: .fillsVisibleHeight,
                                                     paging: .init(page: 1, showsPageIndicator: true)))
        let full = FeedGeometry.of(BlockSectionController.adapter([screen]), width: 390, scale: 3, visibleHeight: 700)
        XCTAssertEqual(full.frames[1].rect, Rect(x: 0, y: 0, width: 390, height: 674))
        XCTAssertEqual(full.contentHeight, 700)
    }

    /// A 200-pt section, then section A (a 40-pt header over five 100-pt rows: header at
    /// 200, rows 240..<740), then section B (header at 740). A pinned header stays at the
    /// top of the visible area until its section's end (740) pushes it up.
    func testStickyHeaderBeforeInsideAndAtTheEndOfItsSection() {
        let sections = [
            BlockSection(id: "intro", heights: [200], number: 0),
            BlockSection(id: "a", heights: [100, 100, 100, 100, 100], headerHeight: 40, number: 1),
            BlockSection(id: "b", heights: [100, 100, 100], headerHeight: 40, number: 2),
        ]
        let geometry = FeedGeometry.of(BlockSectionController.adapter(sections), width: 100, scale: 2)
        XCTAssertEqual(geometry.frame("a/header"), Rect(x: 0, y: 200, width: 100, height: 40))
        XCTAssertEqual(geometry.frames[1].supplementaryKind, .header)
        XCTAssertEqual(geometry.frame("b/header"), Rect(x: 0, y: 740, width: 100, height: 40))

        // Before the section: the header sits in the list.
        XCTAssertNil(geometry.pinnedHeader(atOffset: 100))
        // Inside it: pinned at the top of the visible area.
        let inside = try? XCTUnwrap(geometry.pinnedHeader(atOffset: 400))
        XCTAssertEqual(inside?.row, 1)
        XCTAssertEqual(inside?.rect, Rect(x: 0, y: 400, width: 100, height: 40))
        // At its end: 740 − 40 = 700 is as low as it goes, so at 720 it is pushed 20 pt up.
        XCTAssertEqual(geometry.pinnedHeader(atOffset: 700)?.rect.minY, 700)
        XCTAssertEqual(geometry.pinnedHeader(atOffset: 720)?.rect.minY, 700)
        // Past it, B's header takes over.
        XCTAssertEqual(geometry.pinnedHeader(atOffset: 760)?.row, geometry.frames.firstIndex { $0.identifier == "b/header" })
    }

    /// Headers and footers span the list's full width outside the section insets.
    func testHeaderAndFooterSurroundTheInsetCells() {
        let section = BlockSection(id: "s", heights: [30], inset: EdgeInsets(top: 5, left: 10, bottom: 7, right: 10),
                                   headerHeight: 20, footerHeight: 15, number: 0)
        let geometry = FeedGeometry.of(BlockSectionController.adapter([section]), width: 200, scale: 1)
        XCTAssertEqual(geometry.frames.map(\.rect), [Rect(x: 0, y: 0, width: 200, height: 20),
                                                    Rect(x: 10, y: 25, width: 180, height: 30),
                                                    Rect(x: 0, y: 62, width: 200, height: 15)])
        XCTAssertEqual(geometry.frames.map(\.supplementaryKind), [.header, nil, .footer])
        XCTAssertEqual(geometry.contentHeight, 77)
    }
}
