@testable import FeedDocuments
import Appearance
import Cells
import DocumentModel
import Foundation
import Lists
import XCTest

/// Grids, carousels, pagers, headers, sticky headers, tab bars and multi-cell items as feed
/// documents write them, and the one-line errors for bad values.
final class ContainerDocumentTests: XCTestCase {
    private static let base = URL(fileURLWithPath: "/feeds/feed.yaml")

    private func load(_ yaml: String) throws -> (presentation: FeedPresentation, source: ListAdapter) {
        try FeedDocument.parse(yaml, format: .yaml, documentURL: Self.base, fileName: "feed.yaml")
    }

    /// The message loading `yaml` fails with.
    private func error(_ yaml: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        do {
            _ = try load(yaml)
            XCTFail("expected an error", file: file, line: line)
            return ""
        } catch {
            return "\(error)"
        }
    }

    private static let cards = """
        items:
              - {id: c1, title: One, image: a.jpg}
              - {id: c2, title: Two, image: b.jpg}
              - {id: c3, title: Three, image: c.jpg}
        """

    func testContainersAreReadIntoSectionLayouts() throws {
        let (settings, source) = try load("""
            stickyHeaders: true
            tabBar:
              items: [{title: Home, icon: home}, {title: Search, icon: search}, {title: Me, icon: person}]
              selected: Search
            sections:
              - id: grid
                kind: card
                layout: {columns: 3, interItemSpacing: 2, lineSpacing: 4}
                header: Photos
                \(Self.cards)
              - id: carousel
                kind: card
                orientation: horizontal
                itemWidth: "0.8"
                interItemSpacing: 10
                contentOffset: 120
                footer: {kind: message, item: {user: ann, text: That's all}}
                \(Self.cards)
              - id: pager
                kind: card
                orientation: horizontal
                paging: true
                page: 2
                pageIndicator: true
                itemHeight: fill
                \(Self.cards)
            """)
        XCTAssertTrue(settings.stickyHeaders)
        XCTAssertEqual(settings.tabBar?.items.map(\.icon), [.home, .search, .person])
        XCTAssertEqual(settings.tabBar?.selectedIndex, 1)
        let rows = source.rows()
        XCTAssertEqual(rows.map(\.identifier), [
            "grid/header", "grid/c1", "grid/c2", "grid/c3",
            "carousel/c1", "carousel/c2", "carousel/c3", "carousel/footer",
            "pager/c1", "pager/c2", "pager/c3", "pager/pageIndicator",
        ])
        XCTAssertEqual(rows[0].supplementaryKind, .header)
        XCTAssertTrue(rows[0].makeCell() is SectionHeaderNode)
        XCTAssertEqual(rows[1].layout, .grid(GridLayout(columnCount: 3)))
        XCTAssertEqual(rows[1].interItemSpacing, 2)
        XCTAssertEqual(rows[2].spacingBefore, 4)
        XCTAssertEqual(rows[4].layout, .horizontal(HorizontalLayout(itemWidth: .fraction(0.8), contentOffset: 120)))
        XCTAssertEqual(rows[4].interItemSpacing, 10)
        XCTAssertTrue(rows[7].makeCell() is MessageCellNode)
        XCTAssertEqual(rows[8].layout, .horizontal(HorizontalLayout(itemHeight: .fillsVisibleHeight,
                                                                    paging: .init(page: 2, showsPageIndicator: true))))
        let dots = try XCTUnwrap(rows[11].makeCell() as? PageIndicatorNode)
        XCTAssertEqual([dots.pageCount, dots.currentPage], [3, 2])
    }

    /// Marslink's weather section: one cell collapsed, five expanded, each its own row.
    func testWeatherIsOneCellCollapsedAndFiveExpanded() throws {
        let (_, source) = try load("""
            sections:
              - id: weather
                kind: weather
                items:
                  - {id: today, summary: Dusty, sunrise: "05:52", sunset: "18:31", high: "-17", low: "-89", expanded: true}
                  - {id: tomorrow, summary: Clear, sunrise: "05:53", sunset: "18:30", high: "-15", low: "-85"}
            """)
        let rows = source.rows()
        XCTAssertEqual(rows.map(\.identifier), ["weather/today", "weather/today/sunrise", "weather/today/sunset",
                                                "weather/today/high", "weather/today/low", "weather/tomorrow"])
        let cells = rows.map { $0.makeCell() }
        XCTAssertTrue(cells[0] is WeatherSummaryCellNode)
        XCTAssertTrue(cells[1...4].allSatisfy { $0 is WeatherDetailCellNode })
        XCTAssertTrue(cells[5] is WeatherSummaryCellNode)
    }

