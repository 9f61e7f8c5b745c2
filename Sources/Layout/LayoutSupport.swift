extension Double {
    /// Texture's `ASPointsValidForSize`: finite, not subnormal, ≥ 0 and < 10,000,000.
    /// Decides whether a max dimension is usable as a size.
    var isValidForSize: Bool { (isNormal || self == 0) && self >= 0 && self < 10_000_000 }
}

extension Size {
    /// A size whose dimensions are undefined, for percentages with nothing to resolve against.
    static let undefined = Size(width: .nan, height: .nan)
}

extension LayoutContext {
    /// A layout for `element`: its size ceiled to the pixel grid, as `ASLayout` does.
    /// A NaN, infinite or negative dimension (where Texture asserts) becomes 0, with a
    /// warning naming the element; non-finite child positions become 0 too.
    public func makeResult(for element: any LayoutElement, size: Size, children: [LayoutResult] = [],
                           ascender: Double? = nil, descender: Double? = nil) -> LayoutResult {
        var width = sanitizedLength(size.width, "width", element)
        var height = sanitizedLength(size.height, "height", element)
        // Like ASLayout in release builds, an unusable dimension zeroes the whole size.
        if width != size.width || height != size.height { (width, height) = (0, 0) }
        var children = children
        for index in children.indices {
            let position = children[index].position
            if !position.x.isFinite || !position.y.isFinite {
                warn("a child's position \(position) is not finite; using 0", element: element)
                children[index].position = Point(x: position.x.isFinite ? position.x : 0,
                                                  y: position.y.isFinite ? position.y : 0)
            }
        }
        return LayoutResult(size: Size(width: grid.ceil(width), height: grid.ceil(height)), children: children,
                            identifier: element.identifier,
                            ascender: ascender ?? element.style.ascender, descender: descender ?? element.style.descender)
    }

    private func sanitizedLength(_ value: Double, _ name: String, _ element: any LayoutElement) -> Double {
        if value.isFinite && value >= 0 { return value }
        warn("computed \(name) \(value) is not a finite size ≥ 0; using 0", element: element)
        return 0
    }
}
