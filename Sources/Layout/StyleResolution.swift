extension Style {
    /// The style's size as a range, per dimension (Texture's `ASLayoutElementSizeResolve`):
    /// min and max resolve with defaults 0 and ∞; an exact width/height is clamped into
    /// them; where max ≤ min, min wins. A fraction of an undefined (NaN) parent behaves
    /// like auto.
    public func sizeRange(parentSize: Size) -> SizeRange {
        let (minW, maxW) = Self.resolve(exact: width, min: minWidth, max: maxWidth, parent: parentSize.width)
        let (minH, maxH) = Self.resolve(exact: height, min: minHeight, max: maxHeight, parent: parentSize.height)
        return SizeRange(min: Size(width: minW, height: minH), max: Size(width: maxW, height: maxH))
    }

    private static func resolve(exact: Dimension, min: Dimension, max: Dimension, parent: Double) -> (Double, Double) {
        var lo = min.resolve(parent: parent, auto: 0)
        var hi = max.resolve(parent: parent, auto: .infinity)
        // A percentage min/max of an undefined parent: Texture asserts; we ignore the bound.
        if lo.isNaN { lo = 0 }
        if hi.isNaN { hi = .infinity }
        if hi <= lo { return (lo, lo) }
        let value = exact.resolve(parent: parent, auto: .nan)
        if value.isNaN { return (lo, hi) }
        if value > hi { return (hi, hi) }
        if value < lo { return (lo, lo) }
        return (value, value)
    }

    /// The range an element is laid out in: `range` intersected with the style's range,
    /// where `range` (the parent's constraint) wins a conflict.
    func resolvedRange(in range: SizeRange, parentSize: Size, element: any LayoutElement, context: LayoutContext) -> SizeRange {
        let own = sizeRange(parentSize: parentSize)
        return range.intersection(own)
    }
}

extension SizeRange {
    /// Texture's `ASSizeRangeIntersect`, per dimension: where the two ranges do not
    /// overlap, `self` (the constraining range) wins with a single value.
    public func intersection(_ other: SizeRange) -> SizeRange {
        let (w0, w1) = Self.intersect(min.width, max.width, other.min.width, other.max.width)
        let (h0, h1) = Self.intersect(min.height, max.height, other.min.height, other.max.height)
        return SizeRange(min: Size(width: w0, height: h0), max: Size(width: w1, height: h1))
    }

    private static func intersect(_ aMin: Double, _ aMax: Double, _ bMin: Double, _ bMax: Double) -> (Double, Double) {
        let lo = Swift.max(aMin, bMin)
        let hi = Swift.min(aMax, bMax)
        if lo <= hi { return (lo, hi) }
        return aMin < bMin ? (aMax, aMax) : (aMin, aMin)
    }
}
