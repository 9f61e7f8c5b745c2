import Layout
import Nodes
import Raster
import XCTest
@testable import FeedrenderTesting

/// Pseudolocale variants: names, strings built through `localized(_:)`, and `ar-XB` mirroring
/// the layout (read from the rendered layout record, no reference needed).
final class PseudolocaleVariantTests: XCTestCase {
    func testMatrixNamesAndStrings() {
        let variants = SnapshotVariant.matrix(themes: [.dark], pseudolocales: SnapshotPseudolocale.allCases)
        XCTAssertEqual(variants.map(\.suffix), ["dark-en-XA", "dark-ar-XB"])
        XCTAssertEqual(variants[0].localized("Sunrise"), "[Šûñŕîšé one]")
        XCTAssertEqual(variants[1].localized("Sunrise"), "\u{200F}\u{202E}Sunrise\u{202C}\u{200F}")
        XCTAssertEqual(SnapshotVariant().localized("Sunrise"), "Sunrise")
        XCTAssertEqual(variants[1].resolvedLayoutDirection, .rightToLeft)
        XCTAssertNil(variants[0].resolvedLayoutDirection)
    }

    /// A row: a label at the start, a 20-point square at the end.
    private func row(_ variant: SnapshotVariant) -> DisplayNode {
        let label = TextNode(variant.localized("Sunrise"), color: .black)
        label.identifier = "label"
        let icon = DisplayNode()
        icon.identifier = "icon"
        icon.backgroundColor = .black
        icon.style.preferredSize = Size(width: 20, height: 20)
        let root = DisplayNode()
        root.identifier = "row"
        root.backgroundColor = .white
        root.automaticallyManagesSubnodes = true
        root.layoutSpecBlock = { _, _ in
            var spacer = LeafElement()
            spacer.style.flexGrow = 1
            return InsetLayoutSpec(insets: EdgeInsets(all: 10),
                                   child: StackLayoutSpec(direction: .horizontal, alignItems: .center,
                                                          children: [label, spacer, icon]))
        }
        return root
    }

    private func frames(_ variant: SnapshotVariant) async throws -> [String: Rect] {
        let image = await SnapshotRendering.image(row, variant: variant, strategy: .node(width: 320, scale: 1))
        XCTAssertNil(image.problem)
        let entries = try XCTUnwrap(image.layout).entries
        return Dictionary(entries.map { (String($0.path.split(separator: "/").last ?? ""), $0.rect) }, uniquingKeysWith: { a, _ in a })
    }

    func testAccentedIsWiderAndBidirectionalMirrors() async throws {
        let plain = try await frames(SnapshotVariant())
        let accented = try await frames(SnapshotVariant(pseudolocale: .accented))
        let mirrored = try await frames(SnapshotVariant(pseudolocale: .bidirectional))
        XCTAssertGreaterThan(try XCTUnwrap(accented["label"]).width, try XCTUnwrap(plain["label"]).width * 1.3)
        XCTAssertEqual(plain["icon"]?.minX, 290)
        XCTAssertEqual(mirrored["icon"]?.minX, 10, "ar-XB lays the row out right to left")
    }
}
