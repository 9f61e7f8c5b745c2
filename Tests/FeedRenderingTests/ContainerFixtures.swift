@testable import FeedRendering
import FeedrenderSupport
import Layout
import ListDiffKit
import Lists
import Nodes
import Raster

/// A section of coloured blocks with a layout of its own, shown through a real
/// `ListAdapter` and section controller (so headers, footers and page dots come from Lists).
struct BlockSection: ListDiffable {
    var id: String
    var heights: [Double]
    var layout: SectionLayout = .list
    var inset: EdgeInsets = .zero
    var lineSpacing: Double = 0
    var interItemSpacing: Double = 0
    var headerHeight: Double?
    var footerHeight: Double?
    /// Which section this is, for colours.
    var number: Int

    var diffIdentifier: any Hashable & Sendable { id }
    func isEqual(toDiffableObject other: any ListDiffable) -> Bool { (other as? BlockSection)?.id == id }

    /// A distinct colour per section and item.
    static func color(section: Int, item: Int) -> Color { RenderFixtures.color(ofRow: section * 20 + item + 1) }
    /// A distinct colour per section header.
    static func headerColor(section: Int) -> Color { RenderFixtures.color(ofRow: 200 + section * 7) }
    static func footerColor(section: Int) -> Color { RenderFixtures.color(ofRow: 300 + section * 7) }
}

/// Counts the cells built per identifier, to tell measured-only cells from drawn ones.
final class BuildCounter: Sendable {
    private let counts = Locked<[String: Int]>([:])
    func record(_ identifier: String) { counts.withLock { $0[identifier, default: 0] += 1 } }
    func count(_ identifier: String) -> Int { counts.withLock { $0[identifier] ?? 0 } }
}

final class BlockSectionController: SectionController {
    private var block: BlockSection?
    private let counter: BuildCounter?

    init(counter: BuildCounter? = nil) {
        self.counter = counter
        super.init()
    }

    override var numberOfItems: Int { block?.heights.count ?? 0 }

    override func didUpdate(to object: any ListDiffable) {
        block = object as? BlockSection
        inset = block?.inset ?? .zero
        minimumLineSpacing = block?.lineSpacing ?? 0
        minimumInteritemSpacing = block?.interItemSpacing ?? 0
        layout = block?.layout ?? .list
    }

    override func identifierForItem(at index: Int) -> String { "item\(index)" }

    override func nodeBlockForItem(at index: Int) -> @Sendable () -> CellNode {
        let height = block!.heights[index], color = BlockSection.color(section: block!.number, item: index)
        let counter = counter, name = "\(block!.id)/item\(index)"
        return {
            counter?.record(name)
            return RenderBlockCell(height: height, color: color)
        }
    }

    override func nodeBlockForSupplementaryElement(ofKind kind: SupplementaryKind) -> (@Sendable () -> CellNode)? {
        guard let block else { return nil }
        switch kind {
        case .header:
            guard let height = block.headerHeight else { return nil }
            let color = BlockSection.headerColor(section: block.number)
            return { RenderBlockCell(height: height, color: color) }
        case .footer:
            guard let height = block.footerHeight else { return nil }
            let color = BlockSection.footerColor(section: block.number)
            return { RenderBlockCell(height: height, color: color) }
        case .pageIndicator:
            return nil  // the default dots
        }
    }

    /// An adapter showing `sections`.
    static func adapter(_ sections: [BlockSection], counter: BuildCounter? = nil) -> ListAdapter {
        ListAdapter(objects: sections) { _ in BlockSectionController(counter: counter) }
    }
}

extension FeedGeometry {
    /// The geometry `source`'s rows take with the given heights, as the renderer computes it.
    static func of(_ source: ListAdapter, width: Double, scale: Double, visibleHeight: Double = 1000,
                   isRightToLeft: Bool = false) -> FeedGeometry {
        let rows = source.rows().map { RenderRow($0, visibleHeight: visibleHeight) }
        let heights = rows.map { RowMeasurer.measure($0, listWidth: width, scale: scale, collectsImages: false).height }
        return FeedGeometry(rows: rows.map(\.spacing), heights: heights, width: width, scale: scale,
                            isRightToLeft: isRightToLeft)
    }

    /// The frame of the row named `identifier`.
    func frame(_ identifier: String) -> Rect? { frames.first { $0.identifier == identifier }?.rect }

    /// The visible part of the row named `identifier` (nil when clipped away or missing).
    func visible(_ identifier: String) -> Rect? {
        frames.firstIndex { $0.identifier == identifier }.flatMap { visibleRects[$0] }
    }
}
