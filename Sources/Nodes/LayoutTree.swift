import Layout

/// Walks layout specs and layouts to find the nodes they contain.
enum LayoutTree {
    /// The nodes in a spec tree, outermost first, without looking inside the nodes.
    static func nodes(in element: any LayoutElement) -> [DisplayNode] {
        var found: [DisplayNode] = []
        var seen = Set<ObjectIdentifier>()
        var pending: [any LayoutElement] = [element]
        while let next = pending.popLast() {
            if let node = (next as? DisplayNode) ?? (next as? DecoratedSpec)?.decoration {
                if seen.insert(ObjectIdentifier(node)).inserted { found.append(node) }
                continue
            }
            pending.append(contentsOf: children(of: next).reversed())
        }
        return found
    }

    /// The direct children of Layout's specs; other elements have none we can see.
    static func children(of element: any LayoutElement) -> [any LayoutElement] {
        switch element {
        case let spec as StackLayoutSpec: return spec.children
        case let spec as InsetLayoutSpec: return [spec.child]
        case let spec as OverlayLayoutSpec: return [spec.child, spec.overlay]
        case let spec as BackgroundLayoutSpec: return [spec.background, spec.child]
        case let spec as CenterLayoutSpec: return [spec.child]
        case let spec as RelativeLayoutSpec: return [spec.child]
        case let spec as RatioLayoutSpec: return [spec.child]
        case let spec as AbsoluteLayoutSpec: return spec.children
        case let spec as WrapperLayoutSpec: return spec.children
        case let spec as CornerLayoutSpec: return [spec.child, spec.corner]
        default: return []
        }
    }

    /// The position of each node layout in depth-first order (not looking inside nodes).
    static func nodeOrder(in layout: LayoutResult) -> [ObjectIdentifier: Int] {
        var order: [ObjectIdentifier: Int] = [:]
        var pending: [LayoutResult] = [layout]
        while let next = pending.popLast() {
            if let node = next.node {
                if order[node] == nil { order[node] = order.count }
                continue
            }
            pending.append(contentsOf: next.children.reversed())
        }
        return order
    }
}
