/// Something that can be laid out: a node or a layout spec (Texture's `ASLayoutElement`).
///
/// The engine calls `layoutThatFits(_:parentSize:context:)`. Its default resolves the
/// element's `style` size against `parentSize`, intersects it with `range` (the range
/// wins where they conflict) and calls `calculateLayoutThatFits(_:context:)`.
/// Inset, overlay and background specs replace it, because Texture's do: they ignore
/// their own style size.
///
/// The set of specs is open: a type in any package that conforms lays out, and the nodes
/// it holds are found and drawn, because every walk over a spec tree goes through
/// `sublayoutElements` (Texture's `sublayoutElements`) rather than a list of known types.
public protocol LayoutElement {
    var style: Style { get }
    /// A name reported in frames and warnings; nil for anonymous elements.
    var identifier: String? { get }
    /// The element's direct children, in the order their layouts appear in the result
    /// (Texture's `sublayoutElements`). Leaves and nodes have none here: a node's own
    /// subnodes belong to the node, not to the spec tree around it.
    var sublayoutElements: [any LayoutElement] { get }

    func layoutThatFits(_ range: SizeRange, parentSize: Size, context: LayoutContext) -> LayoutResult
    /// The element's own algorithm, in a range that already includes its style size.
    func calculateLayoutThatFits(_ range: SizeRange, context: LayoutContext) -> LayoutResult
}

extension LayoutElement {
    public var identifier: String? { nil }
    public var sublayoutElements: [any LayoutElement] { [] }

    public func layoutThatFits(_ range: SizeRange, parentSize: Size, context: LayoutContext) -> LayoutResult {
        let resolved = style.resolvedRange(in: range, parentSize: parentSize, element: self, context: context)
        var result = if let direction = style.layoutDirection, direction != context.layoutDirection {
            context.withLayoutDirection(direction) { calculateLayoutThatFits(resolved, context: context) }
        } else {
            calculateLayoutThatFits(resolved, context: context)
        }
        // Most results already carry it (`makeResult` sets it); a store costs a retain and a
        // release per element.
        let identifier = identifier
        if result.identifier != identifier { result.identifier = identifier }
        return result
    }

    /// The default `layoutThatFits` steps without setting the identifier: for the built-in
    /// elements whose `calculateLayoutThatFits` result (from `makeResult`) already has it.
    /// Each calls this from its own `layoutThatFits`, a short path for the most common elements.
    // The hot path only borrows `self`: the rare direction override (whose closure captures,
    // and so copies, the whole element) lives in its own function.
    @inline(__always)
    func layoutInStyleRange(_ range: SizeRange, parentSize: Size, context: LayoutContext) -> LayoutResult {
        style.warnIfNegativeSize(for: self, context: context)
        let resolved = style.resolvedRange(in: range, parentSize: parentSize)
        if let direction = style.layoutDirection, direction != context.layoutDirection {
            return calculateLayoutThatFits(resolved, in: direction, context: context)
        }
        return calculateLayoutThatFits(resolved, context: context)
    }

    /// `calculateLayoutThatFits(_:context:)` with the context's direction set to `direction`.
    @inline(never)
    func calculateLayoutThatFits(_ range: SizeRange, in direction: LayoutDirection,
                                 context: LayoutContext) -> LayoutResult {
        context.withLayoutDirection(direction) { calculateLayoutThatFits(range, context: context) }
    }

    /// Lays out a root element: `parentSize` is the range's max, as Texture does.
    public func layoutThatFits(_ range: SizeRange, context: LayoutContext) -> LayoutResult {
        layoutThatFits(range, parentSize: range.max, context: context)
    }
}

