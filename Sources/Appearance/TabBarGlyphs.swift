import Foundation
import Raster

/// A tab's icon: a simple vector glyph drawn by feedrender (no icon font), in an outline
/// form for unselected tabs and a filled form for the selected one, as iOS tab bars do.
public enum TabBarIcon: String, Hashable, Sendable, CaseIterable {
    case home, search, plus, heart, person, bell, message, star, bookmark, gear

    /// Draws the glyph in a `size`-point square whose top-left corner is at `x`, `y`.
    public func draw(filled: Bool, color: Color, x: Double, y: Double, size: Double, on canvas: Canvas) {
        canvas.withSavedState {
            canvas.translate(x: x, y: y)
            canvas.scale(x: size / 24, y: size / 24)
            drawIn24PointBox(filled: filled, color: color, on: canvas)
        }
    }

    /// The glyph on a 24-point design grid.
    private func drawIn24PointBox(filled: Bool, color: Color, on canvas: Canvas) {
        let line = 1.7
        func outline(_ path: CanvasPath) {
            canvas.stroke(path, color: color, width: line, cap: .round, join: .round)
        }
        func shape(_ path: CanvasPath) {
            if filled { canvas.fill(path, color: color, rule: .evenOdd) } else { outline(path) }
        }
        switch self {
        case .home:
            var house = Self.polygon([(12, 3.5), (21, 11.5), (18.5, 11.5), (18.5, 20.5), (5.5, 20.5), (5.5, 11.5), (3, 11.5)])
            if filled {
                house.append(.rect(CanvasRect(x: 10, y: 14.5, width: 4, height: 6)))
                canvas.fill(house, color: color, rule: .evenOdd)
            } else {
                outline(Self.polyline([(3.5, 11.5), (12, 4), (20.5, 11.5)]))
                outline(Self.polyline([(6, 10), (6, 20.5), (18, 20.5), (18, 10)]))
                outline(Self.polyline([(10, 20.5), (10, 15), (14, 15), (14, 20.5)]))
            }
        case .search:
            canvas.stroke(.ellipse(in: CanvasRect(x: 4, y: 4, width: 13, height: 13)), color: color,
                          width: filled ? 2.6 : line)
            canvas.stroke(Self.polyline([(15.2, 15.2), (20.5, 20.5)]), color: color, width: filled ? 3 : 2.2, cap: .round)
        case .plus:
            let square = CanvasPath.roundedRect(CanvasRect(x: 3, y: 3, width: 18, height: 18), cornerRadius: 5)
            var cross = Self.polyline([(12, 7.5), (12, 16.5)])
            cross.append(Self.polyline([(7.5, 12), (16.5, 12)]))
            if filled {
                var cut = square
                cut.append(.rect(CanvasRect(x: 11.1, y: 7.5, width: 1.8, height: 9)))
                cut.append(.rect(CanvasRect(x: 7.5, y: 11.1, width: 3.6, height: 1.8)))
                cut.append(.rect(CanvasRect(x: 12.9, y: 11.1, width: 3.6, height: 1.8)))
                canvas.fill(cut, color: color, rule: .evenOdd)
            } else {
                outline(square)
                outline(cross)
            }
        case .heart:
            var heart = CanvasPath()
            heart.move(to: CanvasPoint(x: 12, y: 20.5))
            heart.addCurve(to: CanvasPoint(x: 2.5, y: 8.7), control1: CanvasPoint(x: 5.5, y: 15.8),
                           control2: CanvasPoint(x: 2.5, y: 12.3))
            heart.addCurve(to: CanvasPoint(x: 7.4, y: 3.6), control1: CanvasPoint(x: 2.5, y: 5.7),
                           control2: CanvasPoint(x: 4.7, y: 3.6))
            heart.addCurve(to: CanvasPoint(x: 12, y: 6.4), control1: CanvasPoint(x: 9.4, y: 3.6),
                           control2: CanvasPoint(x: 11.1, y: 4.8))
            heart.addCurve(to: CanvasPoint(x: 16.6, y: 3.6), control1: CanvasPoint(x: 12.9, y: 4.8),
                           control2: CanvasPoint(x: 14.6, y: 3.6))
            heart.addCurve(to: CanvasPoint(x: 21.5, y: 8.7), control1: CanvasPoint(x: 19.3, y: 3.6),
                           control2: CanvasPoint(x: 21.5, y: 5.7))
            heart.addCurve(to: CanvasPoint(x: 12, y: 20.5), control1: CanvasPoint(x: 21.5, y: 12.3),
                           control2: CanvasPoint(x: 18.5, y: 15.8))
            heart.close()
            shape(heart)
        case .person:
            let head = CanvasPath.ellipse(in: CanvasRect(x: 8, y: 3.5, width: 8, height: 8))
            var body = CanvasPath()
            body.move(to: CanvasPoint(x: 4, y: 20.5))
            body.addCurve(to: CanvasPoint(x: 12, y: 14), control1: CanvasPoint(x: 4, y: 16.4), control2: CanvasPoint(x: 7.6, y: 14))
            body.addCurve(to: CanvasPoint(x: 20, y: 20.5), control1: CanvasPoint(x: 16.4, y: 14), control2: CanvasPoint(x: 20, y: 16.4))
            body.close()
            shape(head)
            shape(body)
        case .bell:
            var bell = CanvasPath()
            bell.move(to: CanvasPoint(x: 6, y: 16))
            bell.addLine(to: CanvasPoint(x: 6, y: 10.5))
            bell.addCurve(to: CanvasPoint(x: 12, y: 4.2), control1: CanvasPoint(x: 6, y: 6.9), control2: CanvasPoint(x: 8.6, y: 4.2))
            bell.addCurve(to: CanvasPoint(x: 18, y: 10.5), control1: CanvasPoint(x: 15.4, y: 4.2), control2: CanvasPoint(x: 18, y: 6.9))
            bell.addLine(to: CanvasPoint(x: 18, y: 16))
            bell.addLine(to: CanvasPoint(x: 20, y: 18))
            bell.addLine(to: CanvasPoint(x: 4, y: 18))
            bell.close()
            shape(bell)
            canvas.fill(.ellipse(in: CanvasRect(x: 10, y: 18.6, width: 4, height: 3)), color: color)
        case .message:
            var bubble = CanvasPath.roundedRect(CanvasRect(x: 3, y: 4, width: 18, height: 13), cornerRadius: 4)
            if filled {
                bubble.append(Self.polygon([(7, 16), (7, 21), (12.5, 16)]))
                canvas.fill(bubble, color: color)
            } else {
                outline(bubble)
                outline(Self.polyline([(7.5, 17), (7.5, 20.5), (11.5, 17)]))
            }
        case .star:
            let points = (0..<10).map { index -> (Double, Double) in
                let angle = -Double.pi / 2 + Double(index) * .pi / 5
                let radius = index.isMultiple(of: 2) ? 9.5 : 4.2
                return (12 + radius * cos(angle), 12.8 + radius * sin(angle))
            }
            shape(Self.polygon(points))
        case .bookmark:
            shape(Self.polygon([(6, 3.5), (18, 3.5), (18, 20.5), (12, 15.8), (6, 20.5)]))
        case .gear:
            let teeth = 8
            let points = (0..<(teeth * 4)).map { index -> (Double, Double) in
                let angle = Double(index) * 2 * .pi / Double(teeth * 4) - .pi / Double(teeth * 4)
                let radius = (index % 4 == 1 || index % 4 == 2) ? 9.5 : 7.3
                return (12 + radius * cos(angle), 12 + radius * sin(angle))
            }
            var gear = Self.polygon(points)
            gear.append(.ellipse(in: CanvasRect(x: 9, y: 9, width: 6, height: 6)))
            if filled { canvas.fill(gear, color: color, rule: .evenOdd) } else { outline(gear) }
        }
    }

    private static func polygon(_ points: [(Double, Double)]) -> CanvasPath {
        var path = polyline(points)
        path.close()
        return path
    }

    private static func polyline(_ points: [(Double, Double)]) -> CanvasPath {
        var path = CanvasPath()
        for (index, point) in points.enumerated() {
            let p = CanvasPoint(x: point.0, y: point.1)
            if index == 0 { path.move(to: p) } else { path.addLine(to: p) }
        }
        return path
    }
}
