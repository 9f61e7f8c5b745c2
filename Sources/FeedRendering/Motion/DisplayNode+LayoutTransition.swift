import ImageLoading
import Layout
import Nodes
import Raster

extension DisplayNode {
    /// Texture's `transitionLayout(withAnimation: true, shouldMeasureAsync: false)`: lays the
    /// node out in `range` as it is, runs `change` (which alters what `layoutSpecThatFits(_:)`
    /// returns: a flag, a model), lays it out again, and returns the animated transition
    /// between the two layouts, which draws any frame of it (`NodeLayoutTransition`).
    ///
    /// Each layout settles its images through `imageLoader` (nil: placeholders) as a render
    /// does. The node is left laid out in its new layout.
    /// - Parameters:
    ///   - scale: pixels per point.
    ///   - timing: duration, curve and frame rate; Texture's defaults (0.2 s, ease-in-out).
    ///   - background: drawn under every frame (clear by default).
    public func transitionLayout(in range: SizeRange, scale: Double, layoutDirection: LayoutDirection = .leftToRight,
                                 timing: TransitionTiming = .layoutTransition, imageLoader: ImageLoader? = nil,
                                 background: Color = .clear,
                                 change: () throws -> Void) async throws -> NodeLayoutTransition {
        let before = try await NodeRenderer.prepare(self, in: range, scale: scale, layoutDirection: layoutDirection,
                                                    imageLoader: imageLoader, capturesAccessibility: false)
        // Matching is by node identity: no node of the old layout may be freed (and its
        // identity reused by a new node) before the new layout is snapshotted.
        let oldNodes = subtree()
        try change()
        invalidateCalculatedLayout()
        let after = try await NodeRenderer.prepare(self, in: range, scale: scale, layoutDirection: layoutDirection,
                                                   imageLoader: imageLoader, capturesAccessibility: false)
        withExtendedLifetime(oldNodes) {}
        return NodeLayoutTransition(from: before.displayList, to: after.displayList, scale: scale, timing: timing,
                                    background: background)
    }
}
