import TestSupport
import LayoutDocumentDrawing
import LayoutDocuments
import DocumentModel
import Foundation
import ImageLoading
import Layout
import Nodes
import Raster
import XCTest

final class LayoutDocumentDrawingTests: XCTestCase {
    private func document(_ json: String) throws -> LayoutDocument {
        try LayoutDocument(jsonText: json)
    }

    func testDrawsBoxesTextImagesAndSpecDrawingKeys() async throws {
        let png = Data(try PNGEncoder.encode(Bitmap(width: 8, height: 8, color: .green))).base64EncodedString()
        let doc = try document("""
        {
          "scale": 2,
          "size": {"min": [0, 0], "max": [200, null]},
          "root": {
            "type": "inset", "id": "panel", "insets": [10, 10, 10, 10],
            "backgroundColor": "#0000ff", "cornerRadius": 12,
            "child": {
              "type": "stack", "direction": "vertical", "spacing": 5, "alignItems": "start",
              "children": [
                {"type": "box", "id": "red", "color": "#ff0000", "style": {"preferredSize": [40, 30]},
                 "borderWidth": 2, "borderColor": "#ffff00"},
                {"type": "text", "id": "label", "text": "Hello", "color": "#ffffff",
                 "font": {"size": 20, "weight": "bold"}},
                {"type": "image", "id": "pic", "url": "data:image/png;base64,\(png)",
                 "style": {"preferredSize": [30, 30]}, "contentMode": "scaleToFill", "alpha": 0.5}
              ]
            }
          }
        }
        """)
        let loader = ImageLoader()
        defer { loader.shutdown() }
        var warnings: [String] = []
        let bitmap = try await renderLayoutDocument(doc, imageLoader: loader, warnings: { warnings.append($0) })
        XCTAssertEqual(warnings, [])

        // The same frames as the layout-only run of the document (boxes and the image are fixed size;
        // text measures itself, so compare all but the text and what follows it).
        let rendered = try await renderLayoutDocumentNode(doc, imageLoader: loader)
        let red = try XCTUnwrap(rendered.frame(of: "red"))
        XCTAssertEqual(red, Rect(x: 10, y: 10, width: 40, height: 30))
        let label = try XCTUnwrap(rendered.frame(of: "label"))
        let pic = try XCTUnwrap(rendered.frame(of: "pic"))
        XCTAssertEqual(pic.minY, label.maxY + 5, accuracy: 0.5)
        let panel = try XCTUnwrap(rendered.frame(of: "panel"))
        XCTAssertEqual(Double(bitmap.width), panel.width * 2)
        XCTAssertEqual(Double(bitmap.height), panel.height * 2)

        assertPixel(bitmap, 1, 1, .clear)                                  // panel's rounded corner
        assertPixel(bitmap, 10, Int(panel.height), .blue)                  // panel background (spec)
        assertPixel(bitmap, 21, 40, .yellow)                               // box border (2 pt = 4 px from x 20)
        assertPixel(bitmap, 60, 50, .red)                                  // box fill
        let picCentre = (Int((pic.minX + pic.width / 2) * 2), Int((pic.minY + pic.height / 2) * 2))
        // Half-transparent green over the blue panel.
        assertPixel(bitmap, picCentre.0, picCentre.1, Color(red: 0, green: 0.5, blue: 0.5), tolerance: 4)
        let white = bitmap.inkBounds { $0.red > 0.9 && $0.green > 0.9 && $0.blue > 0.9 }
        XCTAssertNotNil(white, "the white label is drawn")
        if let white { XCTAssertGreaterThanOrEqual(Double(white.minY), label.minY * 2 - 1) }
    }

    func testLeafFramesMatchTheLayoutOnlyRun() async throws {
        let doc = try document("""
        {"size": [300, null], "root": {"type": "stack", "justifyContent": "spaceBetween", "children": [
          {"type": "box", "id": "a", "style": {"preferredSize": [50, 20]}},
          {"type": "center", "id": "c", "children": [], "child": {"type": "box", "id": "b", "style": {"preferredSize": [30, 10]}}}
        ]}}
        """.replacingOccurrences(of: "\"children\": [], ", with: ""))
        let layoutOnly = try doc.layout(using: BoxLeafFactory())
        let drawn = try await renderLayoutDocumentNode(doc, imageLoader: nil)
        for (id, rect) in layoutOnly.frames {
            XCTAssertEqual(drawn.frame(of: id), rect, id)
        }
        XCTAssertEqual(drawn.bitmap.width, Int(layoutOnly.result.size.width))
    }

    /// Texts in a baseline-aligned stack sit on one baseline, as `ASTextNode`s do: the drawn
    /// "xx" of both sizes end on the same pixel row. An `ascender` the document gives wins.
    func testTextsInABaselineStackShareTheirBaseline() async throws {
        func draw(smallStyle: String) async throws -> (bitmap: Bitmap, smallTop: Double) {
            let doc = try document("""
            {"scale": 2, "root": {"type": "stack", "alignItems": "baselineFirst", "children": [
              {"type": "text", "id": "big", "text": "xx", "font": {"size": 32}, "color": "#FF0000"},
              {"type": "text", "id": "small", "text": "xx", "font": {"size": 12}, "color": "#0000FF"\(smallStyle)}]}}
            """)
            let rendered = try await renderLayoutDocumentNode(doc, imageLoader: nil)
            return (rendered.bitmap, try XCTUnwrap(rendered.frame(of: "small")).minY)
        }
        let aligned = try await draw(smallStyle: "")
        let red = try XCTUnwrap(aligned.bitmap.inkBounds { $0.red > 0.5 && $0.blue < 0.5 })
        let blue = try XCTUnwrap(aligned.bitmap.inkBounds { $0.blue > 0.5 && $0.red < 0.5 })
        XCTAssertEqual(Double(red.maxY), Double(blue.maxY), accuracy: 1, "one baseline: \(red) \(blue)")
        XCTAssertGreaterThan(aligned.smallTop, 10)
        let given = try await draw(smallStyle: #", "style": {"ascender": 30}"#)
        XCTAssertLessThan(given.smallTop, aligned.smallTop, "the document's ascender is used")
    }

    func testUnsupportedImageURLIsAnErrorNamingThePath() throws {
        let doc = try document("""
        {"root": {"type": "stack", "children": [{"type": "image", "url": "ftp://example.com/a.png"}]}}
        """)
        XCTAssertThrowsError(try doc.makeDrawableElement()) { error in
            XCTAssertEqual("\(error)".components(separatedBy: ":").first, "root.children[0].url")
        }
    }

    func testFailedDocumentImageWarnsOrFailsWhenStrict() async throws {
        let doc = try document("""
        {"size": [40, 40], "root": {"type": "image", "url": "file:///nonexistent/x.png", "color": "#00ff00"}}
        """)
        let loader = ImageLoader()
        defer { loader.shutdown() }
        var warnings: [String] = []
        let bitmap = try await renderLayoutDocument(doc, imageLoader: loader, warnings: { warnings.append($0) })
        assertPixel(bitmap, 20, 20, .green)                                // the placeholder colour
        XCTAssertEqual(warnings.count, 1)
        XCTAssertTrue(warnings.first?.contains("file:///nonexistent/x.png") ?? false, "\(warnings)")
        do {
            _ = try await renderLayoutDocument(doc, imageLoader: loader, strictImages: true)
            XCTFail("strict mode should fail")
        } catch {
            XCTAssertTrue("\(error)".contains("file:///nonexistent/x.png"), "\(error)")
        }
    }
}
