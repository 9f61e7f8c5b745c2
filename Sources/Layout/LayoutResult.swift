/// The computed layout of one element and its children: an immutable, Sendable tree
/// (Texture's `ASLayout`).
///
/// `position` is relative to the parent and unrounded; `size` is already ceiled to the
/// pixel grid. `flattened(scale:)` turns the tree into absolute frames.
public struct LayoutResult: Hashable, Sendable {
    public var size: Size
    /// Origin relative to the parent's origin.
    public var position: Point
    public var children: [LayoutResult]
    /// The element's `identifier`, if it has one.
    public var identifier: String?
    /// Baseline metrics the element reports (see `Style.ascender` / `Style.descender`).
    public var ascender: Double
    public var descender: Double
    /// The direction the element was laid out in (what a node draws `natural` text and
    /// places subnodes by hand in).
    public var layoutDirection: LayoutDirection
    /// Set for layouts of nodes (things that draw); nil for layout specs. An identity for
    /// the package's drawing code, not an API: users find nodes by `identifier`.
    package var node: ObjectIdentifier?
}

// The initialisers live in an extension so that the struct keeps its synthesized memberwise
// initialiser, which they call: that builds a result directly, where an initialiser storing
// each field made the optimiser keep a retain and release of the whole result in every
// layout created (a hot path: one per element laid out).
extension LayoutResult {
    /// A layout of `size` at `position` in its parent (a layout spec's or a leaf's; no node's).
    public init(size: Size, position: Point = .zero, children: [LayoutResult] = [],
                identifier: String? = nil, ascender: Double = 0, descender: Double = 0,
                layoutDirection: LayoutDirection = .leftToRight) {
        self.init(size: size, position: position, children: children, identifier: identifier,
                  ascender: ascender, descender: descender, layoutDirection: layoutDirection, node: nil)
    }

    /// A layout that belongs to a node (`node`: the node's identity).
    package init(size: Size, position: Point = .zero, children: [LayoutResult] = [],
                 identifier: String? = nil, node: ObjectIdentifier?,
                 ascender: Double = 0, descender: Double = 0, layoutDirection: LayoutDirection = .leftToRight) {
        self.init(size: size, position: position, children: children, identifier: identifier,
                  ascender: ascender, descender: descender, layoutDirection: layoutDirection, node: node)
    }

    /// One element's frame in the root's coordinate space.
    public struct Frame: Hashable, Sendable {
        public var identifier: String?
        package var node: ObjectIdentifier?
        public var rect: Rect
        /// Nesting depth below the root (the root is 0).
        public var depth: Int
    }

    /// Every element of the tree, in depth-first document order, with its absolute frame:
    /// its size at the sum of its own and its ancestors' positions, that sum ceiled to
    /// the pixel grid of `scale`.
    public func flattened(scale: Double) -> [Frame] {
        let grid = PixelGrid(scale: scale)
        var frames: [Frame] = []
        func visit(_ layout: LayoutResult, origin: Point, depth: Int) {
            let absolute = Point(x: origin.x + layout.position.x, y: origin.y + layout.position.y)
            frames.append(Frame(identifier: layout.identifier, node: layout.node,
                                rect: Rect(origin: Point(x: grid.ceil(absolute.x), y: grid.ceil(absolute.y)),
                                           size: layout.size),
                                depth: depth))
            for child in layout.children { visit(child, origin: absolute, depth: depth + 1) }
        }
        visit(self, origin: .zero, depth: 0)
        return frames
    }

    /// The frames of the elements that have an identifier, in document order.
    public func identifiedFrames(scale: Double) -> [(identifier: String, rect: Rect)] {
        flattened(scale: scale).compactMap { frame in frame.identifier.map { ($0, frame.rect) } }
    }
}
