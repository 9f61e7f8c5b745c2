import Appearance
import FeedrenderSupport
import Foundation
import Layout
import Nodes

/// Measures rows (layout only, no pixels) on all cores.
package enum RowMeasurer {
    /// Lays out each row at its cell width; results are in row order.
    /// - Parameter collectsImages: also find the row's network images (for preloading).
    package static func measure(_ rows: [RenderRow], listWidth: Double, scale: Double, jobs: Int,
                                collectsImages: Bool, times: StageTimes) async -> [MeasuredRow] {
        guard !rows.isEmpty else { return [] }
        // A few chunks per job keeps cores busy when some rows are slower than others.
        let chunkCount = min(rows.count, max(1, jobs) * 4)
        let chunkSize = (rows.count + chunkCount - 1) / chunkCount
        let chunks = stride(from: 0, to: rows.count, by: chunkSize).map { Array(rows[$0..<min(rows.count, $0 + chunkSize)]) }
        return await chunks.concurrentMap(maxConcurrency: max(1, jobs)) { chunk in
            times.measure(.layout) {
                chunk.map { measure($0, listWidth: listWidth, scale: scale, collectsImages: collectsImages) }
            }
        }.flatMap { $0 }
    }

    package static func measure(_ row: RenderRow, listWidth: Double, scale: Double, collectsImages: Bool) -> MeasuredRow {
        let width = FeedGeometry.layoutWidth(of: row.spacing, listWidth: listWidth)
        let node = row.build()
        let context = LayoutContext(scale: scale, layoutDirection: row.layoutDirection)
        let range = row.sizeRange(width: width)
        // Measured in the preload state, so what a node loads there sizes its row (Texture
        // lays a cell out again after its preload; here the row has that size from the start).
        let (layout, images) = node.walkingThroughInterfaceStates(.preload) { () -> (LayoutResult, [ImageRequest]) in
            let layout = node.layoutThatFits(range, parentSize: range.max, context: context)
            guard collectsImages else { return (layout, []) }
            node.applyLayout(layout, scale: scale)
            return (layout, networkImages(in: node, scale: scale))
        }
        let warnings = context.warnings.map { "\(row.spacing.identifier): \($0)" }
        return MeasuredRow(height: layout.size.height, networkImages: images, warnings: warnings)
    }

    /// The `http(s)` images of a laid-out tree at their drawn pixel sizes.
    static func networkImages(in node: DisplayNode, scale: Double) -> [ImageRequest] {
        node.subtree().compactMap { node in
            guard let image = node as? NetworkImageNode, let url = image.url,
                  let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
                  image.frame.width > 0, image.frame.height > 0 else { return nil }
            // The same pixel size the node renderer asks the loader for, so the request
            // made ahead is the one found in the loader's cache when the row is drawn.
            return ImageRequest(url: url, pixelWidth: CellRasterizer.pixels(image.frame.width, scale),
                                pixelHeight: CellRasterizer.pixels(image.frame.height, scale))
        }
    }
}
