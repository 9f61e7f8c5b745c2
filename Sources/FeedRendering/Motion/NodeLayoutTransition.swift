import FeedrenderSupport
import Layout
import Nodes
import Raster

/// A node's own layout transition, as Texture animates `transitionLayout(withAnimation:)` with
/// its default `animateLayoutTransition:`: frame *k* of the change from the node's layout
/// before to its layout after, drawn deterministically.
///
/// The node's direct subnodes are matched between the two layouts by node identity (the
/// same `DisplayNode` object), else by `identifier` (a layout document's element `id` alone,
/// since each state of a document builds new nodes). Then, as Texture does:
/// - a subnode only in the new layout fades in (opacity 0 to its own) at its final frame;
/// - a subnode only in the old layout fades out at its old frame;
/// - a subnode in both whose size changed is treated as inserted: it jumps to its final
///   frame and fades in there (Texture's default does not animate a size);
/// - a subnode in both that only moved slides from its old frame to its new one;
/// - the node itself takes its new size along the same curve.
///
/// Subnodes fading out are drawn under the others, which keep the new layout's order. Frames
/// land on whole device pixels, so every frame is reproducible byte for byte. The picture
/// is as large as the larger of the two layouts, so every frame has one size.
public struct NodeLayoutTransition: Sendable {
    /// What the transition does to a subnode.
    public enum Change: String, Hashable, Sendable {
        /// Only in the new layout: fades in at its final frame.
        case inserted
        /// Only in the old layout: fades out at its old frame.
        case removed
        /// In both, with another size: fades in at its final frame.
        case resized
        /// In both, same size, another position: slides.
        case moved
        /// In both, same frame.
        case kept
    }

    /// One subnode in one frame of the transition.
    public struct Subnode: Hashable, Sendable {
        /// The subnode's `identifier`, if it has one.
        public var identifier: String?
        /// What the transition does to it.
        public var change: Change
        /// Where it is drawn, in the node's points.
        public var rect: Rect
        /// Its opacity, 0...1 (its own alpha times the fade).
        public var opacity: Double
    }

    /// Duration, curve and frame rate (Texture's defaults: `TransitionTiming.layoutTransition`).
    public let timing: TransitionTiming
    /// Pixels per point.
    public let scale: Double
    /// The node's size before.
    public let fromSize: Size
    /// The node's size after.
    public let toSize: Size
    /// The picture's size in points: the larger of the two sizes on each axis.
    public let size: Size
    private let before: DisplayList
    private let after: DisplayList
    private let background: Color
    /// Each old subnode's index in the new layout's subnodes, or nil when it is removed.
    private let matches: [Int?]
    /// Each new subnode's index in the old layout's subnodes, or nil when it is inserted.
    private let origins: [Int?]

    /// The transition between two snapshots of one node, `before` and `after`, drawn over
    /// `background` at `scale`, on a picture of `canvas` points (nil: the larger of the two
    /// sizes; a sequence of transitions gives every one the largest of its states).
    /// - Parameter matchesNodes: match subnodes by node identity first. Only when every node
    ///   of `before` outlived the making of `after` (a freed node's identity may be reused);
    ///   false matches by `identifier` alone (separately built trees, a document's states).
    package init(from before: DisplayList, to after: DisplayList, scale: Double,
                 timing: TransitionTiming = .layoutTransition, background: Color = .clear, canvas: Size? = nil,
                 matchesNodes: Bool = true) {
        self.before = before
        self.after = after
        self.scale = scale
        self.timing = timing
        self.background = background
        fromSize = before.size
        toSize = after.size
        size = canvas ?? Size(width: max(before.size.width, after.size.width),
                              height: max(before.size.height, after.size.height))
        let old = before.root.children, new = after.root.children
        var origins = [Int?](repeating: nil, count: new.count)
        var matches = [Int?](repeating: nil, count: old.count)
        // By node identity first.
        var byNode: [ObjectIdentifier: Int] = [:]
        for (index, item) in old.enumerated() where matchesNodes { if let node = item.node { byNode[node] = index } }
        for (index, item) in new.enumerated() where matchesNodes {
            if let node = item.node, let source = byNode[node], matches[source] == nil {
                origins[index] = source
                matches[source] = index
            }
        }
        // Then by identifier, among the unmatched, when it names one subnode on each side.
        func unique(_ items: [DisplayItem], _ taken: [Int?]) -> [String: Int] {
            var found: [String: Int] = [:], repeated = Set<String>()
            for (index, item) in items.enumerated() where taken[index] == nil {
                guard let identifier = item.identifier else { continue }
                if found.updateValue(index, forKey: identifier) != nil { repeated.insert(identifier) }
            }
            return found.filter { !repeated.contains($0.key) }
        }
        let oldNames = unique(old, matches)
        for (identifier, index) in unique(new, origins) {
            if let source = oldNames[identifier] {
                origins[index] = source
                matches[source] = index
            }
        }
        self.origins = origins
        self.matches = matches
    }

