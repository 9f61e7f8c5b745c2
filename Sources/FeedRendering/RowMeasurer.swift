import Appearance
import FeedrenderSupport
import Foundation
import Layout
import Nodes

/// Measures rows (layout only, no pixels) on all cores.
package enum RowMeasurer {
    /// Lays out each row at its cell width; results are in row order.
    /// - Parameters:
    ///   - collectsImages: also find the row's network images (for preloading).
    ///   - preloadLimit: how long a node's preload work may take (`NodeRenderer.preloadLimit(for:)`).
    package static func measure(_ rows: [RenderRow], listWidth: Double, scale: Double, jobs: Int,
                                collectsImages: Bool, times: StageTimes,
                                preloadLimit: Duration = NodeRenderer.preloadLimit(for: nil)) async -> [MeasuredRow] {
        guard !rows.isEmpty else { return [] }
        // A few chunks per job keeps cores busy when some rows are slower than others.
        let chunkCount = min(rows.count, max(1, jobs) * 4)
        let chunkSize = (rows.count + chunkCount - 1) / chunkCount
        let chunks = stride(from: 0, to: rows.count, by: chunkSize).map { Array(rows[$0..<min(rows.count, $0 + chunkSize)]) }
        return await chunks.concurrentMap(maxConcurrency: max(1, jobs)) { chunk in
            var measured: [MeasuredRow] = []
            for row in chunk {
                measured.append(await measure(row, listWidth: listWidth, scale: scale, collectsImages: collectsImages,
                                              times: times, preloadLimit: preloadLimit))
            }
            return measured
        }.flatMap { $0 }
    }

    /// Measures `row` in the preload state, once the work its nodes started there is done,
    /// so what a node loads there sizes its row (Texture lays a cell out again after its
    /// preload; here the row has that size from the start).
    package static func measure(_ row: RenderRow, listWidth: Double, scale: Double, collectsImages: Bool,
                                times: StageTimes, preloadLimit: Duration) async -> MeasuredRow {
        let node = times.measure(.layout) { row.build() }
        return await node.walkingThroughInterfaceStates(.preload) { () async -> MeasuredRow in
            let preloadWarnings = await NodeRenderer.settlePreloads(node, limit: preloadLimit)
            return times.measure(.layout) {
                layOut(node, row, listWidth: listWidth, scale: scale, collectsImages: collectsImages,
                       warnings: preloadWarnings)
            }
        }
    }

    /// The same without waiting for preload work (what is loaded synchronously in
    /// `didEnterPreloadState()` still counts).
    package static func measure(_ row: RenderRow, listWidth: Double, scale: Double, collectsImages: Bool) -> MeasuredRow {
        let node = row.build()
        return node.walkingThroughInterfaceStates(.preload) {
            layOut(node, row, listWidth: listWidth, scale: scale, collectsImages: collectsImages, warnings: [])
        }
    }

    /// Lays out `node`, built for `row`, at the row's width.
    private static func layOut(_ node: DisplayNode, _ row: RenderRow, listWidth: Double, scale: Double,
                               collectsImages: Bool, warnings: [String]) -> MeasuredRow {
        let width = FeedGeometry.layoutWidth(of: row.spacing, listWidth: listWidth)
        let context = LayoutContext(scale: scale, layoutDirection: row.layoutDirection)
        let range = row.sizeRange(width: width)
        let layout = node.layoutThatFits(range, parentSize: range.max, context: context)
        var images: [ImageRequest] = []
        if collectsImages {
            node.applyLayout(layout, scale: scale)
            images = networkImages(in: node, scale: scale)
        }
        let messages = (warnings + context.warnings.map(\.description)).map { "\(row.spacing.identifier): \($0)" }
        return MeasuredRow(height: layout.size.height, networkImages: images, warnings: messages)
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
