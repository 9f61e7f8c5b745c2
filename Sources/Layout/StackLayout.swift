extension StackLayoutSpec {
    /// The protocol's default steps (style size, direction, own layout) on a short path.
    @inline(__always)
    public func layoutThatFits(_ range: SizeRange, parentSize: Size, context: LayoutContext) -> LayoutResult {
        let resolved = styleRange(range, parentSize: parentSize, context: context)
        guard let direction = style.layoutDirection, direction != context.layoutDirection else {
            return layout(in: resolved, context: context)
        }
        // Set and restored by hand: `withLayoutDirection`'s closure would capture a copy of the element.
        let outer = context.enterLayoutDirection(direction)
        let result = layout(in: resolved, context: context)
        context.enterLayoutDirection(outer)
        return result
    }

    /// Texture's stack algorithm: an intrinsic pass (flexBasis as the stack range), line
    /// breaking, single-pass flexing, line cross sizes and baselines, stretching, then
    /// justification and alignment. See texture-layout-semantics.md §3. In a right-to-left
    /// layout the horizontal positions are mirrored in the stack's width (layout-json.md).
    public func calculateLayoutThatFits(_ range: SizeRange, context: LayoutContext) -> LayoutResult {
        layout(in: range, context: context)
    }

    // Hands the engine the few values it reads, not `self` (see `styleRange(_:parentSize:context:)`).
    @inline(__always)
    func layout(in range: SizeRange, context: LayoutContext) -> LayoutResult {
        StackEngine.layout(StackParameters(spec: self), children: children, identifier: identifier,
                           ascender: style.ascender, descender: style.descender, range: range, context: context)
    }
}

/// Violations smaller than this are treated as none (Texture's `kViolationEpsilon`).
let violationEpsilon = 0.01

/// One stack layout pass. Works in stack (main axis) and cross coordinates.
///
/// Hot path for every feed: the engine keeps only the few style values the algorithm
/// reads (no copies of children, styles or the spec), measures children in place in
/// `spec.children`, and fills `layouts`, which becomes the result's children as is.
private struct StackEngine {
    /// What the algorithm reads of one child's style, read once per pass.
    struct Item {
        var alignment: StackAlignItems
        var flexGrow: Double
        var flexShrink: Double
        var flexBasis: Dimension
        var spacingBefore: Double
        var spacingAfter: Double
        /// For stretch items: the cross min and max of the child's own style range
        /// (resolved with an undefined parent); unused otherwise.
        var ownCrossMin: Double
        var ownCrossMax: Double
        /// The size and baseline metrics of the child's current layout (`layouts[i]`), kept
        /// here so the passes read plain values instead of copying layouts out of the array.
        var size = Size.zero
        var ascender = 0.0
        var descender = 0.0

        var isFlexibleBothWays: Bool { flexGrow > 0 && flexShrink > 0 }
        var isBaselineAligned: Bool { alignment == .baselineFirst || alignment == .baselineLast }
    }

    struct Line {
        var items: Range<Int>
        var crossSize: Double = 0
        var baseline: Double = 0
        var stackSum: Double = 0
    }

    /// The lines of a pass: the first stored inline and the others (a wrapping stack's) in
    /// an array, so that a stack which does not wrap allocates nothing for its one line.
    struct Lines {
        private var first = Line(items: 0..<0)
        private var rest: ContiguousArray<Line> = []
        private(set) var count = 0

        var indices: Range<Int> { 0..<count }

        mutating func append(_ line: Line) {
            if count == 0 { first = line } else { rest.append(line) }
            count += 1
        }

        subscript(index: Int) -> Line {
            get { index == 0 ? first : rest[index - 1] }
            set { if index == 0 { first = newValue } else { rest[index - 1] = newValue } }
        }
    }

    /// Lays out a stack with `parameters`, making the stack's result.
    ///
    /// The children and the context are arguments of each step of the pass, borrowed from
    /// the caller, not fields of the engine: holding them cost an atomic retain and release
    /// each per stack laid out.
    @inline(never)
    static func layout(_ parameters: StackParameters, children: [any LayoutElement], identifier: String?,
                       ascender: Double, descender: Double, range: SizeRange, context: LayoutContext) -> LayoutResult {
        let count = children.count
        guard count > 0 else {
            return context.makeResult(identifier: identifier, elementType: StackLayoutSpec.self, size: range.min,
                                      ascender: ascender, descender: descender)
        }
        // The items live on the stack for the pass (a heap block for very long stacks).
        return withUnsafeTemporaryAllocation(of: Item.self, capacity: count) { items in
            var engine = StackEngine(parameters, range: range, grid: context.grid,
                                     rightToLeft: context.layoutDirection == .rightToLeft, items: items)
            let (size, stackAscender, stackDescender) = engine.layout(children, context: context)
            return context.makeResult(identifier: identifier, elementType: StackLayoutSpec.self, size: size,
                                      children: engine.layouts, ascender: stackAscender ?? ascender,
                                      descender: stackDescender ?? descender)
        }
    }