    /// The last frame, which shows the layout after: frames are 0...`lastFrame`.
    public var lastFrame: Int { timing.lastFrame }

    /// How far the transition is at frame `frame` (0...1, after the timing curve).
    public func progress(atFrame frame: Int) -> Double {
        timing.progress(atFrame: frame)
    }

    /// The node's size at frame `frame`, on the pixel grid.
    public func nodeSize(atFrame frame: Int) -> Size {
        let progress = progress(atFrame: frame)
        return Size(width: snapped(fromSize.width + (toSize.width - fromSize.width) * progress),
                    height: snapped(fromSize.height + (toSize.height - fromSize.height) * progress))
    }

    /// The subnodes frame `frame` shows, in drawing order (fading out first), in the node's points.
    public func subnodes(atFrame frame: Int) -> [Subnode] {
        placedItems(atFrame: frame).map { Subnode(identifier: $0.item.identifier, change: $0.change, rect: $0.item.frame,
                                                    opacity: $0.item.alpha) }
    }

    /// Frame `frame` as an image of `size` at `scale`.
    public func image(ofFrame frame: Int) throws -> Bitmap {
        let nodeSize = nodeSize(atFrame: frame)
        var root = after.root
        root.frame = Rect(x: 0, y: 0, width: nodeSize.width, height: nodeSize.height)
        root.children = placedItems(atFrame: frame).map(\.item).filter { $0.alpha > 0 }
        return try NodeRenderer.rasterize(DisplayList(size: size, root: root), scale: scale, background: background)
    }

    /// Each subnode's item as drawn at `frame`: its frame and alpha set, fading-out ones first.
    private func placedItems(atFrame frame: Int) -> [(item: DisplayItem, change: Change)] {
        let progress = progress(atFrame: frame)
        let old = before.root.children, new = after.root.children
        var placed: [(item: DisplayItem, change: Change)] = []
        for (index, item) in old.enumerated() where matches[index] == nil {
            var fading = item
            fading.alpha = item.alpha * (1 - progress)
            placed.append((fading, .removed))
        }
        for (index, item) in new.enumerated() {
            var drawn = item
            let change: Change
            if let source = origins[index] {
                let from = old[source].frame
                if from.size != item.frame.size {
                    change = .resized
                    drawn.alpha = item.alpha * progress
                } else if from.origin != item.frame.origin {
                    change = .moved
                    drawn.frame.origin = Point(x: snapped(from.minX + (item.frame.minX - from.minX) * progress),
                                               y: snapped(from.minY + (item.frame.minY - from.minY) * progress))
                } else {
                    change = .kept
                }
            } else {
                change = .inserted
                drawn.alpha = item.alpha * progress
            }
            placed.append((drawn, change))
        }
        return placed
    }

    /// `points` on the nearest device pixel.
    private func snapped(_ points: Double) -> Double {
        Double(PixelRounding.position(points, scale: scale)) / scale
    }
}
