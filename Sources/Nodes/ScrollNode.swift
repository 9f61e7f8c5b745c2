import Layout

/// A node whose content is larger than its frame (Texture's `ASScrollNode` with
/// `automaticallyManagesContentSize`): `contentNode` is laid out as wide as the node and as
/// tall as it needs (vertical), or as tall as the node and as wide as it needs
/// (horizontal), then shown through the node's bounds scrolled to `contentOffset`, as a
/// still of a scroll view at that offset. The node clips to its bounds.
open class ScrollNode: DisplayNode {
    /// The axis the content scrolls along.
    public enum ScrollDirection: String, Sendable, CaseIterable {
        /// Content as wide as the node, as tall as it needs; `contentOffset.y` applies.
        case vertical
        /// Content as tall as the node, as wide as it needs; `contentOffset.x` applies.
        case horizontal
    }

    /// What scrolls; nil for an empty scroll view.
    public var contentNode: DisplayNode? {
        didSet {
            guard contentNode !== oldValue else { return }
            oldValue?.removeFromSupernode()
            adoptContentNode()
        }
    }

    /// The axis the content scrolls along (vertical by default, as a scroll view's feed).
    public var scrollDirection: ScrollDirection = .vertical { didSet { invalidateCalculatedLayout() } }

    /// How far the content is scrolled, in points from its top-left. It is kept within the
    /// content (0 up to the content's extent less the node's), as a scroll view at rest
    /// keeps it, and only the component along `scrollDirection` applies.
    public var contentOffset: Point = .zero { didSet { invalidateCalculatedLayout() } }

    /// The content's size as last laid out (`UIScrollView.contentSize`).
    public private(set) var contentSize: Size = .zero

    /// The offset the content is drawn at: `contentOffset` along the scroll axis, clamped
    /// into the content as last laid out.
    public var effectiveContentOffset: Point {
        switch scrollDirection {
        case .vertical:
            return Point(x: 0, y: Self.clamped(contentOffset.y, extent: contentSize.height, visible: frame.height))
        case .horizontal:
            return Point(x: Self.clamped(contentOffset.x, extent: contentSize.width, visible: frame.width), y: 0)
        }
    }

    public override init() {
        super.init()
        clipsToBounds = true
    }

    /// A scroll node showing `content` scrolled along `direction` to `offset`.
    public convenience init(content: DisplayNode, direction: ScrollDirection = .vertical, offset: Point = .zero) {
        self.init()
        contentNode = content
        scrollDirection = direction
        contentOffset = offset
        adoptContentNode()   // observers do not run inside the class's own initializers
    }

    private func adoptContentNode() {
        if let contentNode, contentNode.supernode !== self { addSubnode(contentNode) }
        invalidateCalculatedLayout()
    }

    /// The node takes the range's finite maximum on each axis (a scroll view fills what it is
    /// given); on an unbounded axis it takes the content's extent.
    open override func calculateSizeThatFits(_ constrainedSize: Size) -> Size {
        let content = measureContent(crossExtent: scrollDirection == .vertical ? constrainedSize.width : constrainedSize.height)
        func pick(_ limit: Double, _ measured: Double) -> Double { limit.isFinite && limit < 10_000_000 ? limit : measured }
        return Size(width: pick(constrainedSize.width, content.width), height: pick(constrainedSize.height, content.height))
    }

    /// Lays the content out against the final frame and places it at minus the offset.
    open override func layout() {
        super.layout()
        guard let contentNode else { contentSize = .zero; return }
        contentSize = measureContent(crossExtent: scrollDirection == .vertical ? frame.width : frame.height)
        let offset = effectiveContentOffset
        contentNode.frame = Rect(x: -offset.x, y: -offset.y, width: contentSize.width, height: contentSize.height)
    }

    /// The content's size with its cross axis fixed to `crossExtent` (when finite) and its
    /// scroll axis unbounded.
    private func measureContent(crossExtent: Double) -> Size {
        guard let contentNode else { return .zero }
        let cross = crossExtent.isFinite ? crossExtent : .infinity
        let range: SizeRange
        switch scrollDirection {
        case .vertical:
            range = SizeRange(min: Size(width: cross.isFinite ? cross : 0, height: 0),
                              max: Size(width: cross, height: .infinity))
        case .horizontal:
            range = SizeRange(min: Size(width: 0, height: cross.isFinite ? cross : 0),
                              max: Size(width: .infinity, height: cross))
        }
        return contentNode.layoutThatFits(range).size
    }

    /// `offset` kept within `0...(extent - visible)`.
    private static func clamped(_ offset: Double, extent: Double, visible: Double) -> Double {
        guard offset.isFinite else { return 0 }
        return Swift.min(Swift.max(0, offset), Swift.max(0, extent - visible))
    }
}
