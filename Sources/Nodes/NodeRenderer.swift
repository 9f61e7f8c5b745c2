import FeedrenderSupport
import Foundation
import ImageLoading
import Layout
import Raster

/// A node tree laid out, with its images settled, snapshotted for drawing.
package struct PreparedNode: Sendable {
    /// The root's layout (nodes and specs, with identifiers).
    package var layout: LayoutResult
    package var displayList: DisplayList
    /// Layout warnings and images that fell back to placeholders or defaults.
    package var warnings: [String]
    package var scale: Double
    /// CPU time this thread spent laying out and snapshotting (not waiting for images), so
    /// callers can report what preparing cost apart from loading.
    package var cpuTime: Duration = .zero
    /// The tree's accessibility elements and texts, captured with the display list (the
    /// nodes themselves do not travel), for audits, sidecars and legends.
    package var accessibility = AccessibilitySnapshot(elements: [], texts: [])

    /// Every element's frame in the root's coordinates (as `feedrender layout` reports them).
    package var frames: [LayoutResult.Frame] { layout.flattened(scale: scale) }

    /// The frame of the first element with `identifier`.
    package func frame(of identifier: String) -> Rect? {
        frames.first { $0.identifier == identifier }?.rect
    }
}

/// A node tree drawn to pixels.
package struct RenderedNode: Sendable {
    package var bitmap: Bitmap
    package var prepared: PreparedNode

    /// A prepared tree and the bitmap drawn from it (for callers that check the prepared
    /// size before drawing).
    package init(bitmap: Bitmap, prepared: PreparedNode) {
        self.bitmap = bitmap
        self.prepared = prepared
    }

    package var layout: LayoutResult { prepared.layout }
    package var displayList: DisplayList { prepared.displayList }
    package var warnings: [String] { prepared.warnings }
    package var frames: [LayoutResult.Frame] { prepared.frames }
    package var accessibility: AccessibilitySnapshot { prepared.accessibility }
    package func frame(of identifier: String) -> Rect? { prepared.frame(of: identifier) }
}

