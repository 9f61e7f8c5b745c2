import Foundation
import ImageLoading
import Layout
import Nodes
import Raster
import SnapshotTesting

extension Snapshotting where Value == DisplayNode, Format == SnapshotImage {
    /// Renders a node tree with feedrender (Cairo and Pango, on Linux too) and records the
    /// frames of its nodes next to the image, so a moved node fails even within tolerance:
    ///
    ///     await assertSnapshot(of: cell, as: .node(width: 390, scale: 2))
    ///
    /// - Parameters:
    ///   - width, height: the layout size in points (nil height: as tall as the node needs).
    ///     A variant's device replaces `width` and `scale`; its direction lays the tree out
    ///     right to left.
    ///   - scale: pixels per point.
    ///   - imageLoader: loads the tree's `NetworkImageNode`s.
    ///   - allowsPlaceholders: false (the default) fails the snapshot, naming the image, when
    ///     an image did not load (or no loader was given), instead of recording grey
    ///     placeholders; true draws the placeholders.
    public static func node(width: Double = 390, height: Double? = nil, scale: Double = 3,
                            imageLoader: ImageLoader? = nil, allowsPlaceholders: Bool = false) -> Snapshotting {
        rendering(width: width, height: height, scale: scale, imageLoader: imageLoader,
                  allowsPlaceholders: allowsPlaceholders, drawsLegend: false)
    }

    /// A cell as a list shows it: `device`'s width and scale, as tall as it needs.
    public static func cell(device: SnapshotDevice = .phone, imageLoader: ImageLoader? = nil,
                            allowsPlaceholders: Bool = false) -> Snapshotting {
        .node(width: device.width, scale: device.scale, imageLoader: imageLoader, allowsPlaceholders: allowsPlaceholders)
    }

    /// A node's render (or, with `drawsLegend`, its accessibility legend) on a dedicated
    /// thread, at the scope's device and direction: `.node` and `.accessibility` share it.
    static func rendering(width: Double, height: Double?, scale: Double, imageLoader: ImageLoader?,
                          allowsPlaceholders: Bool, drawsLegend: Bool) -> Snapshotting {
        routed { node in
            let device = SnapshotRendering.device
            let direction = SnapshotRendering.layoutDirection ?? .leftToRight
            let transfer = UncheckedTransfer(value: node)
            return Async { callback in
                let deliver = UncheckedTransfer(value: callback)
                let executor = DedicatedQueueExecutor(label: "feedrender.snapshot.render")
                Task(executorPreference: executor) {
                    deliver.value(await render(transfer.value, width: device?.width ?? width, height: height,
                                               scale: device?.scale ?? scale, direction: direction, imageLoader: imageLoader,
                                               strictImages: !allowsPlaceholders, drawsLegend: drawsLegend))
                }
            }
        }
    }
}

extension Snapshotting where Value == SnapshotImage, Format == SnapshotImage {
    /// An already rendered image (and optional layout), checked as it is.
    public static var image: Snapshotting {
        routed { Async(value: $0) }
    }
}

extension Snapshotting where Value == Bitmap, Format == SnapshotImage {
    /// A bitmap, checked by its pixels only.
    public static var bitmap: Snapshotting {
        Snapshotting<SnapshotImage, SnapshotImage>.image.pullback { SnapshotImage(bitmap: $0) }
    }
}

/// The rendered node and its frames, or the problem that stopped the render. With
/// `drawsLegend`, the image is the accessibility legend and carries the elements' record.
func render(_ node: DisplayNode, width: Double, height: Double?, scale: Double, direction: LayoutDirection,
            imageLoader: ImageLoader?, strictImages: Bool, drawsLegend: Bool = false) async -> SnapshotImage {
    do {
        let rendered = try await NodeRenderer.render(node, width: width, height: height, scale: scale,
                                                     layoutDirection: direction, imageLoader: imageLoader,
                                                     strictImages: strictImages)
        if drawsLegend { return try SnapshotImage(legendOf: rendered, layout: LayoutSnapshot(node: node), scale: scale) }
        return SnapshotImage(bitmap: rendered.bitmap, layout: LayoutSnapshot(node: node))
    } catch {
        var hint = ""
        if case NodeRenderError.imagesFailed(let failures) = error {
            if imageLoader == nil {
                hint = " (give the strategy an imageLoader:, or allowsPlaceholders: true to record placeholders)"
            } else if failures.contains(where: { $0.contains("outside the allowed folders") }) {
                // A loader was given, but ImageLoader() reads file:// URLs only in folders it is told of.
                hint = " (the image loader reads file:// images only inside its allowed folders: "
                    + "ImageLoader(configuration: ImageLoaderConfiguration(allowedFileRoots: [folder])))"
            } else {
                hint = " (or allowsPlaceholders: true to record placeholders)"
            }
        }
        return SnapshotImage(problem: "cannot render the node: \(error)\(hint)")
    }
}
