import LayoutDocumentDrawing
import LayoutDocuments
import Nodes
import Raster
import Text
import XCTest

/// A document's `accessibility` keys reach the drawn nodes: elements, containers, traits and
/// the fixed text size, and the pixels stay those of the same document without them.
final class DocumentAccessibilityTests: XCTestCase {
    private static func document(accessibility: Bool) throws -> LayoutDocument {
        let keys = accessibility
        func key(_ text: String) -> String { keys ? ", \"accessibility\": \(text)" : "" }
        return try LayoutDocument(jsonText: """
        {"size": {"min": [200, 0], "max": [200, null]}, "scale": 2, "root": {"type": "stack", "direction": "vertical",
          "children": [
            {"type": "text", "id": "title", "text": "Weekly digest", "font": {"size": 20}\(key(#"{"traits": ["header"]}"#))},
            {"type": "stack", "id": "row", "direction": "horizontal"\(key(#"{"container": true}"#)), "children": [
              {"type": "text", "text": "Ada"}, {"type": "text", "text": "2 h"},
              {"type": "button", "title": "Reply", "style": {"width": 50, "height": 30}}]},
            {"type": "image", "id": "photo", "style": {"width": 40, "height": 40}\(key(#"{"isElement": true, "label": "Harbour at dawn"}"#))},
            {"type": "text", "id": "badge", "text": "9+", "adjustsFontForContentSize": false}]}}
        """)
    }

    func testElementsFollowTheDocument() async throws {
        let rendered = try await renderLayoutDocumentNode(try Self.document(accessibility: true), imageLoader: nil)
        let elements = rendered.accessibility.elements
        XCTAssertEqual(elements.map(\.label), ["Weekly digest", "Ada, 2 h", "Harbour at dawn", "9+"])
        XCTAssertEqual(elements.map(\.traits.names), [["header", "staticText"], [], ["image"], ["staticText"]])
        XCTAssertEqual(elements[1].actions, ["Reply"])
        XCTAssertEqual(elements[1].identifier, "row")

        let plain = try await renderLayoutDocumentNode(try Self.document(accessibility: false), imageLoader: nil)
        XCTAssertEqual(plain.bitmap, rendered.bitmap, "accessibility keys draw nothing")
        XCTAssertEqual(plain.accessibility.elements.map(\.label), ["Weekly digest", "Ada", "2 h", "Reply", "9+"])

        let large = try await ContentSizeScale.$current.withValue(1.6) {
            try await renderLayoutDocumentNode(try Self.document(accessibility: true), imageLoader: nil)
        }
        XCTAssertEqual(large.accessibility.texts.first { $0.name == "badge" }?.fontSize,
                       rendered.accessibility.texts.first { $0.name == "badge" }?.fontSize, "the badge keeps its size")
    }
}
