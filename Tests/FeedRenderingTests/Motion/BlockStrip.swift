import ListDiffKit
@testable import FeedRendering
import Lists
import Nodes
import Raster

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
