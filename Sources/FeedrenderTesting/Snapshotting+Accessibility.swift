import Foundation
import ImageLoading
import Layout
import Nodes
import Raster
import SnapshotTesting

extension Snapshotting where Value == DisplayNode, Format == SnapshotImage {
    /// The accessibility legend of a node tree as the snapshot: the rendered UI with each
    /// element outlined and numbered, beside the list of their labels, roles and states, so a
    /// changed label, trait or reading order fails like a moved pixel. The elements are also
    /// kept as `<name>.accessibility.json` next to the layout record when it is recorded.
    ///
    ///     await assertSnapshot(of: cell, as: .accessibility(width: 390))
    ///
    /// The parameters are `node(width:height:scale:imageLoader:allowsPlaceholders:)`'s.
    public static func accessibility(width: Double = 390, height: Double? = nil, scale: Double = 3,
                                     imageLoader: ImageLoader? = nil, allowsPlaceholders: Bool = false) -> Snapshotting {
        rendering(width: width, height: height, scale: scale, imageLoader: imageLoader,
                  allowsPlaceholders: allowsPlaceholders, drawsLegend: true)
    }
}

extension SnapshotImage {
    /// The legend of a rendered tree (its pixels with the elements outlined, beside their
    /// list), with the tree's layout record and its elements' record.
    init(legendOf rendered: RenderedNode, layout: LayoutSnapshot, scale: Double) throws {
        let elements = rendered.accessibility.elements
        self.init(bitmap: try AccessibilityLegend.draw(elements, over: rendered.bitmap, scale: scale), layout: layout)
        accessibility = AccessibilityRecord(elements)
    }
}
