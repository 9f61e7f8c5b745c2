import Foundation
import Raster
import Text

/// The tabs of an app's bottom bar: a title and an icon each, one of them selected.
public struct TabBar: Hashable, Sendable {
    /// One tab.
    public struct Item: Hashable, Sendable {
        /// The label under the icon.
        public var title: String
        public var icon: TabBarIcon

        public init(title: String, icon: TabBarIcon) {
            self.title = title
            self.icon = icon
        }
    }

    /// The tabs, left to right.
    public var items: [Item]
    /// The selected tab, from 0 (`UITabBarController.selectedIndex`).
    public var selectedIndex: Int

    public init(items: [Item], selectedIndex: Int = 0) {
        self.items = items
        self.selectedIndex = selectedIndex
    }
}

/// The bar fixed at the bottom of the screen: an iOS tab bar (above the home indicator on
/// devices that have one), or a Material 3 navigation bar on Android devices, in the
/// theme's colours. The feed scrolls in the space above it.
package struct TabBarPainter: Sendable {
    /// The screen: its width, platform and home indicator decide the bar.
    package var device: DevicePreset
    package var theme: Theme
    /// The tabs to draw.
    package var tabBar: TabBar
    /// Tabs run right to left (the first at the right edge), as UIKit and Android order them
    /// in right-to-left layouts; the glyphs are not mirrored.
    package var isRightToLeft: Bool

    package init(device: DevicePreset, theme: Theme, tabBar: TabBar, isRightToLeft: Bool = false) {
        self.device = device
        self.theme = theme
        self.tabBar = tabBar
        self.isRightToLeft = isRightToLeft
    }

    /// UIKit's tab bar (its compact form on an iPhone held sideways) and Material 3's
    /// navigation bar, without any safe area.
    package static let iOSBarHeight = 49.0
    package static let compactIOSBarHeight = 32.0
    package static let androidBarHeight = 80.0

    /// An iPhone held sideways: UIKit's compact bar, icon and title side by side.
    private var isCompact: Bool {
        device.platform == .iOS && device.formFactor == .phone && device.orientation == .landscape
    }

    /// The space under the bar's items that the home indicator takes (iOS's bottom safe area).
    package var bottomSafeArea: Double { Self.bottomSafeArea(for: device) }

    /// iOS's bottom safe area on `device`: what the home indicator takes under a bar.
    package static func bottomSafeArea(for device: DevicePreset) -> Double {
        guard device.platform == .iOS, device.hasHomeIndicator else { return 0 }
        if device.formFactor == .tablet { return 20 }
        return device.formFactor == .phone && device.orientation == .landscape ? 21 : 34
    }

    /// Points the bar covers at the bottom of the screen, safe area included.
    package var height: Double {
        let bar = device.platform == .android ? Self.androidBarHeight : isCompact ? Self.compactIOSBarHeight : Self.iOSBarHeight
        return bar + bottomSafeArea
    }

    /// Draws the bar, opaque, over the bottom `height` points of `canvas` (user space in
    /// points, the screen's top-left at the origin), with the home indicator where the device has one.
    /// Titles are set in the device's system face (Inter on iOS, Roboto on Android).
    package func draw(on canvas: Canvas) {
        TextEngine.$systemTypeface.withValue(device.systemTypeface) { drawInDeviceFace(on: canvas) }
    }

    /// `draw(on:)` with the device's system face in effect.
    private func drawInDeviceFace(on canvas: Canvas) {
        let top = device.height - height
        canvas.fill(CanvasRect(x: 0, y: top, width: device.width, height: height), color: theme.navigationBarBackground)
        if device.platform == .android {
            drawMaterialItems(top: top, on: canvas)
        } else {
            canvas.fill(CanvasRect(x: 0, y: top, width: device.width, height: 1 / device.scale), color: theme.navigationBarSeparator)
            drawIOSItems(top: top, on: canvas)
            ChromePainter(device: device, theme: theme).drawHomeIndicator(on: canvas)
        }
    }

    /// The bar alone, as a bitmap as wide as the screen and `height` tall.
    package func render() throws -> Bitmap {
        let pixelHeight = Int((height * device.scale - 1e-6).rounded(.up))
        let canvas = try Canvas(pixelWidth: device.pixelWidth, pixelHeight: pixelHeight, scale: device.scale,
                                background: theme.navigationBarBackground)
        canvas.withSavedState {
            canvas.translate(x: 0, y: Double(pixelHeight) / device.scale - device.height)
            draw(on: canvas)
        }
        return canvas.makeBitmap()
    }

    /// The slot of tab `index`: tabs share the width inside the side safe areas equally.
    private func slot(_ index: Int) -> (x: Double, width: Double) {
        let count = max(1, tabBar.items.count)
        let inset = device.horizontalSafeInset
        let width = (device.width - 2 * inset) / Double(count)
        return (inset + Double(isRightToLeft ? count - 1 - index : index) * width, width)
    }

    /// iOS: a glyph over a small title (beside it in the compact bar), the selected tab
    /// filled in the accent colour.
    private func drawIOSItems(top: Double, on canvas: Canvas) {
        let unselected = theme.tertiaryText
        for (index, item) in tabBar.items.enumerated() {
            let isSelected = index == tabBar.selectedIndex
            let color = isSelected ? theme.accent : unselected
            let slot = slot(index)
            if isCompact {
                let iconSize = 20.0, font = Font(size: 12, weight: .medium)
                var title = AttributedText(runs: [TextRun(item.title, font: font, color: color)])
                title.paragraph.maximumNumberOfLines = 1
                let titleWidth = min(TextEngine.measure(title, maxWidth: slot.width).width, max(0, slot.width - iconSize - 10))
                let left = slot.x + (slot.width - iconSize - 6 - titleWidth) / 2
                item.icon.draw(filled: isSelected, color: color, x: left, y: top + 6, size: iconSize, on: canvas)
                drawTitle(item.title, font: font, color: color, centerX: left + iconSize + 6 + titleWidth / 2,
                          top: top + 8, maxWidth: titleWidth, on: canvas)
                continue
            }
            let iconSize = 26.0
            item.icon.draw(filled: isSelected, color: color, x: slot.x + (slot.width - iconSize) / 2, y: top + 5,
                           size: iconSize, on: canvas)
            drawTitle(item.title, font: Font(size: 10, weight: .medium), color: color, centerX: slot.x + slot.width / 2,
                      top: top + 33, maxWidth: slot.width - 4, on: canvas)
        }
    }

    /// Material 3: the selected tab's icon on a pill-shaped active indicator, labels below.
    private func drawMaterialItems(top: Double, on canvas: Canvas) {
        for (index, item) in tabBar.items.enumerated() {
            let isSelected = index == tabBar.selectedIndex
            let slot = slot(index)
            let centerX = slot.x + slot.width / 2
            if isSelected {
                let pill = CanvasRect(x: centerX - 32, y: top + 12, width: 64, height: 32)
                canvas.fill(pill, cornerRadius: 16, color: theme.accent.withAlphaMultiplied(by: 0.18))
            }
            let color = isSelected ? theme.primaryText : theme.secondaryText
            item.icon.draw(filled: isSelected, color: color, x: centerX - 12, y: top + 16, size: 24, on: canvas)
            drawTitle(item.title, font: Font(size: 12, weight: isSelected ? .bold : .medium), color: color, centerX: centerX,
                      top: top + 50, maxWidth: slot.width - 8, on: canvas)
        }
    }

    private func drawTitle(_ title: String, font: Font, color: Color, centerX: Double, top: Double, maxWidth: Double,
                           on canvas: Canvas) {
        var text = AttributedText(runs: [TextRun(title, font: font, color: color)])
        text.paragraph.maximumNumberOfLines = 1
        let size = TextEngine.measure(text, maxWidth: max(1, maxWidth))
        let width = min(size.width, maxWidth) + 1
        TextEngine.draw(text, in: (x: centerX - width / 2, y: top, width: width, height: size.height), on: canvas)
    }
}
