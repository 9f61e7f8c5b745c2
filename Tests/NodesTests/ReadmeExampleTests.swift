import Foundation
import Layout
import Nodes
import Text
import XCTest

/// The cell in README.md, kept compiling and checked: avatar and name sit in one row.
private final class ProfileCell: CellNode {
    let avatar = NetworkImageNode()
    let name = TextNode()

    init(name: String, avatarURL: URL) {
        super.init()
        automaticallyManagesSubnodes = true
        avatar.url = avatarURL
        avatar.isCircular = true
        avatar.style.preferredSize = Size(width: 40, height: 40)
        self.name.attributedText = AttributedText(name, font: Font(size: 15, weight: .bold))
        self.name.style.flexShrink = 1
    }

    override func layoutSpecThatFits(_ range: SizeRange) -> any LayoutElement {
        let row = StackLayoutSpec(direction: .horizontal, spacing: 10, alignItems: .center,
                                  children: [avatar, name])
        return InsetLayoutSpec(insets: EdgeInsets(all: 12), child: row)
    }
}

final class ReadmeExampleTests: XCTestCase {
    func testReadmeCellLaysOutAvatarBesideName() {
        let cell = ProfileCell(name: "Ava", avatarURL: URL(fileURLWithPath: "/nonexistent.jpg"))
        let range = SizeRange(min: Size(width: 390, height: 0), max: Size(width: 390, height: .infinity))
        let layout = cell.layoutThatFits(range, parentSize: range.max, context: LayoutContext(scale: 3))
        cell.applyLayout(layout, scale: 3)
        XCTAssertEqual(layout.size.width, 390)
        XCTAssertEqual(layout.size.height, 64)
        XCTAssertEqual(cell.avatar.frame, Rect(x: 12, y: 12, width: 40, height: 40))
        XCTAssertEqual(cell.name.frame.minX, 62)
        XCTAssertGreaterThan(cell.name.frame.width, 20)
    }
}
