import FeedrenderSupport
import Foundation
import ImageLoading
import Layout
import Lists
import Nodes
import Raster
import Text
import Appearance

/// The accessibility audit of a feed (`feedrender audit FEED`): every row the source gives
/// before any batch fetch is built, laid out at its list width and drawn over the list
/// background, as a render draws it; each row is audited on its own pixels (findings are
/// named `<row>/<node>`), and laid out again at `AccessibilityAudit.largestContentSize` for
/// the text-size rule. The rows are then placed as the list places them, for the legend.
package struct FeedAccessibilityAudit: Sendable {
    /// The audited list: its rows placed, with the findings.
    package struct Result: Sendable {
        /// Every row's elements and texts, in list coordinates, names prefixed by the row.
        package var snapshot: AccessibilitySnapshot
        /// What the audit found, row by row.
        package var findings: [AccessibilityFinding]
        /// The top of the list's content (rows over the background, no screen chrome) at
        /// `scale`, `legendHeight` tall at most.
        package var bitmap: Bitmap
        /// The elements `bitmap` shows (those that start above its bottom edge and within its
        /// width: a carousel's cells past the screen's edge are not drawn), for the legend.
        package var drawnElements: [AccessibilityElement]
        package var scale: Double
    }

    package var presentation: FeedPresentation
    package var platform: AccessibilityAudit.Platform
    /// How much of the list is drawn for the legend, in points (rows below are audited, not
    /// drawn); nil: one screen (the visible height between the bars).
    package var legendHeight: Double?

    package init(presentation: FeedPresentation, platform: AccessibilityAudit.Platform) {
        self.presentation = presentation
        self.platform = platform
    }

    /// Audits `source`'s rows, in the presentation's fonts, system face and text size.
    package func run(_ source: any FeedSource, imageLoader: ImageLoader?) async throws -> Result {
        try await (presentation.fonts ?? FontLibrary.current).withFonts {
            try await TextEngine.$systemTypeface.withValue(presentation.device.systemTypeface) {
                try await CellSelectionStyle.$platform.withValue(.platform(for: presentation)) {
                    try await audit(source, imageLoader: imageLoader)
                }
            }
        }
    }

    private func audit(_ source: any FeedSource, imageLoader: ImageLoader?) async throws -> Result {
        let screen = presentation.screen, scale = presentation.device.scale
        source.prepareForLayout(containerSize: Size(width: screen.listWidth, height: screen.visibleHeight),
                                containerInset: .zero)
        let rows = source.rows().map { RenderRow($0, visibleHeight: screen.visibleHeight) }
        let base = presentation.contentSizeScale
        var drawn: [RenderedNode] = [], findings: [AccessibilityFinding] = []
        for row in rows {
            try Task.checkCancellation()
            let rendered = try await ContentSizeScale.$current.withValue(base) { try await render(row, imageLoader) }
            let largest = try await ContentSizeScale.$current.withValue(base * AccessibilityAudit.largestContentSize) {
                try await render(row, imageLoader)
            }
            let rowFindings = AccessibilityAudit(platform: platform).findings(
                in: rendered.accessibility, drawnAs: rendered.bitmap, scale: scale, largest: largest.accessibility)
            findings += rowFindings.map { finding in
                var named = finding
                named.node = "\(row.spacing.identifier)/\(finding.node)"
                return named
            }
            drawn.append(rendered)
        }
        let geometry = FeedGeometry(rows: rows.map(\.spacing), heights: drawn.map(\.displayList.size.height),
                                    width: screen.listWidth, scale: scale,
                                    isRightToLeft: presentation.layoutDirection == .rightToLeft)
        let height = min(legendHeight ?? screen.visibleHeight, max(1, geometry.contentHeight))
        let canvas = try Canvas(pixelWidth: PixelRounding.extent(screen.listWidth, scale: scale),
                                pixelHeight: PixelRounding.extent(height, scale: scale), scale: scale,
                                background: presentation.theme.background)
        var elements: [AccessibilityElement] = [], texts: [AccessibilityText] = []
        for (index, (row, rendered)) in zip(rows, drawn).enumerated() {
            let origin = geometry.frames[index].rect.origin
            let placed = rendered.accessibility.offset(by: origin, naming: row.spacing.identifier)
            elements += placed.elements
            texts += placed.texts
            if origin.y < height {
                canvas.composite(rendered.bitmap, atPixelX: PixelRounding.position(origin.x, scale: scale),
                                 y: PixelRounding.position(origin.y, scale: scale))
            }
        }
        let snapshot = AccessibilitySnapshot(elements: elements, texts: texts, contentSizeScale: base)
        return Result(snapshot: snapshot, findings: findings, bitmap: canvas.makeBitmap(),
                      drawnElements: elements.filter { $0.frame.origin.y < height && $0.frame.origin.x < screen.listWidth && $0.frame.maxX > 0 },
                      scale: scale)
    }

    /// One row laid out at its list width (its fixed height, if any) and drawn over the list background.
    private func render(_ row: RenderRow, _ imageLoader: ImageLoader?) async throws -> RenderedNode {
        let width = FeedGeometry.layoutWidth(of: row.spacing, listWidth: presentation.screen.listWidth)
        return try await NodeRenderer.render(row.build(), in: row.sizeRange(width: width), scale: presentation.device.scale,
                                             layoutDirection: row.layoutDirection, imageLoader: imageLoader,
                                             background: presentation.theme.background)
    }
}
