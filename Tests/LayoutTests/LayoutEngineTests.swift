import Layout
import XCTest

/// Engine behaviour that documents cannot express: measure closures, warnings for input
/// Texture would assert on, baseline metrics, sizes never NaN or infinite.
final class LayoutEngineTests: XCTestCase {
    private func leaf(_ id: String, _ width: Double, _ height: Double) -> LeafElement {
        var style = Style()
        style.preferredSize = Size(width: width, height: height)
        return LeafElement(identifier: id, style: style)
    }

    func testMeasureClosureIsClampedToTheRange() {
        let text = LeafElement(identifier: "t") { max in Size(width: Swift.min(max.width, 500), height: 17.3) }
        let context = LayoutContext(scale: 2)
        let result = text.layoutThatFits(SizeRange(min: .zero, max: Size(width: 200, height: 10)), context: context)
        XCTAssertEqual(result.size, Size(width: 200, height: 10))
        let free = text.layoutThatFits(.unconstrained, context: context)
        XCTAssertEqual(free.size, Size(width: 500, height: 17.5))
    }

    func testNaNMeasureWarnsAndUsesTheMinimum() {
        let broken = LeafElement(identifier: "broken") { _ in Size(width: .nan, height: 3) }
        let context = LayoutContext()
        let result = broken.layoutThatFits(SizeRange(min: Size(width: 4, height: 5), max: .infinite), context: context)
        XCTAssertEqual(result.size, Size(width: 4, height: 5))
        XCTAssertEqual(context.warnings.map(\.element), ["'broken'"])
    }

    func testNonPositiveRatioWarnsAndPassesTheRangeThrough() {
        let context = LayoutContext()
        let spec = RatioLayoutSpec(ratio: 0, child: leaf("c", 40, 30), identifier: "r")
        let result = spec.layoutThatFits(SizeRange(min: .zero, max: Size(width: 100, height: 100)), context: context)
        XCTAssertEqual(result.size, Size(width: 40, height: 30))
        XCTAssertEqual(context.warnings.count, 1)
        XCTAssertEqual(context.warnings.first?.element, "'r'")
    }

    func testInfiniteInsetOnUnboundedAxisWarnsAndStaysFinite() {
        let context = LayoutContext()
        let spec = InsetLayoutSpec(insets: EdgeInsets(top: .infinity, left: .infinity, bottom: 0, right: 0),
                                   child: leaf("c", 50, 50), identifier: "i")
        let result = spec.layoutThatFits(.unconstrained, context: context)
        XCTAssertEqual(result.size, Size(width: 50, height: 50))
        XCTAssertEqual(result.children[0].position, .zero)
        XCTAssertEqual(context.warnings.count, 2)
        XCTAssertTrue(context.warnings.allSatisfy { $0.element == "'i'" })
    }

    func testNegativeStyleSizeWarnsAndUsesZero() {
        let context = LayoutContext()
        let result = leaf("neg", -10, 20).layoutThatFits(.unconstrained, context: context)
        XCTAssertEqual(result.size, Size(width: 0, height: 20))
        XCTAssertEqual(context.warnings.map(\.element), ["'neg'"])
    }

    /// A style resolves its sizes when they are set: every later change must still count.
    func testStyleSizeFollowsEveryChange() {
        let parent = SizeRange(min: .zero, max: Size(width: 200, height: 100))
        var element = leaf("a", 40, 30)
        func size() -> Size { element.layoutThatFits(parent, context: LayoutContext()).size }
        XCTAssertEqual(size(), Size(width: 40, height: 30))
        element.style.width = .fraction(0.5)
        XCTAssertEqual(size(), Size(width: 100, height: 30))
        element.style.maxHeight = .points(20)
        XCTAssertEqual(size(), Size(width: 100, height: 20))
        element.style.width = .points(60)
        element.style.minHeight = .fraction(0.4)
        XCTAssertEqual(size(), Size(width: 60, height: 40))
        element.style.preferredSize = nil
        element.style.maxHeight = .auto
        element.style.minHeight = .auto
        XCTAssertEqual(size(), Size(width: 200, height: 100))
        element.style.minWidth = .points(-5)
        let context = LayoutContext()
        _ = element.layoutThatFits(parent, context: context)
        XCTAssertEqual(context.warnings.map(\.element), ["'a'"])
        element.style.minWidth = .auto
        XCTAssertEqual(element.style, leaf("a", 0, 0).style.withAutoSize())
    }