extension LayoutElement {
    /// The first step of a built-in element's short path: `range` with the element's style
    /// size resolved in (warning about a negative one). The element's own `layoutThatFits`
    /// then runs its algorithm in it, in the style's layout direction.
    ///
    /// That last step is written out in each element (`LeafElement`, `StackLayoutSpec`,
    /// `RatioLayoutSpec`) rather than in a generic helper: called from generic code, the
    /// element's algorithm went through its protocol witness, which takes the element by
    /// address, and each layout first copied the whole element (a leaf's 216 bytes) to a
    /// temporary for it. Called on the concrete type it is inlined, reading the element in place.
    ///
    /// Only the resolved size is read here; the rare paths (a negative size, a fraction) are
    /// calls that read the style themselves, so the common path loads no more of the element.
    @inline(__always)
    func styleRange(_ range: SizeRange, parentSize: Size, context: LayoutContext) -> SizeRange {
        let own = style.ownSize
        if own.hasNegativeSize { Self.warnNegativeSize(of: style, identifier: identifier, context: context) }
        if own.dependsOnParent { return Self.rangeWithFractions(of: style, in: range, parentSize: parentSize) }
        return range.intersection(own.range)
    }

    // The rare paths take the style, not the element: a call taking the element made each
    // layout copy the whole element to memory first, rare path or not.
    @inline(never)
    private static func warnNegativeSize(of style: borrowing Style, identifier: String?, context: LayoutContext) {
        style.warnIfNegativeSize(identifier: identifier, type: Self.self, context: context)
    }

    @inline(never)
    private static func rangeWithFractions(of style: borrowing Style, in range: SizeRange,
                                           parentSize: Size) -> SizeRange {
        style.resolvedRange(in: range, parentSize: parentSize)
    }
}

/// What a layout pass shares: the screen scale, the layout direction at the element
/// being laid out, and a place to report trouble.
///
/// One context serves one pass on one thread; it is not Sendable.
public final class LayoutContext {
    public let grid: PixelGrid
    public private(set) var warnings: [LayoutWarning] = []
    /// The direction of the element being laid out: the pass's direction, as overridden by
    /// the `style.layoutDirection` of that element and the elements around it.
    // Read for every element laid out; a context serves one thread and is never accessed
    // inout, so the runtime's exclusivity check (a few percent of layout time) is skipped.
    @exclusivity(unchecked) public private(set) var layoutDirection: LayoutDirection

    /// A pass at `scale` pixels per point whose root runs in `layoutDirection`.
    public init(scale: Double = 1, layoutDirection: LayoutDirection = .leftToRight) {
        self.grid = PixelGrid(scale: scale)
        self.layoutDirection = layoutDirection
    }

    public var scale: Double { grid.scale }

    /// Runs `body` (an element's own layout) in `direction`, then restores the direction
    /// around it; nil keeps the current one (an element that inherits).
    public func withLayoutDirection<Result>(_ direction: LayoutDirection?, _ body: () throws -> Result) rethrows -> Result {
        guard let direction, direction != layoutDirection else { return try body() }
        let outer = layoutDirection
        layoutDirection = direction
        defer { layoutDirection = outer }
        return try body()
    }

    /// Sets the layout direction, returning the one it replaces (for the short paths, which
    /// cannot use `withLayoutDirection(_:_:)`: its closure would copy the element).
    @discardableResult
    func enterLayoutDirection(_ direction: LayoutDirection) -> LayoutDirection {
        let outer = layoutDirection
        layoutDirection = direction
        return outer
    }

    /// Records a problem Texture would only assert on (or turn into NaN); layout goes on
    /// with a sensible value.
    public func warn(_ message: String, element: (any LayoutElement)?) {
        warnings.append(LayoutWarning(element: element.map(LayoutWarning.describe) ?? "layout", message: message))
    }

    /// `warn(_:element:)` for an element given by its identifier and type, which is all a
    /// warning names: the hot paths pass these rather than (a copy of) the element.
    @inline(never)
    func warn(_ message: String, identifier: String?, type: any LayoutElement.Type) {
        warnings.append(LayoutWarning(element: LayoutWarning.describe(identifier: identifier, type: type),
                                      message: message))
    }
}

/// A problem met during layout, with the element it concerns.
public struct LayoutWarning: Hashable, Sendable, CustomStringConvertible {
    /// The element's identifier, or its type when it has none.
    public var element: String
    public var message: String

    public var description: String { "\(element): \(message)" }

    static func describe(_ element: any LayoutElement) -> String {
        describe(identifier: element.identifier, type: type(of: element))
    }

    static func describe(identifier: String?, type: any LayoutElement.Type) -> String {
        if let identifier { return "'\(identifier)'" }
        return String(describing: type)
    }
}
