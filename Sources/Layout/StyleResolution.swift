extension Style {
    /// The style's size as a range, per dimension (Texture's `ASLayoutElementSizeResolve`):
    /// min and max resolve with defaults 0 and ∞; an exact width/height is clamped into
    /// them; where max ≤ min, min wins. A fraction of an undefined (NaN) parent behaves
    /// like auto.
    @inline(__always)
    public func sizeRange(parentSize: Size) -> SizeRange {
        sizeRange(parentSize: parentSize, autoMin: .zero, autoMax: .infinite)
    }

    /// As `sizeRange(parentSize:)`, with `autoMin` / `autoMax` for min and max left `auto`
    /// (Texture's `ASLayoutElementSizeResolveAutoSize`, used by the absolute spec).
    @inline(__always)
    public func sizeRange(parentSize: Size, autoMin: Size, autoMax: Size) -> SizeRange {
        let (minW, maxW) = Self.resolve(exact: width, min: minWidth, max: maxWidth, parent: parentSize.width,
                                        autoMin: autoMin.width, autoMax: autoMax.width)
        let (minH, maxH) = Self.resolve(exact: height, min: minHeight, max: maxHeight, parent: parentSize.height,
                                        autoMin: autoMin.height, autoMax: autoMax.height)
        return SizeRange(min: Size(width: minW, height: minH), max: Size(width: maxW, height: maxH))
    }

    /// The width part of `sizeRange(parentSize:)`, for a parent width of `parent`.
    func widthRange(parent: Double) -> (min: Double, max: Double) {
        Self.resolve(exact: width, min: minWidth, max: maxWidth, parent: parent, autoMin: 0, autoMax: .infinity)
    }

    /// The height part of `sizeRange(parentSize:)`, for a parent height of `parent`.
    func heightRange(parent: Double) -> (min: Double, max: Double) {
        Self.resolve(exact: height, min: minHeight, max: maxHeight, parent: parent, autoMin: 0, autoMax: .infinity)
    }

    @inline(__always)
    private static func resolve(exact: Dimension, min: Dimension, max: Dimension, parent: Double,
                                autoMin: Double, autoMax: Double) -> (Double, Double) {
        var lo = min.resolve(parent: parent, auto: autoMin)
        var hi = max.resolve(parent: parent, auto: autoMax)
        // A percentage min/max of an undefined parent: Texture asserts; we ignore the bound.
        if lo.isNaN { lo = autoMin }
        if hi.isNaN { hi = autoMax }
        if hi <= lo { return (lo, lo) }
        let value = exact.resolve(parent: parent, auto: .nan)
        if value.isNaN { return (lo, hi) }
        if value > hi { return (hi, hi) }
        if value < lo { return (lo, lo) }
        return (value, value)
    }

    /// The range an element is laid out in: `range` intersected with the style's range,
    /// where `range` (the parent's constraint) wins a conflict. A negative style size
    /// resolves to 0 (as in Texture), with a warning since it is surely a mistake.
    func resolvedRange<Element: LayoutElement>(in range: SizeRange, parentSize: Size, element: Element,
                                               context: LayoutContext) -> SizeRange {
        warnIfNegativeSize(for: element, context: context)
        return resolvedRange(in: range, parentSize: parentSize)
    }

    /// The warning half of `resolvedRange(in:parentSize:element:context:)`, kept apart so the
    /// hot path passes no element (passing one copied the whole element per layout).
    @inline(__always)
    func warnIfNegativeSize<Element: LayoutElement>(for element: Element, context: LayoutContext) {
        warnIfNegativeSize(identifier: element.identifier, type: type(of: element), context: context)
    }

    /// Warns about a negative size in the style of the element named by `identifier` and
    /// `type` (a warning names no more of it).
    @inline(__always)
    func warnIfNegativeSize(identifier: @autoclosure () -> String?, type: any LayoutElement.Type,
                            context: LayoutContext) {
        // The sizes are passed one by one: passing the style copied all of it on the short path.
        if hasNegativeSize {
            Self.warnNegativeSize(width: width, height: height, minWidth: minWidth, minHeight: minHeight,
                                  maxWidth: maxWidth, maxHeight: maxHeight, identifier: identifier(), type: type,
                                  context: context)
        }
    }

    @inline(never)
    private static func warnNegativeSize(width: Dimension, height: Dimension, minWidth: Dimension,
                                         minHeight: Dimension, maxWidth: Dimension, maxHeight: Dimension,
                                         identifier: String?, type: any LayoutElement.Type,
                                         context: LayoutContext) {
        context.warn("negative size in style (width \(width), height \(height), "
                     + "min \(minWidth)×\(minHeight), max \(maxWidth)×\(maxHeight)); "
                     + "treated as 0", identifier: identifier, type: type)
    }

    /// The arithmetic half of `resolvedRange(in:parentSize:element:context:)`.
    @inline(__always)
    func resolvedRange(in range: SizeRange, parentSize: Size) -> SizeRange {
        range.intersection(ownSize.dependsOnParent ? nonNegativeSizeRange(parentSize: parentSize) : ownSize.range)
    }

    /// `sizeRange(parentSize:)` with negative bounds raised to 0.
    func nonNegativeSizeRange(parentSize: Size) -> SizeRange {
        let own = sizeRange(parentSize: parentSize)
        return SizeRange(min: Size(width: Swift.max(0, own.min.width), height: Swift.max(0, own.min.height)),
                         max: Size(width: Swift.max(0, own.max.width), height: Swift.max(0, own.max.height)))
    }

    @inline(__always)
    private var hasNegativeSize: Bool { ownSize.hasNegativeSize }
}

extension Dimension {
    /// A fraction of the parent's size.
    var isFraction: Bool {
        if case .fraction = self { true } else { false }
    }

    /// Points or a fraction below zero.
    var isNegative: Bool {
        switch self {
        case .points(let value), .fraction(let value): value < 0
        case .auto: false
        }
    }
}

extension SizeRange {
    /// Texture's `ASSizeRangeIntersect`, per dimension: where the two ranges do not
    /// overlap, `self` (the constraining range) wins with a single value.
    @inline(__always)
    public func intersection(_ other: SizeRange) -> SizeRange {
        let (w0, w1) = Self.intersect(min.width, max.width, other.min.width, other.max.width)
        let (h0, h1) = Self.intersect(min.height, max.height, other.min.height, other.max.height)
        return SizeRange(min: Size(width: w0, height: h0), max: Size(width: w1, height: h1))
    }

    @inline(__always)
    private static func intersect(_ aMin: Double, _ aMax: Double, _ bMin: Double, _ bMax: Double) -> (Double, Double) {
        let lo = Swift.max(aMin, bMin)
        let hi = Swift.min(aMax, bMax)
        if lo <= hi { return (lo, hi) }
        return aMin < bMin ? (aMax, aMax) : (aMin, aMin)
    }
}
