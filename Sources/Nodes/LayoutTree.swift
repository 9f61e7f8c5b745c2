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
            pending.append(contentsOf: next.sublayoutElements.reversed())
        }
        return found
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
