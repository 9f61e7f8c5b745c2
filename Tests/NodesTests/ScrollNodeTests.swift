import FeedrenderTesting
import Layout
import Nodes
import Raster
import TestSupport
import XCTest

final class ScrollNodeTests: XCTestCase {
    private let colors: [Color] = [.red, .green, .blue, .yellow, .purple]

    /// Five 60 pt boxes in a column (300 pt of content) or a row, as a scroll node's content.
    private func content(horizontal: Bool) -> DisplayNode {
        let boxes = colors.map { coloredNode($0, width: 60, height: 60) }
        return specNode { _ in
            StackLayoutSpec(direction: horizontal ? .horizontal : .vertical, children: boxes)
        }
    }

    /// A 100×100 window on 300 pt of content scrolled by 90 pt: the window's row y shows the
    /// content's row y + 90 (boxes at 0, 60, 120, 180, 240).
    func testVerticalContentIsShownAtItsOffset() async throws {
        let scroll = ScrollNode(content: content(horizontal: false), offset: Point(x: 0, y: 90))
        let rendered = try await render(scroll, width: 100, height: 100)
        XCTAssertEqual(scroll.contentSize, Size(width: 100, height: 300), "as wide as the window, as tall as the stack")
        XCTAssertEqual(scroll.contentNode?.frame, Rect(x: 0, y: -90, width: 100, height: 300))
        assertPixel(rendered.bitmap, 30, 5, .green)      // content y 95
        assertPixel(rendered.bitmap, 30, 40, .blue)      // content y 130
        assertPixel(rendered.bitmap, 30, 95, .yellow)    // content y 185
        assertPixel(rendered.bitmap, 80, 50, .clear)     // right of the 60 pt boxes
    }

    /// An offset past the end stops at the end (300 − 100 = 200), and a negative one at 0.
    func testOffsetIsKeptWithinTheContent() async throws {
        let scroll = ScrollNode(content: content(horizontal: false), offset: Point(x: 0, y: 1000))
        let end = try await render(scroll, width: 100, height: 100)
        XCTAssertEqual(scroll.effectiveContentOffset, Point(x: 0, y: 200))
        assertPixel(end.bitmap, 30, 0, .yellow)          // content y 200
        assertPixel(end.bitmap, 30, 99, .purple)         // content y 299
        scroll.contentOffset = Point(x: 0, y: -50)
        let start = try await render(scroll, width: 100, height: 100)
        assertPixel(start.bitmap, 30, 0, .red)
        assertPixel(start.bitmap, 30, 99, .green)
    }

    /// Horizontal: content as tall as the window (50 pt), as wide as the row (300 pt); the
    /// vertical component of the offset is ignored.
    func testHorizontalContentScrollsAlongX() async throws {
        let scroll = ScrollNode(content: content(horizontal: true), direction: .horizontal, offset: Point(x: 30, y: 40))
        let rendered = try await render(scroll, width: 100, height: 50)
        XCTAssertEqual(scroll.contentSize, Size(width: 300, height: 50), "the stack is held to the window's height")
        XCTAssertEqual(scroll.contentNode?.frame.origin, Point(x: -30, y: 0))
        assertPixel(rendered.bitmap, 10, 25, .red)       // content x 40
        assertPixel(rendered.bitmap, 40, 25, .green)     // content x 70
        assertPixel(rendered.bitmap, 95, 49, .blue)      // content x 125, clipped at the window's bottom
    }

    /// Without a height, a vertical scroll node is as tall as its content (nothing to scroll).
    func testUnboundedAxisTakesTheContentsExtent() async throws {
        let scroll = ScrollNode(content: content(horizontal: false))
        let rendered = try await render(scroll, width: 80)
        XCTAssertEqual(rendered.bitmap.height, 300)
        assertPixel(rendered.bitmap, 30, 299, .purple)
    }

    /// Vertical and horizontal windows side by side: Snapshots/ScrollNodeTests/.
    func testScrollNodesMatchReference() async {
        let vertical = ScrollNode(content: content(horizontal: false), offset: Point(x: 0, y: 90))
        vertical.style.preferredSize = Size(width: 100, height: 100)
        vertical.borderWidth = 1
        let horizontal = ScrollNode(content: content(horizontal: true), direction: .horizontal, offset: Point(x: 30, y: 0))
        horizontal.style.preferredSize = Size(width: 100, height: 60)
        horizontal.borderWidth = 1
        let row = specNode { _ in
            InsetLayoutSpec(insets: EdgeInsets(all: 10),
                            child: StackLayoutSpec(direction: .horizontal, spacing: 10, alignItems: .start, children: [vertical, horizontal]))
        }
        row.backgroundColor = .white
        await assertSnapshot(of: row, as: .node(width: 230, scale: 2))
    }
}
