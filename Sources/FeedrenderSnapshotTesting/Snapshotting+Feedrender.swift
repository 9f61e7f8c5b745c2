import ImageDiff
import FeedrenderTesting
import Foundation
import ImageLoading
import Nodes
import Raster
import SnapshotTesting

extension Snapshotting where Value == DisplayNode, Format == Data {
    /// Renders a node with feedrender (Cairo, Pango; on Linux too) to a PNG reference, and
    /// compares with feedrender's tolerant pixel diff:
    ///
    ///     assertSnapshot(of: cell, as: .feedrenderImage(width: 390))
    ///
    /// - Parameters:
    ///   - width, height: the layout size in points (nil height: as tall as the node needs).
    ///   - scale: pixels per point.
    ///   - imageLoader: loads `NetworkImageNode`s; nil draws their placeholders.
    public static func feedrenderImage(width: Double = 390, height: Double? = nil, scale: Double = 3,
                                       tolerance: Tolerance = .default,
                                       imageLoader: ImageLoader? = nil) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .feedrenderPNG(tolerance: tolerance)) { node in
            let transfer = UncheckedTransfer(value: node)
            return Async { callback in
                let deliver = UncheckedTransfer(value: callback)
                let executor = DedicatedQueueExecutor(label: "feedrender.snapshot.render")
                Task(executorPreference: executor) {
                    deliver.value(await renderPNG(transfer.value, width: width, height: height, scale: scale,
                                                  imageLoader: imageLoader))
                }
            }
        }
    }
}

extension Diffing where Value == Data {
    /// PNG bytes compared by decoded pixels within `tolerance`; on a mismatch the message
    /// gives the figures and the actual and diff images are attached.
    public static func feedrenderPNG(tolerance: Tolerance = .default) -> Diffing {
        .diff(toData: { $0 }, fromData: { $0 }) { referenceData, actualData in
            let comparator = ImageComparator(tolerance: tolerance)
            do {
                let difference = try comparator.compare(referenceData: referenceData, actualData: actualData,
                                                        exhaustive: true)
                if difference.matches { return nil }
                let reference = try ImageDecoder.decode(referenceData)
                let actual = try ImageDecoder.decode(actualData)
                let diff = Data(try PNGEncoder.encode(comparator.diffImage(reference: reference, actual: actual)))
                return ("Snapshot does not match its reference: \(difference) (tolerance: \(tolerance))",
                        [.data(actualData, name: "actual.png"), .data(diff, name: "diff.png")])
            } catch {
                return ("Cannot compare the snapshot with its reference: \(error)", [])
            }
        }
    }
}

/// The rendered node as PNG bytes; on a rendering error, bytes that are not an image, which
/// the diff then reports (SnapshotTesting's snapshot function cannot throw).
private func renderPNG(_ node: DisplayNode, width: Double, height: Double?, scale: Double,
                       imageLoader: ImageLoader?) async -> Data {
    do {
        let rendered = try await NodeRenderer.render(node, width: width, height: height, scale: scale,
                                                     imageLoader: imageLoader)
        return Data(try PNGEncoder.encode(rendered.bitmap))
    } catch {
        return Data("feedrender could not render the node: \(error)".utf8)
    }
}
