import Feedrender
import Foundation
import TestSupport
import XCTest

/// The cell in README.md, kept compiling and checked: avatar and name sit in one row.
// README BEGIN (the test below checks these lines match README.md's example)
final class ProfileCell: CellNode {
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
// README END

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

    /// The README's example is this file's copy, line for line, so what the README shows
    /// is what compiles here (with only `import Feedrender` and Foundation).
    func testReadmeShowsTheCompiledExample() throws {
        let readme = try ReadmeExample.readme(fromTestFile: #filePath)
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        guard let example = ReadmeExample.swiftBlock(after: "## Writing cells in Swift", in: readme) else {
            return XCTFail("README.md has no Swift example under 'Writing cells in Swift'")
        }
        XCTAssertTrue(example.hasPrefix("import Feedrender\nimport Foundation\n"), "the example imports the umbrella product")
        let classHere = try XCTUnwrap(ReadmeExample.marked(in: source, begin: "// README BEGIN", end: "// README END"))
        XCTAssertEqual(ReadmeExample.classes(in: example), classHere)
    }
}
