import Appearance
import Foundation
import Layout
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

    package init(_ row: FeedRow) {
        spacing = FeedGeometry.RowSpacing(section: row.section, item: row.item, identifier: row.identifier,
                                          insets: row.insets, spacingBefore: row.spacingBefore)
        let makeCell = row.makeCell
        build = { makeCell() }
        fixedHeight = nil
        layoutDirection = row.layoutDirection
    }

    package init(emptyView: @escaping @Sendable () -> DisplayNode, height: Double,
                 layoutDirection: LayoutDirection = .leftToRight) {
        spacing = FeedGeometry.RowSpacing(section: 0, item: 0, identifier: "emptyView")
        build = emptyView
        fixedHeight = height
        self.layoutDirection = layoutDirection
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
