import Layout

/// A node's computed layouts keyed by what they depend on: the constraint, the parent
/// size, the screen scale and the direction the node inherits (Texture keeps the same per
/// (range, parentSize)).
struct LayoutCache {
    struct Key: Hashable {
        var range: SizeRange
        var parentSize: Size
        var scale: Double
        var layoutDirection: LayoutDirection
    }

    private var entries: [Key: LayoutResult] = [:]

    subscript(key: Key) -> LayoutResult? {
        get { entries[key] }
        set {
            // A stack measures a child a few times; more entries than that mean the
            // node is being measured in many ranges, so start over rather than grow.
            if entries.count >= 8 { entries.removeAll(keepingCapacity: true) }
            entries[key] = newValue
        }
    }

    mutating func removeAll() { entries.removeAll() }
}
