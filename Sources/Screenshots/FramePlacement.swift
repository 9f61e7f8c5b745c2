import Appearance
import Raster

/// How a device frame's upright geometry (device points) lands in the output: turned a
/// quarter to the left for a landscape device, then scaled and moved to output pixels.
struct FramePlacement {
    var orientation: DeviceOrientation
    /// Width of the upright screen, the pivot of the quarter turn.
    var uprightWidth: Double
    var scale: Double
    var offset: CanvasPoint

    func point(_ p: CanvasPoint) -> CanvasPoint {
        let held = orientation == .portrait ? p : DeviceOrientation.turnedLeft(p, uprightWidth: uprightWidth)
        return CanvasPoint(x: offset.x + held.x * scale, y: offset.y + held.y * scale)
    }

    func rect(_ r: CanvasRect) -> CanvasRect {
        let held = orientation == .portrait ? r : DeviceOrientation.turnedLeft(r, uprightWidth: uprightWidth)
        return CanvasRect(x: offset.x + held.x * scale, y: offset.y + held.y * scale, width: held.width * scale,
                          height: held.height * scale)
    }

    /// The turn moves every angle back a quarter; it keeps the sense of arcs (a rotation).
    func path(_ path: CanvasPath) -> CanvasPath {
        let turn = orientation == .portrait ? 0 : -Double.pi / 2
        return CanvasPath(path.elements.map { element in
            switch element {
            case .move(let p): .move(to: point(p))
            case .line(let p): .line(to: point(p))
            case .curve(let p, let c1, let c2): .curve(to: point(p), control1: point(c1), control2: point(c2))
            case .arc(let center, let radius, let start, let end, let clockwise):
                .arc(center: point(center), radius: radius * scale, startAngle: start + turn, endAngle: end + turn,
                     clockwise: clockwise)
            case .close: .close
            }
        })
    }
}