    /// The spec's own values (direction, spacing, alignment, wrapping).
    let parameters: StackParameters
    let range: SizeRange
    let grid: PixelGrid
    let rightToLeft: Bool
    /// What children's percentages resolve against: exact dimensions only.
    let parentSize: Size
    /// One per child, filled by `readItems()`; a buffer that outlives the pass.
    let items: UnsafeMutableBufferPointer<Item>
    /// The children's layouts, in child order: the result's children.
    var layouts: [LayoutResult] = []
    var lines = Lines()

    init(_ parameters: StackParameters, range: SizeRange, grid: PixelGrid, rightToLeft: Bool,
         items: UnsafeMutableBufferPointer<Item>) {
        self.items = items
        self.parameters = parameters
        self.range = range
        self.grid = grid
        self.rightToLeft = rightToLeft
        parentSize = Size(width: range.min.width == range.max.width ? range.min.width : .nan,
                          height: range.min.height == range.max.height ? range.min.height : .nan)
    }

    // MARK: Axes

    @inline(__always) func stack(_ size: Size) -> Double { parameters.vertical ? size.height : size.width }
    @inline(__always) func cross(_ size: Size) -> Double { parameters.vertical ? size.width : size.height }
    @inline(__always) func size(stack: Double, cross: Double) -> Size {
        parameters.vertical ? Size(width: cross, height: stack) : Size(width: stack, height: cross)
    }
    @inline(__always) func point(stack: Double, cross: Double) -> Point {
        parameters.vertical ? Point(x: cross, y: stack) : Point(x: stack, y: cross)
    }
    var stackMin: Double { stack(range.min) }
    var stackMax: Double { stack(range.max) }
    var crossMin: Double { cross(range.min) }
    var crossMax: Double { cross(range.max) }

    // MARK: Pass

    /// Runs the pass, leaving the positioned child layouts in `layouts`; returns the
    /// stack's size and, for a vertical stack, its first child's ascender and last
    /// child's descender (so baseline alignment works through nested stacks).
    mutating func layout(_ children: [any LayoutElement], context: LayoutContext)
        -> (size: Size, ascender: Double?, descender: Double?) {
        Self.readItems(of: children, into: items, alignItems: parameters.alignItems, vertical: parameters.vertical)
        var flexibleBothWays = 0
        for item in items where item.isFlexibleBothWays { flexibleBothWays += 1 }
        let optimizedFlexing = flexibleBothWays == 1 && stackMin == stackMax
        measureIntrinsicSizes(children, context: context, optimizedFlexing: optimizedFlexing)
        breakLines()
        for index in lines.indices {
            flex(children, context: context, line: index, optimizedFlexing: optimizedFlexing)
        }
        computeLineCrossSizes()
        stretch(children, context: context)
        var stackTotal = 0.0
        for index in lines.indices {
            lines[index].stackSum = stackSum(lines[index].items)
            stackTotal = texMax(lines[index].stackSum, stackTotal)
        }
        let crossTotal = crossSum()
        let size = range.clamp(size(stack: stackTotal, cross: crossTotal))
        position(crossTotal: crossTotal, width: size.width)
        guard parameters.vertical else { return (size, nil, nil) }
        return (size, items[0].ascender, items[items.count - 1].descender)
    }

    /// Reads what the pass needs of each child's style, once.
    // Not inlined, so that `children` is an argument no call can mutate: then each child is
    // used in place, where inlined into a mutating method every call copied the child's
    // existential first. (The same holds for `layout(_:_:in:parentSize:context:)`.)
    @inline(never)
    static func readItems(of children: [any LayoutElement], into items: UnsafeMutableBufferPointer<Item>,
                          alignItems: StackAlignItems, vertical: Bool) {
        for index in children.indices {
            items.initializeElement(at: index, to: item(for: children[index].style, alignItems: alignItems, vertical: vertical))
        }
    }

