extension StackLayoutSpec {
    /// Texture's stack algorithm: an intrinsic pass (flexBasis as the stack range), line
    /// breaking, single-pass flexing, line cross sizes and baselines, stretching, then
    /// justification and alignment. See texture-layout-semantics.md §3. In a right-to-left
    /// layout the horizontal positions are mirrored in the stack's width (layout-json.md).
    public func calculateLayoutThatFits(_ range: SizeRange, context: LayoutContext) -> LayoutResult {
        guard !children.isEmpty else { return context.makeResult(for: self, size: range.min) }
        var engine = StackEngine(spec: self, range: range, context: context)
        return engine.layout()
    }
}

/// Violations smaller than this are treated as none (Texture's `kViolationEpsilon`).
let violationEpsilon = 0.01

/// One stack layout pass. Works in stack (main axis) and cross coordinates.
private struct StackEngine {
    struct Item {
        let child: any LayoutElement
        let style: Style
        let alignment: StackAlignItems
        var layout: LayoutResult
    }

    struct Line {
        var items: Range<Int>
        var crossSize: Double = 0
        var baseline: Double = 0
        var stackSum: Double = 0
    }

    let spec: StackLayoutSpec
    let range: SizeRange
    let context: LayoutContext
    let vertical: Bool
    /// What children's percentages resolve against: exact dimensions only.
    let parentSize: Size
    var items: [Item] = []
    var lines: [Line] = []

    init(spec: StackLayoutSpec, range: SizeRange, context: LayoutContext) {
        self.spec = spec
        self.range = range
        self.context = context
        vertical = spec.direction == .vertical
        parentSize = Size(width: range.min.width == range.max.width ? range.min.width : .nan,
                          height: range.min.height == range.max.height ? range.min.height : .nan)
    }

    // MARK: Axes

    func stack(_ size: Size) -> Double { vertical ? size.height : size.width }
    func cross(_ size: Size) -> Double { vertical ? size.width : size.height }
    func size(stack: Double, cross: Double) -> Size {
        vertical ? Size(width: cross, height: stack) : Size(width: stack, height: cross)
    }
    func point(stack: Double, cross: Double) -> Point {
        vertical ? Point(x: cross, y: stack) : Point(x: stack, y: cross)
    }
    var stackMin: Double { stack(range.min) }
    var stackMax: Double { stack(range.max) }
    var crossMin: Double { cross(range.min) }
    var crossMax: Double { cross(range.max) }

    static func isFlexibleBothWays(_ style: Style) -> Bool { style.flexGrow > 0 && style.flexShrink > 0 }

    // MARK: Pass

    mutating func layout() -> LayoutResult {
        let flexibleBothWays = spec.children.reduce(0) { $0 + (Self.isFlexibleBothWays($1.style) ? 1 : 0) }
        let optimizedFlexing = flexibleBothWays == 1 && stackMin == stackMax
        measureIntrinsicSizes(optimizedFlexing: optimizedFlexing)
        breakLines()
        for index in lines.indices { flex(line: index, optimizedFlexing: optimizedFlexing) }
        computeLineCrossSizes()
        stretch()
        var stackTotal = 0.0
        for index in lines.indices {
            lines[index].stackSum = stackSum(lines[index].items)
            stackTotal = texMax(lines[index].stackSum, stackTotal)
        }
        let crossTotal = crossSum()
        let size = range.clamp(size(stack: stackTotal, cross: crossTotal))
        position(crossTotal: crossTotal, width: size.width)
        // A vertical stack reports its first child's ascender and last child's descender,
        // so baseline alignment works through nested stacks.
        return context.makeResult(for: spec, size: size, children: items.map(\.layout),
                                  ascender: vertical ? items.first!.layout.ascender : nil,
                                  descender: vertical ? items.last!.layout.descender : nil)
    }

    /// The range a child is measured in: stretch children get the line's cross min unless
    /// their own style says otherwise; others may be anything up to the cross max.
    func measure(_ item: Item, stackMin sMin: Double, stackMax sMax: Double,
                 crossMin cMin: Double, crossMax cMax: Double) -> LayoutResult {
        var childCrossMin = 0.0
        var childCrossMax = cMax
        if item.alignment == .stretch {
            let own = item.style.sizeRange(parentSize: .undefined)
            let ownMin = cross(own.min)
            let ownMax = cross(own.max)
            childCrossMin = ownMin != 0 ? ownMin : cMin
            childCrossMax = ownMax == .infinity ? cMax : ownMax
        }
        let childRange = SizeRange(min: size(stack: sMin, cross: childCrossMin), max: size(stack: sMax, cross: childCrossMax))
        return item.child.layoutThatFits(childRange, parentSize: parentSize, context: context)
    }