/// Lays out node trees, loads their network images, and draws them.
package enum NodeRenderer {
    /// Renders `node` at `width` points wide and `height` high (nil: as tall as it needs),
    /// at `scale` pixels per point, laid out in `layoutDirection`. Every `NetworkImageNode`
    /// is loaded with `imageLoader` first; one that fails draws its default image (or
    /// placeholder) and adds a warning, or, with `strictImages`, the render fails naming the URLs.
    package static func render(_ node: DisplayNode, width: Double, height: Double? = nil, scale: Double,
                              layoutDirection: LayoutDirection = .leftToRight,
                              imageLoader: ImageLoader?, strictImages: Bool = false,
                              background: Color = .clear) async throws -> RenderedNode {
        try await render(node, in: range(width: width, height: height), scale: scale, layoutDirection: layoutDirection,
                         imageLoader: imageLoader, strictImages: strictImages, background: background)
    }

    /// Renders `node` laid out in `range`.
    package static func render(_ node: DisplayNode, in range: SizeRange, scale: Double,
                              layoutDirection: LayoutDirection = .leftToRight,
                              imageLoader: ImageLoader?, strictImages: Bool = false,
                              background: Color = .clear) async throws -> RenderedNode {
        let prepared = try await prepare(node, in: range, scale: scale, layoutDirection: layoutDirection,
                                         imageLoader: imageLoader, strictImages: strictImages)
        let bitmap = try rasterize(prepared.displayList, scale: scale, background: background)
        return RenderedNode(bitmap: bitmap, prepared: prepared)
    }

    /// Lays out `node` at `width` (exact) and `height` (exact, or nil for unbounded), settles
    /// its images and snapshots it, without drawing: what a list does per cell before
    /// rasterizing many cells at once.
    package static func prepare(_ node: DisplayNode, width: Double, height: Double? = nil, scale: Double,
                               layoutDirection: LayoutDirection = .leftToRight,
                               imageLoader: ImageLoader?, strictImages: Bool = false) async throws -> PreparedNode {
        try await prepare(node, in: range(width: width, height: height), scale: scale, layoutDirection: layoutDirection,
                          imageLoader: imageLoader, strictImages: strictImages)
    }

    /// Lays out `node` in `range` (in `layoutDirection`), settles its images and snapshots it.
    /// The tree is walked into the preload, display and visible states first (so what its
    /// nodes load on preload is laid out and drawn: these pixels are what the screen shows)
    /// and out again, one state at a time, once it is snapshotted.
    /// - Parameter capturesAccessibility: whether `accessibility` is captured too (a feed
    ///   render's cells skip it: only audits read it).
    package static func prepare(_ node: DisplayNode, in range: SizeRange, scale: Double,
                               layoutDirection: LayoutDirection = .leftToRight,
                               imageLoader: ImageLoader?, strictImages: Bool = false,
                               capturesAccessibility: Bool = true) async throws -> PreparedNode {
        try await node.walkingThroughInterfaceStates([.preload, .display, .visible]) {
            try await prepareInVisibleState(node, in: range, scale: scale, layoutDirection: layoutDirection,
                                            imageLoader: imageLoader, strictImages: strictImages,
                                            capturesAccessibility: capturesAccessibility)
        }
    }

    private static func prepareInVisibleState(_ node: DisplayNode, in range: SizeRange, scale: Double,
                                              layoutDirection: LayoutDirection, imageLoader: ImageLoader?,
                                              strictImages: Bool, capturesAccessibility: Bool) async throws -> PreparedNode {
        let preloadWarnings = await PreloadSettling.settle(node, limit: preloadLimit(for: imageLoader))
        let context = LayoutContext(scale: scale, layoutDirection: layoutDirection)
        var (layout, cpuTime) = ThreadCPUClock.measure {
            let layout = node.layoutThatFits(range, parentSize: range.max, context: context)
            node.applyLayout(layout, scale: scale)
            return layout
        }

        let imageWarnings = try await ImageSettling.settle(node, scale: scale, loader: imageLoader, strict: strictImages)
        let ((displayList, accessibility), snapshotTime) = ThreadCPUClock.measure {
            if imageWarnings.relayoutNeeded {
                layout = node.layoutThatFits(range, parentSize: range.max, context: context)
                node.applyLayout(layout, scale: scale)
            }
            return (node.makeDisplayList(),
                    capturesAccessibility ? AccessibilitySnapshot(of: node) : AccessibilitySnapshot(elements: [], texts: []))
        }
        cpuTime += snapshotTime
        let warnings = preloadWarnings + context.warnings.map(\.description) + imageWarnings.messages
        return PreparedNode(layout: layout, displayList: displayList, warnings: warnings, scale: scale, cpuTime: cpuTime,
                            accessibility: accessibility)
    }

    /// Draws a display list into a new bitmap of its size at `scale`.
    package static func rasterize(_ list: DisplayList, scale: Double, background: Color = .clear) throws -> Bitmap {
        let pixelWidth = pixels(list.size.width, scale: scale)
        let pixelHeight = pixels(list.size.height, scale: scale)
        guard pixelWidth > 0, pixelHeight > 0 else { throw NodeRenderError.emptySize(list.size) }
        let canvas = try Canvas(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale, background: background)
        list.draw(on: canvas)
        return canvas.makeBitmap()
    }

    /// Draws many display lists (e.g. a list's cells) on up to `maxConcurrentWorkers`
    /// threads at once; results are in input order and do not depend on the worker count.
    package static func rasterize(_ lists: [DisplayList], scale: Double, background: Color = .clear,
                                 maxConcurrentWorkers: Int = ProcessInfo.processInfo.activeProcessorCount)
        async throws -> [Bitmap] {
        try await lists.concurrentMap(maxConcurrency: maxConcurrentWorkers) { list in
            try rasterize(list, scale: scale, background: background)
        }
    }

    /// How long a node's preload work (`DisplayNode.preload(_:then:)`) may take: as long as
    /// an image may with `loader` (its `imageDeadline`, else its `totalTimeout`).
    package static func preloadLimit(for loader: ImageLoader?) -> Duration {
        PreloadSettling.limit(for: loader?.configuration)
    }

    /// Runs the preload work `node`'s tree has started, for at most `limit` each; the
    /// warnings name the nodes whose work failed or ran out of time.
    package static func settlePreloads(_ node: DisplayNode, limit: Duration) async -> [String] {
        await PreloadSettling.settle(node, limit: limit)
    }

    static func range(width: Double, height: Double?) -> SizeRange {
        SizeRange(min: Size(width: width, height: height ?? 0), max: Size(width: width, height: height ?? .infinity))
    }

    /// Points to whole pixels; sizes are already on the pixel grid, so this only absorbs
    /// floating-point error.
    static func pixels(_ points: Double, scale: Double) -> Int {
        PixelRounding.extent(points, scale: scale)
    }
}
