import Layout
import Raster

/// The base node: a rectangle that lays itself out like Texture's `ASDisplayNode` and
/// draws a background, border, corner rounding, shadow and its subnodes.
///
/// Nodes are not Sendable: build, measure and render a tree on one thread (or task) at a
/// time. Rendering snapshots the tree into a Sendable `DisplayList` first, so rasterizing
/// can then happen anywhere.
///
/// A node is laid out one of three ways, as in Texture:
/// - override `layoutSpecThatFits(_:)` to return a spec of subnodes (set
///   `automaticallyManagesSubnodes` to let the spec decide the subnodes);
/// - override `calculateSizeThatFits(_:)` and `layout()` to measure and place subnodes by hand;
/// - neither: a plain node fills a bounded range and collapses to the minimum otherwise.
open class DisplayNode: LayoutElement {
    // MARK: Tree

    public private(set) var subnodes: [DisplayNode] = []
    public private(set) weak var supernode: DisplayNode?

    /// When true, the subnodes are exactly the nodes found in the spec returned by
    /// `layoutSpecThatFits(_:)`, in spec order; `addSubnode` is not needed.
    public var automaticallyManagesSubnodes = false {
        didSet { invalidateCalculatedLayout() }
    }

    /// A name reported in layout frames and warnings.
    public var identifier: String?

    /// Layout properties; changing them invalidates cached layouts up the tree.
    public var style = Style() {
        didSet { if style != oldValue { invalidateCalculatedLayout() } }
    }

    // MARK: Drawing properties

    public var backgroundColor: Color?
    /// The colour the background is drawn in: `backgroundColor`, unless a subclass picks
    /// one by state (a button's per-state colour, a selected cell's).
    var drawnBackgroundColor: Color? { backgroundColor }
    /// Radius of the rounded corners of the background, border and (with `clipsToBounds`) content.
    public var cornerRadius: Double = 0
    /// Clips subnodes (and content) to the node's rounded bounds.
    public var clipsToBounds = false
    /// Border drawn inside the bounds, above content and subnodes (as a layer border is).
    public var borderWidth: Double = 0
    public var borderColor: Color = .black
    /// Opacity of the node and its subtree, applied as one group.
    public var alpha: Double = 1
    /// A hidden node and its subtree are not drawn (they still take part in layout).
    public var isHidden = false
    /// A drop shadow of the node's rounded bounds (Raster's `Shadow`, as a layer shadow).
    public var shadow: Shadow?
    /// What VoiceOver or TalkBack reads for the node, over its type's `defaultAccessibility`.
    public var accessibility = AccessibilityProperties()
    /// The node type's accessibility defaults (Texture's): not an element. Text nodes, buttons
    /// and images override it.
    open var defaultAccessibility: AccessibilityProperties { AccessibilityProperties(isElement: false) }

    // MARK: Layout state

    /// The node's frame in its supernode's coordinates, set when a layout is applied (or
    /// by a supernode's `layout()`).
    public var frame: Rect = .zero
    /// The node's bounds: its frame's size at the origin.
    public var bounds: Rect { Rect(origin: .zero, size: frame.size) }

    /// The most recent layout computed for this node.
    public private(set) var calculatedLayout: LayoutResult?
    /// The size of the most recent layout.
    public var calculatedSize: Size { calculatedLayout?.size ?? .zero }

    var layoutCache = LayoutCache()
    /// The context of the layout pass running on this node, so that a manual
    /// `calculateSizeThatFits` can measure subnodes at the same scale.
    var activeContext: LayoutContext?

    public init() {}

    // MARK: Layout (override points)

    /// Builds the node's layout without subclassing: returns the spec for a range.
    public var layoutSpecBlock: ((DisplayNode, SizeRange) -> any LayoutElement)? {
        didSet { invalidateCalculatedLayout() }
    }

    /// Returns the spec (of subnodes) that lays this node out in `constrainedSize`. The
    /// default has none, so the node measures itself with `calculateSizeThatFits(_:)`.
    open func layoutSpecThatFits(_ constrainedSize: SizeRange) -> any LayoutElement {
        NoLayoutSpec()
    }

    /// The node's own size for the largest size it may take (used when there is no spec).
    /// The default is Texture's plain node: the whole `constrainedSize` when both
    /// dimensions are finite, otherwise zero (then clamped up to the range's minimum).
    open func calculateSizeThatFits(_ constrainedSize: Size) -> Size {
        func usable(_ value: Double) -> Bool { value.isFinite && value >= 0 && value < 10_000_000 }
        return usable(constrainedSize.width) && usable(constrainedSize.height) ? constrainedSize : .zero
    }

