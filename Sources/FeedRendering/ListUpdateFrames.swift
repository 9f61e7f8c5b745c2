import Layout
import Lists

/// Where every row of a list update sits before and after it, in content coordinates: the
/// data a transition renderer animates between (UICollectionView's layout attributes before
/// and after a batch update).
///
/// Both sides are laid out as the renderer lays out a feed (the same measuring and
/// `FeedGeometry`), so the frames are the ones the still frames show. As a collection view
/// with a flow layout animates by default, an inserted row fades in at its `after` frame,
/// a deleted one fades out at its `before` frame, and every other row slides from `before`
/// to `after`; a reloaded row's new cell replaces the old one in place.
public struct ListUpdateFrames: Sendable {
    /// One row's frames.
    public struct Item: Hashable, Sendable {
        /// The row's identifier (the new row's, or the old one's when deleted).
        public var identifier: String
        /// What happens to the row.
        public var change: ListUpdateItem.Change
        /// Its frame before the update; nil when inserted.
        public var before: CellFrame?
        /// Its frame after the update; nil when deleted.
        public var after: CellFrame?
    }

    /// Every row, in the order of `ListAdapterUpdate.items`.
    public let items: [Item]
    /// The height of the content before the update.
    public let contentHeightBefore: Double
    /// The height of the content after the update.
    public let contentHeightAfter: Double
    /// Each section header's row index before the update and how far down it may be pinned
    /// (`FeedGeometry.Header`'s limit), for sticky headers in transition frames.
    package let headerLimitsBefore: [Int: Double]
    /// The same after the update, by row index after it.
    package let headerLimitsAfter: [Int: Double]
    /// Whether the update animates (`ListAdapterUpdate.isAnimated`); if not, the list jumps
    /// from the old frames to the new ones.
    public let isAnimated: Bool

    /// Lays out `update`'s old and new rows in a list `listWidth` points wide at `scale`.
    /// - Parameters:
    ///   - visibleHeight: the height of the scrolling area (cells that fill it take it).
    ///   - isRightToLeft: lays the rows out right to left and mirrors the frames, as for a
    ///     right-to-left layout direction.
    public init(update: ListAdapterUpdate, listWidth: Double, visibleHeight: Double, scale: Double,
                isRightToLeft: Bool = false) {
        // Rows run in the list's direction, as `FeedRenderer` lays them out.
        let direction: LayoutDirection = isRightToLeft ? .rightToLeft : .leftToRight
        func geometry(_ rows: [FeedRow]) -> FeedGeometry {
            let renderRows = rows.map { row in
                var row = row
                row.layoutDirection = direction
                return RenderRow(row, visibleHeight: visibleHeight)
            }
            let heights = renderRows.map {
                RowMeasurer.measure($0, listWidth: listWidth, scale: scale, collectsImages: false).height
            }
            return FeedGeometry(rows: renderRows.map(\.spacing), heights: heights, width: listWidth, scale: scale,
                                isRightToLeft: isRightToLeft)
        }
        let before = geometry(update.oldRows), after = geometry(update.newRows)
        items = update.items.map { item in
            Item(identifier: item.identifier, change: item.change, before: item.before.map { before.frames[$0] },
                 after: item.after.map { after.frames[$0] })
        }
        headerLimitsBefore = Dictionary(before.headers.map { ($0.row, $0.limit) }) { first, _ in first }
        headerLimitsAfter = Dictionary(after.headers.map { ($0.row, $0.limit) }) { first, _ in first }
        contentHeightBefore = before.contentHeight
        contentHeightAfter = after.contentHeight
        isAnimated = update.isAnimated
    }

    /// The frames of the row named `identifier`, if it takes part (for a row deleted and
    /// inserted under one name, the inserted one).
    public func item(_ identifier: String) -> Item? {
        items.first { $0.identifier == identifier }
    }
}
