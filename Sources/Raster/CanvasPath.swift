import CCairo
import Foundation

/// A vector path in canvas user space (points): outlines for fills, strokes, clips and shadows.
public struct CanvasPath: Hashable, Sendable {
    /// One drawing command.
    public enum Element: Hashable, Sendable {
        case move(to: CanvasPoint)
        case line(to: CanvasPoint)
        case curve(to: CanvasPoint, control1: CanvasPoint, control2: CanvasPoint)
        /// A circular arc around `center`; angles in radians, 0 = +x, growing clockwise on screen
        /// (y points down). A line joins the current point to the arc's start.
        case arc(center: CanvasPoint, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool)
        case close
    }

    public private(set) var elements: [Element] = []

    public init() {}

    public init(_ elements: [Element]) {
        self.elements = elements
    }

    public mutating func move(to point: CanvasPoint) { elements.append(.move(to: point)) }
    public mutating func addLine(to point: CanvasPoint) { elements.append(.line(to: point)) }
    public mutating func addCurve(to point: CanvasPoint, control1: CanvasPoint, control2: CanvasPoint) {
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }
    public mutating func addArc(center: CanvasPoint, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool = true) {
        elements.append(.arc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise))
    }
    public mutating func close() { elements.append(.close) }

    /// Appends all of `other`'s elements (separate subpaths, e.g. a hole with `.evenOdd`).
    public mutating func append(_ other: CanvasPath) { elements += other.elements }

    /// A rectangle.
    public static func rect(_ rect: CanvasRect) -> CanvasPath {
        roundedRect(rect, cornerRadius: 0)
    }

    /// A rectangle with circular corners of `cornerRadius` (clamped to half the shorter side).
    public static func roundedRect(_ rect: CanvasRect, cornerRadius: Double) -> CanvasPath {
        roundedRect(rect, radii: CornerRadii(cornerRadius))
    }

    /// A rectangle with a separate circular radius per corner (each clamped to half the shorter side).
    public static func roundedRect(_ rect: CanvasRect, radii: CornerRadii) -> CanvasPath {
        let limit = max(0, min(rect.width, rect.height) / 2)
        let tl = min(max(radii.topLeft, 0), limit), tr = min(max(radii.topRight, 0), limit)
        let br = min(max(radii.bottomRight, 0), limit), bl = min(max(radii.bottomLeft, 0), limit)
        var path = CanvasPath()
        path.move(to: CanvasPoint(x: rect.minX + tl, y: rect.minY))
        path.addLine(to: CanvasPoint(x: rect.maxX - tr, y: rect.minY))
        if tr > 0 { path.addArc(center: CanvasPoint(x: rect.maxX - tr, y: rect.minY + tr), radius: tr, startAngle: -.pi / 2, endAngle: 0) }
        path.addLine(to: CanvasPoint(x: rect.maxX, y: rect.maxY - br))
        if br > 0 { path.addArc(center: CanvasPoint(x: rect.maxX - br, y: rect.maxY - br), radius: br, startAngle: 0, endAngle: .pi / 2) }
        path.addLine(to: CanvasPoint(x: rect.minX + bl, y: rect.maxY))
        if bl > 0 { path.addArc(center: CanvasPoint(x: rect.minX + bl, y: rect.maxY - bl), radius: bl, startAngle: .pi / 2, endAngle: .pi) }
        path.addLine(to: CanvasPoint(x: rect.minX, y: rect.minY + tl))
        if tl > 0 { path.addArc(center: CanvasPoint(x: rect.minX + tl, y: rect.minY + tl), radius: tl, startAngle: .pi, endAngle: 1.5 * .pi) }
        path.close()
        return path
    }

    /// The ellipse inscribed in `rect` (a circle when it is square).
    public static func ellipse(in rect: CanvasRect) -> CanvasPath {
        // Four cubic Béziers; k is the usual circle-approximation constant.
        let k = 0.5522847498307936
        let rx = rect.width / 2, ry = rect.height / 2, cx = rect.midX, cy = rect.midY
        var path = CanvasPath()
        path.move(to: CanvasPoint(x: cx + rx, y: cy))
        path.addCurve(to: CanvasPoint(x: cx, y: cy + ry), control1: CanvasPoint(x: cx + rx, y: cy + k * ry), control2: CanvasPoint(x: cx + k * rx, y: cy + ry))
        path.addCurve(to: CanvasPoint(x: cx - rx, y: cy), control1: CanvasPoint(x: cx - k * rx, y: cy + ry), control2: CanvasPoint(x: cx - rx, y: cy + k * ry))
        path.addCurve(to: CanvasPoint(x: cx, y: cy - ry), control1: CanvasPoint(x: cx - rx, y: cy - k * ry), control2: CanvasPoint(x: cx - k * rx, y: cy - ry))
        path.addCurve(to: CanvasPoint(x: cx + rx, y: cy), control1: CanvasPoint(x: cx + k * rx, y: cy - ry), control2: CanvasPoint(x: cx + rx, y: cy - k * ry))
        path.close()
        return path
    }

    /// Replaces the context's current path with this one.
    func apply(to context: OpaquePointer) {
        cairo_new_path(context)
        for element in elements {
            switch element {
            case .move(let p):
                cairo_move_to(context, p.x, p.y)
            case .line(let p):
                cairo_line_to(context, p.x, p.y)
            case .curve(let p, let c1, let c2):
                cairo_curve_to(context, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
            case .arc(let center, let radius, let start, let end, let clockwise):
                if clockwise {
                    cairo_arc(context, center.x, center.y, radius, start, end)
                } else {
                    cairo_arc_negative(context, center.x, center.y, radius, start, end)
                }
            case .close:
                cairo_close_path(context)
            }
        }
    }
}

/// Per-corner radii of a rounded rectangle, in points.
public struct CornerRadii: Hashable, Sendable {
    public var topLeft: Double
    public var topRight: Double
    public var bottomRight: Double
    public var bottomLeft: Double

    public init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
    }

    /// The same radius at every corner.
    public init(_ radius: Double) {
        self.init(topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius)
    }
}
