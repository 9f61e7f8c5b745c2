import Layout
import Nodes
import Raster
import TestSupport
import Text
import XCTest

/// The caret of `EditableTextNode` at the logical end of right-to-left text and in
/// right-to-left layouts: left of the last Arabic or Hebrew letter, at the right edge of an
/// empty right-to-left field.
final class EditableTextCaretDirectionTests: XCTestCase {
    private let font = Font(size: 16)

    private func field(_ text: String) -> EditableTextNode {
        let node = EditableTextNode(text: AttributedText(text, font: font, color: .black),
                                    placeholder: AttributedText("Search", font: font, color: .gray), style: .iOS)
        node.showsCaret = true
        return node
    }

    private func render(_ node: EditableTextNode, direction: LayoutDirection) async throws -> Bitmap {
        try await NodeRenderer.render(node, width: 200, height: nil, scale: 1, layoutDirection: direction, imageLoader: nil).bitmap
    }

    /// The text's black ink and the caret's blue ink, inside the field's 4 pt margin.
    private func inks(_ bitmap: Bitmap) throws -> (text: (minX: Int, maxX: Int), caret: (minX: Int, maxX: Int)) {
        let inside = (x: 4, y: 4, width: 192, height: bitmap.height - 8)
        let text = try XCTUnwrap(bitmap.inkBounds(in: inside) { $0.red < 0.3 && $0.green < 0.3 && $0.blue < 0.3 })
        let caret = try XCTUnwrap(bitmap.inkBounds(in: inside) { $0.blue > 0.9 && $0.red < 0.2 && $0.green < 0.6 })
        return ((text.minX, text.maxX), (caret.minX, caret.maxX))
    }

    /// Arabic typed into a left-to-right field runs from the right (Pango's natural
    /// alignment for an Arabic paragraph): its logical end is its left edge, where the caret
    /// stands, 2 px wide, touching the ink and never over it.
    func testCaretStandsLeftOfArabicText() async throws {
        let node = field("مرحبا")
        let bitmap = try await render(node, direction: .leftToRight)
        let ink = try inks(bitmap)
        XCTAssertGreaterThan(ink.text.minX, 100, "the Arabic sits at the right: \(ink)")
        XCTAssertLessThanOrEqual(ink.caret.maxX, ink.text.minX, "the caret is before the first ink, on its left: \(ink)")
        XCTAssertLessThan(ink.text.minX - ink.caret.maxX, 4, "and right beside it: \(ink)")
        XCTAssertEqual(node.caretRect.maxX, node.caretRect.minX + 2)
        XCTAssertEqual(Double(ink.caret.minX), node.caretRect.minX.rounded(.down), accuracy: 1)
    }

    /// Hebrew in a right-to-left layout: the same, and the caret never leaves the field.
    func testCaretStandsLeftOfHebrewInARightToLeftLayout() async throws {
        let bitmap = try await render(field("שלום עולם"), direction: .rightToLeft)
        let ink = try inks(bitmap)
        XCTAssertGreaterThan(ink.text.minX, 100, "\(ink)")
        XCTAssertLessThanOrEqual(ink.caret.maxX, ink.text.minX, "\(ink)")
        XCTAssertLessThan(ink.text.minX - ink.caret.maxX, 4, "\(ink)")
    }

    /// English in a right-to-left layout starts at the right (natural alignment) and the
    /// caret follows its last letter, at the field's right inset: 200 − 8 − 2 = 190 at most.
    func testLatinTextInARightToLeftLayoutEndsAtTheRight() async throws {
        let node = field("Hello")
        let bitmap = try await render(node, direction: .rightToLeft)
        let ink = try inks(bitmap)
        XCTAssertGreaterThan(ink.text.minX, 100, "right-aligned: \(ink)")
        XCTAssertGreaterThanOrEqual(ink.caret.minX, ink.text.maxX - 1, "\(ink)")
        XCTAssertLessThanOrEqual(ink.caret.maxX, 191)
    }

    /// An empty field in a right-to-left layout: the caret at the start of the line, which is
    /// its right edge: x = 200 − 8 (inset) − 2 (caret) = 190; left to right it is at 8.
    func testEmptyFieldCaretSitsAtTheLeadingEdge() async throws {
        let rightToLeft = field("")
        let bitmap = try await render(rightToLeft, direction: .rightToLeft)
        XCTAssertEqual(rightToLeft.caretRect.minX, 190)
        let caret = try XCTUnwrap(bitmap.inkBounds { $0.blue > 0.9 && $0.red < 0.2 && $0.green < 0.6 })
        XCTAssertEqual(caret.minX, 190)
        XCTAssertEqual(caret.maxX, 191)
        let leftToRight = field("")
        _ = try await render(leftToRight, direction: .leftToRight)
        XCTAssertEqual(leftToRight.caretRect.minX, 8)
    }
}
