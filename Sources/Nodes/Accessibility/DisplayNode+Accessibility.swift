import Layout

extension DisplayNode {
    /// The node's accessibility: its own properties over its type's defaults (traits add up).
    public var effectiveAccessibility: AccessibilityProperties {
        let defaults = defaultAccessibility
        return AccessibilityProperties(
            isElement: accessibility.isElement ?? defaults.isElement ?? false,
            label: accessibility.label ?? defaults.label, value: accessibility.value ?? defaults.value,
            hint: accessibility.hint ?? defaults.hint, traits: defaults.traits.union(accessibility.traits))
    }

    /// The elements of the laid-out subtree as assistive technology reads them: each element
    /// stands for its subtree (its subnodes are not read on their own); hidden and fully
    /// transparent nodes are skipped. Ordered as Texture orders a container's elements: by
    /// their top edge, then from the leading edge (the right one in a right-to-left layout).
    public func accessibilityElements() -> [AccessibilityElement] {
        var found: [AccessibilityElement] = []
        collectAccessibilityElements(origin: Point(x: -frame.origin.x, y: -frame.origin.y), into: &found)
        let rightToLeft = effectiveLayoutDirection == .rightToLeft
        return found.enumerated().sorted { lhs, rhs in
            let a = lhs.element.frame, b = rhs.element.frame
            if a.origin.y.rounded() != b.origin.y.rounded() { return a.origin.y < b.origin.y }
            let (aLead, bLead) = rightToLeft ? (-a.maxX, -b.maxX) : (a.origin.x, b.origin.x)
            if aLead != bLead { return aLead < bLead }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }

    private func collectAccessibilityElements(origin: Point, into found: inout [AccessibilityElement]) {
        guard !isHidden, alpha > 0 else { return }
        let placed = Rect(origin: Point(x: origin.x + frame.origin.x, y: origin.y + frame.origin.y), size: frame.size)
        let properties = effectiveAccessibility
        if properties.isElement == true {
            found.append(AccessibilityElement(identifier: identifier, nodeType: String(describing: type(of: self)),
                                              label: properties.label, value: properties.value, hint: properties.hint,
                                              traits: properties.traits, frame: placed))
            return
        }
        for subnode in subnodes { subnode.collectAccessibilityElements(origin: placed.origin, into: &found) }
    }
}
