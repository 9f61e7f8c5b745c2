import Layout

/// A node whose content is larger than its frame (Texture's `ASScrollNode` with
/// `automaticallyManagesContentSize`): `contentNode` is laid out as wide as the node and as
/// tall as it needs (vertical), or as tall as the node and as wide as it needs
/// (horizontal), then shown through the node's bounds scrolled to `contentOffset`, as a
/// still of a scroll view at that offset. The node takes the size it is given (its
/// content's on an unbounded axis) and clips to its bounds.
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

    /// How far the content is scrolled, in points from its top-left. Only the component
    /// along `scrollDirection` applies, kept within the content (0 up to the content's
    /// extent less the node's), as a scroll view at rest keeps it.
    public var contentOffset: Point = .zero { didSet { invalidateCalculatedLayout() } }

    /// The content's size as last laid out (`UIScrollView.contentSize`).
    public var contentSize: Size { contentNode?.frame.size ?? .zero }

    /// The offset the content was drawn at, as last laid out: `contentOffset` along the
    /// scroll axis, kept within the content.
    public var effectiveContentOffset: Point {
        guard let origin = contentNode?.frame.origin else { return .zero }
        return Point(x: origin.x == 0 ? 0 : -origin.x, y: origin.y == 0 ? 0 : -origin.y)
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

    /// The content in a scroll spec; without content, a plain node's size.
    open override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> any LayoutElement {
        guard let contentNode else { return super.layoutSpecThatFits(constrainedSize) }
        let vertical = scrollDirection == .vertical
        return ScrollLayoutSpec(child: contentNode, axis: vertical ? .vertical : .horizontal,
                                offset: vertical ? contentOffset.y : contentOffset.x)
    }
}
