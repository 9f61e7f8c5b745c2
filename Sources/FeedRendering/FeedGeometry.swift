import Layout
import Lists

/// The layout of a feed: every row's frame and the content height, the way a
/// UICollectionViewFlowLayout places the cells and supplementary views of IGListKit sections.
///
/// Sections are stacked top to bottom. In each: the header (full width), then the top
/// inset, the cells as the section's `SectionLayout` arranges them (a list, grid lines, or
/// one horizontal row clipped to the list's width, followed by a pager's page indicator),
/// the bottom inset and the footer (full width). In a list, `spacingBefore` separates rows
/// and left and right insets narrow every row. Line origins are ceiled and column origins
/// rounded to the pixel grid, so that cell rasters land on whole pixels and the manifest's
/// frames are the drawn ones.
///
/// Rows are grouped into bands (a list row, a grid line, a horizontal row, a header...):
/// bands are sorted and do not overlap, which keeps finding the rows of a span a binary search.
package struct FeedGeometry: Hashable, Sendable {
    /// One frame per row, in content coordinates (points), in row order. A carousel cell's
    /// frame is where it sits at the row's scroll position, even off screen.
    package private(set) var frames: [CellFrame]
    /// Per row, the part of its frame its row does not clip away (a carousel cell's visible
    /// part), or nil when none of it shows. Equal to the frame for every other row.
    package private(set) var visibleRects: [Rect?]
    package private(set) var contentHeight: Double
    private var bands: [Band]
    private(set) var headers: [Header]

    /// What the geometry needs to know about a row besides its height.
    package struct RowSpacing: Hashable, Sendable {
        package var section: Int
        package var item: Int
        package var identifier: String
        package var insets: EdgeInsets
        package var spacingBefore: Double
        package var layout: SectionLayout
        package var interItemSpacing: Double
        /// Nil for a cell.
        package var supplementaryKind: SupplementaryKind?

        package init(section: Int, item: Int, identifier: String, insets: EdgeInsets = .zero, spacingBefore: Double = 0,
                    layout: SectionLayout = .list, interItemSpacing: Double = 0,
                    supplementaryKind: SupplementaryKind? = nil) {
            self.section = section
            self.item = item
            self.identifier = identifier
            self.insets = insets
            self.spacingBefore = spacingBefore
            self.layout = layout
            self.interItemSpacing = interItemSpacing
            self.supplementaryKind = supplementaryKind
        }
    }

    /// A horizontal slice of the content holding consecutive rows.
    struct Band: Hashable, Sendable {
        var minY: Double
        var maxY: Double
        var rows: Range<Int>
    }

    /// A section header and how far down it may be pinned: the end of its section's cells
    /// and bottom inset (the next header pushes it up from there).
    struct Header: Hashable, Sendable {
        var row: Int
        var limit: Double
    }

    /// Lays out `rows` with their measured `heights` in a list `width` points wide.
    /// - Parameter isRightToLeft: mirrors every frame (grid columns run right to left, a
    ///   horizontal row starts at the right edge and scrolls leftwards), as a collection
    ///   view does in a right-to-left layout direction.
    package init(rows: [RowSpacing], heights: [Double], width: Double, scale: Double, isRightToLeft: Bool = false) {
        precondition(rows.count == heights.count, "one height per row")
        var builder = SectionGeometryBuilder(width: width, scale: scale, rowCount: rows.count)
        var start = 0
        while start < rows.count {
            var end = start + 1
            while end < rows.count && rows[end].section == rows[start].section { end += 1 }
            builder.addSection(rows: rows, heights: heights, range: start..<end)
            start = end
        }
        if isRightToLeft { builder.mirror() }
        frames = builder.frames
        visibleRects = builder.visibleRects
        bands = builder.bands
        headers = builder.headers
        contentHeight = builder.contentHeight
    }

    /// The width the row's node is laid out at in a list `listWidth` points wide: the full
    /// width for supplementary views, else what the section's layout gives its cells.
    package static func layoutWidth(of row: RowSpacing, listWidth: Double) -> Double {
        if row.supplementaryKind != nil { return max(0, listWidth) }
        return row.layout.itemWidth(listWidth: listWidth, insets: row.insets, interItemSpacing: row.interItemSpacing)
    }

    /// Whether row `row` shows any pixels: it has a height and its row does not clip all of it.
    package func isDrawn(_ row: Int) -> Bool {
        visibleRects[row] != nil && frames[row].rect.height > 0
    }

    /// The horizontal slice of row `row` that shows, from its frame's left edge (points), or
    /// nil when all of it shows (every row but a carousel cell cut by the screen's edge).
    /// Only that slice is drawn.
    package func drawnPart(of row: Int) -> (x: Double, width: Double)? {
        guard let visible = visibleRects[row] else { return nil }
        let frame = frames[row].rect
        guard visible.minX != frame.minX || visible.width != frame.width else { return nil }
        return (visible.minX - frame.minX, visible.width)
    }

    /// Indexes of the rows whose bands overlap `span` (content points), in order. Rows of a
    /// horizontal row that are clipped away are included; `isDrawn` tells them apart.
    package func rows(intersecting span: Range<Double>) -> Range<Int> {
        // Bands are sorted by minY and do not overlap, so both ends are binary searches.
        let first = partitionPoint { $0.maxY > span.lowerBound }
        let end = partitionPoint { $0.minY >= span.upperBound }
        guard first < bands.count else { return frames.count..<frames.count }
        guard end > first else { return bands[first].rows.lowerBound..<bands[first].rows.lowerBound }
        return bands[first].rows.lowerBound..<bands[end - 1].rows.upperBound
    }

    /// The section header pinned to the top of the visible area when the content is
    /// scrolled to `offset` (`sectionHeadersPinToVisibleBounds`), with the frame it is drawn
    /// at: under the bars while its section is on screen, pushed up by the end of its
    /// section. Nil when no header is away from its natural place.
    package func pinnedHeader(atOffset offset: Double) -> (row: Int, rect: Rect)? {
        // The last header that starts above the offset.
        var low = 0, high = headers.count
        while low < high {
            let mid = (low + high) / 2
            if frames[headers[mid].row].rect.minY < offset { low = mid + 1 } else { high = mid }
        }
        guard low > 0 else { return nil }
        let header = headers[low - 1]
        let natural = frames[header.row].rect
        guard header.limit > offset, natural.height > 0 else { return nil }
        let y = max(natural.minY, min(offset, header.limit - natural.height))
        guard y != natural.minY else { return nil }
        return (header.row, natural.offsetBy(dx: 0, dy: y - natural.minY))
    }

    /// The first band index that satisfies `predicate` (which must be monotonic).
    private func partitionPoint(_ predicate: (Band) -> Bool) -> Int {
        var low = 0, high = bands.count
        while low < high {
            let mid = (low + high) / 2
            if predicate(bands[mid]) { high = mid } else { low = mid + 1 }
        }
        return low
    }
}
