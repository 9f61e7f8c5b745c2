import Feedrender
import TestSupport
import XCTest

/// A spec feedrender does not know: children down a diagonal, each `step` points right of
/// and below the previous one. Written the way a user's own package would write one, with
/// only the public API of the umbrella product.
private struct DiagonalLayoutSpec: LayoutElement {
    var style = Style()
    var identifier: String?
    var step: Double
    var children: [any LayoutElement]

    var sublayoutElements: [any LayoutElement] { children }

    func calculateLayoutThatFits(_ range: SizeRange, context: LayoutContext) -> LayoutResult {
        var layouts: [LayoutResult] = []
        var size = Size(width: 0, height: 0)
        for (index, child) in children.enumerated() {
            var layout = child.layoutThatFits(SizeRange.unconstrained, parentSize: range.max, context: context)
            layout.position = Point(x: Double(index) * step, y: Double(index) * step)
            size.width = max(size.width, layout.position.x + layout.size.width)
            size.height = max(size.height, layout.position.y + layout.size.height)
            layouts.append(layout)
        }
        return context.makeResult(for: self, size: range.clamp(size), children: layouts)
    }
}

final class CustomSpecTests: XCTestCase {
    private func square(_ color: Color, id: String) -> DisplayNode {
        let node = DisplayNode()
        node.backgroundColor = color
        node.style.preferredSize = Size(width: 10, height: 10)
        node.identifier = id
        return node
    }

    /// The spec lays out, reports frames and its nodes draw, though feedrender has never
    /// heard of it: the tree walk goes through `sublayoutElements`.
    func testAUserSpecLaysOutDrawsAndReportsFrames() async throws {
        let red = square(.red, id: "red"), blue = square(.blue, id: "blue")
        let root = DisplayNode()
        root.automaticallyManagesSubnodes = true
        root.layoutSpecBlock = { _, _ in
            // Nested inside a built-in spec, so the walk has to go through both.
            InsetLayoutSpec(insets: EdgeInsets(top: 2, left: 2, bottom: 2, right: 2),
                            child: DiagonalLayoutSpec(identifier: "diagonal", step: 10, children: [red, blue]))
        }
        let rendered = try await NodeRenderer.render(root, in: SizeRange.unconstrained, scale: 2, imageLoader: nil)

        XCTAssertEqual(rendered.layout.size, Size(width: 24, height: 24))
        XCTAssertEqual(rendered.frame(of: "diagonal"), Rect(x: 2, y: 2, width: 20, height: 20))
        XCTAssertEqual(rendered.frame(of: "red"), Rect(x: 2, y: 2, width: 10, height: 10))
        XCTAssertEqual(rendered.frame(of: "blue"), Rect(x: 12, y: 12, width: 10, height: 10))
        XCTAssertEqual(root.subnodes.map(\.identifier), ["red", "blue"], "the spec's nodes are managed subnodes")

        // Pixels at scale 2: red at (4...23)², blue at (24...43)², clear elsewhere.
        XCTAssertEqual(rendered.bitmap.width, 48)
        assertPixel(rendered.bitmap, 10, 10, .red)
        assertPixel(rendered.bitmap, 30, 30, .blue)
        assertPixel(rendered.bitmap, 30, 10, .clear)
        assertPixel(rendered.bitmap, 2, 2, .clear)
    }
}
