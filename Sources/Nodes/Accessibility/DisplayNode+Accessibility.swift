import Layout

extension DisplayNode {
    /// The node's accessibility: its own properties over its type's defaults. Traits add up,
    /// except that a node given a button or link trait of its own drops the default static
    /// text trait (a text node made a link is no longer static text).
    public var effectiveAccessibility: AccessibilityProperties {
        let defaults = defaultAccessibility
        var defaultTraits = defaults.traits
        if !accessibility.traits.isDisjoint(with: [.button, .link]) { defaultTraits.remove(.staticText) }
        return AccessibilityProperties(
            isElement: accessibility.isElement ?? defaults.isElement ?? false,
            label: accessibility.label ?? defaults.label, value: accessibility.value ?? defaults.value,
            hint: accessibility.hint ?? defaults.hint, traits: defaultTraits.union(accessibility.traits),
            isContainer: accessibility.isContainer ?? defaults.isContainer ?? false)
    }

    /// The elements of the laid-out subtree as assistive technology reads them: each element
    /// stands for its subtree (its subnodes are not read on their own); hidden and fully
    /// transparent nodes are skipped. A container (`isContainer`) is one element labelled by
    /// the labels of the elements inside, joined with ", ", whose buttons and links become
    /// its custom actions. Ordered as Texture orders a container's elements: by their top
    /// edge, then from the leading edge (the right one in a right-to-left layout).
    public func accessibilityElements() -> [AccessibilityElement] {
        var found: [AccessibilityElement] = []
        collectAccessibilityElements(origin: Point(x: -frame.origin.x, y: -frame.origin.y), into: &found)
        return Self.readingOrder(found, rightToLeft: effectiveLayoutDirection == .rightToLeft)
    }

    /// `elements` by top edge, then leading edge; ties keep their tree order.
    static func readingOrder(_ elements: [AccessibilityElement], rightToLeft: Bool) -> [AccessibilityElement] {
        elements.enumerated().sorted { lhs, rhs in
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
        let typeName = String(describing: type(of: self))
        if properties.isContainer == true {
            var inside: [AccessibilityElement] = []
            for subnode in subnodes { subnode.collectAccessibilityElements(origin: placed.origin, into: &inside) }
            inside = Self.readingOrder(inside, rightToLeft: effectiveLayoutDirection == .rightToLeft)
            let read = inside.filter { !$0.isActionable }.compactMap(\.label).filter { !$0.isEmpty }
            let joined = read.isEmpty ? nil : read.joined(separator: ", ")
            found.append(AccessibilityElement(identifier: identifier, nodeType: typeName, label: properties.label ?? joined,
                                              value: properties.value, hint: properties.hint, traits: properties.traits,
                                              frame: placed,
                                              actions: inside.filter(\.isActionable).map { $0.label ?? "" }))
            return
        }
        if properties.isElement == true {
            found.append(AccessibilityElement(identifier: identifier, nodeType: typeName,
                                              label: properties.label, value: properties.value, hint: properties.hint,
                                              traits: properties.traits, frame: placed))
            return
        }
        for subnode in subnodes { subnode.collectAccessibilityElements(origin: placed.origin, into: &found) }
    }
}
