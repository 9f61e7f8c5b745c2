import Appearance
import FeedrenderSupport
import Foundation
import ImageLoading
import Layout
import Nodes
import Raster

/// A row drawn into its own bitmap, ready to be composited into frames and strips.
package struct CellRaster: Sendable {
    package var bitmap: Bitmap
    package var warnings: [String]
    package var failedImageURLs: [String]
    /// CPU time spent laying out and drawing the cell on its threads (image decoding is
    /// counted by the image loader).
    package var cpuTime: Duration = .zero
    /// The cell's nodes, when the rasterizer collects them (`collectsNodeOutlines`).
    package var outline: [CellNodeOutline] = []
}

/// Draws one row: builds its node, lays it out (in the row's direction), loads its images,
/// draws it over the list background. Each call is independent, so rows are drawn on all cores at once and the
/// pixels do not depend on which worker drew them.
package struct CellRasterizer: Sendable {
    package var listWidth: Double
    package var scale: Double
    package var background: Color
    package var imageLoader: ImageLoader?
    /// Adds a warning for each text drawn truncated (`FeedRenderSettings.reportsTruncatedText`).
    package var reportsTruncatedText = false
    /// What `.automatic` selected and highlighted cells draw as (the device's platform look).
    package var selectionStyle: CellSelectionStyle
    /// Keeps each cell's laid-out nodes (`CellRaster.outline`) for an inspector.
    package var collectsNodeOutlines = false

    package init(listWidth: Double, scale: Double, background: Color, imageLoader: ImageLoader?,
                 selectionStyle: CellSelectionStyle) {
        self.listWidth = listWidth
        self.scale = scale
        self.background = background
        self.imageLoader = imageLoader
        self.selectionStyle = selectionStyle
    }

    /// Draws `row` into a bitmap of the size it was measured at (`height` points tall), so
    /// it fits its slot in the list even if a late image changed its layout.
    /// - Parameter part: only this horizontal slice of the row (`x` from its left edge, in
    ///   points), for a carousel cell cut by the screen's edge: the cell is laid out whole and
    ///   drawn clipped, so no pixels are spent on what does not show.
    package func rasterize(_ row: RenderRow, height: Double, part: (x: Double, width: Double)? = nil) async throws
        -> CellRaster {
        let width = FeedGeometry.layoutWidth(of: row.spacing, listWidth: listWidth)
        let node = row.build()
        let prepared = try await CellSelectionStyle.$platform.withValue(selectionStyle) {
            try await NodeRenderer.prepare(node, in: row.sizeRange(width: width), scale: scale,
                                           layoutDirection: row.layoutDirection, imageLoader: imageLoader,
                                           capturesAccessibility: false)
        }
        var warnings = prepared.warnings.map { "\(row.spacing.identifier): \($0)" }
        if abs(prepared.displayList.size.height - height) > 0.5 / scale {
            warnings.append("\(row.spacing.identifier): drawn \(prepared.displayList.size.height) pt tall but measured \(height) pt; clipped to the measured height")
        }
        if reportsTruncatedText { warnings += Self.truncatedTexts(in: node, row: row.spacing.identifier) }
        let failures = node.subtree().compactMap { node -> String? in
            guard let image = node as? NetworkImageNode, case .failed = image.loadState else { return nil }
            return image.url?.absoluteString
        }
        let drawStart = ThreadCPUClock.now
        let canvas: Canvas
        do {
            canvas = try Canvas(pixelWidth: Self.pixels(part?.width ?? width, scale), pixelHeight: Self.pixels(height, scale),
                                scale: scale, background: background)
        } catch {
            // A cell too large for one canvas (e.g. a template 100,000 pt tall): name the row.
            throw FeedRenderError.drawing("\(row.spacing.identifier): a cell of \(width)×\(height) pt at scale \(scale) "
                                          + "cannot be drawn (\(error))")
        }
        if let part { canvas.translate(x: -part.x, y: 0) }
        prepared.displayList.draw(on: canvas)
        let bitmap = canvas.makeBitmapReleasingPixels()
        var raster = CellRaster(bitmap: bitmap, warnings: warnings, failedImageURLs: failures,
                                cpuTime: prepared.cpuTime + (ThreadCPUClock.now - drawStart))
        if collectsNodeOutlines { raster.outline = CellNodeOutline.outline(of: node) }
        return raster
    }

    /// One warning per text node of `node` drawn truncated, with the start of its text.
    static func truncatedTexts(in node: DisplayNode, row: String) -> [String] {
        node.subtree().compactMap { node -> String? in
            guard let text = node as? TextNode, text.isTruncated, let string = text.attributedText?.string else { return nil }
            let shown = string.count > 40 ? String(string.prefix(40)) + "…" : string
            let size = text.frame.size
            return "\(row): text \"\(shown)\" is truncated in its \(Int(size.width.rounded()))×\(Int(size.height.rounded())) pt frame"
        }
    }

    /// Points to whole pixels, as the node renderer counts them (at least one).
    static func pixels(_ points: Double, _ scale: Double) -> Int {
        max(1, PixelRounding.extent(points, scale: scale))
    }
}
