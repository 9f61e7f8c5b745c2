import Appearance
import Layout

/// The vertical list layout of a feed: each row's frame and the content height, the way
/// a one-column UICollectionViewFlowLayout places cells.
///
/// Rows are stacked top to bottom. A section's top inset comes before its first row, its
/// bottom inset after its last; `spacingBefore` separates rows inside a section; left and
/// right insets narrow every row. Row origins are ceiled to the pixel grid so that cell
/// rasters land on whole pixels and the manifest's frames are the drawn ones.
public struct FeedGeometry: Hashable, Sendable {
    /// One frame per row, in content coordinates (points), in row order.
    public private(set) var frames: [CellFrame]
    public private(set) var contentHeight: Double

    /// What the geometry needs to know about a row besides its height.
    public struct RowSpacing: Hashable, Sendable {
        public var section: Int
        public var item: Int
        public var identifier: String
        public var insets: EdgeInsets
        public var spacingBefore: Double

        public init(section: Int, item: Int, identifier: String, insets: EdgeInsets = .zero, spacingBefore: Double = 0) {
            self.section = section
            self.item = item
            self.identifier = identifier
            self.insets = insets
            self.spacingBefore = spacingBefore
        }
    }

    /// Stacks `rows` with their measured `heights` in a list `width` points wide.
    public init(rows: [RowSpacing], heights: [Double], width: Double, scale: Double) {
        precondition(rows.count == heights.count, "one height per row")
        let grid = PixelGrid(scale: scale)
        var frames: [CellFrame] = []
        frames.reserveCapacity(rows.count)
        var y = 0.0
        for (index, row) in rows.enumerated() {
            let startsSection = index == 0 || rows[index - 1].section != row.section
            let endsSection = index == rows.count - 1 || rows[index + 1].section != row.section
            y += startsSection ? row.insets.top : row.spacingBefore
            y = grid.ceil(y)
            let rect = Rect(x: row.insets.left, y: y,
                            width: max(0, width - row.insets.left - row.insets.right), height: heights[index])
            frames.append(CellFrame(section: row.section, item: row.item, identifier: row.identifier, rect: rect))
            y += heights[index]
            if endsSection { y += row.insets.bottom }
        }
        self.frames = frames
        self.contentHeight = grid.ceil(y)
    }

    /// The width a row's cell is laid out in.
    public static func cellWidth(listWidth: Double, insets: EdgeInsets) -> Double {
        max(0, listWidth - insets.left - insets.right)
    }

    /// Indexes of the rows whose frames overlap `span` (content points), in order.
    public func rows(intersecting span: Range<Double>) -> Range<Int> {
        // Frames are sorted by minY and do not overlap, so both ends are binary searches.
        let first = partitionPoint { $0.rect.maxY > span.lowerBound }
        let end = partitionPoint { $0.rect.minY >= span.upperBound }
        return first..<max(first, end)
    }

    /// The first index whose frame satisfies `predicate` (which must be monotonic).
    private func partitionPoint(_ predicate: (CellFrame) -> Bool) -> Int {
        var low = 0, high = frames.count
        while low < high {
            let mid = (low + high) / 2
            if predicate(frames[mid]) { high = mid } else { low = mid + 1 }
        }
        return low
    }
}
