import Raster

/// The screen around a feed: the bars at the top (status and navigation), the bar at the
/// bottom (a tab bar, or the home indicator), the safe area, and the part of the screen the
/// list scrolls in. Right to left, every bar is mirrored as the system mirrors it.
///
/// One value for every consumer, so a rendered frame, a strip, a snapshot of a feed and a
/// store screenshot of the same feed on the same device show the same screen: the frame
/// compositor and the screenshot renderer both place their rows and bars from it.
package struct ScreenLayout: Hashable, Sendable {
    /// The screen: its size, scale, platform, cutout and orientation.
    package var device: DevicePreset
    /// The bars' colours.
    package var theme: Theme
    /// Shows the system's own bars: a status bar at the top (9:41, full signal and battery)
    /// and, on devices that have one and no tab bar to hold it, the home indicator at the
    /// bottom (a document's `statusBar`).
    package var showsStatusBar: Bool
    /// The navigation bar's title; nil for no navigation bar.
    package var navigationTitle: String?
    /// The tab bar fixed at the bottom; nil for none.
    package var tabBar: TabBar?
    /// Mirrors the bars (time, icons, tabs) for a right-to-left layout.
    package var isRightToLeft: Bool
    /// The app's own bar fixed above or below the list; nil for none.
    package var fixedBar: FixedBar?
    /// The navigation bar's back button and bar buttons; nil for none.
    package var navigationItems: NavigationBarItems?

    /// Creates the screen of `device` with the given bars.
    package init(device: DevicePreset, theme: Theme, showsStatusBar: Bool = false, navigationTitle: String? = nil,
                tabBar: TabBar? = nil, isRightToLeft: Bool = false, fixedBar: FixedBar? = nil,
                navigationItems: NavigationBarItems? = nil) {
        self.device = device
        self.theme = theme
        self.showsStatusBar = showsStatusBar
        self.navigationTitle = navigationTitle
        self.tabBar = tabBar
        self.isRightToLeft = isRightToLeft
        self.fixedBar = fixedBar
        self.navigationItems = navigationItems
    }

    /// The status and navigation bars, and a top fixed bar under them.
    package var topBars: ChromePainter {
        ChromePainter(device: device, theme: theme, showsStatusBar: showsStatusBar, navigationTitle: navigationTitle,
                      isRightToLeft: isRightToLeft, fixedBar: fixedBar, navigationItems: navigationItems)
    }

    /// Whether the navigation bar has a large title (`NavigationBarItems.prefersLargeTitles`,
    /// iOS devices only, with a title): the list then starts with the `LargeTitle` band.
    package var showsLargeTitle: Bool {
        navigationItems?.prefersLargeTitles == true && navigationTitle != nil && device.platform == .iOS
    }

    /// The fixed bar if it sits below the list.
    private var bottomFixedBar: FixedBar? { fixedBar?.edge == .bottom ? fixedBar : nil }

    /// Points a bottom fixed bar's background runs on under the home indicator when there
    /// is no tab bar to hold it.
    private var bottomFixedBarSafeArea: Double {
        guard bottomFixedBar != nil, tabBar == nil, showsHomeIndicator else { return 0 }
        return TabBarPainter.bottomSafeArea(for: device)
    }

    /// The tab bar, if there is one.
    package var bottomBar: TabBarPainter? {
        tabBar.map { TabBarPainter(device: device, theme: theme, tabBar: $0, isRightToLeft: isRightToLeft) }
    }

    /// Whether the home indicator is drawn over the bottom of the list (the tab bar draws
    /// its own in its safe area).
    package var showsHomeIndicator: Bool {
        showsStatusBar && tabBar == nil && device.platform == .iOS && device.hasHomeIndicator
    }

    /// Points of bars at the top of the screen.
    package var topHeight: Double { topBars.height }

    /// Points of bar at the bottom of the screen (the tab bar with its safe area; the home
    /// indicator floats over the list and takes none).
    package var bottomHeight: Double {
        (bottomBar?.height ?? 0) + (bottomFixedBar.map { $0.height + bottomFixedBarSafeArea } ?? 0)
    }

    /// Points from each side of the screen to the list: the safe area an iPhone held
    /// sideways keeps clear of its cutout (on both sides, as UIKit's layout margins do).
    package var listInset: Double { device.horizontalSafeInset }

    /// The list's width in points: the screen's, less the safe area on each side.
    package var listWidth: Double { device.width - 2 * listInset }

    /// The list's height between the bars, in points.
    package var visibleHeight: Double { max(0, device.height - topHeight - bottomHeight) }

    /// The bars drawn once, as bitmaps to place over every screen of a run.
    package func renderBars() throws -> Bars {
        let top = try topBars.render()
        var bottom: Bitmap?, bottomIsOpaque = true
        if let bar = bottomFixedBar {
            // The bar over the tab bar (or its own safe area and the home indicator), one bitmap.
            let pixelHeight = Int((bottomHeight * device.scale - 1e-6).rounded(.up))
            let canvas = try Canvas(pixelWidth: device.pixelWidth, pixelHeight: pixelHeight, scale: device.scale,
                                    background: bar.backgroundColor)
            canvas.translate(x: 0, y: Double(pixelHeight) / device.scale - device.height)
            let barTop = device.height - bottomHeight
            bar.draw(on: canvas, top: barTop, width: device.width, extra: bottomFixedBarSafeArea, scale: device.scale,
                     isRightToLeft: isRightToLeft)
            if let bottomBar {
                bottomBar.draw(on: canvas)
            } else if showsHomeIndicator {
                topBars.drawHomeIndicator(on: canvas)
            }
            bottom = canvas.makeBitmapReleasingPixels()
        } else if let bottomBar {
            bottom = try bottomBar.render()
        } else if showsHomeIndicator {
            // Transparent but for the indicator, placed at the screen's bottom edge.
            let pixelHeight = Int((ChromePainter.homeIndicatorSpan * device.scale).rounded(.up))
            let canvas = try Canvas(pixelWidth: device.pixelWidth, pixelHeight: pixelHeight, scale: device.scale)
            canvas.translate(x: 0, y: Double(pixelHeight) / device.scale - device.height)
            topBars.drawHomeIndicator(on: canvas)
            bottom = canvas.makeBitmapReleasingPixels()
            bottomIsOpaque = false
        }
        var bars = Bars(top: top, bottom: bottom, bottomIsOpaque: bottomIsOpaque)
        if showsLargeTitle {
            var expanded = topBars, inline = topBars
            expanded.showsInlineTitle = false
            expanded.isAtScrollEdge = true
            inline.isAtScrollEdge = true
            bars.largeTitleTops = LargeTitleTops(expanded: try expanded.render(), inline: try inline.render())
        }
        return bars
    }

    /// The top bars of a screen whose list starts with a large title, before it collapses.
    package struct LargeTitleTops: Sendable {
        /// At the scroll edge: no inline title, no background of its own, no hairline.
        package var expanded: Bitmap?
        /// The large title under the bar: the inline title, still without background or hairline.
        package var inline: Bitmap?
    }

    /// The bars of a screen as bitmaps, drawn once per run and placed on every screen.
    package struct Bars: Sendable {
        /// The status and navigation bars, as wide as the screen, at its top; nil for none.
        package var top: Bitmap?
        /// The tab bar or the home indicator, as wide as the screen, at its bottom; nil for none.
        package var bottom: Bitmap?
        /// False for the home indicator, which floats over the list.
        package var bottomIsOpaque: Bool
        /// The top bars while a large title collapses (`showsLargeTitle`); `top` is the collapsed bar.
        package var largeTitleTops: LargeTitleTops?

        /// The top bars over a list scrolled to `offset` whose first row is the large-title band:
        /// expanded, with the inline title, or collapsed (`LargeTitle`'s offsets).
        package func top(atOffset offset: Double) -> Bitmap? {
            guard let tops = largeTitleTops else { return top }
            if offset < LargeTitle.inlineTitleOffset { return tops.expanded }
            return offset < LargeTitle.collapsedOffset ? tops.inline : top
        }
    }
}
