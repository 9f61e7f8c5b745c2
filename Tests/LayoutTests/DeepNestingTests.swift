import FeedrenderSupport
import LayoutDocuments
import DocumentModel
import Layout
import XCTest

/// 1,000 levels of nesting, built from JSON and laid out on a background thread.
final class DeepNestingTests: XCTestCase {
    static func nestedInsets(depth: Int) -> String {
        var text = #"{"type": "box", "id": "leaf"}"#
        for level in 0..<depth {
            if level % 2 == 0 {
                text = #"{"type": "inset", "insets": [1, 1, 1, 1], "child": "# + text + "}"
            } else {
                text = #"{"type": "wrapper", "children": ["# + text + "]}"
            }
        }
        return #"{"size": [3000, 3000], "root": "# + text + "}"
    }

    func testThousandLevelsOnABackgroundThread() throws {
        let text = Self.nestedInsets(depth: 1_000)
        let output = try LargeStack.run {
            let document = try LayoutDocument(jsonText: text)
            return try document.layout(using: BoxLeafFactory()).json.serialized()
        }
        // 500 insets of 1 point on each side (and 500 wrappers) around a plain box that fills what is left.
        XCTAssertEqual(output, #"{"size":[3000,3000],"frames":{"leaf":[500,500,2000,2000]}}"#)
    }

    func testDeepSpecTreeBuiltInSwift() throws {
        let result = try LargeStack.run { () -> LayoutResult in
            var element: any LayoutElement = LeafElement(identifier: "leaf", style: {
                var style = Style()
                style.preferredSize = Size(width: 10, height: 10)
                return style
            }())
            for _ in 0..<1_000 {
                element = StackLayoutSpec(direction: .horizontal, children: [element])
            }
            return element.layoutThatFits(.unconstrained, context: LayoutContext(scale: 2))
        }
        XCTAssertEqual(result.size, Size(width: 10, height: 10))
        XCTAssertEqual(result.flattened(scale: 2).count, 1_001)
    }
}