    func testBadContainerValuesNameTheirPath() {
        func section(_ keys: String) -> String {
            "sections:\n  - kind: card\n    \(keys)\n    \(Self.cards)\n"
        }
        let cases: [(String, String)] = [
            (section("layout: {columns: 0}"),
             "feed.yaml: sections[0].layout.columns: expected a whole number of columns from 1 to 100, got 0"),
            (section("layout: {columns: 2.5}"), "feed.yaml: sections[0].layout.columns: expected a whole number, got 2.5"),
            (section("layout: {columns: 2, itemWidth: 100}"),
             #"feed.yaml: sections[0].layout: give either "columns" or "itemWidth", not both"#),
            (section("layout: {columns: 2, interItemSpacing: 20000}"),
             "feed.yaml: sections[0].layout.interItemSpacing: expected a number from 0 to 10000, got 20000"),
            (section("layout: {interItemSpacing: 2}"), #"feed.yaml: sections[0].layout: a grid layout needs "columns" or "itemWidth""#),
            (section("layout: {columns: 2, gap: 2}"), #"feed.yaml: sections[0].layout.gap: unknown key in a grid layout"#),
            (section("layout: {itemWidth: -5}"),
             "feed.yaml: sections[0].layout.itemWidth: expected a number of points > 0 and ≤ 10000, got -5"),
            (section("lineSpacing: 3\n    layout: {columns: 2, lineSpacing: 4}"),
             "feed.yaml: sections[0].layout.lineSpacing: lineSpacing is given both in the section and in its layout"),
            (section("orientation: sideways"),
             #"feed.yaml: sections[0].orientation: expected one of "vertical", "horizontal", got "sideways""#),
            (section("itemWidth: 100"),
             #"feed.yaml: sections[0].itemWidth: only a horizontal section (orientation: horizontal) takes "itemWidth""#),
            (section("orientation: horizontal\n    itemWidth: \"1.5\""),
             #"feed.yaml: sections[0].itemWidth: expected a width in points or a fraction of the row from 0 to 1 such as "0.8", got "1.5""#),
            (section("orientation: horizontal\n    itemHeight: tall"),
             #"feed.yaml: sections[0].itemHeight: expected one of "fill", got "tall""#),
            (section("orientation: horizontal\n    layout: {columns: 2}"),
             "feed.yaml: sections[0].layout: a horizontal section takes itemWidth, interItemSpacing and contentOffset, not a grid layout"),
            (section("orientation: horizontal\n    contentOffset: -4"),
             "feed.yaml: sections[0].contentOffset: expected a number from 0 to 1000000, got -4"),
            (section("orientation: horizontal\n    page: 1"), #"feed.yaml: sections[0].page: "page" needs "paging: true""#),
            (section("orientation: horizontal\n    paging: true\n    page: 3"),
             "feed.yaml: sections[0].page: page 3 is past the last page (the section has 3 items; pages count from 0)"),
            (section("orientation: horizontal\n    paging: true\n    contentOffset: 10"),
             #"feed.yaml: sections[0].contentOffset: a pager is scrolled to its page: give "page" instead of "contentOffset""#),
            (section("header: {kind: nope}"),
             #"feed.yaml: sections[0].header.kind: unknown cell kind "nope" (built-in: group, album, journal, message, weather, card, post)"#),
            (section("footer: {kind: message, item: {user: 5, text: hi}}"),
             "feed.yaml: sections[0].footer.item.user: expected a string, got 5"),
            ("tabBar: {items: [{title: Home, icon: house}]}\nsections: []",
             #"feed.yaml: tabBar.items[0].icon: expected one of "home", "search", "plus", "heart", "person", "bell", "message", "star", "bookmark", "gear", got "house""#),
            ("tabBar: {items: []}\nsections: []", "feed.yaml: tabBar.items: a tab bar holds 1 to 5 items, got 0"),
            ("tabBar: {items: [{title: A, icon: home}], selected: 1}\nsections: []",
             "feed.yaml: tabBar.selected: expected a tab index from 0 to 0 or a tab's title, got 1"),
            ("tabBar: {items: [{title: A, icon: home}], selected: B}\nsections: []",
             #"feed.yaml: tabBar.selected: no tab is titled "B" (tabs: "A")"#),
            ("stickyHeaders: yes please\nsections: []", #"feed.yaml: stickyHeaders: expected true or false, got "yes please""#),
        ]
        for (yaml, expected) in cases {
            let message = error(yaml)
            XCTAssertTrue(message.hasPrefix(expected) || message == expected, "\(message)\nexpected: \(expected)")
        }
    }
}
