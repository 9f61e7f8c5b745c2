import ListDiffKit

/// One update of a `ListAdapter`: how its objects changed, what a collection view does with
/// that, and what happens to every row, which is what a transition renderer needs.
public struct ListAdapterUpdate: Sendable {
    /// The diff of the objects; indexes are sections (no changes for `performBatch`).
    public let diff: ListIndexSetResult
    /// The reconciled batch, or a reload, that `ListAdapter.updater` made of the changes.
    public let collectionUpdate: ListCollectionUpdate
    /// Whether the change animates: asked for, and not a reload (a collection view's
    /// `reloadData` does not animate).
    public let isAnimated: Bool
    /// The adapter's rows before the update.
    public let oldRows: [FeedRow]
    /// The adapter's rows after the update.
    public let newRows: [FeedRow]
    /// Every row's part in the update: the rows after it in order, then the deleted ones in
    /// their old order.
    public let items: [ListUpdateItem]

    init(diff: ListIndexSetResult, collectionUpdate: ListCollectionUpdate, animated: Bool,
         oldRows: [FeedRow], newRows: [FeedRow], oldItemCounts: [Int], newItemCounts: [Int]) {
        self.diff = diff
        self.collectionUpdate = collectionUpdate
        self.oldRows = oldRows
        self.newRows = newRows
        switch collectionUpdate {
        case .reload:
            isAnimated = false
            items = newRows.indices.map { ListUpdateItem(identifier: newRows[$0].identifier, before: nil, after: $0,
                                                         change: .inserted) }
                + oldRows.indices.map { ListUpdateItem(identifier: oldRows[$0].identifier, before: $0, after: nil,
                                                       change: .deleted) }
        case .batch(let batch):
            isAnimated = animated
            items = ListUpdateItem.items(of: batch, oldRows: oldRows, newRows: newRows,
                                         oldItemCounts: oldItemCounts, newItemCounts: newItemCounts)
        }
    }
}
