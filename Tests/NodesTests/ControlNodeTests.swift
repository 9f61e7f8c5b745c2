import FeedrenderTesting
import Layout
import Nodes
import Raster
import TestSupport
import Text
import XCTest

final class ControlNodeTests: XCTestCase {
    func testControlStateCombinesTheFlags() {
        let control = ControlNode()
        XCTAssertEqual(control.controlState, .normal)
        control.isHighlighted = true
        control.isSelected = true
        XCTAssertEqual(control.controlState, [.highlighted, .selected])
        control.isEnabled = false
        XCTAssertEqual(control.controlState, [.highlighted, .selected, .disabled])
    }

    func testStateChangesAreReportedOncePerChange() {
        final class Counting: ControlNode {
            var changes = 0
            override func controlStateDidChange() { changes += 1 }
        }
        let control = Counting()
        control.isSelected = true
        control.isSelected = true   // unchanged: no call
        control.isEnabled = false
        XCTAssertEqual(control.changes, 2)
    }

    /// A 100×40 button, blue normally, dark blue highlighted, white selected: the pixel
    /// at (50, 2), above the title, shows the state's colour.
    func testButtonDrawsEachStatesBackgroundAndFallsBackToNormal() async throws {
        let darkBlue = Color(red: 0, green: 0, blue: 0.5)
        let button = ButtonNode(title: "Go", font: Font(size: 14, weight: .bold), color: .white)
        button.backgroundColor = .blue
        button.setBackgroundColor(darkBlue, for: .highlighted)
        button.setBackgroundColor(.white, for: .selected)
        button.setTitle("Gone", font: Font(size: 14, weight: .bold), color: .red, for: .selected)

        assertPixel(try await render(button, width: 100, height: 40).bitmap, 50, 2, .blue)
        button.isHighlighted = true
        assertPixel(try await render(button, width: 100, height: 40).bitmap, 50, 2, darkBlue)
        XCTAssertEqual(button.titleNode.attributedText?.string, "Go", "no highlighted title: the normal one")
        button.isHighlighted = false
        button.isSelected = true
        let selected = try await render(button, width: 100, height: 40)
        assertPixel(selected.bitmap, 50, 2, .white)
        XCTAssertEqual(button.titleNode.attributedText?.string, "Gone")
        // The selected title is red, inside the title node's frame.
        let red = try XCTUnwrap(selected.bitmap.inkBounds { $0.red > 0.7 && $0.green < 0.3 && $0.blue < 0.3 })
        let title = button.titleNode.frame
        XCTAssertGreaterThanOrEqual(Double(red.minX), title.minX - 1)
        XCTAssertLessThanOrEqual(Double(red.maxX), title.maxX + 1)
        // Disabled while selected is a state of its own ([.selected, .disabled]) with no values: the normal ones.
        button.isEnabled = false
        let disabled = try await render(button, width: 100, height: 40)
        assertPixel(disabled.bitmap, 50, 2, .blue)
        XCTAssertEqual(button.titleNode.attributedText?.string, "Go")
    }

    /// Per-state images change the layout: a 20 pt image appears before the title only
    /// in the highlighted state, 6 pt from it, and the content stays centred.
    func testButtonImagesAndBackgroundImagesPerState() async throws {
        let button = ButtonNode(title: "Go", font: Font(size: 14), color: .black)
        button.contentSpacing = 6
        button.setImage(Bitmap(width: 20, height: 20, color: .green), for: .highlighted)
        button.setBackgroundImage(Bitmap(width: 4, height: 4, color: .yellow), for: .highlighted)
        let normal = try await render(button, width: 120, height: 40)
        assertPixel(normal.bitmap, 2, 2, .clear)
        XCTAssertEqual(button.subnodes.count, 1, "only the title")

        button.isHighlighted = true
        let highlighted = try await render(button, width: 120, height: 40)
        assertPixel(highlighted.bitmap, 2, 2, .yellow)                 // background image fills the button
        let image = button.imageNode.frame, title = button.titleNode.frame
        XCTAssertEqual(image.size, Size(width: 20, height: 20))
        XCTAssertEqual(title.minX - image.maxX, 6, accuracy: 0.001)
        XCTAssertEqual(image.minX + (title.maxX - image.minX) / 2, 60, accuracy: 1)
        assertPixel(highlighted.bitmap, Int(image.midX), Int(image.midY), .green)
    }

    /// The four states of one button side by side: Snapshots/ControlNodeTests/.
    func testButtonStatesMatchReference() async {
        func button(_ configure: (ButtonNode) -> Void) -> ButtonNode {
            let button = ButtonNode(title: "Follow", font: Font(size: 14, weight: .bold), color: .white)
            button.backgroundColor = Color(red8: 0x00, green8: 0x7A, blue8: 0xFF)
            button.cornerRadius = 8
            button.contentEdgeInsets = EdgeInsets(top: 8, left: 12, bottom: 8, right: 12)
            button.setBackgroundColor(Color(red8: 0x00, green8: 0x51, blue8: 0xA8), for: .highlighted)
            button.setTitle("Following", font: Font(size: 14, weight: .bold), color: Color(red8: 0x00, green8: 0x7A, blue8: 0xFF),
                            for: .selected)
            button.setBackgroundColor(Color(red8: 0xE5, green8: 0xF1, blue8: 0xFF), for: .selected)
            button.setTitle("Follow", font: Font(size: 14, weight: .bold), color: Color(red: 1, green: 1, blue: 1, alpha: 0.5), for: .disabled)
            button.setBackgroundColor(Color(red8: 0x8E, green8: 0x8E, blue8: 0x93), for: .disabled)
            configure(button)
            return button
        }
        let row = specNode { _ in
            StackLayoutSpec(direction: .horizontal, spacing: 8, children: [
                button { _ in }, button { $0.isHighlighted = true }, button { $0.isSelected = true }, button { $0.isEnabled = false },
            ])
        }
        row.backgroundColor = .white
        await assertSnapshot(of: row, as: .node(width: 400, scale: 2))
    }
}
