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
    /// A layout for `element` in the current layout direction: its size ceiled to the pixel
    /// grid, as `ASLayout` does.
    /// A size Texture would assert on (NaN, infinite, negative or ≥ 10^7 in either
    /// dimension) becomes 0×0, with a warning naming the element; non-finite child
    /// positions become 0 too.
    public func makeResult<Element: LayoutElement>(
        for element: Element, size: Size, children: [LayoutResult] = [],
        ascender: Double? = nil, descender: Double? = nil
    ) -> LayoutResult {
        makeResult(identifier: element.identifier, elementType: type(of: element), size: size, children: children,
                   ascender: ascender ?? element.style.ascender, descender: descender ?? element.style.descender)
    }

    /// `makeResult(for:size:children:ascender:descender:)` given what it reads of the element
    /// (its identifier, its type for warnings, its baseline metrics), so that the built-in
    /// elements pass no copy of themselves.
    func makeResult(identifier: String?, elementType: any LayoutElement.Type, size: Size,
                    children: [LayoutResult] = [], ascender: Double, descender: Double) -> LayoutResult {
        var width = size.width, height = size.height
        // Like ASLayout (release builds), a size that is not valid for size in either
        // dimension (NaN, infinite, negative, ≥ 10^7) becomes 0×0.
        if !width.isValidForSize || !height.isValidForSize {
            warn("computed size \(size) is not a valid size (finite, ≥ 0, < 10^7); using 0×0",
                 identifier: identifier, type: elementType)
            (width, height) = (0, 0)
        }
        var children = children
        // Positions are read through a buffer pointer, which does not copy each child layout.
        let allFinite = children.withUnsafeBufferPointer { children in
            for index in children.indices where !children[index].position.x.isFinite || !children[index].position.y.isFinite {
                return false
            }
            return true
        }
        if !allFinite {
            for index in children.indices {
                let position = children[index].position
                if !position.x.isFinite || !position.y.isFinite {
                    warn("a child's position \(position) is not finite; using 0",
                         identifier: identifier, type: elementType)
                    children[index].position = Point(x: position.x.isFinite ? position.x : 0,
                                                      y: position.y.isFinite ? position.y : 0)
                }
            }
        }
        return LayoutResult(size: Size(width: grid.ceil(width), height: grid.ceil(height)), children: children,
                            identifier: identifier, ascender: ascender, descender: descender,
                            layoutDirection: layoutDirection)
    }
}