    mutating func measureIntrinsicSizes(optimizedFlexing: Bool) {
        items.reserveCapacity(spec.children.count)
        let basisParent = stack(parentSize)
        for child in spec.children {
            let style = child.style
            let alignment: StackAlignItems = switch style.alignSelf {
            case .auto: spec.alignItems
            case .start: .start
            case .end: .end
            case .center: .center
            case .stretch: .stretch
            }
            var item = Item(child: child, style: style, alignment: alignment, layout: LayoutResult(size: .zero))
            if optimizedFlexing && Self.isFlexibleBothWays(style) {
                // Texture skips measuring the lone flexible child: it starts as an empty 0×0
                // layout, whose baseline metrics are still read from the child's style.
                item.layout = LayoutResult(size: .zero, identifier: child.identifier,
                                           ascender: style.ascender, descender: style.descender)
            } else {
                var basisMin = style.flexBasis.resolve(parent: basisParent, auto: 0)
                var basisMax = style.flexBasis.resolve(parent: basisParent, auto: .infinity)
                if basisMin.isNaN || basisMax.isNaN {
                    // A percentage basis of an undefined stack size: Texture makes NaN; treat it as auto.
                    context.warn("flexBasis \(style.flexBasis) of an undefined stack size; using auto", element: child)
                    basisMin = 0
                    basisMax = .infinity
                }
                item.layout = measure(item, stackMin: basisMin, stackMax: basisMax, crossMin: crossMin, crossMax: crossMax)
            }
            items.append(item)
        }
    }

    func violation(_ total: Double, min: Double, max: Double) -> Double {
        if total < min { return min - total }
        if total > max { return max - total }
        return 0
    }

    /// Σ sizes + Σ(spacingBefore + spacingAfter) + spacing × (n − 1).
    func stackSum(_ indices: Range<Int>) -> Double {
        guard !indices.isEmpty else { return 0 }
        var total = spec.spacing * Double(indices.count - 1)
        for index in indices { total += items[index].style.spacingBefore + items[index].style.spacingAfter }
        for index in indices { total += stack(items[index].layout.size) }
        return total
    }

    func crossSum() -> Double {
        lines.reduce(spec.lineSpacing * Double(lines.count - 1)) { $0 + $1.crossSize }
    }

    mutating func breakLines() {
        guard spec.flexWrap == .wrap else {
            lines = [Line(items: 0..<items.count)]
            return
        }
        var start = 0
        var lineTotal = 0.0
        var spacing = 0.0
        for index in items.indices {
            let style = items[index].style
            let extent = style.spacingBefore + stack(items[index].layout.size) + style.spacingAfter
            if violation(lineTotal + spacing + extent, min: stackMin, max: stackMax) < 0 && index > start {
                lines.append(Line(items: start..<index))
                start = index
                lineTotal = 0
                spacing = 0
            }
            lineTotal += spacing + extent
            spacing = spec.spacing
        }
        lines.append(Line(items: start..<items.count))
    }

    /// Single-pass flexing: grow floored to whole points with the remainder on the first
    /// flexible child; shrink weighted by size × flexShrink; no clamping, no redistribution.
    mutating func flex(line lineIndex: Int, optimizedFlexing: Bool) {
        let indices = lines[lineIndex].items
        let v = violation(stackSum(indices), min: stackMin, max: stackMax)
        func factor(_ style: Style) -> Double {
            if Swift.abs(v) < violationEpsilon { return 0 }
            return v > 0 ? style.flexGrow : style.flexShrink
        }
        let factorSum = indices.reduce(0.0) { $0 + factor(items[$1].style) }
        if factorSum == 0 {
            if optimizedFlexing {
                for index in indices where Self.isFlexibleBothWays(items[index].style) {
                    items[index].layout = measure(items[index], stackMin: 0, stackMax: 0,
                                                  crossMin: crossMin, crossMax: crossMax)
                }
            }
            return
        }
        let scaledShrinkSum = indices.reduce(0.0) { sum, index in
            sum + stack(items[index].layout.size) * (items[index].style.flexShrink / factorSum)
        }
        func adjustment(_ index: Int) -> Double {
            let item = items[index]
            if v > 0 { return (v * (item.style.flexGrow / factorSum)).rounded(.down) }
            if scaledShrinkSum == 0 { return 0 }
            let scaled = stack(item.layout.size) * (item.style.flexShrink / factorSum)
            return -Swift.abs(scaled / scaledShrinkSum * v)
        }
        let adjustments = indices.map(adjustment)
        let remaining = adjustments.reduce(v) { $0 - $1 }
        guard let firstFlexible = adjustments.firstIndex(where: { $0 != 0 }) else { return }
        for (offset, index) in indices.enumerated() where adjustments[offset] != 0 {
            let item = items[index]
            let extra = offset == firstFlexible && item.style.flexGrow > 0 ? remaining : 0
            let flexed = texMax(stack(item.layout.size) + adjustments[offset] + extra, 0)
            items[index].layout = measure(item, stackMin: flexed, stackMax: flexed, crossMin: crossMin, crossMax: crossMax)
        }
    }

