import Layout

/// What one frame shows of a feed scrolled to a span: the rows to draw in order, each at
/// its frame, and the section header pinned under the bars when headers are sticky.
/// Frames and store screenshots both place their rows with it.
package struct FrameContent: Sendable {
    /// The rows to draw, in drawing order: the rows in the span that their horizontal row
    /// does not clip away, then a pinned header (on top of the cells it overlaps).
    package private(set) var rows: [Int]
    /// The header pinned at the top of the span and where it is drawn (content points).
    package private(set) var pinnedHeader: (row: Int, rect: Rect)?

    /// - Parameter stickyHeaders: pin section headers (`sectionHeadersPinToVisibleBounds`).
    package init(geometry: FeedGeometry, span: Range<Double>, stickyHeaders: Bool) {
        pinnedHeader = stickyHeaders ? geometry.pinnedHeader(atOffset: span.lowerBound) : nil
        let pinnedRow = pinnedHeader?.row
        rows = geometry.rows(intersecting: span).filter { geometry.visibleRects[$0] != nil && $0 != pinnedRow }
        if let pinnedRow { rows.append(pinnedRow) }
    }

    /// Where `row`'s bitmap goes (its visible part: a carousel cell cut by the screen's edge
    /// is drawn only that far) and the cell frame the manifest reports, the same part,
    /// marked pinned when it is.
    package func placement(of row: Int, in geometry: FeedGeometry) -> (rect: Rect, cell: CellFrame) {
        var cell = geometry.frames[row]
        if let pinnedHeader, pinnedHeader.row == row {
            cell.rect = pinnedHeader.rect
            cell.isPinned = true
        } else {
            cell.rect = geometry.visibleRects[row] ?? cell.rect
        }
        return (cell.rect, cell)
    }
}
