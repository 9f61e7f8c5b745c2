import DocumentModel
import Foundation
import Layout
import LayoutDocumentDrawing
import LayoutDocuments
import Nodes
import Raster
import XCTest

/// A `text` element's rich-text keys, as a designer writes them, in pixels and frames.
final class RichTextTests: XCTestCase {
    /// `text` (a JSON object's members, without braces) drawn alone at scale 1, 300 points wide.
    private func draw(_ text: String, colors: String = "") async throws -> RenderedNode {
        let document = try LayoutDocument(jsonText: """
            {\(colors) "size": {"min": [0, 0], "max": [300, null]},
             "root": {"type": "text", "id": "t", "font": {"size": 20}, \(text)}}
            """)
        return try await renderLayoutDocumentNode(document, imageLoader: nil, background: .white,
                                                  palette: ColorPalette(semantic: ["link": Color(red: 0, green: 0, blue: 1)]))
    }

    /// Pixels of `bitmap` close to `color`.
    private func count(_ color: Color, in bitmap: Bitmap) -> Int {
        var found = 0
        let target = color.rgba8
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let pixel = bitmap.pixel(x: x, y: y).rgba8
                if abs(Int(pixel.red) - Int(target.red)) < 40, abs(Int(pixel.green) - Int(target.green)) < 40,
                   abs(Int(pixel.blue) - Int(target.blue)) < 40 { found += 1 }
            }
        }
        return found
    }

    /// The columns holding any ink that is not white.
    private func inkColumns(_ bitmap: Bitmap) -> ClosedRange<Int>? {
        let columns = (0..<bitmap.width).filter { x in (0..<bitmap.height).contains { bitmap.pixel(x: x, y: $0) != .white } }
        guard let first = columns.first, let last = columns.last else { return nil }
        return first...last
    }

    func testSpansCarryTheirOwnColourWeightAndDecoration() async throws {
        let drawn = try await draw(#"""
            "color": "#000000",
            "spans": ["Plain ", {"text": "red", "color": "#ff0000", "font": {"weight": "bold"}},
                      " and ", {"text": "link", "color": "link", "underline": true}]
            """#)
        XCTAssertGreaterThan(count(Color(red: 1, green: 0, blue: 0), in: drawn.bitmap), 20, "the red span")
        XCTAssertGreaterThan(count(Color(red: 0, green: 0, blue: 1), in: drawn.bitmap), 20, "the link span in the palette's link colour")
        let plain = try await draw(##""color": "#000000", "text": "Plain red and link""##)
        XCTAssertGreaterThan(drawn.frame(of: "t")!.width, plain.frame(of: "t")!.width, "bold is wider")
    }

    func testAlignmentTransformAndSpacing() async throws {
        let left = try await draw(#""text": "Hi", "style": {"width": 300}"#)
        let centred = try await draw(#""text": "Hi", "alignment": "center", "style": {"width": 300}"#)
        let leftInk = try XCTUnwrap(inkColumns(left.bitmap)), centreInk = try XCTUnwrap(inkColumns(centred.bitmap))
        XCTAssertLessThan(leftInk.lowerBound, 5)
        XCTAssertEqual(Double(centreInk.lowerBound + centreInk.upperBound) / 2, 150, accuracy: 3)

        let lower = try await draw(#""text": "weather""#)
        let upper = try await draw(#""text": "weather", "transform": "uppercase""#)
        XCTAssertGreaterThan(upper.frame(of: "t")!.width, lower.frame(of: "t")!.width + 10, "WEATHER is wider")

        let spaced = try await draw(#""text": "weather", "letterSpacing": 4"#)
        XCTAssertEqual(spaced.frame(of: "t")!.width - lower.frame(of: "t")!.width, 28, accuracy: 4.5, "4 pt after 7 letters")

        let lines = try await draw(#""text": "one two three four five six seven", "style": {"width": 80}"#)
        let spacedLines = try await draw(#""text": "one two three four five six seven", "style": {"width": 80}, "lineSpacing": 10"#)
        XCTAssertGreaterThan(spacedLines.frame(of: "t")!.height, lines.frame(of: "t")!.height + 20)
    }

    func testTruncationTokenReplacesTheEllipsis() async throws {
        let long = ##""text": "a long line of text that cannot fit", "maxLines": 1, "style": {"width": 150}, "color": "#000000""##
        let plain = try await draw(long)
        let token = try await draw(long + #", "truncationToken": " … MORE""#)
        let differs = (0..<plain.bitmap.height).contains { y in
            (0..<plain.bitmap.width).contains { plain.bitmap.pixel(x: $0, y: y) != token.bitmap.pixel(x: $0, y: y) }
        }
        XCTAssertTrue(differs, "the token is drawn instead of the ellipsis")
        XCTAssertEqual(token.frame(of: "t")!.height, plain.frame(of: "t")!.height, "still one line")
    }

    func testBadRichTextNamesItsPath() {
        func error(_ text: String) -> String {
            do {
                _ = try LayoutDocument(jsonText: #"{"root": {"type": "text", \#(text)}}"#)
                return "no error"
            } catch {
                return "\(error)"
            }
        }
        XCTAssertEqual(error(#""text": "a", "spans": ["b"]"#), #"root.spans: give either "text" or "spans", not both"#)
        XCTAssertTrue(error(#""spans": [{"text": "b", "color": "lnk"}]"#)
            .hasPrefix(#"root.spans[0].color: expected a colour #rgb, #rgba, #rrggbb, #rrggbbaa or a name (label,"#))
        XCTAssertEqual(error(#""spans": [{"text": "b", "size": 3}]"#), #"root.spans[0].size: unknown key in a text span (allowed: "text", "font", "color", "underline", "strikethrough", "letterSpacing", "baselineOffset")"#)
        XCTAssertTrue(error(#""text": "a", "alignment": "middle""#).hasPrefix("root.alignment: expected one of"))
        XCTAssertEqual(error(#""text": "a", "letterSpacing": 500"#), "root.letterSpacing: expected a number from -100 to 100, got 500")
    }
}
