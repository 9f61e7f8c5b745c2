import Layout
import XCTest

/// The engine's short paths (built-in elements skip re-setting their identifier, a stack
/// keeps its first line inline and reads child sizes from its own items) give the results
/// the general path gives.
final class LayoutPathTests: XCTestCase {
    private func leaf(_ id: String, _ width: Double, _ height: Double) -> LeafElement {
        var style = Style()
        style.preferredSize = Size(width: width, height: height)
        return LeafElement(identifier: id, style: style)
    }

    /// An element outside the package whose own layout names nothing, or the wrong thing.
    private struct Renaming: LayoutElement {
        var style = Style()
        var identifier: String?
        var reported: String?
        func calculateLayoutThatFits(_ range: SizeRange, context: LayoutContext) -> LayoutResult {
            LayoutResult(size: range.clamp(Size(width: 10, height: 10)), identifier: reported)
        }
    }

    func testCustomElementResultsCarryTheElementIdentifier() {
        let context = LayoutContext()
        XCTAssertEqual(Renaming(identifier: "mine", reported: nil).layoutThatFits(.unconstrained, context: context).identifier, "mine")
        XCTAssertEqual(Renaming(identifier: "mine", reported: "other").layoutThatFits(.unconstrained, context: context).identifier, "mine")
        XCTAssertNil(Renaming(identifier: nil, reported: "other").layoutThatFits(.unconstrained, context: context).identifier)
    }

    func testBuiltInElementsReportTheirIdentifiers() {
        let child = leaf("leaf", 20, 10)
        let elements: [any LayoutElement] = [
            child,
            StackLayoutSpec(children: [child], identifier: "stack"),
            InsetLayoutSpec(insets: EdgeInsets(all: 1), child: child, identifier: "inset"),
            RatioLayoutSpec(ratio: 1, child: child, identifier: "ratio"),
            CenterLayoutSpec(child: child, identifier: "center"),
            RelativeLayoutSpec(horizontalPosition: .end, child: child, identifier: "relative"),
            AbsoluteLayoutSpec(children: [child], identifier: "absolute"),
            WrapperLayoutSpec(child: child, identifier: "wrapper"),
            CornerLayoutSpec(child: child, corner: child, identifier: "corner"),
            OverlayLayoutSpec(child: child, overlay: child, identifier: "overlay"),
            BackgroundLayoutSpec(child: child, background: child, identifier: "background"),
        ]
        let names = elements.map { $0.layoutThatFits(SizeRange(exactly: Size(width: 50, height: 50)), context: LayoutContext()).identifier }
        XCTAssertEqual(names, ["leaf", "stack", "inset", "ratio", "center", "relative", "absolute", "wrapper",
                               "corner", "overlay", "background"])
    }

    func testStyleDirectionAppliesToTheSubtreeOnly() {
        var rightToLeft = StackLayoutSpec(children: [leaf("a", 10, 10), leaf("b", 20, 10)], identifier: "rtl")
        rightToLeft.style.layoutDirection = .rightToLeft
        var leftToRightLeaf = leaf("c", 5, 5)
        leftToRightLeaf.style.layoutDirection = .leftToRight
        let root = StackLayoutSpec(direction: .vertical, alignItems: .start,
                                   children: [rightToLeft, leaf("after", 10, 10), leftToRightLeaf])
        let context = LayoutContext(layoutDirection: .leftToRight)
        let result = root.layoutThatFits(SizeRange(exactly: Size(width: 100, height: 100)), context: context)
        let stack = result.children[0]
        XCTAssertEqual(stack.layoutDirection, .rightToLeft)
        XCTAssertEqual(stack.children.map(\.layoutDirection), [.rightToLeft, .rightToLeft])
        // Mirrored in the stack's width (30): the first child at the right.
        XCTAssertEqual(stack.children.map(\.position.x), [20, 0])
        XCTAssertEqual(result.children[1].layoutDirection, .leftToRight)
        XCTAssertEqual(result.children[2].layoutDirection, .leftToRight)
        XCTAssertEqual(context.layoutDirection, .leftToRight)
    }

    func testWrappingStackPlacesEveryLine() {
        let stack = StackLayoutSpec(spacing: 10, alignItems: .start, flexWrap: .wrap, lineSpacing: 5,
                                    children: [leaf("a", 40, 20), leaf("b", 40, 20), leaf("c", 40, 20), leaf("d", 90, 20)])
        let result = stack.layoutThatFits(SizeRange(min: .zero, max: Size(width: 100, height: 500)), context: LayoutContext())
        XCTAssertEqual(result.children.map(\.position), [Point(x: 0, y: 0), Point(x: 50, y: 0),
                                                         Point(x: 0, y: 25), Point(x: 0, y: 50)])
        XCTAssertEqual(result.size, Size(width: 90, height: 70))
    }

    func testSameSpecUnderTwoRangesAndAfterMutationGivesEachItsOwnResult() {
        var grow = leaf("grow", 10, 10)
        grow.style.width = .auto
        grow.style.flexGrow = 1
        var stack = StackLayoutSpec(children: [leaf("fixed", 30, 10), grow])
        let context = LayoutContext()
        let narrow = stack.layoutThatFits(SizeRange(exactly: Size(width: 100, height: 10)), context: context)
        let wide = stack.layoutThatFits(SizeRange(exactly: Size(width: 300, height: 10)), context: context)
        XCTAssertEqual(narrow.children.map(\.size.width), [30, 70])
        XCTAssertEqual(wide.children.map(\.size.width), [30, 270])
        stack.spacing = 20
        let spaced = stack.layoutThatFits(SizeRange(exactly: Size(width: 100, height: 10)), context: context)
        XCTAssertEqual(spaced.children.map(\.size.width), [30, 50])
        XCTAssertEqual(spaced.children.map(\.position.x), [0, 50])
    }
}