    func testWarningsNameAnonymousElementsByTypeThroughAStack() {
        // The short paths pass an element's identifier and type to warnings, not the element:
        // inside a stack (laid out through `any LayoutElement`) and in an overridden direction.
        let context = LayoutContext()
        var negative = LeafElement()
        negative.style.width = .points(-1)
        negative.style.layoutDirection = .rightToLeft
        let nan = LeafElement { _ in Size(width: .nan, height: 1) }
        let inset = InsetLayoutSpec(insets: EdgeInsets(top: 0, left: .infinity, bottom: 0, right: 0),
                                    child: LeafElement())
        var huge = StackLayoutSpec(children: [LeafElement()])
        huge.style.minWidth = .points(2e7)
        let stack = StackLayoutSpec(direction: .vertical, alignItems: .start, children: [negative, nan, inset, huge])
        _ = stack.layoutThatFits(.unconstrained, context: context)
        XCTAssertEqual(context.warnings.map(\.element),
                       ["LeafElement", "LeafElement", "InsetLayoutSpec", "StackLayoutSpec"])
        XCTAssertTrue(context.warnings[0].message.hasPrefix("negative size in style (width -1.0pt"))
    }

    func testVerticalStackReportsFirstAscenderAndLastDescender() {
        var first = leaf("a", 10, 10)
        first.style.ascender = 7
        first.style.descender = -1
        var last = leaf("b", 10, 10)
        last.style.ascender = 8
        last.style.descender = -3
        let context = LayoutContext()
        let vertical = StackLayoutSpec(direction: .vertical, children: [first, last])
            .layoutThatFits(.unconstrained, context: context)
        XCTAssertEqual(vertical.ascender, 7)
        XCTAssertEqual(vertical.descender, -3)
        let horizontal = StackLayoutSpec(direction: .horizontal, children: [first, last])
            .layoutThatFits(.unconstrained, context: context)
        XCTAssertEqual(horizontal.ascender, 0)
    }

    func testNoSizeOrPositionIsEverNonFinite() {
        // Every spec over hostile input: infinite ranges, NaN parents, odd ratios.
        let context = LayoutContext(scale: 3)
        let child = LeafElement(identifier: "x") { _ in Size(width: 1e300, height: 1e-300) }
        let specs: [any LayoutElement] = [
            StackLayoutSpec(justifyContent: .center, alignItems: .center, children: [child, leaf("y", 1, 1)]),
            InsetLayoutSpec(insets: EdgeInsets(all: .infinity), child: child),
            CenterLayoutSpec(child: child), RelativeLayoutSpec(horizontalPosition: .end, verticalPosition: .end, child: child),
            RatioLayoutSpec(ratio: 1e-300, child: child), AbsoluteLayoutSpec(children: [child]),
            CornerLayoutSpec(child: child, corner: child, wrapsCorner: true), WrapperLayoutSpec(child: child),
        ]
        for spec in specs {
            let frames = spec.layoutThatFits(.unconstrained, context: context).flattened(scale: 3)
            for frame in frames {
                XCTAssertTrue([frame.rect.minX, frame.rect.minY, frame.rect.width, frame.rect.height].allSatisfy(\.isFinite),
                              "\(type(of: spec)): \(frame.rect)")
            }
        }
    }
}

private extension Style {
    func withAutoSize() -> Style {
        var style = self
        style.preferredSize = nil
        return style
    }
}
