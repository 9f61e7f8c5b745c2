import Appearance
import Cells
import DocumentModel
import Layout
import ListDiffKit
import Lists
import Nodes

/// One item of a document section: its identity, its raw data (for diffing), the model
/// that builds its cell and the cell's selection state (`selected`, `highlighted`).
package struct FeedItem: Sendable {
    package var id: String
    package var data: JSONValue
    package var model: any CellModel
    /// Draws the item's cells selected (`CellNode.isSelected`).
    package var isSelected = false
    /// Draws the item's cells highlighted (`CellNode.isHighlighted`).
    package var isHighlighted = false

    package init(id: String, data: JSONValue, model: any CellModel, isSelected: Bool = false, isHighlighted: Bool = false) {
        self.id = id
        self.data = data
        self.model = model
        self.isSelected = isSelected
        self.isHighlighted = isHighlighted
    }

    /// The item's cell (part `part` of a multi-cell model) in `theme`, selected and
    /// highlighted as the item says.
    func makeCell(part: Int = 0, theme: Theme) -> CellNode {
        let cell = (model as? any MultiCellModel)?.makeCell(at: part, theme: theme) ?? model.makeCell(theme: theme)
        cell.isSelected = isSelected
        cell.isHighlighted = isHighlighted
        return cell
    }
}

/// A section of a feed document as a diffable object: one section controller shows all
/// its items. Paging appends items, which the adapter sees as an update of the section.
package struct FeedSection: ListDiffable {
    package var id: String
    package var items: [FeedItem]
    package var inset: EdgeInsets
    package var lineSpacing: Double
    /// A list (default), a grid or one horizontal row.
    package var layout: SectionLayout = .list
    /// Space between cells side by side (grid columns, carousel cards).
    package var interItemSpacing: Double = 0
    /// Shown above the section's cells (built like an item), or nil.
    package var header: FeedItem?
    /// Shown below the section's cells, or nil.
    package var footer: FeedItem?
    /// What every cell of the section may read besides its item (`CellContentKey.context`);
    /// `.null` when unknown, and then cells have no content key.
    var contentContext: JSONValue = .null

    package var diffIdentifier: any Hashable & Sendable { id }

    package func isEqual(toDiffableObject other: any ListDiffable) -> Bool {
        guard let other = other as? FeedSection else { return false }
        return id == other.id && inset == other.inset && lineSpacing == other.lineSpacing && layout == other.layout
            && interItemSpacing == other.interItemSpacing
            && header?.data == other.header?.data && footer?.data == other.footer?.data
            && items.count == other.items.count
            && zip(items, other.items).allSatisfy { $0.id == $1.id && $0.data == $1.data }
    }
}

/// Shows a `FeedSection`: the cells of each item (one, or several for a `MultiCellModel`),
/// built by the item's model in the theme, arranged by the section's layout, with its
/// header, footer and a pager's dots as supplementary views.
final class FeedSectionController: SectionController {
    private let theme: Theme
    private var feedSection: FeedSection?
    /// Item and part of each cell, in order.
    private var cells: [(item: Int, part: Int)] = []

    init(theme: Theme) {
        self.theme = theme
        super.init()
    }

    override var numberOfItems: Int { cells.count }

    override func didUpdate(to object: any ListDiffable) {
        feedSection = object as? FeedSection
        inset = feedSection?.inset ?? .zero
        minimumLineSpacing = feedSection?.lineSpacing ?? 0
        minimumInteritemSpacing = feedSection?.interItemSpacing ?? 0
        layout = feedSection?.layout ?? .list
        cells = (feedSection?.items ?? []).enumerated().flatMap { index, item in
            (0..<Self.partNames(of: item.model).count).map { (index, $0) }
        }
    }

    override func identifierForItem(at index: Int) -> String {
        guard let feedSection else { return String(index) }
        let (item, part) = cells[index]
        let id = feedSection.items[item].id
        return part == 0 ? id : id + "/" + Self.partNames(of: feedSection.items[item].model)[part]
    }

    override func nodeBlockForItem(at index: Int) -> @Sendable () -> CellNode {
        guard let feedSection else { return { CellNode() } }
        let (item, part) = cells[index]
        let feedItem = feedSection.items[item], theme = self.theme
        return { feedItem.makeCell(part: part, theme: theme) }
    }

    override func nodeBlockForSupplementaryElement(ofKind kind: SupplementaryKind) -> (@Sendable () -> CellNode)? {
        let theme = self.theme
        switch kind {
        case .header, .footer:
            guard let model = (kind == .header ? feedSection?.header : feedSection?.footer)?.model else { return nil }
            return { model.makeCell(theme: theme) }
        case .pageIndicator:
            guard case .horizontal(let row) = layout, let paging = row.paging else { return nil }
            let count = cells.count
            return {
                PageIndicatorNode(pageCount: count, currentPage: paging.page, color: theme.tertiaryText.withAlphaMultiplied(by: 0.4),
                                  currentColor: theme.primaryText, background: theme.background)
            }
        }
    }

    /// The names of an item's cells: one unnamed cell, or a multi-cell model's parts.
    static func partNames(of model: any CellModel) -> [String] {
        (model as? any MultiCellModel)?.cellNames ?? [""]
    }
}

extension FeedSectionController: RowContentKeying {
    func contentKey(ofItemAt index: Int) -> (any Hashable & Sendable)? {
        guard let feedSection, feedSection.contentContext != .null, cells.indices.contains(index) else { return nil }
        let (item, part) = cells[index]
        let feedItem = feedSection.items[item]
        return CellContentKey(context: feedSection.contentContext, role: "item", identifier: feedItem.id,
                              data: feedItem.data, numbers: [part], isSelected: feedItem.isSelected,
                              isHighlighted: feedItem.isHighlighted)
    }

    func contentKey(ofSupplementaryElementOfKind kind: SupplementaryKind) -> (any Hashable & Sendable)? {
        guard let feedSection, feedSection.contentContext != .null else { return nil }
        switch kind {
        case .header, .footer:
            guard let item = kind == .header ? feedSection.header : feedSection.footer else { return nil }
            return CellContentKey(context: feedSection.contentContext, role: kind.rawValue, identifier: item.id,
                                  data: item.data, numbers: [])
        case .pageIndicator:
            guard case .horizontal(let row) = layout, let paging = row.paging else { return nil }
            return CellContentKey(context: feedSection.contentContext, role: kind.rawValue, identifier: "",
                                  data: .null, numbers: [cells.count, paging.page])
        }
    }
}
