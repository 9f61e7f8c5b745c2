import Layout

extension DisplayNode {
    /// Snapshots this node and its visible subtree (hidden nodes are left out) into a
    /// display list, using the frames set by the last applied layout. The root item sits
    /// at the origin.
    package func makeDisplayList() -> DisplayList {
        var root = makeDisplayItem() ?? DisplayItem(frame: bounds)
        root.frame.origin = .zero
        return DisplayList(size: frame.size, root: root)
    }

    func makeDisplayItem() -> DisplayItem? {
        if isHidden { return nil }
        return DisplayItem(identifier: identifier, frame: frame, backgroundColor: drawnBackgroundColor,
                           cornerRadius: cornerRadius, clipsToBounds: clipsToBounds,
                           borderWidth: borderWidth, borderColor: borderColor, alpha: alpha,
                           shadow: shadow, content: displayContent(),
                           children: subnodes.compactMap { $0.makeDisplayItem() }, node: ObjectIdentifier(self))
    }
}