    static func item(for style: Style, alignItems: StackAlignItems, vertical: Bool) -> Item {
        let alignment: StackAlignItems = switch style.alignSelf {
        case .auto: alignItems
        case .start: .start
        case .end: .end
        case .center: .center
        case .stretch: .stretch
        }
        var item = Item(alignment: alignment, flexGrow: style.flexGrow, flexShrink: style.flexShrink,
                        flexBasis: style.flexBasis, spacingBefore: style.spacingBefore,
                        spacingAfter: style.spacingAfter, ownCrossMin: 0, ownCrossMax: .infinity)
        if alignment == .stretch {
            let own = vertical ? style.widthRange(parent: .nan) : style.heightRange(parent: .nan)
            item.ownCrossMin = own.min
            item.ownCrossMax = own.max
        }
        return item
    }

    /// Makes `layout` the current layout of child `index`.
    mutating func store(_ layout: consuming LayoutResult, at index: Int) {
        items[index].size = layout.size
        items[index].ascender = layout.ascender
        items[index].descender = layout.descender
        if index < layouts.count { layouts[index] = layout } else { layouts.append(layout) }
    }

    /// The range a child is measured in: stretch children get the line's cross min unless
    /// their own style says otherwise; others may be anything up to the cross max.
    @inline(__always)
    func measure(_ children: [any LayoutElement], context: LayoutContext, _ index: Int, stackMin sMin: Double, stackMax sMax: Double,
                 crossMin cMin: Double, crossMax cMax: Double) -> LayoutResult {
        var childCrossMin = 0.0
        var childCrossMax = cMax
        let item = items[index]
        if item.alignment == .stretch {
            childCrossMin = item.ownCrossMin != 0 ? item.ownCrossMin : cMin
            childCrossMax = item.ownCrossMax == .infinity ? cMax : item.ownCrossMax
        }
        let childRange = SizeRange(min: size(stack: sMin, cross: childCrossMin), max: size(stack: sMax, cross: childCrossMax))
        return Self.layout(children, index, in: childRange, parentSize: parentSize, context: context)
    }

    /// Lays out `children[index]` in place (see `readItems(of:into:alignItems:vertical:)`).
    @inline(never)
    static func layout(_ children: [any LayoutElement], _ index: Int, in range: SizeRange, parentSize: Size,
                       context: LayoutContext) -> LayoutResult {
        children[index].layoutThatFits(range, parentSize: parentSize, context: context)
    }

    mutating func measureIntrinsicSizes(_ children: [any LayoutElement], context: LayoutContext,
                                        optimizedFlexing: Bool) {
        layouts.reserveCapacity(children.count)
        let basisParent = stack(parentSize)
        for index in items.indices {
            let item = items[index]
            if optimizedFlexing && item.isFlexibleBothWays {
                // Texture skips measuring the lone flexible child: it starts as an empty 0×0
                // layout, whose baseline metrics are still read from the child's style.
                let child = children[index]
                let style = child.style
                store(LayoutResult(size: .zero, identifier: child.identifier,
                                   ascender: style.ascender, descender: style.descender), at: index)
            } else {
                var basisMin = item.flexBasis.resolve(parent: basisParent, auto: 0)
                var basisMax = item.flexBasis.resolve(parent: basisParent, auto: .infinity)
                if basisMin.isNaN || basisMax.isNaN {
                    // A percentage basis of an undefined stack size: Texture makes NaN; treat it as auto.
                    context.warn("flexBasis \(item.flexBasis) of an undefined stack size; using auto", element: children[index])
                    basisMin = 0
                    basisMax = .infinity
                }
                store(measure(children, context: context, index, stackMin: basisMin, stackMax: basisMax, crossMin: crossMin, crossMax: crossMax), at: index)
            }
        }
    }

    @inline(__always)
    func violation(_ total: Double, min: Double, max: Double) -> Double {
        if total < min { return min - total }
        if total > max { return max - total }
        return 0
    }

    /// Σ sizes + Σ(spacingBefore + spacingAfter) + spacing × (n − 1).
    @inline(__always)
    func stackSum(_ indices: Range<Int>) -> Double {
        guard !indices.isEmpty else { return 0 }
        var total = parameters.spacing * Double(indices.count - 1)
        for index in indices { total += items[index].spacingBefore + items[index].spacingAfter }
        for index in indices { total += stack(items[index].size) }
        return total
    }

