import Appearance
import FeedrenderSupport
import Foundation
import Layout
import Lists
import Nodes

/// A row as the renderer handles it: a feed row, or the feed's empty view standing in
/// for the rows of an empty feed.
struct RenderRow: Sendable {
    var spacing: FeedGeometry.RowSpacing
    /// Builds the row's node (a fresh one each call).
    var build: @Sendable () -> DisplayNode
    /// The empty view fills the visible height; cells measure their own.
    var fixedHeight: Double?

    init(_ row: FeedRow) {
        spacing = FeedGeometry.RowSpacing(section: row.section, item: row.item, identifier: row.identifier,
                                          insets: row.insets, spacingBefore: row.spacingBefore)
        let makeCell = row.makeCell
        build = { makeCell() }
        fixedHeight = nil
    }

    init(emptyView: @escaping @Sendable () -> DisplayNode, height: Double) {
        spacing = FeedGeometry.RowSpacing(section: 0, item: 0, identifier: "emptyView")
        build = emptyView
        fixedHeight = height
    }

    /// The range the row's node is laid out in at `width`.
    func sizeRange(width: Double) -> SizeRange {
        if let fixedHeight { return SizeRange(exactly: Size(width: width, height: fixedHeight)) }
        return SizeRange(min: Size(width: width, height: 0), max: Size(width: width, height: .infinity))
    }
}

/// A network image a row will draw, requested ahead while the row is in the preload range.
struct ImageRequest: Hashable, Sendable {
    var url: URL
    var pixelWidth: Int
    var pixelHeight: Int
}

/// What measuring a row found out.
struct MeasuredRow: Sendable {
    var height: Double
    /// The row's `http(s)` images at the pixel size they are drawn at.
    var networkImages: [ImageRequest]
    var warnings: [String]
}
