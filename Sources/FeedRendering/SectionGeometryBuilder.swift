import Layout
import Lists

/// Builds a `FeedGeometry` section by section with UICollectionViewFlowLayout's rules: see
/// `FeedGeometry` for the order of a section's parts and `SectionLayout` for each layout.
struct SectionGeometryBuilder {
    let width: Double
    let grid: PixelGrid
    private(set) var frames: [CellFrame] = []
    private(set) var visibleRects: [Rect?] = []
    private(set) var bands: [FeedGeometry.Band] = []
    private(set) var headers: [FeedGeometry.Header] = []
    /// The bottom of what is placed so far.
    private var y = 0.0

    init(width: Double, scale: Double, rowCount: Int) {
        self.width = width
        grid = PixelGrid(scale: scale)
        frames.reserveCapacity(rowCount)
        visibleRects.reserveCapacity(rowCount)
    }

    var contentHeight: Double { grid.ceil(y) }

    /// Places the rows `range` of one section (its header, cells, page indicator, footer).
    mutating func addSection(rows: [FeedGeometry.RowSpacing], heights: [Double], range: Range<Int>) {
        var index = range.lowerBound
        var headerRows: [Int] = []
        while index < range.upperBound, rows[index].supplementaryKind == .header {
            placeFullWidth(rows[index], height: heights[index])
            headerRows.append(index)
            index += 1
        }
        let cellsStart = index
        while index < range.upperBound, rows[index].supplementaryKind == nil { index += 1 }
        let cells = cellsStart..<index
        if let first = cells.first {
            let insets = rows[first].insets
            y += insets.top
            switch rows[first].layout {
            case .list: placeList(rows: rows, heights: heights, range: cells)
            case .grid(let layout): placeGrid(layout, rows: rows, heights: heights, range: cells)
            case .horizontal(let layout): placeRow(layout, rows: rows, heights: heights, range: cells)
            }
            while index < range.upperBound, rows[index].supplementaryKind == .pageIndicator {
                placeFullWidth(rows[index], height: heights[index])
                index += 1
            }
            y += insets.bottom
        }
        for row in headerRows { headers.append(FeedGeometry.Header(row: row, limit: y)) }
        // Footers, and anything else after the cells.
        while index < range.upperBound {
            placeFullWidth(rows[index], height: heights[index])
            index += 1
        }
    }

    /// One row per line at the width inside the insets, `spacingBefore` apart.
    private mutating func placeList(rows: [FeedGeometry.RowSpacing], heights: [Double], range: Range<Int>) {
        for index in range {
            let row = rows[index]
            if index != range.lowerBound { y += row.spacingBefore }
            y = grid.ceil(y)
            let rect = Rect(x: row.insets.left, y: y, width: max(0, width - row.insets.left - row.insets.right),
                            height: heights[index])
            append(row, rect: rect, visible: rect)
            bands.append(FeedGeometry.Band(minY: y, maxY: y + heights[index], rows: index..<(index + 1)))
            y += heights[index]
        }
    }

    /// Lines of `columnCount` cells at the column width, a line as tall as its tallest
    /// cell, lines `spacingBefore` (the section's line spacing) apart.
    private mutating func placeGrid(_ layout: GridLayout, rows: [FeedGeometry.RowSpacing], heights: [Double],
                                    range: Range<Int>) {
        let first = rows[range.lowerBound]
        let available = max(0, width - first.insets.left - first.insets.right)
        let metrics = layout.metrics(availableWidth: available, spacing: first.interItemSpacing)
        var lineStart = range.lowerBound
        while lineStart < range.upperBound {
            let line = lineStart..<min(range.upperBound, lineStart + metrics.columnCount)
            if lineStart != range.lowerBound { y += rows[lineStart].spacingBefore }
            y = grid.ceil(y)
            var lineHeight = 0.0
            for (column, index) in line.enumerated() {
                let x = grid.round(first.insets.left + Double(column) * metrics.step)
                let rect = Rect(x: x, y: y, width: metrics.itemWidth, height: heights[index])
                append(rows[index], rect: rect, visible: rect)
                lineHeight = max(lineHeight, heights[index])
            }
            bands.append(FeedGeometry.Band(minY: y, maxY: y + lineHeight, rows: line))
            y += lineHeight
            lineStart = line.upperBound
        }
    }

    /// One row of cells side by side, scrolled to the layout's offset and clipped to the
    /// list's width; cells entirely outside it are not drawn.
    private mutating func placeRow(_ layout: HorizontalLayout, rows: [FeedGeometry.RowSpacing], heights: [Double],
                                   range: Range<Int>) {
        let first = rows[range.lowerBound]
        let itemWidth = FeedGeometry.layoutWidth(of: first, listWidth: width)
        let spacing = max(0, first.interItemSpacing)
        let offset = layout.scrollOffset(itemCount: range.count, itemWidth: itemWidth, spacing: spacing,
                                         insets: first.insets, rowWidth: width)
        y = grid.ceil(y)
        let rowHeight = range.map { heights[$0] }.max() ?? 0
        let clip = Rect(x: 0, y: y, width: width, height: rowHeight)
        for (position, index) in range.enumerated() {
            let x = grid.round(first.insets.left + Double(position) * (itemWidth + spacing) - offset)
            let rect = Rect(x: x, y: y, width: itemWidth, height: heights[index])
            append(rows[index], rect: rect, visible: Self.intersection(rect, clip))
        }
        bands.append(FeedGeometry.Band(minY: y, maxY: y + rowHeight, rows: range))
        y += rowHeight
    }

    /// A header, footer or page indicator: the list's full width, outside the insets.
    private mutating func placeFullWidth(_ row: FeedGeometry.RowSpacing, height: Double) {
        y = grid.ceil(y)
        let rect = Rect(x: 0, y: y, width: width, height: height)
        let index = frames.count
        append(row, rect: rect, visible: rect)
        bands.append(FeedGeometry.Band(minY: y, maxY: y + height, rows: index..<(index + 1)))
        y += height
    }

    private mutating func append(_ row: FeedGeometry.RowSpacing, rect: Rect, visible: Rect?) {
        var frame = CellFrame(section: row.section, item: row.item, identifier: row.identifier, rect: rect)
        frame.supplementaryKind = row.supplementaryKind
        frames.append(frame)
        visibleRects.append(visible)
    }

    /// Mirrors every frame across the list's vertical centre line (right-to-left layout).
    mutating func mirror() {
        func mirrored(_ rect: Rect) -> Rect {
            Rect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
        }
        for index in frames.indices {
            frames[index].rect = mirrored(frames[index].rect)
            visibleRects[index] = visibleRects[index].map(mirrored)
        }
    }

    /// The overlap of two rectangles, or nil when they do not overlap (touching is not overlapping).
    static func intersection(_ a: Rect, _ b: Rect) -> Rect? {
        let minX = max(a.minX, b.minX), maxX = min(a.maxX, b.maxX)
        let minY = max(a.minY, b.minY), maxY = min(a.maxY, b.maxY)
        guard maxX > minX, maxY >= minY else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
