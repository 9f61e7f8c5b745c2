import Layout
import Text

/// How a feed is shown: the screen, its colours, the direction rows run in, the bars around
/// the list and how the list behaves as it scrolls. A feed document yields one beside its
/// source (`FeedDocument`); `render`, snapshot tests and store screenshots all show a feed
/// through one, so each document key has one name from the document to the pixels.
///
/// What a run does with the feed (threads, outputs, compression, deadlines, shards) is not
/// here: see `FeedRenderSettings`.
public struct FeedPresentation: Sendable {
    /// The screen (`device`, or a custom `viewport`): its size, scale and platform.
    public var device: DevicePreset
    /// The colours of cells and bars (`theme`: `light` or `dark`).
    public var theme: Theme
    /// The direction rows are laid out in (`layoutDirection`: `ltr` or `rtl`); right to left
    /// also mirrors the bars.
    public var layoutDirection: LayoutDirection
    /// The navigation bar's title (`navigationTitle`); nil for no navigation bar.
    public var navigationTitle: String?
    /// Shows the system's bars (`statusBar`): the status bar at the top and the home
    /// indicator on devices that have one.
    public var showsStatusBar: Bool
    /// Section headers pin under the bars while their section is on screen (`stickyHeaders`,
    /// UIKit's `sectionHeadersPinToVisibleBounds`). Frames only: a strip shows them in place.
    public var stickyHeaders: Bool
    /// The tab bar at the bottom of the screen (`tabBar`; a Material navigation bar on
    /// Android devices); nil for none.
    public var tabBar: TabBar?
    /// How many screens ahead of the bottom of the viewport the next page is asked for
    /// (`leadingScreensForBatching`, Texture's property of the same name).
    public var leadingScreensForBatching: Double
    /// The fonts text is drawn with (`fonts`: the document's font files on top of the pinned
    /// ones); nil for the library in effect where the feed is rendered (`FontLibrary.current`).
    /// Its fingerprint is the `FontHash` of every PNG and the manifest's `fontHash`.
    public var fonts: FontLibrary?
    /// What reading the document's fonts warned about (a family drawn with the system face
    /// under `allowFontFallback`, a weight or italic drawn with the nearest face), each naming
    /// its key; a render reports them with its own warnings.
    package var fontWarnings: [String] = []
    /// The reader's text size as a factor on every font (`textSize`: iOS's Dynamic Type in
    /// one number; 0.85 small, 1 the default, 1.3 and 1.6 large). Text nodes read it as
    /// `ContentSizeScale.current` while the feed is measured and drawn.
    public var contentSizeScale: Double
    /// The app's own bar fixed above or below the list (`fixedBar`); nil for none.
    public var fixedBar: FixedBar?
    /// The navigation bar's back button and up to two bar buttons (`navigationBar`); nil
    /// for none. Items give the screen a navigation bar even without a title.
    public var navigationItems: NavigationBarItems?
    /// Shows the screen in its loading state (`loading`): the list's rows are neither read
    /// nor fetched, and this spinner sits centred in the list's visible area, as while a
    /// first request runs; nil (the default) for the list itself.
    public var loadingIndicator: ActivityIndicator?

    /// Creates a presentation; every default is the document's when its key is absent.
    public init(device: DevicePreset = .default, theme: Theme = .light, layoutDirection: LayoutDirection = .leftToRight,
                navigationTitle: String? = nil, showsStatusBar: Bool = false, stickyHeaders: Bool = false,
                tabBar: TabBar? = nil, leadingScreensForBatching: Double = 2, contentSizeScale: Double = 1) {
        self.device = device
        self.theme = theme
        self.layoutDirection = layoutDirection
        self.navigationTitle = navigationTitle
        self.showsStatusBar = showsStatusBar
        self.stickyHeaders = stickyHeaders
        self.tabBar = tabBar
        self.leadingScreensForBatching = leadingScreensForBatching
        self.contentSizeScale = contentSizeScale
    }

    /// The text sizes documents and `--text-size` may name, as snapshot variants name them.
    public static let textSizes: [String: Double] = ["small": 0.85, "default": 1, "large": 1.3, "extraLarge": 1.6]

    /// The range a text size factor may take.
    public static let textSizeRange = 0.5...3.0

    /// The screen around the list: bars, safe area, the list's width and visible height.
    package var screen: ScreenLayout {
        ScreenLayout(device: device, theme: theme, showsStatusBar: showsStatusBar, navigationTitle: navigationTitle,
                     tabBar: tabBar, isRightToLeft: layoutDirection == .rightToLeft, fixedBar: fixedBar,
                     navigationItems: navigationItems)
    }
}
