import ListDiffKit
@testable import FeedRendering
import Lists
import Nodes
import Raster
import XCTest

/// One section of named coloured blocks whose rows a motion test changes inside a batch:
/// the list the transition tests animate.
struct BlockStrip: ListDiffable {
    var diffIdentifier: any Hashable & Sendable { "feed" }
    func isEqual(toDiffableObject other: any ListDiffable) -> Bool { other is BlockStrip }
}

/// The controller of a `BlockStrip`: one `RenderBlockCell` per block, identified by its name.
final class BlockStripController: SectionController {
    var blocks: [(name: String, height: Double, color: Color)] = []
    override var numberOfItems: Int { blocks.count }
    override func identifierForItem(at index: Int) -> String { blocks[index].name }
    override func nodeBlockForItem(at index: Int) -> @Sendable () -> CellNode {
        let (_, height, color) = blocks[index]
        return { RenderBlockCell(height: height, color: color) }
    }
}

/// Asserts that the pixel at (`x`, `y`) of `image` has the 8-bit colour `expected` (red,
/// green, blue), each channel within `tolerance`: the check motion tests make on frames whose
/// positions and opacities they worked out by hand.
func assertPixel(_ image: Bitmap, x: Int, y: Int, is expected: (Int, Int, Int), tolerance: Int = 2,
                 file: StaticString = #filePath, line: UInt = #line) {
    let c = image.pixel(x: x, y: y).rgba8
    let got = (Int(c.red), Int(c.green), Int(c.blue))
    XCTAssert(abs(got.0 - expected.0) <= tolerance && abs(got.1 - expected.1) <= tolerance
              && abs(got.2 - expected.2) <= tolerance, "pixel (\(x), \(y)) is \(got), expected \(expected)",
              file: file, line: line)
}
