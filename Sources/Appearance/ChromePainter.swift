import Foundation
import Raster
import Text

/// The system bars over the top of a screen, as in a clean store screenshot: a status bar
/// reading 9:41 with full signal, Wi-Fi and battery, and a navigation bar, in the theme's
/// colours (light or dark). iOS devices get UIKit's bars (centred title); Android devices
/// get Material's (time at the start, a top app bar with a start-aligned title; see
/// ChromePainter+Material.swift).
///
/// The status bar is sized by the device: on phones with a Dynamic Island or a notch the
/// time and the icons sit centred in the two "ears" beside the cutout; on flat-topped
/// screens they are scaled to the bar's height. In right-to-left locales the bar is
/// mirrored, as iOS does: time on the right, icons on the left.
package struct ChromePainter: Sendable {
    package var device: DevicePreset
    package var theme: Theme
    package var showsStatusBar: Bool
    /// The navigation bar's title; nil for no navigation bar.
    package var navigationTitle: String?
    package var isRightToLeft: Bool
    /// The app's bar fixed under the navigation bar; a bar whose edge is `.bottom` is not
    /// drawn here (`ScreenLayout` puts it over the bottom bar).
    package var fixedBar: FixedBar?
    /// The navigation bar's back button and bar buttons; a bar is drawn for them even
    /// without a title.
    package var navigationItems: NavigationBarItems?
    /// Draws the navigation bar's title (false while a large title shows under the bar).
    package var showsInlineTitle = true
    /// UIKit's scroll-edge look of a bar over a large title: no background of its own (the
    /// screen's shows through) and no hairline.
    package var isAtScrollEdge = false

    package init(device: DevicePreset, theme: Theme, showsStatusBar: Bool = true, navigationTitle: String? = nil,
                isRightToLeft: Bool = false, fixedBar: FixedBar? = nil, navigationItems: NavigationBarItems? = nil) {
        self.device = device
        self.theme = theme
        self.showsStatusBar = showsStatusBar
        self.navigationTitle = navigationTitle
        self.isRightToLeft = isRightToLeft
        self.fixedBar = fixedBar
        self.navigationItems = navigationItems
    }

    /// Whether there is a navigation bar: a title or items.
    package var hasNavigationBar: Bool { navigationTitle != nil || navigationItems != nil }

    /// Height of the navigation bar on `device`: UIKit's 44 points (32 on an iPhone held
    /// sideways), or a Material 3 top app bar's 64 dp on Android.
    package static func navigationBarHeight(for device: DevicePreset) -> Double {
        switch device.platform {
        case .android: 64
        case .iOS: device.orientation == .landscape && device.formFactor == .phone ? 32 : 44
        }
    }

    /// Points of navigation bar under the status bar (0 without a title or items).
    package var navigationBarHeight: Double { hasNavigationBar ? Self.navigationBarHeight(for: device) : 0 }

    /// Points of status bar at the top of the screen (0 when it is hidden).
    package var statusBarHeight: Double { showsStatusBar ? device.statusBarHeight : 0 }

    /// The fixed bar drawn under the navigation bar, if it is a top one.
    private var topFixedBar: FixedBar? { fixedBar?.edge == .top ? fixedBar : nil }

    /// Points of bars at the top of the screen.
    package var height: Double { statusBarHeight + navigationBarHeight + (topFixedBar?.height ?? 0) }

    /// Draws the bars, opaque, over the top `height` points of `canvas` (user space in points),
    /// their text in the device's system face (Inter on iOS, Roboto on Android).
    package func draw(on canvas: Canvas) {
        TextEngine.$systemTypeface.withValue(device.systemTypeface) { drawInDeviceFace(on: canvas) }
    }

    /// `draw(on:)` with the device's system face in effect.
    private func drawInDeviceFace(on canvas: Canvas) {
        guard height > 0 else { return }
        canvas.fill(CanvasRect(x: 0, y: 0, width: device.width, height: height), color: background)
        switch device.platform {
        case .iOS:
            if statusBarHeight > 0 { drawStatusBar(on: canvas) }
            if hasNavigationBar { drawNavigationBar(title: navigationTitle ?? "", on: canvas) }
        case .android:
            if statusBarHeight > 0 { drawMaterialStatusBar(on: canvas) }
            if hasNavigationBar { drawTopAppBar(title: navigationTitle ?? "", on: canvas) }
        }
        topFixedBar?.draw(on: canvas, top: statusBarHeight + navigationBarHeight, width: device.width, scale: device.scale,
                          isRightToLeft: isRightToLeft)
    }

    /// The bars alone as one bitmap as wide as the screen, or nil when there are none.
    package func render() throws -> Bitmap? {
        guard height > 0 else { return nil }
        let canvas = try Canvas(pixelWidth: device.pixelWidth, pixelHeight: Int((height * device.scale).rounded(.up)),
                                scale: device.scale, background: background)
        draw(on: canvas)
        return canvas.makeBitmap()
    }

    /// Points from the screen's bottom edge to the top of the home indicator.
    package static let homeIndicatorSpan = 8.0 + 5

    /// Draws the home indicator: the bar at the bottom of iPhones and iPads without a home button.
    package func drawHomeIndicator(on canvas: Canvas) {
        guard device.hasHomeIndicator, device.platform == .iOS else { return }
        let width = device.width > 700 ? 315.0 : 134.0
        let bar = CanvasRect(x: (device.width - width) / 2, y: device.height - Self.homeIndicatorSpan, width: width, height: 5)
        canvas.fill(bar, cornerRadius: 2.5, color: theme.primaryText)
    }

    /// Under the navigation bar when there is one, else the screen's.
    var background: Color { hasNavigationBar && !isAtScrollEdge ? theme.navigationBarBackground : theme.background }

    // MARK: Status bar

    var foreground: Color { theme.navigationBarText }

    /// The icons' width at full size: signal, Wi-Fi, battery and the gaps between them.
    private static let iconsWidth = 17.0 + 6 + 17 + 6 + 27

    private func drawStatusBar(on canvas: Canvas) {
        let barHeight = device.statusBarHeight
        let cutout = device.cutoutRect
        let hasEars = device.cutout == .dynamicIsland || device.cutout == .notch
        // Full size beside a cutout; flat-topped screens have short bars, so shrink to fit.
        let size = hasEars ? 1 : min(1, barHeight / 28)
        let midY = device.cutout == .dynamicIsland ? cutout!.midY : barHeight / 2 + (hasEars ? 1 : 0)

        var time = AttributedText(runs: [TextRun("9:41", font: Font(size: 17 * size, weight: .semibold), color: foreground)])
        time.paragraph.maximumNumberOfLines = 1
        let timeSize = TextEngine.measure(time, maxWidth: .infinity)
        let iconsWidth = Self.iconsWidth * size

        // Left-to-right positions; mirrored below for right-to-left locales.
        let timeX: Double, iconsX: Double
        if hasEars, let cutout {
            let ear = cutout.minX
            timeX = (ear - timeSize.width) / 2
            iconsX = cutout.maxX + (ear - iconsWidth) / 2
        } else if device.platform == .iOS && device.width < 700 {
            // iPhones with a home button centre the time.
            timeX = (device.width - timeSize.width) / 2
            iconsX = device.width - 6 - iconsWidth
        } else {
            timeX = 16
            iconsX = device.width - 16 - iconsWidth
        }
        let timeWidth = timeSize.width + 1
        TextEngine.draw(time, in: (x: mirrored(timeX, width: timeWidth), y: midY - timeSize.height / 2,
                                   width: timeWidth, height: timeSize.height), on: canvas)
        canvas.withSavedState {
            canvas.translate(x: mirrored(iconsX, width: iconsWidth), y: midY)
            canvas.scale(x: size, y: size)
            drawIcons(on: canvas)
        }
    }

    /// `x` of something `width` wide, moved to the other side in right-to-left locales.
    func mirrored(_ x: Double, width: Double) -> Double {
        isRightToLeft ? device.width - x - width : x
    }

    /// Signal, Wi-Fi and battery, `iconsWidth` wide and centred on y = 0. Right to left the
    /// order flips (battery outermost on the left) but the glyphs do not: they picture
    /// things, which iOS does not mirror.
    private func drawIcons(on canvas: Canvas) {
        let width = Self.iconsWidth
        func x(_ leading: Double, _ itemWidth: Double) -> Double { isRightToLeft ? width - leading - itemWidth : leading }
        drawSignal(x: x(0, 17), on: canvas)
        drawWiFi(x: x(23, 17), on: canvas)
        drawBattery(x: x(46, 27), on: canvas)
    }

    /// Four bars of rising height, all lit.
    private func drawSignal(x: Double, on canvas: Canvas) {
        let bottom = 5.5
        for bar in 0..<4 {
            let height = 4.0 + Double(bar) * 2.6
            canvas.fill(CanvasRect(x: x + Double(bar) * 4.6, y: bottom - height, width: 3.2, height: height),
                        cornerRadius: 1, color: foreground)
        }
    }

    /// Three arcs and a dot: full Wi-Fi.
    private func drawWiFi(x: Double, on canvas: Canvas) {
        let centre = CanvasPoint(x: x + 8.5, y: 6)
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

    /// A full battery: outline, fill and the terminal nub.
    private func drawBattery(x: Double, on canvas: Canvas) {
        let body = CanvasRect(x: x, y: -6.25, width: 24.5, height: 12.5)
        let dimmed = foreground.withAlphaMultiplied(by: 0.4)
        canvas.strokeBorder(of: body, cornerRadius: 4, width: 1, color: dimmed)
        canvas.fill(body.insetBy(dx: 2, dy: 2), cornerRadius: 2.5, color: foreground)
        canvas.fill(CanvasRect(x: body.maxX + 1, y: -2, width: 1.5, height: 4), cornerRadius: 0.75, color: dimmed)
    }

    // MARK: Navigation bar

    private func drawNavigationBar(title: String, on canvas: Canvas) {
        let top = statusBarHeight, barHeight = navigationBarHeight
        // The items first: the centred title keeps clear of the wider side.
        let side = navigationItems?.drawIOS(on: canvas, top: top, height: barHeight, width: device.width, tint: theme.accent,
                                            mirrored: mirrored, isRightToLeft: isRightToLeft) ?? 0
        var text = AttributedText(runs: [TextRun(title, font: Font(size: 17, weight: .semibold), color: foreground)])
        text.paragraph.maximumNumberOfLines = 1
        let maxWidth = max(0, device.width - 2 * max(16, side + 8))
        let size = TextEngine.measure(text, maxWidth: maxWidth)
        let width = min(size.width, maxWidth) + 1
        if showsInlineTitle {
            TextEngine.draw(text, in: (x: (device.width - width) / 2, y: top + (barHeight - size.height) / 2, width: width,
                                       height: size.height), on: canvas)
        }
        guard !isAtScrollEdge else { return }
        // The hairline under the bar: one pixel whatever the scale.
        let hairline = 1 / device.scale
        canvas.fill(CanvasRect(x: 0, y: top + barHeight - hairline, width: device.width, height: hairline),
                    color: theme.navigationBarSeparator)
    }
}
