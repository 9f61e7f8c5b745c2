import TestSupport
import Layout
import Nodes
import Raster
import XCTest

final class DisplayNodeLayoutTests: XCTestCase {
    func testPlainNodeFillsABoundedRangeAndCollapsesWhenUnbounded() {
        let node = DisplayNode()
        let bounded = node.layoutThatFits(SizeRange(min: .zero, max: Size(width: 80, height: 40)))
        XCTAssertEqual(bounded.size, Size(width: 80, height: 40))

        // Texture §2: an unbounded max makes a plain node collapse to the minimum on both axes.
        let node2 = DisplayNode()
        node2.style.width = 50
        let unbounded = node2.layoutThatFits(SizeRange(min: .zero, max: Size(width: 320, height: .infinity)))
        XCTAssertEqual(unbounded.size, Size(width: 50, height: 0))
    }

    func testStyleSizeIsResolvedAgainstParentAndTheRangeWins() {
        let node = DisplayNode()
        node.style.width = .fraction(0.5)
        node.style.height = 30
        let layout = node.layoutThatFits(SizeRange(min: .zero, max: Size(width: 200, height: 100)))
        XCTAssertEqual(layout.size, Size(width: 100, height: 30))
        XCTAssertEqual(layout.node, ObjectIdentifier(node))

        // An exact range beats the style (ASSizeRangeIntersect).
        let exact = node.layoutThatFits(SizeRange(exactly: Size(width: 120, height: 60)))
        XCTAssertEqual(exact.size, Size(width: 120, height: 60))
    }

    func testSpecNodeManagesSubnodesAndAppliesFrames() async throws {
        let a = coloredNode(.red, width: 40, height: 20, id: "a")
        let b = coloredNode(.blue, width: 30, height: 50, id: "b")
        let root = specNode { _ in
            InsetLayoutSpec(insets: EdgeInsets(all: 5),
                            child: StackLayoutSpec(direction: .horizontal, spacing: 10, alignItems: .start, children: [a, b]))
        }
        let rendered = try await render(root, width: 200)
        XCTAssertTrue(root.subnodes.count == 2 && root.subnodes[0] === a && root.subnodes[1] === b)
        XCTAssertTrue(a.supernode === root)
        XCTAssertEqual(root.frame, Rect(x: 0, y: 0, width: 200, height: 60))
        XCTAssertEqual(a.frame, Rect(x: 5, y: 5, width: 40, height: 20))
        XCTAssertEqual(b.frame, Rect(x: 55, y: 5, width: 30, height: 50))
        XCTAssertEqual(rendered.frame(of: "b"), Rect(x: 55, y: 5, width: 30, height: 50))
        // The frames map back to the nodes.
        XCTAssertEqual(rendered.frames.first { $0.identifier == "a" }?.node, ObjectIdentifier(a))
    }

    func testNodeSizeFromSpecIsClampedToTheRange() {
        let big = coloredNode(.red, width: 500, height: 20)
        let root = specNode { _ in WrapperLayoutSpec(child: big) }
        root.style.maxWidth = 100
        let layout = root.layoutThatFits(SizeRange(min: .zero, max: Size(width: 300, height: 300)))
        XCTAssertEqual(layout.size.width, 100)
    }

    func testLayoutsAreCachedPerRangeUntilInvalidated() {
        final class CountingNode: DisplayNode {
            var specCalls = 0
            let child = DisplayNode()
            override init() {
                super.init()
                automaticallyManagesSubnodes = true
                child.style.preferredSize = Size(width: 10, height: 10)
            }
            override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> any LayoutElement {
                specCalls += 1
                return WrapperLayoutSpec(child: child)
            }
        }
        let node = CountingNode()
        let range = SizeRange(min: .zero, max: Size(width: 100, height: 100))
        let first = node.layoutThatFits(range)
        let second = node.layoutThatFits(range)
        XCTAssertEqual(first, second)
        XCTAssertEqual(node.specCalls, 1)
        XCTAssertEqual(node.calculatedSize, first.size)

        node.child.style.preferredSize = Size(width: 20, height: 20)   // invalidates up the tree
        let third = node.layoutThatFits(range)
        XCTAssertEqual(node.specCalls, 2)
        XCTAssertEqual(third.children.first?.size, Size(width: 20, height: 20))
    }

