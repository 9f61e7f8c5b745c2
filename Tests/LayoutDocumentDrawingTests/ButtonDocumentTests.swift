import LayoutDocumentDrawing
import LayoutDocuments
import Raster
import TestSupport
import XCTest

final class ButtonDocumentTests: XCTestCase {
    /// A button 120×40 pt at scale 1: its state's background fills it and its state's title
    /// is drawn in its colour inside the content insets.
    func testButtonIsDrawnInItsState() async throws {
        func draw(state: String) async throws -> Bitmap {
            let doc = try LayoutDocument(jsonText: """
            {"size": [120, 40], "root": {"type": "button", "id": "b", "title": "Follow", "color": "#ffffff",
              "backgroundColor": "#0000ff", "font": {"size": 14, "weight": "bold"}, "state": "\(state)",
              "states": {"selected": {"title": "Following", "color": "#ff0000", "backgroundColor": "#ffffff"},
                         "highlighted": {"backgroundColor": "#000080"}}}}
            """)
            return try await renderLayoutDocument(doc, imageLoader: nil, warnings: { XCTFail($0) })
        }
        let normal = try await draw(state: "normal")
        assertPixel(normal, 60, 2, .blue)
        XCTAssertNotNil(normal.inkBounds { $0.red > 0.9 && $0.green > 0.9 && $0.blue > 0.9 }, "white title")

        assertPixel(try await draw(state: "highlighted"), 60, 2, Color(red: 0, green: 0, blue: 128.0 / 255))
        let disabled = try await draw(state: "disabled")   // no disabled values: the normal look
        XCTAssertEqual(disabled, normal)

        let selected = try await draw(state: "selected")
        assertPixel(selected, 60, 2, .white)
        let red = try XCTUnwrap(selected.inkBounds { $0.red > 0.7 && $0.green < 0.3 && $0.blue < 0.3 })
        let normalTitle = try XCTUnwrap(normal.inkBounds { $0.red > 0.9 && $0.green > 0.9 && $0.blue > 0.9 })
        XCTAssertGreaterThan(red.maxX - red.minX, normalTitle.maxX - normalTitle.minX, "\"Following\" is wider")
        XCTAssertEqual(Double(red.minX + red.maxX) / 2, 60, accuracy: 2, "centred")
    }
}