    @inline(__always)
    func crossSum() -> Double {
        var total = parameters.lineSpacing * Double(lines.count - 1)
        for index in lines.indices { total += lines[index].crossSize }
        return total
    }

    mutating func breakLines() {
        guard parameters.flexWrap == .wrap else {
            lines.append(Line(items: 0..<items.count))
            return
        }
        var start = 0
        var lineTotal = 0.0
        var gap = 0.0
        for index in items.indices {
            let extent = items[index].spacingBefore + stack(items[index].size) + items[index].spacingAfter
            if violation(lineTotal + gap + extent, min: stackMin, max: stackMax) < 0 && index > start {
                lines.append(Line(items: start..<index))
                start = index
                lineTotal = 0
                gap = 0
            }
            lineTotal += gap + extent
            gap = parameters.spacing
        }
        lines.append(Line(items: start..<items.count))
    }

    /// Single-pass flexing: grow floored to whole points with the remainder on the first
    /// flexible child; shrink weighted by size × flexShrink; no clamping, no redistribution.
    mutating func flex(_ children: [any LayoutElement], context: LayoutContext, line lineIndex: Int,
                       optimizedFlexing: Bool) {
        let indices = lines[lineIndex].items
        let v = violation(stackSum(indices), min: stackMin, max: stackMax)
        var factorSum = 0.0
        if !(Swift.abs(v) < violationEpsilon) {
            for index in indices { factorSum += v > 0 ? items[index].flexGrow : items[index].flexShrink }
        }
        if factorSum == 0 {
            if optimizedFlexing {
                for index in indices where items[index].isFlexibleBothWays {
                    store(measure(children, context: context, index, stackMin: 0, stackMax: 0, crossMin: crossMin, crossMax: crossMax), at: index)
                }
            }
            return
        }
        var scaledShrinkSum = 0.0
        for index in indices { scaledShrinkSum += stack(items[index].size) * (items[index].flexShrink / factorSum) }
        // Each child's adjustment depends only on its own (not yet flexed) layout, so it is
        // computed once to sum the remainder and again when the child is flexed.
        func adjustment(_ index: Int) -> Double {
            if v > 0 { return (v * (items[index].flexGrow / factorSum)).rounded(.down) }
            if scaledShrinkSum == 0 { return 0 }
            let scaled = stack(items[index].size) * (items[index].flexShrink / factorSum)
            return -Swift.abs(scaled / scaledShrinkSum * v)
        }
        var remaining = v
        var firstFlexible: Int?
        for index in indices {
            let value = adjustment(index)
            remaining -= value
            if firstFlexible == nil && value != 0 { firstFlexible = index }
        }
        guard let firstFlexible else { return }
        for index in indices {
            let value = adjustment(index)
            guard value != 0 else { continue }
            let extra = index == firstFlexible && items[index].flexGrow > 0 ? remaining : 0
            let flexed = texMax(stack(items[index].size) + value + extra, 0)
            store(measure(children, context: context, index, stackMin: flexed, stackMax: flexed, crossMin: crossMin, crossMax: crossMax), at: index)
        }
    }

    @inline(__always)
    func baseline(of index: Int) -> Double {
        switch items[index].alignment {
        case .baselineFirst: return items[index].ascender
        case .baselineLast: return cross(items[index].size) + items[index].descender
        default: return 0
        }
    }

    mutating func computeLineCrossSizes() {
        if lines.count == 1 && crossMin == crossMax {
            lines[0].crossSize = crossMin
            for index in lines[0].items where items[index].isBaselineAligned {
                lines[0].baseline = texMax(lines[0].baseline, baseline(of: index))
            }
            return
        }
        for lineIndex in lines.indices {
            var maxAscent = 0.0
            var maxDescent = 0.0
            var maxCross = 0.0
            for index in lines[lineIndex].items {
                let crossSize = cross(items[index].size)
                if items[index].isBaselineAligned {
                    let itemBaseline = baseline(of: index)
                    maxAscent = texMax(maxAscent, itemBaseline)
                    maxDescent = texMax(maxDescent, crossSize - itemBaseline)
                } else {
                    maxCross = texMax(maxCross, crossSize)
                }
            }
            var crossSize = texMax(maxAscent + maxDescent, maxCross)
            if lines.count == 1 { crossSize = texMin(texMax(crossMin, crossSize), crossMax) }
            lines[lineIndex].crossSize = crossSize
            lines[lineIndex].baseline = maxAscent
        }
    }

