import Appearance
import Layout

/// How a loaded feed is to be shown: screen, colours, layout direction and chrome.
public struct FeedDocumentSettings: Sendable {
    /// The viewport: a preset, or a custom width/height/scale.
    public var device: DevicePreset
    public var theme: Theme
    /// The direction cells are laid out in (`layoutDirection`: `ltr`, the default, or `rtl`).
    public var layoutDirection: LayoutDirection
    /// Title of a navigation bar drawn above the list; nil for none.
    public var navigationTitle: String?
    /// How many screens ahead of the bottom of the viewport the renderer asks for the
    /// next page (Texture's `leadingScreensForBatching`).
    public var leadingScreensForBatching: Double
    public var showsStatusBar: Bool
    /// Section headers pin under the bars while their section is on screen (`stickyHeaders`).
    public var stickyHeaders = false
    /// The tab bar at the bottom of the screen (`tabBar`); nil for none.
    public var tabBar: TabBar?

    public init(device: DevicePreset = .default, theme: Theme = .light, layoutDirection: LayoutDirection = .leftToRight,
                navigationTitle: String? = nil, leadingScreensForBatching: Double = 2, showsStatusBar: Bool = false) {
        self.device = device
        self.theme = theme
        self.layoutDirection = layoutDirection
        self.navigationTitle = navigationTitle
        self.leadingScreensForBatching = leadingScreensForBatching
        self.showsStatusBar = showsStatusBar
    }
}
