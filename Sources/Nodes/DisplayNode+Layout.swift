import Layout

/// What `layoutSpecThatFits(_:)` returns when a node has no spec: the node then measures
/// itself with `calculateSizeThatFits(_:)`.
struct NoLayoutSpec: LayoutElement {
    var style: Style { Style() }
    func calculateLayoutThatFits(_ range: SizeRange, context: LayoutContext) -> LayoutResult {
        LayoutResult(size: range.min)
    }
}

extension DisplayNode {
    // MARK: LayoutElement

    /// Resolves the style size against `parentSize`, intersects it with `range` (the range
    /// wins) and computes the layout in the node's layout direction (its style's, or the
    /// one it inherits), reusing a cached one for the same inputs. On a cancelled task (a run
    /// being stopped) it returns the range's minimum size without laying out the subtree or
    /// caching anything, so a huge tree stops within a node's work.
    public func layoutThatFits(_ range: SizeRange, parentSize: Size, context: LayoutContext) -> LayoutResult {
        if Task.isCancelled { return LayoutResult(size: range.min) }
        let key = LayoutCache.Key(range: range, parentSize: parentSize, scale: context.scale,
                                  layoutDirection: context.layoutDirection)
        if let cached = layoutCache[key] {
            recordCalculatedLayout(cached)
            return cached
        }
        let style = self.style
        let resolved = range.intersection(style.sizeRange(parentSize: parentSize))
        let outer = activeContext
        activeContext = context
        defer { activeContext = outer }
        var result = context.withLayoutDirection(style.layoutDirection) {
            calculateLayoutThatFits(resolved, context: context)
        }
        result.identifier = identifier
        result.node = ObjectIdentifier(self)
        layoutCache[key] = result
        recordCalculatedLayout(result)
        return result
    }

    /// Lays the node out in `range`, with `parentSize` = the range's max, at the scale and
    /// in the direction of the layout pass this node is part of (a supernode measuring it
    /// by hand), or at 1× left to right.
    @discardableResult
    public func layoutThatFits(_ range: SizeRange) -> LayoutResult {
        layoutThatFits(range, parentSize: range.max, context: inheritedContext ?? LayoutContext())
    }

    /// Lays the node out in `range` at a screen scale, in `layoutDirection`.
    @discardableResult
    public func layoutThatFits(_ range: SizeRange, scale: Double,
                               layoutDirection: LayoutDirection = .leftToRight) -> LayoutResult {
        layoutThatFits(range, parentSize: range.max, context: LayoutContext(scale: scale, layoutDirection: layoutDirection))
    }

    /// The direction the node was last laid out in (UIKit's
    /// `effectiveUserInterfaceLayoutDirection`): a manual `layout()` places subnodes and
    /// `natural` text aligns by it.
    public var effectiveLayoutDirection: LayoutDirection { calculatedLayout?.layoutDirection ?? .leftToRight }

    var inheritedContext: LayoutContext? {
        var node: DisplayNode? = self
        while let current = node {
            if let context = current.activeContext { return context }
            node = current.supernode
        }
        return nil
    }

    /// Texture's node algorithm: a spec is laid out with parentSize = range.max and the
    /// node takes its size clamped to the range; without a spec, `calculateSizeThatFits`
    /// gets the range's max and its answer is clamped to the range.
    public func calculateLayoutThatFits(_ range: SizeRange, context: LayoutContext) -> LayoutResult {
        let spec = layoutSpecBlock?(self, range) ?? layoutSpecThatFits(range)
        if spec is NoLayoutSpec {
            let measured = calculateSizeThatFits(range.max)
            let size = Self.validated(range.clamp(measured), node: self, context: context)
            return LayoutResult(size: context.grid.ceil(size),
                                ascender: style.ascender, descender: style.descender,
                                layoutDirection: context.layoutDirection)
        }
        var child = spec.layoutThatFits(range, parentSize: range.max, context: context)
        child.position = .zero
        adoptNodes(of: spec, laidOutAs: child, context: context)
        let size = Self.validated(range.clamp(child.size), node: self, context: context)
        return LayoutResult(size: context.grid.ceil(size), children: [child],
                            ascender: style.ascender, descender: style.descender,
                            layoutDirection: context.layoutDirection)
    }

