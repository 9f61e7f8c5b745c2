import Layout
import Raster
import Text
import XCTest
@testable import Nodes

/// Accessibility elements in reading order with Texture's defaults, and each audit rule on a
/// rendered tree whose expected values are worked out by hand.
final class AccessibilityAuditTests: XCTestCase {
    private func text(_ string: String, color: Color = .black, size: Double = 15, id: String) -> TextNode {
        let node = TextNode()
        node.attributedText = AttributedText(string, font: Font(size: size), color: color)
        node.identifier = id
        return node
    }

    private func button(_ title: String?, side: Double, id: String) -> ButtonNode {
        let node = ButtonNode()
        if let title { node.setTitle(title) }
        node.style.preferredSize = Size(width: side, height: side)
        node.identifier = id
        return node
    }

    /// A white column of `children` at scale 2, rendered.
    private func render(_ children: [DisplayNode]) async throws -> (DisplayNode, RenderedNode) {
        let root = DisplayNode()
        root.backgroundColor = .white
        root.automaticallyManagesSubnodes = true
        root.layoutSpecBlock = { _, _ in StackLayoutSpec(direction: .vertical, spacing: 4, alignItems: .start, children: children) }
        let rendered = try await NodeRenderer.render(root, width: 200, scale: 2, imageLoader: nil)
        return (root, rendered)
    }

    func testElementsFollowTexturesDefaultsInReadingOrder() async throws {
        let title = text("Title", id: "title")
        let image = ImageNode()
        image.style.preferredSize = Size(width: 20, height: 20)
        let labelled = ImageNode()
        labelled.style.preferredSize = Size(width: 20, height: 20)
        labelled.accessibility = AccessibilityProperties(isElement: true, label: "Profile photo")
        let save = button("Save", side: 44, id: "save")
        save.isSelected = true
        let (root, _) = try await render([title, image, labelled, save])
        let elements = root.accessibilityElements()
        XCTAssertEqual(elements.map(\.label), ["Title", "Profile photo", "Save"], "an unlabelled image is not an element")
        XCTAssertEqual(elements.map(\.traits.names), [["staticText"], ["image"], ["button", "selected"]])
        XCTAssertEqual(elements[2].frame.origin.y, elements[1].frame.maxY + 4, accuracy: 0.01)
    }

    func testEachRuleNamesTheNodeAndTheValueMeasured() async throws {
        // #999999 on white: (1.05) / (0.3185 + 0.05) = 2.85:1, under 4.5:1 for 15-pt text.
        let grey = text("Muted caption", color: Color(red: 0x99 / 255.0, green: 0x99 / 255.0, blue: 0x99 / 255.0), id: "muted")
        let black = text("Readable", id: "readable")
        // The same grey at 20 pt is large text: 3:1 applies, and 2.85 still misses it.
        let large = text("Large grey", color: Color(red: 0x99 / 255.0, green: 0x99 / 255.0, blue: 0x99 / 255.0), size: 20, id: "large")
        let small = button("OK", side: 30, id: "small")
        let unlabelled = button(nil, side: 44, id: "unlabelled")
        let first = button("Delete", side: 44, id: "first"), second = button("Delete", side: 44, id: "second")
        let (root, rendered) = try await render([grey, black, large, small, unlabelled, first, second])
        let findings = AccessibilityAudit(platform: .iOS).findings(in: root, drawnAs: rendered.bitmap, scale: 2)
        let byRule = Dictionary(grouping: findings, by: \.rule)

        let contrast = try XCTUnwrap(byRule[.textContrast])
        XCTAssertEqual(contrast.map(\.node), ["muted", "large"])
        XCTAssertEqual(contrast[0].measured ?? 0, 2.85, accuracy: 0.05)
        XCTAssertEqual(contrast[0].threshold, 4.5)
        XCTAssertEqual(contrast[1].threshold, 3)
        XCTAssertEqual(byRule[.touchTargetSize]?.map(\.node), ["small"])
        XCTAssertEqual(byRule[.touchTargetSize]?.first?.measured, 30)
        XCTAssertEqual(byRule[.missingLabel]?.map(\.node), ["unlabelled"])
        XCTAssertEqual(byRule[.duplicateLabel]?.map(\.node), ["first", "second"])
        XCTAssertTrue(contrast[0].description.hasPrefix("muted at (0, 0) "), contrast[0].description)
        XCTAssertTrue(contrast[0].description.hasSuffix(": text contrast 2.85:1 is under 4.5:1"), contrast[0].description)

        // Android's minimum is 48 dp: the 44-pt buttons miss it too.
        let android = AccessibilityAudit(platform: .android).findings(in: root, drawnAs: rendered.bitmap, scale: 2)
        XCTAssertEqual(android.filter { $0.rule == .touchTargetSize }.map(\.node), ["small", "unlabelled", "first", "second"])
    }

    func testContrastIsMeasuredOnThePixelsBehindTheText() async throws {
        // Black text declared on a node whose background is near black: the pixels fail.
        let dark = text("On dark", id: "dark")
        dark.backgroundColor = Color(red: 0.1, green: 0.1, blue: 0.1)
        let (root, rendered) = try await render([dark])
        let findings = AccessibilityAudit().findings(in: root, drawnAs: rendered.bitmap, scale: 2)
        XCTAssertEqual(findings.map(\.rule), [.textContrast])
        XCTAssertLessThan(findings.first?.measured ?? 99, 1.3)
    }

    func testTruncatedTextIsReported() async throws {
        let cut = text("A line much too long for its box", id: "cut")
        cut.attributedText?.paragraph.maximumNumberOfLines = 1
        cut.style.width = .points(60)
        let (root, rendered) = try await render([cut])
        XCTAssertEqual(AccessibilityAudit().findings(in: root, drawnAs: rendered.bitmap, scale: 2).map(\.rule), [.truncatedText])
    }
}
