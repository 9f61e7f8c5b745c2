import Foundation
import Raster

/// A spinner drawn at one fixed phase, so every render of it is the same: UIKit's
/// `UIActivityIndicatorView` (eight rounded spokes fading behind the one at twelve
/// o'clock) or Material's indeterminate circular progress indicator (a 270° arc from
/// twelve o'clock, clockwise). A node (`ActivityIndicatorNode`) and a feed's loading state
/// (`FeedPresentation.loadingIndicator`) both draw one.
public struct ActivityIndicator: Hashable, Sendable {
    /// Which platform's spinner.
    public enum Style: String, Hashable, Sendable, CaseIterable {
        /// UIKit's medium spinner: 20 points, eight spokes.
        case iOS
        /// Material 3's circular indicator: 40 dp across (48 with its padding), a 4 dp arc.
        case material
    }

    /// The spinner's look.
    public var style: Style
    /// The spokes' or the arc's colour.
    public var color: Color

    /// A spinner of `style` in `color`.
    public init(style: Style, color: Color) {
        self.style = style
        self.color = color
    }

    /// UIKit's grey spinner (`UIActivityIndicatorView.Style.gray`, the Meetup tutorial's).
    public static let iOSGray = ActivityIndicator(style: .iOS, color: Color(red8: 0x99, green8: 0x99, blue8: 0x99))

    /// The spinner's side in points: 20 for iOS, 48 for Material (its 40 dp circle and padding).
    public var size: Double { style == .iOS ? 20 : 48 }

    /// Spokes of the iOS spinner.
    static let spokeCount = 8
    /// The iOS spokes run from this radius to `spokeOuterRadius`, 2 points wide with round
    /// ends (so the spinner is 20 points across).
    static let spokeInnerRadius = 5.0
    static let spokeOuterRadius = 9.0
    static let spokeWidth = 2.0
    /// Material's arc: radius to the middle of its 4 dp stroke, and how far round it goes.
    static let arcRadius = 18.0
    static let arcWidth = 4.0
    static let arcSweep = 1.5 * Double.pi

    /// The opacity of iOS spoke `index`, counted clockwise from twelve o'clock: the spoke at
    /// twelve is the head (opaque); the ones behind it, anticlockwise, fade by 0.1 a step,
    /// so the spoke just clockwise of the head is the faintest (0.3).
    static func spokeAlpha(_ index: Int) -> Double {
        let behind = (spokeCount - index) % spokeCount
        return 1 - 0.1 * Double(behind)
    }

    /// Draws the spinner centred on `center` (canvas user space in points).
    public func draw(centeredAt center: CanvasPoint, on canvas: Canvas) {
        switch style {
        case .iOS:
            for index in 0..<Self.spokeCount {
                // Angle 0 is +x; twelve o'clock is -π/2, and angles grow clockwise.
                let angle = -Double.pi / 2 + Double(index) * 2 * Double.pi / Double(Self.spokeCount)
                var spoke = CanvasPath()
                spoke.move(to: CanvasPoint(x: center.x + Self.spokeInnerRadius * cos(angle),
                                           y: center.y + Self.spokeInnerRadius * sin(angle)))
                spoke.addLine(to: CanvasPoint(x: center.x + Self.spokeOuterRadius * cos(angle),
                                              y: center.y + Self.spokeOuterRadius * sin(angle)))
                canvas.stroke(spoke, color: color.withAlphaMultiplied(by: Self.spokeAlpha(index)), width: Self.spokeWidth,
                              cap: .round)
            }
        case .material:
            var arc = CanvasPath()
            let start = -Double.pi / 2
            arc.move(to: CanvasPoint(x: center.x, y: center.y - Self.arcRadius))
            arc.addArc(center: center, radius: Self.arcRadius, startAngle: start, endAngle: start + Self.arcSweep)
            canvas.stroke(arc, color: color, width: Self.arcWidth, cap: .round)
        }
    }
}