    /// alignContent stretch shares extra cross space among several lines; then stretch
    /// items are re-measured at their line's cross size.
    mutating func stretch(_ children: [any LayoutElement], context: LayoutContext) {
        let v = violation(crossSum(), min: crossMin, max: crossMax)
        let stretchLines = lines.count > 1 && parameters.alignContent == .stretch && v > violationEpsilon
        let extra = v / Double(lines.count)
        for lineIndex in lines.indices {
            if stretchLines { lines[lineIndex].crossSize += extra }
            let lineCross = lines[lineIndex].crossSize
            for index in lines[lineIndex].items where items[index].alignment == .stretch {
                let current = items[index].size
                if lineCross - cross(current) > violationEpsilon {
                    let stackSize = stack(current)
                    store(measure(children, context: context, index, stackMin: stackSize, stackMax: stackSize,
                                             crossMin: lineCross, crossMax: lineCross), at: index)
                }
            }
        }
    }

    /// Offset and gap for distributing `v` over `count` things; spaceBetween/spaceAround
    /// fall back to start/center with one thing or without spare room.
    static func distribution(_ mode: StackAlignContent, count: Int, violation v: Double) -> (offset: Double, gap: Double) {
        var mode = mode
        if mode == .spaceBetween && (v < violationEpsilon || count == 1) { mode = .start }
        if mode == .spaceAround && (v < violationEpsilon || count == 1) { mode = .center }
        switch mode {
        case .center: return (v / 2, 0)
        case .end: return (v, 0)
        case .spaceBetween: return (0, v / Double(count - 1))
        case .spaceAround: return (v / Double(count * 2), v / Double(count * 2) * 2)
        case .start, .stretch: return (0, 0)
        }
    }

    /// Places lines and items left to right; in a right-to-left layout each position is
    /// then mirrored in the stack's final `width` (see `mirroredX`).
    mutating func position(crossTotal: Double, width: Double) {
        let lineDistribution = Self.distribution(parameters.alignContent, count: lines.count,
                                                 violation: violation(crossTotal, min: crossMin, max: crossMax))
        let justify: StackAlignContent = switch parameters.justifyContent {
        case .start: .start
        case .center: .center
        case .end: .end
        case .spaceBetween: .spaceBetween
        case .spaceAround: .spaceAround
        }
        var lineCross = lineDistribution.offset
        for lineIndex in lines.indices {
            let line = lines[lineIndex]
            if lineIndex > 0 { lineCross += lineDistribution.gap + parameters.lineSpacing }
            let (stackOffset, gap) = Self.distribution(justify, count: line.items.count,
                                                       violation: violation(line.stackSum, min: stackMin, max: stackMax))
            var stackPosition = stackOffset
            for index in line.items {
                stackPosition += items[index].spacingBefore
                if index > line.items.lowerBound { stackPosition += parameters.spacing + gap }
                let childSize = items[index].size
                var position = point(stack: stackPosition, cross: lineCross + crossOffset(index, size: childSize, in: line))
                if rightToLeft {
                    position.x = mirroredX(position.x, of: index, size: childSize, lineStart: lineCross, line: line, width: width)
                }
                layouts[index].position = position
                stackPosition += stack(childSize) + items[index].spacingAfter
            }
            lineCross += line.crossSize
        }
    }

    /// An item's x in a right-to-left layout, from its left-to-right `x`: mirrored in the
    /// stack's width, so the first item, `start` and `spacingBefore` are at the right (and a
    /// vertical stack's first line and cross `start` too). A centred item in a vertical
    /// stack keeps its offset in its (mirrored) line: centring does not depend on direction.
    @inline(__always)
    func mirroredX(_ x: Double, of index: Int, size: Size, lineStart: Double, line: Line, width: Double) -> Double {
        if parameters.vertical && items[index].alignment == .center { return width - lineStart - line.crossSize + (x - lineStart) }
        return width - x - size.width
    }

    @inline(__always)
    func crossOffset(_ index: Int, size: Size, in line: Line) -> Double {
        switch items[index].alignment {
        case .end: return line.crossSize - cross(size)
        case .center: return grid.floor((line.crossSize - cross(size)) / 2)
        case .baselineFirst, .baselineLast: return line.baseline - baseline(of: index)
        case .start, .stretch, .notSet: return 0
        }
    }
}
