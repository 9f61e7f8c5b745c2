import CCairo

/// How overlapping subpaths decide what is inside.
public enum FillRule: Hashable, Sendable {
    case nonZero, evenOdd
}

/// The shape at the ends of open stroked lines.
public enum LineCap: Hashable, Sendable {
    case butt, round, square
}

/// The shape where stroked segments meet.
public enum LineJoin: Hashable, Sendable {
    case miter, round, bevel
}

extension Canvas {
    // MARK: Clipping

    /// Intersects the clip with `rect`, with circular corners of `cornerRadius`.
    public func clip(to rect: CanvasRect, cornerRadius: Double = 0) {
        clip(to: .roundedRect(rect, cornerRadius: cornerRadius))
    }

    /// Intersects the clip with the ellipse inscribed in `rect` (a circle when square).
    public func clip(toEllipseIn rect: CanvasRect) {
        clip(to: .ellipse(in: rect))
    }

    /// Intersects the clip with `path`.
    public func clip(to path: CanvasPath, rule: FillRule = .nonZero) {
        path.apply(to: context)
        withFillRule(rule) { cairo_clip(context) }
    }

    // MARK: Fills

    /// Fills `rect` (with circular corners of `cornerRadius`) with `color`.
    public func fill(_ rect: CanvasRect, cornerRadius: Double = 0, color: Color) {
        fill(.roundedRect(rect, cornerRadius: cornerRadius), color: color)
    }

    /// Fills `path` with `color`.
    public func fill(_ path: CanvasPath, color: Color, rule: FillRule = .nonZero) {
        guard color.alpha > 0 else { return }
        path.apply(to: context)
        setSource(color)
        withFillRule(rule) { cairo_fill(context) }
    }

    /// Paints the whole clip area with `color`.
    public func fillClip(with color: Color) {
        setSource(color)
        cairo_paint(context)
    }

    // MARK: Strokes

    /// Draws a border of `width` points just inside `rect`'s edge (like `CALayer.borderWidth`),
    /// following the rounded corners when `cornerRadius` > 0.
    public func strokeBorder(of rect: CanvasRect, cornerRadius: Double = 0, width: Double, color: Color) {
        guard width > 0, color.alpha > 0 else { return }
        // Outer outline minus inner outline: exact for any width, no half-pixel stroke rounding.
        var ring = CanvasPath.roundedRect(rect, cornerRadius: cornerRadius)
        let inner = rect.insetBy(dx: width, dy: width)
        if inner.width > 0, inner.height > 0 {
            ring.append(.roundedRect(inner, cornerRadius: max(0, cornerRadius - width)))
        }
        fill(ring, color: color, rule: .evenOdd)
    }

    /// Strokes `path` centred on its outline.
    public func stroke(_ path: CanvasPath, color: Color, width: Double, cap: LineCap = .butt,
                       join: LineJoin = .miter, dash: [Double] = []) {
        guard width > 0, color.alpha > 0 else { return }
        save()
        defer { restore() }
        path.apply(to: context)
        setSource(color)
        cairo_set_line_width(context, width)
        switch cap {
        case .butt: cairo_set_line_cap(context, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(context, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(context, CAIRO_LINE_CAP_SQUARE)
        }
        switch join {
        case .miter: cairo_set_line_join(context, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(context, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(context, CAIRO_LINE_JOIN_BEVEL)
        }
        dash.withUnsafeBufferPointer { cairo_set_dash(context, $0.baseAddress, Int32($0.count), 0) }
        cairo_stroke(context)
    }

    // MARK: Gradients

    /// Fills `path` with a linear gradient.
    public func fill(_ path: CanvasPath, with gradient: LinearGradient, rule: FillRule = .nonZero) {
        guard !gradient.stops.isEmpty else { return }
        let pattern = cairo_pattern_create_linear(gradient.start.x, gradient.start.y, gradient.end.x, gradient.end.y)!
        defer { cairo_pattern_destroy(pattern) }
        for stop in gradient.stops {
            cairo_pattern_add_color_stop_rgba(pattern, stop.location, stop.color.red, stop.color.green, stop.color.blue, stop.color.alpha)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        save()
        defer { restore() }
        path.apply(to: context)
        cairo_set_source(context, pattern)
        withFillRule(rule) { cairo_fill(context) }
    }

    /// Fills `rect` (with circular corners of `cornerRadius`) with a linear gradient.
    public func fill(_ rect: CanvasRect, cornerRadius: Double = 0, with gradient: LinearGradient) {
        fill(.roundedRect(rect, cornerRadius: cornerRadius), with: gradient)
    }

    func withFillRule(_ rule: FillRule, _ body: () -> Void) {
        cairo_set_fill_rule(context, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        body()
        cairo_set_fill_rule(context, CAIRO_FILL_RULE_WINDING)
    }
}

/// A linear colour ramp from `start` to `end` (user-space points); colours hold before the
/// first and after the last stop.
public struct LinearGradient: Hashable, Sendable {
    /// A colour at a position along the ramp, 0 = start, 1 = end.
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: Double

        public init(color: Color, location: Double) {
            self.color = color
            self.location = location
        }
    }

    public var start: CanvasPoint
    public var end: CanvasPoint
    public var stops: [Stop]

    public init(start: CanvasPoint, end: CanvasPoint, stops: [Stop]) {
        self.start = start
        self.end = end
        self.stops = stops
    }

    /// Evenly spaced `colors` from `start` to `end`.
    public init(start: CanvasPoint, end: CanvasPoint, colors: [Color]) {
        let last = Double(max(colors.count - 1, 1))
        self.init(start: start, end: end, stops: colors.enumerated().map { Stop(color: $1, location: Double($0) / last) })
    }
}