    func testManualLayoutCardNodePutsTitleOverImage() async throws {
        let card = CardNode(title: "Sunset over the bay")
        let rendered = try await render(card, width: 200, height: 150, scale: 2)
        XCTAssertEqual(card.imageNode.frame, Rect(x: 0, y: 0, width: 200, height: 150))
        let title = card.titleNode.frame
        XCTAssertEqual(title.minX, 10)
        XCTAssertEqual(title.maxY, 140, accuracy: 0.001)
        XCTAssertGreaterThan(title.height, 10)
        XCTAssertLessThan(title.width, 180.001)

        // Image everywhere, title ink (white) in the bottom-left, over the image.
        let bitmap = rendered.bitmap
        assertPixel(bitmap, 20, 20, CardNode.imageColor)
        let white = bitmap.inkBounds { $0.red > 0.9 && $0.green > 0.9 && $0.blue > 0.9 }
        XCTAssertNotNil(white)
        if let white {
            XCTAssertGreaterThanOrEqual(white.minX, 20)        // 10 pt at 2x
            XCTAssertGreaterThan(white.minY, Int((title.minY) * 2) - 2)
            XCTAssertLessThanOrEqual(white.maxY, 280)
        }
    }

    func testTextNodesInABaselineAlignedStackShareABaseline() async throws {
        let big = TextNode("Big", font: .init(size: 32))
        let small = TextNode("small", font: .init(size: 12))
        XCTAssertGreaterThan(big.style.ascender, small.style.ascender)
        let root = specNode { _ in
            StackLayoutSpec(direction: .horizontal, spacing: 4, alignItems: .baselineFirst, children: [big, small])
        }
        _ = try await render(root, width: 300, scale: 2)
        let bigBaseline = big.frame.minY + big.style.ascender
        let smallBaseline = small.frame.minY + small.style.ascender
        XCTAssertEqual(bigBaseline, smallBaseline, accuracy: 0.5)
        XCTAssertGreaterThan(small.frame.minY, big.frame.minY + 5)
    }

    /// A wrapped paragraph and a one-line label aligned on their last baselines: the label's
    /// "x" sits on the paragraph's last line (their ink ends on the same pixel row), though
    /// the paragraph's baselines were found before it knew its width.
    func testALabelAlignsWithTheLastLineOfAWrappedParagraph() async throws {
        let paragraph = TextNode("xxx xxx xxx xxx xxx xxx xxx xxx xxx", font: .init(size: 20), color: .red)
        paragraph.style.flexShrink = 1
        let label = TextNode("xx", font: .init(size: 11), color: .blue)
        let root = specNode { _ in
            StackLayoutSpec(direction: .horizontal, spacing: 6, alignItems: .baselineLast, children: [paragraph, label])
        }
        let rendered = try await render(root, width: 160, scale: 2)
        XCTAssertGreaterThanOrEqual(paragraph.lineCount, 3)
        let red = rendered.bitmap.inkBounds { $0.red > 0.5 && $0.blue < 0.5 }
        let blue = rendered.bitmap.inkBounds { $0.blue > 0.5 && $0.red < 0.5 }
        guard let red, let blue else { return XCTFail("both texts draw") }
        XCTAssertEqual(Double(red.maxY), Double(blue.maxY), accuracy: 1, "one baseline: \(red) \(blue)")
        XCTAssertGreaterThan(blue.minY, red.minY + 60, "the label sits by the last line, not the first")
    }

    func testHiddenNodesStillTakePartInLayout() async throws {
        let a = coloredNode(.red, width: 40, height: 20)
        let b = coloredNode(.blue, width: 40, height: 20)
        a.isHidden = true
        let root = specNode { _ in StackLayoutSpec(direction: .horizontal, alignItems: .start, children: [a, b]) }
        let rendered = try await render(root, width: 100, height: 20)
        XCTAssertEqual(b.frame.minX, 40)
        assertPixel(rendered.bitmap, 10, 10, .clear)
        assertPixel(rendered.bitmap, 50, 10, .blue)
        XCTAssertEqual(rendered.displayList.root.children.count, 1)
    }
}

/// The manual-layout card of Texture's tutorial: a full-bleed image with a title laid
/// over its bottom-left corner, measured in `calculateSizeThatFits` and placed in `layout()`.
final class CardNode: DisplayNode {
    static let imageColor = Color(red: 0.2, green: 0.4, blue: 0.7)
    let imageNode = ImageNode()
    let titleNode = TextNode()

    init(title: String) {
        super.init()
        imageNode.image = Bitmap(width: 40, height: 30, color: Self.imageColor)
        imageNode.contentMode = .scaleToFill
        titleNode.attributedText = .init(title, font: .init(size: 16, weight: .bold), color: .white)
        addSubnode(imageNode)
        addSubnode(titleNode)
    }

    override func calculateSizeThatFits(_ constrainedSize: Size) -> Size {
        let width = constrainedSize.width.isFinite ? constrainedSize.width : 200
        titleNode.layoutThatFits(SizeRange(min: .zero, max: Size(width: width - 20, height: .infinity)))
        return Size(width: width, height: width * 0.75)
    }

    override func layout() {
        imageNode.frame = bounds
        let title = titleNode.calculatedSize
        titleNode.frame = Rect(x: 10, y: bounds.height - 10 - title.height, width: title.width, height: title.height)
    }
}
