@testable import FeedRendering
import Layout
import Nodes
import Raster
import XCTest

/// A node whose spec holds other boxes once expanded, as Marslink's weather cell does.
private final class ExpandingNode: DisplayNode {
    let header = ExpandingNode.box("header", height: 20, color: Color(red8: 200, green8: 0, blue8: 0))
    let summary = ExpandingNode.box("summary", height: 20, color: Color(red8: 0, green8: 0, blue8: 0))
    let footer = ExpandingNode.box("footer", height: 20, color: Color(red8: 0, green8: 0, blue8: 220))
    let details = ExpandingNode.box("details", height: 40, color: Color(red8: 0, green8: 160, blue8: 0))
    var isExpanded = false

    override init() {
        super.init()
        automaticallyManagesSubnodes = true
    }

    static func box(_ name: String, height: Double, color: Color) -> DisplayNode {
        let node = DisplayNode()
        node.identifier = name
        node.style.height = .points(height)
        node.backgroundColor = color
        return node
    }

    /// Collapsed: header 0–20, summary 20–40, footer 40–60. Expanded: header 0–20, footer
    /// 20–40, details 40–80 (summary gone).
    override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> any LayoutElement {
        StackLayoutSpec(direction: .vertical, children: isExpanded ? [header, footer, details] : [header, summary, footer])
    }
}

/// Texture's default layout transition, frame by frame: positions and opacities worked out by
/// hand, checked on the pixels.
final class NodeLayoutTransitionTests: XCTestCase {
    private let range = SizeRange(min: Size(width: 100, height: 0), max: Size(width: 100, height: .infinity))

    private func expand(_ node: ExpandingNode = ExpandingNode()) async throws -> NodeLayoutTransition {
        try await node.transitionLayout(in: range, scale: 2, background: .white) { node.isExpanded = true }
    }

    func testTexturesDefaultsAreAFifthOfASecondEaseInOut() async throws {
        let transition = try await expand()
        XCTAssertEqual(transition.timing.duration, 0.2)
        XCTAssertEqual(transition.timing.curve, .easeInOut)
        // 0.2 s at 30 fps: frames 0...6, frame 3 at t = 0.1 s, half the time.
        XCTAssertEqual(transition.lastFrame, 6)
        XCTAssertEqual(transition.progress(atFrame: 3), 0.5, accuracy: 1e-9)
        XCTAssertEqual(transition.fromSize, Size(width: 100, height: 60))
        XCTAssertEqual(transition.toSize, Size(width: 100, height: 80))
        XCTAssertEqual(transition.size, Size(width: 100, height: 80))
    }

    func testSubnodesHalfWay() async throws {
        let transition = try await expand()
        let subnodes = transition.subnodes(atFrame: 3)
        // The removed summary is drawn first (under), then the new layout's order.
        XCTAssertEqual(subnodes.map(\.identifier), ["summary", "header", "footer", "details"])
        XCTAssertEqual(subnodes.map(\.change), [.removed, .kept, .moved, .inserted])
        let byName = Dictionary(uniqueKeysWithValues: subnodes.map { ($0.identifier ?? "", $0) })
        // Summary fades out where it was; details fades in where it goes; footer is half way
        // from y = 40 to y = 20.
        XCTAssertEqual(byName["summary"]?.rect, Rect(x: 0, y: 20, width: 100, height: 20))
        XCTAssertEqual(byName["summary"]?.opacity ?? 0, 0.5, accuracy: 1e-9)
        XCTAssertEqual(byName["details"]?.rect, Rect(x: 0, y: 40, width: 100, height: 40))
        XCTAssertEqual(byName["details"]?.opacity ?? 0, 0.5, accuracy: 1e-9)
        XCTAssertEqual(byName["footer"]?.rect, Rect(x: 0, y: 30, width: 100, height: 20))
        XCTAssertEqual(byName["footer"]?.opacity, 1)
        XCTAssertEqual(transition.nodeSize(atFrame: 3), Size(width: 100, height: 70))
    }

    func testPixelsHalfWay() async throws {
        let image = try await expand().image(ofFrame: 3)
        XCTAssertEqual(image.width, 200)
        XCTAssertEqual(image.height, 160)
        // Header stays red (y 0–20 pt).
        assertPixel(image, x: 100, y: 20, is: (200, 0, 0))
        // Summary, black at alpha 0.5 over white, at 20–30 pt where nothing covers it: 127.5 ± 2.
        assertPixel(image, x: 100, y: 50, is: (128, 128, 128))
        // Footer slid to 30–50 pt, opaque over the fading summary at 35 pt.
        assertPixel(image, x: 100, y: 70, is: (0, 0, 220))
        // Details (green, 0.5) over the footer at 45 pt: drawn later, so on top.
        assertPixel(image, x: 100, y: 90, is: (0, 80, 110))
        // Details over white below the footer at 60 pt.
        assertPixel(image, x: 100, y: 120, is: (128, 208, 128))
    }

    func testEndFramesAreTheTwoLayouts() async throws {
        let transition = try await expand()
        let first = try transition.image(ofFrame: 0), last = try transition.image(ofFrame: transition.lastFrame)
        // Before: summary black at 20–40 pt, footer blue at 40–60 pt, white below.
        assertPixel(first, x: 100, y: 60, is: (0, 0, 0))
        assertPixel(first, x: 100, y: 100, is: (0, 0, 220))
        assertPixel(first, x: 100, y: 140, is: (255, 255, 255))
        // After: footer at 20–40 pt, details green at 40–80 pt.
        assertPixel(last, x: 100, y: 60, is: (0, 0, 220))
        assertPixel(last, x: 100, y: 100, is: (0, 160, 0))
        assertPixel(last, x: 100, y: 140, is: (0, 160, 0))
    }

    func testAResizedSubnodeFadesInAtItsNewFrame() async throws {
        let node = ExpandingNode()
        let transition = try await node.transitionLayout(in: range, scale: 2) { node.header.style.height = .points(30) }
        let header = try XCTUnwrap(transition.subnodes(atFrame: 3).first { $0.identifier == "header" })
        XCTAssertEqual(header.change, .resized)
        XCTAssertEqual(header.rect, Rect(x: 0, y: 0, width: 100, height: 30))
        XCTAssertEqual(header.opacity, 0.5, accuracy: 1e-9)
        // Summary only moved (20 → 30 pt): a third of a 10 pt move would not be on the grid, half is.
        let summary = try XCTUnwrap(transition.subnodes(atFrame: 3).first { $0.identifier == "summary" })
        XCTAssertEqual(summary.change, .moved)
        XCTAssertEqual(summary.rect.minY, 25)
    }

    func testTwoRunsAreByteIdentical() async throws {
        let one = try await expand(), two = try await expand()
        for frame in 0...one.lastFrame {
            XCTAssertEqual(try PNGEncoder.encode(one.image(ofFrame: frame)), try PNGEncoder.encode(two.image(ofFrame: frame)),
                           "frame \(frame)")
        }
    }
}
