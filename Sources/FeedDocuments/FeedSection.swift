import Appearance
import DocumentModel
import Layout
import ListDiff
import Lists
import Nodes

/// One item of a document section: its identity, its raw data (for diffing) and the
/// model that builds its cell.
public struct FeedItem: Sendable {
    public var id: String
    public var data: JSONValue
    public var model: any CellModel
}

/// A section of a feed document as a diffable object: one section controller shows all
/// its items. Paging appends items, which the adapter sees as an update of the section.
public struct FeedSection: ListDiffable {
    public var id: String
    public var items: [FeedItem]
    public var inset: EdgeInsets
    public var lineSpacing: Double

    public var diffIdentifier: any Hashable & Sendable { id }

    public func isEqual(toDiffableObject other: any ListDiffable) -> Bool {
        guard let other = other as? FeedSection else { return false }
        return id == other.id && inset == other.inset && lineSpacing == other.lineSpacing
            && items.count == other.items.count
            && zip(items, other.items).allSatisfy { $0.id == $1.id && $0.data == $1.data }
    }
}

/// Shows a `FeedSection`: one cell per item, built by the item's model in the theme.
final class FeedSectionController: SectionController {
    private let theme: Theme
    private var feedSection: FeedSection?

    init(theme: Theme) {
        self.theme = theme
        super.init()
    }

    override var numberOfItems: Int { feedSection?.items.count ?? 0 }

    override func didUpdate(to object: any ListDiffable) {
        feedSection = object as? FeedSection
        inset = feedSection?.inset ?? .zero
        minimumLineSpacing = feedSection?.lineSpacing ?? 0
    }

    override func identifierForItem(at index: Int) -> String { feedSection?.items[index].id ?? String(index) }

    override func nodeBlockForItem(at index: Int) -> @Sendable () -> CellNode {
        guard let model = feedSection?.items[index].model else { return { CellNode() } }
        let theme = self.theme
        return { model.makeCell(theme: theme) }
    }
}
