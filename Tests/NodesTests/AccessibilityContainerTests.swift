import Foundation
import Layout
import Raster
import Text
import XCTest
@testable import Nodes

/// Containers (labels joined, buttons as custom actions), the newer rules (conflicting
/// traits, text that does not grow), the record and the legend image, on rendered trees.
final class AccessibilityContainerTests: XCTestCase {
    private func text(_ string: String, size: Double = 15, id: String) -> TextNode {
        let node = TextNode(string, font: Font(size: size))
        node.identifier = id
        return node
    }

    private func button(_ title: String, id: String) -> ButtonNode {
        let node = ButtonNode(title: title)
        node.style.preferredSize = Size(width: 60, height: 44)
        node.identifier = id
        return node
    }

    /// `children` in a white column (a row of `row` beside them), rendered at scale 2.
    private func render(_ children: [DisplayNode], container: AccessibilityProperties? = nil) async throws
        -> (DisplayNode, RenderedNode) {
        let root = DisplayNode()
        root.backgroundColor = .white
        root.automaticallyManagesSubnodes = true
        root.accessibility = container ?? AccessibilityProperties()
        root.layoutSpecBlock = { _, _ in StackLayoutSpec(direction: .vertical, spacing: 4, alignItems: .start, children: children) }
        return (root, try await NodeRenderer.render(root, width: 200, scale: 2, imageLoader: nil))
    }

    func testAContainerJoinsLabelsAndTurnsButtonsIntoActions() async throws {
        let (root, rendered) = try await render(
            [text("Ada Lovelace", id: "name"), text("2 h ago", id: "time"), button("Like", id: "like"),
             TextNode(), button("Share", id: "share")],
            container: AccessibilityProperties(isContainer: true))
        let elements = root.accessibilityElements()
        XCTAssertEqual(elements.count, 1, "\(elements)")
        XCTAssertEqual(elements[0].label, "Ada Lovelace, 2 h ago", "an empty text node is not read")
        XCTAssertEqual(elements[0].actions, ["Like", "Share"])
        XCTAssertEqual(elements[0].frame.size.width, 200)
        XCTAssertEqual(rendered.accessibility.elements, elements, "the render captured the same elements")
        // The container's own label wins over the joined one.
        root.accessibility.label = "Post by Ada"
        XCTAssertEqual(root.accessibilityElements().first?.label, "Post by Ada")
    }

    func testConflictingTraitsAreReportedAndALinkIsNoLongerStaticText() async throws {
        let both = button("Open", id: "both")
        both.accessibility.traits = [.link]
        let link = text("Terms of use", id: "terms")
        link.accessibility.traits = [.link]
        let (root, rendered) = try await render([both, link])
        XCTAssertEqual(root.accessibilityElements().map(\.traits.names), [["button", "link"], ["link"]])
        let findings = AccessibilityAudit().findings(in: root, drawnAs: rendered.bitmap, scale: 2)
            .filter { $0.rule == .conflictingTraits }
        XCTAssertEqual(findings.map(\.node), ["both"])
        XCTAssertTrue(findings[0].description.hasSuffix(": conflicting traits button + link"), findings[0].description)
    }

    func testTextThatKeepsItsSizeAtTheLargestTextSizeIsReported() async throws {
        func tree() -> [DisplayNode] {
            let fixed = text("Badge", size: 12, id: "badge")
            fixed.adjustsFontForContentSize = false
            return [fixed, text("Body", size: 15, id: "body")]
        }
        let (_, base) = try await render(tree())
        let large = try await ContentSizeScale.$current.withValue(AccessibilityAudit.largestContentSize) {
            try await render(tree()).1
        }
        XCTAssertEqual(large.accessibility.texts.map(\.fontSize), [12, 24], "body grows by 1.6, the badge keeps 12 pt")
        let findings = AccessibilityAudit().findings(in: base.accessibility, drawnAs: base.bitmap, scale: 2,
                                                     largest: large.accessibility)
        XCTAssertEqual(findings.map(\.rule), [.textNotScaling])
        XCTAssertEqual(findings.first?.node, "badge")
        XCTAssertEqual(findings.first?.measured, 12)
        XCTAssertEqual(findings.first?.threshold ?? 0, 19.2, accuracy: 0.001)
    }

    func testRecordAndBaselineRoundTrip() async throws {
        let muted = TextNode("Muted", font: Font(size: 15), color: Color(hex: "#BBBBBB")!)
        muted.identifier = "muted"
        let (root, rendered) = try await render([muted, button("OK", id: "ok")])
        let record = AccessibilityRecord(root.accessibilityElements())
        let json = String(decoding: record.jsonData(), as: UTF8.self)
        XCTAssertTrue(json.contains("\"label\" : \"Muted\""), json)
        XCTAssertTrue(json.contains("\"traits\" : [\n        \"button\"\n      ]"), json)
        XCTAssertEqual(try JSONDecoder().decode(AccessibilityRecord.self, from: record.jsonData()), record)

        let findings = AccessibilityAudit().findings(in: root, drawnAs: rendered.bitmap, scale: 2)
        XCTAssertEqual(findings.map(\.key), ["textContrast muted"])
        let baseline = AccessibilityBaseline(accepting: findings)
        XCTAssertEqual(baseline.newFindings(in: findings), [])
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-baseline-\(UUID()).json")
        defer { try? FileManager.default.removeItem(at: file) }
        try baseline.jsonData().write(to: file)
        XCTAssertEqual(try AccessibilityBaseline.read(from: file), baseline)
        try Data(#"{"accepted": [3]}"#.utf8).write(to: file)
        XCTAssertThrowsError(try AccessibilityBaseline.read(from: file)) { error in
            XCTAssertTrue("\(error)".hasPrefix("\(file.path): at accepted[0]: expected"), "\(error)")
        }
    }

    func testTheLegendOutlinesEachElementInItsColourBesideThePanel() async throws {
        let (root, rendered) = try await render([text("Title", id: "title"), button("Save", id: "save")])
        let elements = root.accessibilityElements()
        let legend = try AccessibilityLegend.draw(elements, over: rendered.bitmap, scale: 2)
        XCTAssertEqual(legend.width, rendered.bitmap.width + Int(AccessibilityLegend.panelWidth * 2))
        XCTAssertGreaterThanOrEqual(legend.height, rendered.bitmap.height)
        // The save button's outline (2 pt inside its frame) is drawn in the second colour.
        let save = elements[1].frame
        let edge = legend.premultipliedPixel(x: Int((save.maxX - 1) * 2), y: Int((save.origin.y + save.size.height / 2) * 2))
        XCTAssertEqual(edge, Self.argb(AccessibilityLegend.color(of: 2)))
        // The panel's badge for element 2 uses the same colour.
        let panelX = rendered.bitmap.width + 12 * 2 + 2
        let badges = (0..<legend.height).filter { legend.premultipliedPixel(x: panelX, y: $0) == Self.argb(AccessibilityLegend.color(of: 2)) }
        XCTAssertFalse(badges.isEmpty, "no badge of colour 2 in the panel")
    }

    private static func argb(_ color: Color) -> UInt32 {
        0xFF00_0000 | UInt32((color.red * 255).rounded()) << 16 | UInt32((color.green * 255).rounded()) << 8
            | UInt32((color.blue * 255).rounded())
    }
}
