import Feed
import Foundation
import Raster
import Text

/// The clean bars App Store screenshots show over the feed: a status bar reading 9:41 with
/// full signal, Wi-Fi and battery, and a navigation bar with the feed's title. Light or dark
/// with the theme; mirrored in right-to-left locales, as iOS does.
struct ChromePainter {
    var device: DevicePreset
    var theme: Theme
    var navigationTitle: String?
    var isRightToLeft: Bool

    static let navigationBarHeight = FeedRenderSettings.navigationBarHeight

    /// Points of bars at the top of the screen.
    var height: Double { device.statusBarHeight + (navigationTitle != nil ? Self.navigationBarHeight : 0) }

    private var foreground: Color { theme.navigationBarText }

    /// Draws both bars at the top of `canvas` (user space in points).
    func draw(on canvas: Canvas) {
        let background = navigationTitle != nil ? theme.navigationBarBackground : theme.background
        canvas.fill(CanvasRect(x: 0, y: 0, width: device.width, height: height), color: background)
        drawStatusBar(on: canvas)
        if let navigationTitle { drawNavigationBar(title: navigationTitle, on: canvas) }
    }

    /// Draws the home indicator (the bar at the bottom of phones without a home button).
    func drawHomeIndicator(on canvas: Canvas) {
        guard device.hasHomeIndicator, device.platform == .iOS else { return }
        let width = device.width > 700 ? 315.0 : 134.0
        let bar = CanvasRect(x: (device.width - width) / 2, y: device.height - 8 - 5, width: width, height: 5)
        canvas.fill(bar, cornerRadius: 2.5, color: theme.primaryText)
    }

    /// Mirrors an x position for right-to-left locales.
    private func x(_ position: Double, width: Double) -> Double {
        isRightToLeft ? device.width - position - width : position
    }

    private func drawStatusBar(on canvas: Canvas) {
        let barHeight = device.statusBarHeight
        let hasEars = device.cutout == .dynamicIsland || device.cutout == .notch
        let midY = barHeight / 2 + (hasEars ? 3 : 0)
        var time = AttributedText(runs: [TextRun("9:41", font: Font(size: hasEars ? 17 : 15, weight: .semibold), color: foreground)])
        time.paragraph.maximumNumberOfLines = 1
        let size = TextEngine.measure(time, maxWidth: .infinity)
        // Phones with a cutout show the time centred in the left "ear"; others at the left,
        // or in the middle on an iPhone without a notch.
        let timeX: Double
        if hasEars {
            let ear = (device.width - 130) / 2
            timeX = (ear - size.width) / 2 + 8
        } else if device.platform == .iOS && device.width < 700 {
            timeX = (device.width - size.width) / 2
        } else {
            timeX = 16
        }
        TextEngine.draw(time, in: (x: x(timeX, width: size.width + 1), y: midY - size.height / 2, width: size.width + 1,
                                   height: size.height), on: canvas)

        // From the far edge inwards: battery, Wi-Fi, signal.
        let edge = hasEars ? (device.width - 130) / 4 - 20 : 10
        var position = device.width - edge - 27
        drawBattery(x: x(position, width: 27), midY: midY, on: canvas)
        position -= 7 + 17
        drawWiFi(x: x(position, width: 17), midY: midY, on: canvas)
        position -= 6 + 18
        drawSignal(x: x(position, width: 17), midY: midY, on: canvas)
    }

    /// Four bars of rising height, all lit.
    private func drawSignal(x: Double, midY: Double, on canvas: Canvas) {
        let bottom = midY + 5.5
        for bar in 0..<4 {
            let height = 4.0 + Double(bar) * 2.5
            let left = isRightToLeft ? x + 17 - 3.2 - Double(bar) * 4.6 : x + Double(bar) * 4.6
            canvas.fill(CanvasRect(x: left, y: bottom - height, width: 3.2, height: height), cornerRadius: 1, color: foreground)
        }
    }

    /// Three arcs and a dot: full Wi-Fi.
    private func drawWiFi(x: Double, midY: Double, on canvas: Canvas) {
        let centre = CanvasPoint(x: x + 8.5, y: midY + 6)
        let start = -Double.pi * 3 / 4, end = -Double.pi / 4
        for (outer, inner) in [(11.5, 9.1), (7.7, 5.3), (3.9, 0.0)] {
            var path = CanvasPath()
            path.move(to: CanvasPoint(x: centre.x + inner * cos(start), y: centre.y + inner * sin(start)))
            path.addArc(center: centre, radius: outer, startAngle: start, endAngle: end)
            if inner > 0 {
                path.addArc(center: centre, radius: inner, startAngle: end, endAngle: start, clockwise: false)
            }
            path.close()
            canvas.fill(path, color: foreground)
        }
    }

    /// A full battery: outline, fill and the terminal nub (on the far side).
    private func drawBattery(x: Double, midY: Double, on canvas: Canvas) {
        let bodyX = isRightToLeft ? x + 2.5 : x
        let body = CanvasRect(x: bodyX, y: midY - 6.25, width: 24.5, height: 12.5)
        let dimmed = foreground.withAlphaMultiplied(by: 0.4)
        canvas.strokeBorder(of: body, cornerRadius: 4, width: 1, color: dimmed)
        canvas.fill(body.insetBy(dx: 2, dy: 2), cornerRadius: 2.5, color: foreground)
        let nubX = isRightToLeft ? body.minX - 2.5 : body.maxX + 1
        canvas.fill(CanvasRect(x: nubX, y: midY - 2, width: 1.5, height: 4), cornerRadius: 0.75, color: dimmed)
    }

    private func drawNavigationBar(title: String, on canvas: Canvas) {
        let top = device.statusBarHeight, barHeight = Self.navigationBarHeight
        var text = AttributedText(runs: [TextRun(title, font: Font(size: 17, weight: .semibold), color: foreground)])
        text.paragraph.maximumNumberOfLines = 1
        let maxWidth = device.width - 32
        let size = TextEngine.measure(text, maxWidth: maxWidth)
        let width = min(size.width, maxWidth) + 1
        TextEngine.draw(text, in: (x: (device.width - width) / 2, y: top + (barHeight - size.height) / 2, width: width,
                                   height: size.height), on: canvas)
        let hairline = 1 / device.scale
        canvas.fill(CanvasRect(x: 0, y: top + barHeight - hairline, width: device.width, height: hairline),
                    color: theme.navigationBarSeparator)
    }
}
