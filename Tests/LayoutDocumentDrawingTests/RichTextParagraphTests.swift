import DocumentModel
import Foundation
import Layout
import LayoutDocumentDrawing
import LayoutDocuments
import Nodes
import Raster
import XCTest

/// A `text` element's paragraph keys (line height, paragraph spacing, indent, inset, token
/// colour, baseline offset), in frames and pixels, and their range errors.
final class RichTextParagraphTests: XCTestCase {
    /// `text` (a JSON object's members) drawn alone at scale 1, at most 300 points wide.
    private func draw(_ text: String) async throws -> RenderedNode {
        let document = try LayoutDocument(jsonText: """
            {"size": {"min": [0, 0], "max": [300, null]},
             "root": {"type": "text", "id": "t", "font": {"size": 20}, "color": "#000000", \(text)}}
            """)
        return try await renderLayoutDocumentNode(document, imageLoader: nil, background: .white,
                                                  palette: ColorPalette(semantic: ["link": Color(red: 0, green: 0, blue: 1)]))
    }

    /// The first row and column holding ink that is not white.
    private func inkOrigin(_ bitmap: Bitmap) -> (x: Int, y: Int)? {
        let rows = (0..<bitmap.height).filter { y in (0..<bitmap.width).contains { bitmap.pixel(x: $0, y: y) != .white } }
        let columns = (0..<bitmap.width).filter { x in (0..<bitmap.height).contains { bitmap.pixel(x: x, y: $0) != .white } }
        guard let y = rows.first, let x = columns.first else { return nil }
        return (x, y)
    }

    func testLineHeightAndParagraphSpacingSizeTheFrame() async throws {
        let plain = try await draw(#""text": "one\ntwo""#).frame(of: "t")!.height
        let tall = try await draw(#""text": "one\ntwo", "lineHeightMultiple": 2"#).frame(of: "t")!.height
        let spaced = try await draw(#""text": "one\ntwo", "paragraphSpacing": 12"#).frame(of: "t")!.height
        XCTAssertEqual(tall, 2 * plain, accuracy: 1)
        XCTAssertEqual(spaced, plain + 12, accuracy: 0.01)
        let fixed = try await draw(#""text": "one\ntwo", "lineHeight": 30, "lineHeightMultiple": 3"#).frame(of: "t")!.height
        XCTAssertEqual(fixed, 60, accuracy: 0.01, "two lines of 30 points; lineHeight wins")
    }

    func testTextContainerInsetAndIndentMoveTheInk() async throws {
        let plain = try await draw(#""text": "Hi""#)
        let inset = try await draw(#""text": "Hi", "textContainerInset": [10, 20, 5, 0]"#)
        let indented = try await draw(#""text": "Hi", "firstLineIndent": 30"#)
        let origin = try XCTUnwrap(inkOrigin(plain.bitmap))
        let insetOrigin = try XCTUnwrap(inkOrigin(inset.bitmap)), indentOrigin = try XCTUnwrap(inkOrigin(indented.bitmap))
        XCTAssertEqual(insetOrigin.x - origin.x, 20)
        XCTAssertEqual(insetOrigin.y - origin.y, 10)
        XCTAssertEqual(inset.frame(of: "t")!.height, plain.frame(of: "t")!.height + 15, accuracy: 0.01)
        XCTAssertEqual(indentOrigin.x - origin.x, 30)
        XCTAssertEqual(indented.frame(of: "t")!.width, plain.frame(of: "t")!.width + 30, accuracy: 0.01)
    }

    func testTokenColourAndBaselineOffset() async throws {
        let long = #""text": "a long line of text that cannot fit", "maxLines": 1, "style": {"width": 150}, "truncationToken": " … more""#
        let coloured = try await draw(long + #", "truncationTokenColor": "link""#)
        let blue = (0..<coloured.bitmap.height).flatMap { y in (0..<coloured.bitmap.width).map { coloured.bitmap.pixel(x: $0, y: y) } }
            .filter { $0.blue > 0.7 && $0.red < 0.3 && $0.green < 0.3 }
        XCTAssertGreaterThan(blue.count, 20, "the token in the link colour")

        let raised = try await draw(#""spans": ["x      ", {"text": "x", "baselineOffset": 5}]"#).bitmap
        func inkTop(_ columns: Range<Int>) -> Int? {
            (0..<raised.height).first { y in columns.contains { raised.pixel(x: $0, y: y) != .white } }
        }
        XCTAssertEqual(try XCTUnwrap(inkTop(0..<25)) - XCTUnwrap(inkTop(25..<raised.width)), 5, "the second x 5 pt higher")
    }

    func testOutOfRangeValuesNameTheirPath() {
        func error(_ text: String) -> String {
            do {
                _ = try LayoutDocument(jsonText: #"{"root": {"type": "text", "text": "a", \#(text)}}"#)
                return "no error"
            } catch {
                return "\(error)"
            }
        }
        XCTAssertEqual(error(#""lineHeightMultiple": 11"#), "root.lineHeightMultiple: expected a number from 0 to 10, got 11")
        XCTAssertEqual(error(#""paragraphSpacing": -1"#), "root.paragraphSpacing: expected a number from 0 to 1000, got -1")
        XCTAssertEqual(error(#""firstLineIndent": 1e-320"#).hasPrefix("root.firstLineIndent:"), true)
        XCTAssertEqual(error(#""textContainerInset": [1, 2, 3]"#).hasPrefix("root.textContainerInset:"), true)
        XCTAssertTrue(error(#""truncationTokenColor": "lnk""#).hasPrefix("root.truncationTokenColor: expected a colour"))
    }
}
