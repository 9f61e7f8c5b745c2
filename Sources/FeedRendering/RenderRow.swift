import Appearance
import Foundation
import Layout
import ListDiffKit
import Lists
import Nodes

/// A row as the renderer handles it: a feed row, or the feed's empty view standing in
/// for the rows of an empty feed.
package struct RenderRow: Sendable {
    package var spacing: FeedGeometry.RowSpacing
    /// Builds the row's node (a fresh one each call).
    package var build: @Sendable () -> DisplayNode
    /// The empty view fills the visible height; cells measure their own.
    package var fixedHeight: Double?
    /// The direction the row's node is laid out in.
    package var layoutDirection: LayoutDirection
    /// The row's `FeedRow.revision`: a reloaded row is measured and drawn again.
    package var revision = 0
    /// What the row's cell is built from (`FeedRow.contentKey`); nil: unknown.
    package var contentKey: ListIdentifier?

    /// - Parameter visibleHeight: the height of the scrolling area, which cells of a
    ///   horizontal section that fill the visible height take (less insets and page dots).
    package init(_ row: FeedRow, visibleHeight: Double) {
        spacing = FeedGeometry.RowSpacing(section: row.section, item: row.item, identifier: row.identifier,
                                          insets: row.insets, spacingBefore: row.spacingBefore, layout: row.layout,
                                          interItemSpacing: row.interItemSpacing, supplementaryKind: row.supplementaryKind)
        let makeCell = row.makeCell
        build = { makeCell() }
        fixedHeight = Self.fixedHeight(of: row, visibleHeight: visibleHeight)
        layoutDirection = row.layoutDirection
        revision = row.revision
        contentKey = row.contentKey
    }

    /// Checks the size a section controller gave the row (`sizeForItem(at:)`): a negative or
    /// non-finite size fails the render, naming the row (its section's identifier first).
    package static func validate(_ row: FeedRow) throws {
        guard let size = row.itemSize, row.supplementaryKind == nil else { return }
        let valid = [size.width, size.height].allSatisfy { $0.isFinite && $0 >= 0 }
        guard !valid else { return }
        throw FeedRenderError.sectionController(
            "\(row.identifier): section \(row.section)'s sizeForItem(at: \(row.item)) returned "
            + "\(size.width)×\(size.height); a size must be finite and not negative")
    }

    package init(emptyView: @escaping @Sendable () -> DisplayNode, height: Double,
                 layoutDirection: LayoutDirection = .leftToRight) {
        spacing = FeedGeometry.RowSpacing(section: 0, item: 0, identifier: "emptyView")
        build = emptyView
        fixedHeight = height
        self.layoutDirection = layoutDirection
    }

    /// The exact height a cell is laid out at: its section controller's `sizeForItem(at:)`,
    /// or a horizontal section's `itemHeight`.
    private static func fixedHeight(of row: FeedRow, visibleHeight: Double) -> Double? {
        if row.supplementaryKind == nil, let size = row.itemSize { return size.height }
        guard row.supplementaryKind == nil, case .horizontal(let layout) = row.layout, let height = layout.itemHeight else {
            return nil
        }
        switch height {
        case .points(let points): return max(0, points)
        case .fillsVisibleHeight:
            let dots = layout.paging?.showsPageIndicator == true ? HorizontalLayout.pageIndicatorHeight : 0
            return max(0, visibleHeight - row.insets.top - row.insets.bottom - dots)
        }
    }

    /// The range the row's node is laid out in at `width`.
    package func sizeRange(width: Double) -> SizeRange {
        if let fixedHeight { return SizeRange(exactly: Size(width: width, height: fixedHeight)) }
        return SizeRange(min: Size(width: width, height: 0), max: Size(width: width, height: .infinity))
    }
}

/// A network image a row will draw, requested ahead while the row is in the preload range.
package struct ImageRequest: Hashable, Sendable {
    var url: URL
    var pixelWidth: Int
    var pixelHeight: Int
}

/// What measuring a row found out.
package struct MeasuredRow: Sendable {
    package var height: Double
    /// The row's `http(s)` images at the pixel size they are drawn at.
    package var networkImages: [ImageRequest]
    package var warnings: [String]
}
