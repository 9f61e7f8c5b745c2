import Foundation
import Raster
import Text

/// Android's bars, after Material 3: a 24 dp status bar with the time at the start and
/// Wi-Fi, cellular signal and battery at the end, drawn as simple filled shapes, and a
/// small top app bar (64 dp) whose title sits at the start. Right to left, both mirror.
extension ChromePainter {
    /// The icons' width: Wi-Fi, signal, battery and the gaps between them.
    static let materialIconsWidth = 16.0 + 5 + 14 + 6 + 8

    func drawMaterialStatusBar(on canvas: Canvas) {
        let barHeight = device.statusBarHeight, midY = barHeight / 2
        var time = AttributedText(runs: [TextRun("9:41", font: Font(size: 14, weight: .medium), color: foreground)])
        time.paragraph.maximumNumberOfLines = 1
        let timeSize = TextEngine.measure(time, maxWidth: .infinity)
        let inset = 16.0, timeWidth = timeSize.width + 1
        TextEngine.draw(time, in: (x: mirrored(inset, width: timeWidth), y: midY - timeSize.height / 2,
                                   width: timeWidth, height: timeSize.height), on: canvas)
        let iconsWidth = Self.materialIconsWidth
        canvas.withSavedState {
            canvas.translate(x: mirrored(device.width - inset - iconsWidth, width: iconsWidth), y: midY)
            let width = iconsWidth
            func x(_ leading: Double, _ itemWidth: Double) -> Double { isRightToLeft ? width - leading - itemWidth : leading }
            drawMaterialWiFi(x: x(0, 16), on: canvas)
            drawMaterialSignal(x: x(21, 14), on: canvas)
            drawMaterialBattery(x: x(41, 8), on: canvas)
        }
    }

    /// A full Wi-Fi fan: a quarter circle standing on its point.
    private func drawMaterialWiFi(x: Double, on canvas: Canvas) {
        let tip = CanvasPoint(x: x + 8, y: 6)
        var path = CanvasPath()
        path.move(to: tip)
        path.addArc(center: tip, radius: 11.3, startAngle: -Double.pi * 3 / 4, endAngle: -Double.pi / 4)
        path.close()
        canvas.fill(path, color: foreground)
    }

    /// Full cellular signal: a right triangle rising to the end.
    private func drawMaterialSignal(x: Double, on canvas: Canvas) {
        var path = CanvasPath()
        let (bottom, top) = (6.5, -6.5)
        path.move(to: CanvasPoint(x: isRightToLeft ? x + 14 : x, y: bottom))
        path.addLine(to: CanvasPoint(x: isRightToLeft ? x : x + 14, y: bottom))
        path.addLine(to: CanvasPoint(x: isRightToLeft ? x : x + 14, y: top))
        path.close()
        canvas.fill(path, color: foreground)
    }

    /// A full battery standing upright, its terminal on top.
    private func drawMaterialBattery(x: Double, on canvas: Canvas) {
        canvas.fill(CanvasRect(x: x + 2.25, y: -7, width: 3.5, height: 1.6), cornerRadius: 0.5, color: foreground)
        canvas.fill(CanvasRect(x: x, y: -5.6, width: 8, height: 12.6), cornerRadius: 1.3, color: foreground)
    }

    /// A Material 3 small top app bar: the title at the start, 22 sp, no separator.
    func drawTopAppBar(title: String, on canvas: Canvas) {
        let top = statusBarHeight, barHeight = navigationBarHeight
        let inset = navigationItems?.drawMaterial(on: canvas, top: top, height: barHeight, width: device.width,
                                                  tint: theme.accent, mirrored: mirrored,
                                                  isRightToLeft: isRightToLeft) ?? 16
        let buttons = Double(navigationItems?.trailingButtons.prefix(NavigationBarItems.maxButtons).count ?? 0)
        var text = AttributedText(runs: [TextRun(title, font: Font(size: 22, weight: .regular), color: foreground)])
        text.paragraph.maximumNumberOfLines = 1
        let maxWidth = max(0, device.width - inset - 16 - buttons * NavigationBarItems.materialTarget)
        let size = TextEngine.measure(text, maxWidth: maxWidth)
        let width = min(size.width, maxWidth) + 1
        TextEngine.draw(text, in: (x: mirrored(inset, width: width), y: top + (barHeight - size.height) / 2, width: width,
                                   height: size.height), on: canvas)
    }
}
