import Layout
import Nodes
import Raster
import TestSupport
import XCTest

/// Selected and highlighted cells: UITableView's grey and Material's state layer, pixel by pixel.
final class CellSelectionTests: XCTestCase {
    /// A white 100×40 cell with a black 20×20 square at its top left (a subnode with a
    /// background of its own, which the selection must not cover).
    private func cell(selected: Bool = false, highlighted: Bool = false,
                      style: CellSelectionStyle = .automatic) -> CellNode {
        let square = DisplayNode()
        square.backgroundColor = .black
        square.style.preferredSize = Size(width: 20, height: 20)
        let cell = CellNode()
        cell.backgroundColor = .white
        cell.style.height = .points(40)
        cell.automaticallyManagesSubnodes = true
        cell.layoutSpecBlock = { _, _ in StackLayoutSpec(alignItems: .start, children: [square]) }
        cell.isSelected = selected
        cell.isHighlighted = highlighted
        cell.selectionStyle = style
        return cell
    }

    private func background(of cell: CellNode) async throws -> (Color, Color) {
        let bitmap = try await render(cell, width: 100).bitmap
        return (bitmap.pixel(x: 60, y: 30), bitmap.pixel(x: 10, y: 10))
    }

    func testUnselectedCellIsUnchanged() async throws {
        let (back, square) = try await background(of: cell())
        assertColor(back, .white)
        assertColor(square, .black)
    }

    /// iOS: selected and highlighted both replace the background with systemGray4 (#D1D1D6
    /// light, #3A3A3C dark); the subnode stays black.
    func testGrayStyleReplacesTheBackground() async throws {
        let light = Color(red8: 0xD1, green8: 0xD1, blue8: 0xD6)
        for (selected, highlighted) in [(true, false), (false, true), (true, true)] {
            let (back, square) = try await background(of: cell(selected: selected, highlighted: highlighted, style: .iOSLight))
            assertColor(back, light, "selected \(selected), highlighted \(highlighted)")
            assertColor(square, .black)
        }
        let (dark, _) = try await background(of: cell(selected: true, style: .iOSDark))
        assertColor(dark, Color(red8: 0x3A, green8: 0x3A, blue8: 0x3C))
    }

    /// Android: #1D1B20 over white at 8% (selected) = (237, 237, 237); at 10% (pressed) =
    /// (232, 232, 233); both, one over the other, = (216, 216, 217).
    func testStateLayerIsLaidOverTheBackground() async throws {
        let (selected, _) = try await background(of: cell(selected: true, style: .materialLight))
        assertColor(selected, Color(red8: 237, green8: 237, blue8: 237))
        let (pressed, _) = try await background(of: cell(highlighted: true, style: .materialLight))
        assertColor(pressed, Color(red8: 232, green8: 232, blue8: 233))
        let (both, square) = try await background(of: cell(selected: true, highlighted: true, style: .materialLight))
        assertColor(both, Color(red8: 216, green8: 216, blue8: 217))
        assertColor(square, .black)
        let (none, _) = try await background(of: cell(selected: true, style: .none))
        assertColor(none, .white)
    }

    /// `.automatic` draws what the render's platform style says (a feed render sets it from its device).
    func testAutomaticFollowsThePlatformOfTheRender() async throws {
        let (ios, _) = try await background(of: cell(selected: true))
        assertColor(ios, Color(red8: 0xD1, green8: 0xD1, blue8: 0xD6), "iOS light unless told")
        let android = try await CellSelectionStyle.$platform.withValue(.materialDark) {
            try await render(cell(highlighted: true), width: 100).bitmap.pixel(x: 60, y: 30)
        }
        // #E6E0E9 over white at 10%: (255·0.9 + 230·0.1, 255·0.9 + 224·0.1, 255·0.9 + 233·0.1).
        assertColor(android, Color(red8: 253, green8: 252, blue8: 253))
    }
}