    /// Makes the nodes of `spec` this node's subnodes. Managed automatically, the subnodes
    /// become exactly those nodes, in the order of their layouts (so a background spec's
    /// background is below its child). Otherwise only missing ones are added, with a
    /// warning, since Texture requires `addSubnode` for them.
    private func adoptNodes(of spec: any LayoutElement, laidOutAs layout: LayoutResult, context: LayoutContext) {
        var nodes = LayoutTree.nodes(in: spec)
        if automaticallyManagesSubnodes {
            let order = LayoutTree.nodeOrder(in: layout)
            nodes.sort { (order[ObjectIdentifier($0)] ?? .max) < (order[ObjectIdentifier($1)] ?? .max) }
            setManagedSubnodes(nodes)
            return
        }
        for node in nodes where node.supernode !== self {
            context.warn("node in the layout spec was not added with addSubnode; adding it", element: node)
            addSubnode(node)
        }
    }

    /// A size that cannot be drawn (NaN, infinite, negative, ≥ 10^7) becomes 0, as Texture does.
    static func validated(_ size: Size, node: DisplayNode, context: LayoutContext) -> Size {
        func valid(_ value: Double) -> Bool { value.isFinite && value >= 0 && value < 10_000_000 }
        if valid(size.width) && valid(size.height) { return size }
        context.warn("computed size \(size) is not drawable; using 0×0", element: node)
        return .zero
    }

    // MARK: Applying a layout

    /// Sets frames from a computed layout, the way Texture applies a layout to views: this
    /// node gets `Rect(origin: .zero, size:)`, every subnode found in the layout gets its
    /// position (rounded up to the pixel grid) relative to this node, then `layout()` runs
    /// so manual layouts can place subnodes, and the same happens for each subnode.
    public func applyLayout(_ layout: LayoutResult, scale: Double) {
        frame = Rect(origin: .zero, size: layout.size)
        let context = LayoutContext(scale: scale, layoutDirection: layout.layoutDirection)
        applyLayoutRecursively(layout, context: context)
    }

    /// `context.layoutDirection` is the direction the node inherits, for a node placed by a
    /// manual layout that must be laid out again.
    private func applyLayoutRecursively(_ given: LayoutResult?, context: LayoutContext) {
        // A run being stopped places no further nodes.
        if Task.isCancelled { return }
        let layout: LayoutResult
        if let given, given.size == frame.size {
            layout = given
        } else if let previous = calculatedLayout, previous.size == frame.size {
            layout = previous
        } else {
            // Placed by a manual layout at a size it was not measured for.
            layout = layoutThatFits(SizeRange(exactly: frame.size), parentSize: frame.size, context: context)
        }
        recordCalculatedLayout(layout)

        var placed: [ObjectIdentifier: LayoutResult] = [:]
        for child in layout.children {
            collectNodeLayouts(child, origin: .zero, grid: context.grid, into: &placed)
        }
        for subnode in subnodes {
            if let sublayout = placed[ObjectIdentifier(subnode)] {
                subnode.frame = Rect(origin: sublayout.position, size: sublayout.size)
            }
        }
        context.withLayoutDirection(layout.layoutDirection) {
            activeContext = context
            self.layout()
            activeContext = nil
            for subnode in subnodes {
                subnode.applyLayoutRecursively(placed[ObjectIdentifier(subnode)], context: context)
            }
        }
    }

    /// Finds the layouts of the nodes directly below this one (stopping at each node) with
    /// their positions summed over the specs in between and rounded up to the pixel grid.
    private func collectNodeLayouts(_ layout: LayoutResult, origin: Point, grid: PixelGrid,
                                    into placed: inout [ObjectIdentifier: LayoutResult]) {
        let position = Point(x: origin.x + layout.position.x, y: origin.y + layout.position.y)
        if let node = layout.node {
            var copy = layout
            copy.position = Point(x: grid.ceil(position.x), y: grid.ceil(position.y))
            placed[node] = copy
            return
        }
        for child in layout.children {
            collectNodeLayouts(child, origin: position, grid: grid, into: &placed)
        }
    }
}
