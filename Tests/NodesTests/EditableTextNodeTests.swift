import FeedrenderTesting
import Layout
import Nodes
import Raster
import TestSupport
import Text
import XCTest

final class EditableTextNodeTests: XCTestCase {
    private let font = Font(size: 16)
    private let caretBlue = Color(red8: 0x00, green8: 0x7A, blue8: 0xFF)
    private let placeholderGrey = Color(red8: 0x99, green8: 0x99, blue8: 0x99)

    private func field(text: String, placeholder: String = "Search", style: TextFieldStyle = .iOS) -> EditableTextNode {
        EditableTextNode(text: AttributedText(text, font: font, color: .black),
                         placeholder: AttributedText(placeholder, font: font, color: placeholderGrey), style: style)
    }

    /// The height of one line of `font`, unrounded, as Pango lays it out.
    private func oneLineHeight() -> Double {
        TextEngine.measure(AttributedText("X", font: font), maxWidth: .infinity).height
    }

    /// An empty iOS field 200 pt wide: one line of the font plus 7 + 7 pt, white inside its
    /// border, the placeholder in its grey, and the caret (2 pt, blue) at x = 8 (the inset).
    func testEmptyFieldShowsPlaceholderAndCaretAtTheStart() async throws {
        let node = field(text: "")
        node.showsCaret = true
        let rendered = try await render(node, width: 200)
        let line = oneLineHeight()
        XCTAssertEqual(node.frame.size, Size(width: 200, height: (line + 14).rounded(.up)), "line height \(line)")
        XCTAssertTrue(node.isShowingPlaceholder)
        XCTAssertEqual(node.caretRect, Rect(x: 8, y: 7, width: 2, height: line))
        assertPixel(rendered.bitmap, 100, 3, .white)
        assertPixel(rendered.bitmap, 8, Int(7 + line / 2), caretBlue, tolerance: 8)
        assertPixel(rendered.bitmap, 9, Int(7 + line / 2), caretBlue, tolerance: 8)
        // The placeholder's ink is grey, right of the caret and inside the insets.
        let inside = (x: 4, y: 4, width: 192, height: rendered.bitmap.height - 8)
        let grey = try XCTUnwrap(rendered.bitmap.inkBounds(in: inside) { $0.red < 0.75 && abs($0.red - $0.blue) < 0.02 && $0.red > 0.5 })
        XCTAssertGreaterThanOrEqual(grey.minX, 8)
        XCTAssertGreaterThanOrEqual(grey.minY, 7)
        XCTAssertNil(rendered.bitmap.inkBounds(in: inside) { $0.red < 0.2 && $0.green < 0.2 && $0.blue < 0.2 && $0.alpha > 0.9 },
                     "no black text while the placeholder shows")
    }

    /// With text the caret stands right after its last character: the black ink ends just
    /// left of the blue caret, and no placeholder shows.
    func testCaretFollowsTheText() async throws {
        let node = field(text: "Hello")
        node.showsCaret = true
        let rendered = try await render(node, width: 200)
        let inside = (x: 4, y: 4, width: 192, height: rendered.bitmap.height - 8)
        let ink = try XCTUnwrap(rendered.bitmap.inkBounds(in: inside) { $0.red < 0.3 && $0.green < 0.3 && $0.blue < 0.3 })
        let caret = try XCTUnwrap(rendered.bitmap.inkBounds { $0.blue > 0.9 && $0.red < 0.2 && $0.green < 0.6 })
        XCTAssertEqual(Double(caret.minX), node.caretRect.minX.rounded(.down), accuracy: 1)
        XCTAssertGreaterThan(caret.minX, ink.maxX - 1, "the caret is after the text")
        XCTAssertLessThan(caret.minX - ink.maxX, 4, "and right after it")
        XCTAssertFalse(node.isShowingPlaceholder)
        node.showsCaret = false
        let plain = try await render(node, width: 200)
        XCTAssertNil(plain.bitmap.inkBounds { $0.blue > 0.9 && $0.red < 0.2 && $0.green < 0.6 }, "no caret when not asked")
    }

    /// A long text is one line in a field and wraps in a multi-line one, up to its line limit.
    func testSingleLineAndMultiLine() async throws {
        let text = "The quick brown fox jumps over the lazy dog and keeps running"
        let line = oneLineHeight()
        let single = field(text: text, style: .plain)
        _ = try await render(single, width: 120)
        XCTAssertEqual(single.frame.height, line.rounded(.up), accuracy: 0.01)

        let multi = field(text: text, style: .plain)
        multi.isMultiline = true
        _ = try await render(multi, width: 120)
        XCTAssertGreaterThan(multi.frame.height, 3 * line - 1)
        multi.maximumLinesToDisplay = 2
        _ = try await render(multi, width: 120)
        XCTAssertEqual(multi.frame.height, TextEngineProbe.height(of: text, font: font, width: 120, lines: 2))
    }

    /// The Material look: a 1 pt outline in #79747E with 4 pt corners and 16 pt insets.
    func testMaterialFieldLook() async throws {
        let node = field(text: "", style: .material)
        let rendered = try await render(node, width: 200)
        XCTAssertEqual(node.frame.height, (oneLineHeight() + 32).rounded(.up))
        let mid = Int(node.frame.height / 2)
        assertPixel(rendered.bitmap, 0, mid, Color(red8: 0x79, green8: 0x74, blue8: 0x7E))
        assertPixel(rendered.bitmap, 2, mid, .clear)
        assertPixel(rendered.bitmap, 0, 0, .clear, tolerance: 40)   // rounded corner
    }

    /// Empty, typed with a caret and multi-line fields in both looks: Snapshots/EditableTextNodeTests/.
    func testFieldsMatchReference() async {
        let empty = field(text: "")
        let typed = field(text: "Coffee near me")
        typed.showsCaret = true
        let compose = field(text: "Meet at the fountain at noon, then lunch by the river if the weather holds.",
                            style: .material)
        compose.isMultiline = true
        compose.showsCaret = true
        let column = specNode { _ in
            InsetLayoutSpec(insets: EdgeInsets(all: 12),
                            child: StackLayoutSpec(direction: .vertical, spacing: 12, children: [empty, typed, compose]))
        }
        column.backgroundColor = Color(red8: 0xF2, green8: 0xF2, blue8: 0xF7)
        await assertSnapshot(of: column, as: .node(width: 280, scale: 2))
    }
}

/// The height of `text` wrapped at `width` and limited to `lines`, rounded up to whole points.
private enum TextEngineProbe {
    static func height(of text: String, font: Font, width: Double, lines: Int) -> Double {
        var paragraph = ParagraphStyle()
        paragraph.maximumNumberOfLines = lines
        return TextEngine.measure(AttributedText(text, font: font, color: .black, paragraph: paragraph), maxWidth: width)
            .height.rounded(.up)
    }
}