    func baseline(of item: Item) -> Double {
        switch item.alignment {
        case .baselineFirst: return item.layout.ascender
        case .baselineLast: return cross(item.layout.size) + item.layout.descender
        default: return 0
        }
    }

    static func isBaselineAligned(_ item: Item) -> Bool {
        item.alignment == .baselineFirst || item.alignment == .baselineLast
    }

    mutating func computeLineCrossSizes() {
        if lines.count == 1 && crossMin == crossMax {
            lines[0].crossSize = crossMin
            for index in lines[0].items where Self.isBaselineAligned(items[index]) {
                lines[0].baseline = texMax(lines[0].baseline, baseline(of: items[index]))
            }
            return
        }
        for lineIndex in lines.indices {
            var maxAscent = 0.0
            var maxDescent = 0.0
            var maxCross = 0.0
            for index in lines[lineIndex].items {
                let item = items[index]
                let crossSize = cross(item.layout.size)
                if Self.isBaselineAligned(item) {
                    let itemBaseline = baseline(of: item)
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
    mutating func stretch() {
        let v = violation(crossSum(), min: crossMin, max: crossMax)
        let stretchLines = lines.count > 1 && spec.alignContent == .stretch && v > violationEpsilon
        let extra = v / Double(lines.count)
        for lineIndex in lines.indices {
            if stretchLines { lines[lineIndex].crossSize += extra }
            let lineCross = lines[lineIndex].crossSize
            for index in lines[lineIndex].items where items[index].alignment == .stretch {
                let item = items[index]
                if lineCross - cross(item.layout.size) > violationEpsilon {
                    let stackSize = stack(item.layout.size)
                    items[index].layout = measure(item, stackMin: stackSize, stackMax: stackSize,
                                                  crossMin: lineCross, crossMax: lineCross)
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
        let rightToLeft = context.layoutDirection == .rightToLeft
        let lineDistribution = Self.distribution(spec.alignContent, count: lines.count,
                                                 violation: violation(crossTotal, min: crossMin, max: crossMax))
        let justify: StackAlignContent = switch spec.justifyContent {
        case .start: .start
        case .center: .center
        case .end: .end
        case .spaceBetween: .spaceBetween
        case .spaceAround: .spaceAround
        }
        var lineCross = lineDistribution.offset
        for (lineIndex, line) in lines.enumerated() {
            if lineIndex > 0 { lineCross += lineDistribution.gap + spec.lineSpacing }
            let (stackOffset, gap) = Self.distribution(justify, count: line.items.count,
                                                       violation: violation(line.stackSum, min: stackMin, max: stackMax))
            var stackPosition = stackOffset
            for index in line.items {
                let item = items[index]
                stackPosition += item.style.spacingBefore
                if index > line.items.lowerBound { stackPosition += spec.spacing + gap }
                var position = point(stack: stackPosition, cross: lineCross + crossOffset(item, in: line))
                if rightToLeft { position.x = mirroredX(position.x, of: item, lineStart: lineCross, line: line, width: width) }
                items[index].layout.position = position
                stackPosition += stack(item.layout.size) + item.style.spacingAfter
            }
            lineCross += line.crossSize
        }
    }

    /// An item's x in a right-to-left layout, from its left-to-right `x`: mirrored in the
    /// stack's width, so the first item, `start` and `spacingBefore` are at the right (and a
    /// vertical stack's first line and cross `start` too). A centred item in a vertical
    /// stack keeps its offset in its (mirrored) line: centring does not depend on direction.
    func mirroredX(_ x: Double, of item: Item, lineStart: Double, line: Line, width: Double) -> Double {
        if vertical && item.alignment == .center { return width - lineStart - line.crossSize + (x - lineStart) }
        return width - x - item.layout.size.width
    }

    func crossOffset(_ item: Item, in line: Line) -> Double {
        switch item.alignment {
        case .end: return line.crossSize - cross(item.layout.size)
        case .center: return context.grid.floor((line.crossSize - cross(item.layout.size)) / 2)
        case .baselineFirst, .baselineLast: return line.baseline - baseline(of: item)
        case .start, .stretch, .notSet: return 0
        }
    }
}
