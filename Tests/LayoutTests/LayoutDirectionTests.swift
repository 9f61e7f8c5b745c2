import Layout
import XCTest

/// The Swift side of right-to-left layout: the context's direction, style overrides that
/// end with their subtree, directional insets, and the direction recorded in results.
final class LayoutDirectionTests: XCTestCase {
    private func leaf(_ id: String, _ width: Double, _ height: Double) -> LeafElement {
        var style = Style()
        style.preferredSize = Size(width: width, height: height)
        return LeafElement(identifier: id, style: style)
    }

    private func frames(_ element: any LayoutElement, width: Double, direction: LayoutDirection) -> [String: Rect] {
        let context = LayoutContext(scale: 1, layoutDirection: direction)
        let range = SizeRange(min: Size(width: width, height: 0), max: Size(width: width, height: .infinity))
        let result = element.layoutThatFits(range, context: context)
        XCTAssertEqual(context.layoutDirection, direction, "the pass ends in the direction it started in")
        return Dictionary(uniqueKeysWithValues: result.identifiedFrames(scale: 1).map { ($0.identifier, $0.rect) })
    }

    func testAnOverrideEndsWithItsSubtree() {
        var inner = StackLayoutSpec(children: [leaf("innerA", 10, 10), leaf("innerB", 20, 10)], identifier: "inner")
        inner.style.layoutDirection = .leftToRight
        inner.style.width = .points(50)
        let row = StackLayoutSpec(children: [inner, leaf("after", 30, 10)])
        let laidOut = frames(row, width: 200, direction: .rightToLeft)
        XCTAssertEqual(laidOut["inner"], Rect(x: 150, y: 0, width: 50, height: 10), "first child at the right")
        XCTAssertEqual(laidOut["innerA"], Rect(x: 150, y: 0, width: 10, height: 10), "left to right inside")
        XCTAssertEqual(laidOut["innerB"], Rect(x: 160, y: 0, width: 20, height: 10))
        XCTAssertEqual(laidOut["after"], Rect(x: 120, y: 0, width: 30, height: 10), "right to left again after it")
    }

    func testDirectionalInsetsResolveAgainstTheDirection() {
        let insets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        XCTAssertEqual(insets.resolved(for: .leftToRight), EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        XCTAssertEqual(insets.resolved(for: .rightToLeft), EdgeInsets(top: 1, left: 4, bottom: 3, right: 2))
        let physical = LayoutInsets.physical(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        XCTAssertEqual(physical.resolved(for: .rightToLeft), EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))

        let spec = InsetLayoutSpec(insets: DirectionalEdgeInsets(leading: 10), child: leaf("child", 20, 20))
        XCTAssertEqual(frames(spec, width: 100, direction: .leftToRight)["child"]?.minX, 10)
        XCTAssertEqual(frames(spec, width: 100, direction: .rightToLeft)["child"]?.minX, 0)
    }

    func testResultsRecordTheDirectionTheyWereLaidOutIn() {
        var ltrChild = leaf("ltr", 10, 10)
        ltrChild.style.layoutDirection = .leftToRight
        let row = StackLayoutSpec(children: [ltrChild, leaf("inherits", 10, 10)])
        let result = row.layoutThatFits(.unconstrained, context: LayoutContext(layoutDirection: .rightToLeft))
        XCTAssertEqual(result.layoutDirection, .rightToLeft)
        XCTAssertEqual(result.children.map(\.layoutDirection), [.leftToRight, .rightToLeft])
    }

    func testLeftToRightIsTheDefault() {
        XCTAssertEqual(LayoutContext().layoutDirection, .leftToRight)
        XCTAssertNil(Style().layoutDirection)
        let row = StackLayoutSpec(children: [leaf("a", 10, 10), leaf("b", 10, 10)])
        XCTAssertEqual(frames(row, width: 100, direction: .leftToRight)["a"]?.minX, 0)
    }
}