    /// Called after the node's frame is set from a layout: a manual layout sets its
    /// subnodes' `frame`s here (their sizes usually from `calculatedSize`). The default
    /// does nothing.
    open func layout() {}

    // MARK: Interface state (override points)

    /// Where the node stands as the range controller moves its row (Texture's
    /// `interfaceState`): preload, display, visible. A subnode takes its supernode's state
    /// when added and leaves every state when removed.
    public internal(set) var interfaceState: InterfaceState = []
    /// Work started with `preload(_:then:)` that the renderer has not run yet.
    var pendingPreloads: [PreloadWork] = []

    /// The node entered the preload range: load what it shows here (text, a model), as a
    /// Texture node does; async work goes through `preload(_:then:)`. A feed render measures
    /// and draws rows in this state, so what is loaded here sizes the row and shows in its
    /// frames. Call `super`.
    open func didEnterPreloadState() {}
    /// The node left the preload range: drop what was loaded. Call `super`.
    open func didExitPreloadState() {}
    /// The node entered the display range: it is about to be drawn. Call `super`.
    open func didEnterDisplayState() {}
    /// The node left the display range. Call `super`.
    open func didExitDisplayState() {}
    /// The node came on screen. Call `super`.
    open func didEnterVisibleState() {}
    /// The node went off screen. Call `super`.
    open func didExitVisibleState() {}
    /// Called after the enter and exit calls of one change of `interfaceState`. Call `super`.
    open func interfaceStateDidChange(_ newState: InterfaceState, from oldState: InterfaceState) {}

    // MARK: Drawing (override point)

    /// What the node draws itself, above its background and below its subnodes; nil for
    /// none. Called on the node's thread when the tree is snapshotted for drawing.
    open func displayContent() -> DisplayContent? { nil }

    // MARK: Subnodes

    /// Appends `subnode`, removing it from any previous supernode first.
    public func addSubnode(_ subnode: DisplayNode) {
        precondition(subnode !== self, "a node cannot be its own subnode")
        subnode.removeFromSupernode()
        subnodes.append(subnode)
        subnode.supernode = self
        subnode.recursivelySetInterfaceState(interfaceState)
        invalidateCalculatedLayout()
    }

    /// Inserts `subnode` at `index` of the subnodes.
    public func insertSubnode(_ subnode: DisplayNode, at index: Int) {
        precondition(subnode !== self, "a node cannot be its own subnode")
        subnode.removeFromSupernode()
        subnodes.insert(subnode, at: Swift.min(Swift.max(0, index), subnodes.count))
        subnode.supernode = self
        subnode.recursivelySetInterfaceState(interfaceState)
        invalidateCalculatedLayout()
    }

    public func removeFromSupernode() {
        guard let parent = supernode else { return }
        parent.subnodes.removeAll { $0 === self }
        supernode = nil
        recursivelySetInterfaceState([])
        parent.invalidateCalculatedLayout()
    }

    /// Replaces the subnodes wholesale (used for automatically managed subnodes).
    func setManagedSubnodes(_ nodes: [DisplayNode]) {
        if nodes.count == subnodes.count && zip(nodes, subnodes).allSatisfy({ $0 === $1 }) { return }
        for old in subnodes where !nodes.contains(where: { $0 === old }) {
            old.supernode = nil
            old.recursivelySetInterfaceState([])
        }
        for node in nodes where node.supernode !== self {
            node.removeFromSupernode()
            node.supernode = self
        }
        subnodes = nodes
        for node in nodes { node.recursivelySetInterfaceState(interfaceState) }
    }

    /// This node and every descendant, depth first (a node before its subnodes).
    public func subtree() -> [DisplayNode] {
        var nodes: [DisplayNode] = []
        var stack: [DisplayNode] = [self]
        while let node = stack.popLast() {
            nodes.append(node)
            stack.append(contentsOf: node.subnodes.reversed())
        }
        return nodes
    }

    // MARK: Invalidation

    /// Drops the cached layouts of this node and its ancestors, e.g. after a property that
    /// affects size changed. Subclasses call it from such properties' setters.
    public func invalidateCalculatedLayout() {
        var node: DisplayNode? = self
        while let current = node {
            current.layoutCache.removeAll()
            node = current.supernode
        }
    }

    func recordCalculatedLayout(_ layout: LayoutResult) {
        calculatedLayout = layout
    }
}
