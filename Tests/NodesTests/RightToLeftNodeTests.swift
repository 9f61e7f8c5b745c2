import TestSupport
import Layout
import Nodes
import Raster
import Text
import XCTest

/// Nodes laid out right to left: stacks of nodes mirror, natural text starts at the right,
/// and a node's style can switch the direction of its subtree.
final class RightToLeftNodeTests: XCTestCase {
    /// A white 300-pt-wide column holding one natural-aligned text line, stretched to the width.
    private func textColumn(_ string: String) -> (column: DisplayNode, text: TextNode) {
        let text = TextNode(string, font: Font(size: 16))
        let column = specNode { _ in StackLayoutSpec(direction: .vertical, alignItems: .stretch, children: [text]) }
        column.backgroundColor = .white
        return (column, text)
    }

    func testNaturalTextStartsAtTheRightInARightToLeftLayout() async throws {
        let ltr = textColumn("Hello world")
        let left = try await NodeRenderer.render(ltr.column, width: 300, scale: 2, imageLoader: nil)
        let leftInk = try XCTUnwrap(left.bitmap.inkBounds(isInk: isDarkInk))
        XCTAssertLessThan(leftInk.minX, 10, "left to right, the line starts at the left")

        let rtl = textColumn("Hello world")
        let right = try await NodeRenderer.render(rtl.column, width: 300, scale: 2, layoutDirection: .rightToLeft,
                                                  imageLoader: nil)
        XCTAssertEqual(rtl.text.frame, Rect(x: 0, y: 0, width: 300, height: rtl.text.frame.height), "stretched")
        let rightInk = try XCTUnwrap(right.bitmap.inkBounds(isInk: isDarkInk))
        XCTAssertGreaterThan(rightInk.maxX, 600 - 10, "right to left, the line ends at the right edge")
        XCTAssertEqual(Double(rightInk.maxX - rightInk.minX), Double(leftInk.maxX - leftInk.minX), accuracy: 1,
                       "the same line, moved")
        XCTAssertEqual(rtl.text.effectiveLayoutDirection, .rightToLeft)
    }

    func testExplicitAlignmentIsNotFlipped() async throws {
        let text = TextNode()
        text.attributedText = AttributedText("Hello", font: Font(size: 16), paragraph: ParagraphStyle(alignment: .left))
        let column = specNode { _ in StackLayoutSpec(direction: .vertical, alignItems: .stretch, children: [text]) }
        column.backgroundColor = .white
        let rendered = try await NodeRenderer.render(column, width: 300, scale: 1, layoutDirection: .rightToLeft,
                                                     imageLoader: nil)
        XCTAssertLessThan(try XCTUnwrap(rendered.bitmap.inkBounds(isInk: isDarkInk)).minX, 10)
    }

    func testANodesStyleSwitchesItsSubtreeToRightToLeft() async throws {
        let red = coloredNode(Color(red: 1, green: 0, blue: 0), width: 20, height: 10, id: "red")
        let blue = coloredNode(Color(red: 0, green: 0, blue: 1), width: 30, height: 10, id: "blue")
        let row = specNode { _ in StackLayoutSpec(children: [red, blue]) }
        row.identifier = "row"
        row.style.layoutDirection = .rightToLeft
        let rendered = try await NodeRenderer.render(row, width: 100, scale: 1, imageLoader: nil)
        XCTAssertEqual(rendered.frame(of: "red"), Rect(x: 80, y: 0, width: 20, height: 10))
        XCTAssertEqual(rendered.frame(of: "blue"), Rect(x: 50, y: 0, width: 30, height: 10))
        assertPixel(rendered.bitmap, 90, 5, Color(red: 1, green: 0, blue: 0))
        assertPixel(rendered.bitmap, 60, 5, Color(red: 0, green: 0, blue: 1))
        XCTAssertEqual(rendered.bitmap.pixel(x: 10, y: 5).alpha, 0, "nothing at the left")
    }

    func testCachedLayoutsAreKeptPerDirection() {
        let first = coloredNode(.black, width: 20, height: 10, id: "first")
        let row = specNode { _ in StackLayoutSpec(children: [first]) }
        let range = SizeRange(exactly: Size(width: 100, height: 10))
        func firstX(_ direction: LayoutDirection) -> Double? {
            let layout = row.layoutThatFits(range, scale: 1, layoutDirection: direction)
            return layout.flattened(scale: 1).first { $0.identifier == "first" }?.rect.minX
        }
        XCTAssertEqual(firstX(.leftToRight), 0)
        XCTAssertEqual(firstX(.rightToLeft), 80)
        XCTAssertEqual(firstX(.leftToRight), 0, "not the right-to-left layout from the cache")
    }
}
