import Appearance
import Raster

extension CanvasPath {
    /// The path scaled by `factor` about the origin, then moved by `offset`: device
    /// outlines are built in device points and drawn in output pixels.
    func transformed(scale factor: Double, offset: CanvasPoint) -> CanvasPath {
        func map(_ p: CanvasPoint) -> CanvasPoint { CanvasPoint(x: offset.x + p.x * factor, y: offset.y + p.y * factor) }
        return CanvasPath(elements.map { element in
            switch element {
            case .move(let p): .move(to: map(p))
            case .line(let p): .line(to: map(p))
            case .curve(let p, let c1, let c2): .curve(to: map(p), control1: map(c1), control2: map(c2))
            case .arc(let center, let radius, let start, let end, let clockwise):
                .arc(center: map(center), radius: radius * factor, startAngle: start, endAngle: end, clockwise: clockwise)
            case .close: .close
            }
        })
    }
}

extension CanvasRect {
    /// The rectangle scaled by `factor` about the origin, then moved by `offset`.
    func transformed(scale factor: Double, offset: CanvasPoint) -> CanvasRect {
        CanvasRect(x: offset.x + x * factor, y: offset.y + y * factor, width: width * factor, height: height * factor)
    }
}
