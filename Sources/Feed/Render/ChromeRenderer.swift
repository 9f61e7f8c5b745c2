import Foundation
import Raster
import Text

/// The fixed bars drawn over the top of every frame: an iOS status bar (9:41, full
/// signal, Wi-Fi and battery) and a navigation bar with a centred title, in the theme's
/// colours. Both are opaque, so content scrolls out of sight beneath them.
struct ChromeRenderer {
    var device: DevicePreset
    var theme: Theme
    var showsStatusBar: Bool
    var navigationTitle: String?

    var statusBarHeight: Double { showsStatusBar ? device.statusBarHeight : 0 }
    var height: Double { statusBarHeight + (navigationTitle != nil ? FeedRenderSettings.navigationBarHeight : 0) }

    /// The chrome as one bitmap as wide as the screen, or nil when there is none.
    func render() throws -> Bitmap? {
        guard height > 0 else { return nil }
        let scale = device.scale
        let canvas = try Canvas(pixelWidth: Int((device.width * scale).rounded()),
                                pixelHeight: Int((height * scale).rounded(.up)), scale: scale,
                                background: navigationTitle != nil ? theme.navigationBarBackground : theme.background)
        if showsStatusBar { drawStatusBar(on: canvas) }
        if let navigationTitle { drawNavigationBar(title: navigationTitle, on: canvas) }
        return canvas.makeBitmap()
    }

    private var foreground: Color { theme.navigationBarText }

    private func drawStatusBar(on canvas: Canvas) {
        let barHeight = device.statusBarHeight
        let midY = barHeight / 2 + (device.cutout == .none ? 0 : 2)
        // Notched phones put the time in the left "ear"; flat-topped ones centre it.
        let time = AttributedText(runs: [TextRun("9:41", font: Font(size: 16, weight: .semibold), color: foreground)])
        let timeSize = TextEngine.measure(time, maxWidth: .infinity)
        let timeX = device.cutout == .none ? (device.width - timeSize.width) / 2 : max(16, device.width * 0.14 - timeSize.width / 2 + 14)
        TextEngine.draw(time, in: (x: timeX, y: midY - timeSize.height / 2, width: timeSize.width + 1, height: timeSize.height),
                        on: canvas)

        // Right side, from the right edge inwards: battery, Wi-Fi, signal.
        var x = device.width - (device.cutout == .none ? 8 : 22)
        x -= 27
        drawBattery(at: CanvasPoint(x: x, y: midY - 6.5), on: canvas)
        x -= 6 + 17
        drawWiFi(at: CanvasPoint(x: x, y: midY - 6), on: canvas)
        x -= 6 + 18
        drawSignal(at: CanvasPoint(x: x, y: midY - 6), on: canvas)
    }

    /// Four bars of rising height, all lit.
    private func drawSignal(at origin: CanvasPoint, on canvas: Canvas) {
        for bar in 0..<4 {
            let height = 4.0 + Double(bar) * 2.7
            let rect = CanvasRect(x: origin.x + Double(bar) * 4.6, y: origin.y + 12 - height, width: 3.2, height: height)
            canvas.fill(rect, cornerRadius: 0.9, color: foreground)
        }
    }

    /// Three arcs and a dot: a full Wi-Fi signal.
    private func drawWiFi(at origin: CanvasPoint, on canvas: Canvas) {
        let centre = CanvasPoint(x: origin.x + 8.5, y: origin.y + 12)
        for (index, radius) in [11.5, 7.6, 3.7].enumerated() {
            let outer = radius, inner = radius - (index == 2 ? 3.7 : 2.4)
            let start = -Double.pi * 3 / 4, end = -Double.pi / 4
            var path = CanvasPath()
            path.move(to: CanvasPoint(x: centre.x + inner * cos(start), y: centre.y + inner * sin(start)))
            path.addArc(center: centre, radius: outer, startAngle: start, endAngle: end)
            path.addArc(center: centre, radius: max(0, inner), startAngle: end, endAngle: start, clockwise: false)
            path.close()
            canvas.fill(path, color: foreground)
        }
    }

    /// A full battery: outline, fill, and the terminal nub.
    private func drawBattery(at origin: CanvasPoint, on canvas: Canvas) {
        let body = CanvasRect(x: origin.x, y: origin.y, width: 24.5, height: 13)
        let dimmed = foreground.withAlphaMultiplied(by: 0.4)
        canvas.strokeBorder(of: body, cornerRadius: 4, width: 1, color: dimmed)
        canvas.fill(body.insetBy(dx: 2, dy: 2), cornerRadius: 2.5, color: foreground)
        canvas.fill(CanvasRect(x: body.maxX + 1, y: origin.y + 4.5, width: 1.5, height: 4), cornerRadius: 0.75, color: dimmed)
    }

    private func drawNavigationBar(title: String, on canvas: Canvas) {
        let top = statusBarHeight, barHeight = FeedRenderSettings.navigationBarHeight
        var text = AttributedText(runs: [TextRun(title, font: Font(size: 17, weight: .semibold), color: foreground)])
        text.paragraph.maximumNumberOfLines = 1
        let maxWidth = device.width - 32
        let size = TextEngine.measure(text, maxWidth: maxWidth)
        TextEngine.draw(text, in: (x: (device.width - min(size.width, maxWidth)) / 2, y: top + (barHeight - size.height) / 2,
                                   width: min(size.width, maxWidth) + 1, height: size.height), on: canvas)
        // The hairline under the bar: one pixel whatever the scale.
        let hairline = 1 / device.scale
        canvas.fill(CanvasRect(x: 0, y: top + barHeight - hairline, width: device.width, height: hairline),
                    color: theme.navigationBarSeparator)
    }
}

