import Appearance
import DocumentModel
import FeedRendering
import Localization

/// A store screenshot set: every screen, for every device and locale.
///
/// ```yaml
/// devices: [iphone-16-pro-max, {name: ipad-pro-13, frame: silver}]
/// locales:                       # fastlane locale code: strings file (see LocaleStrings)
///   en-US: locales/en-US.yaml
///   ar-SA: locales/ar-SA.yaml
/// frame: black                   # default frame colour: black, silver, gold, blue, titanium, white
/// store: app-store               # or play: one store only (the command line's --store wins); default both
/// screens:
///   - feed: demo                 # or a feed document path, relative to this file
///     scroll: 0                  # points from the top, or scrollTo: groups/1002 (a cell identifier)
///     theme: light               # light or dark
///     caption: {title: feed.title, subtitle: feed.subtitle}   # keys into each locale's strings
///     captionColor: "#ffffff"
///     align: center              # or leading (right-aligned in right-to-left locales)
///     captionBackdrop: scrim     # none, scrim or shadow: keeps a caption readable over an image
///     background: {gradient: ["#4f46e5", "#9333ea"], angle: 160}   # or "#hex", or {image: bg.jpg, dim: 0.3}
///     frame: blue                # overrides the default frame colour
/// fonts: [fonts/Brand-Bold.otf]  # font files for captions, relative to this file
/// captionFont: Brand Sans        # the captions' family (default Inter)
/// captionFonts: {ja: Noto Sans CJK JP}   # per locale, as fastlane frameit's fonts
/// ```
/// Output follows fastlane: iPhones and iPads in deliver's layout
/// (`<out>/screenshots/<locale>/<nn>_<device>.png`, `nn` the screen's 1-based position),
/// Android devices in supply's (`<out>/metadata/android/<locale>/images/…`; see `StoreProfile`).
/// docs/screenshots.md lists every key.
package struct ScreenshotConfiguration: Hashable, Sendable {
    /// A device and the colour its frame is drawn in (nil: the screen's frame colour).
    package struct Device: Hashable, Sendable {
        package var preset: DevicePreset
        package var frame: FrameColor?

        package init(preset: DevicePreset, frame: FrameColor? = nil) {
            self.preset = preset
            self.frame = frame
        }
    }

    package var devices: [Device]
    package var locales: [LocaleStrings]
    package var screens: [ScreenSpec]
    /// The folder relative paths (feeds, images) resolve against.
    package var baseDirectory: String
    /// The configuration file, for error messages.
    package var file: String
    /// The limits its feeds and locale files are read with.
    package var limits: DocumentLimits = .default
    /// The one store the configuration asks for (`store:`); nil leaves it to the caller (every store by default).
    package var store: StoreProfile?
    /// Google Play's feature graphic (`featureGraphic:`), drawn per locale when the run writes Play's images.
    package var featureGraphic: FeatureGraphicSpec?
    /// The captions' fonts (`fonts`, `captionFont`, `captionFonts`).
    package var captionFonts = CaptionFonts()
    /// The app's string catalogs (`catalogs:`), searched after each locale file's `strings`.
    package var catalogs: [StringCatalog] = []
    /// The language the catalogs and captions are written in (`sourceLocale:`, default `en`).
    package var sourceLanguage = "en"
    /// An unknown font family in a feed draws with the system face and a warning, instead of
    /// failing the run (`allowFontFallback: true`, `--allow-font-fallback`).
    package var allowsFontFallback = false
    /// App Store app previews (`previews:`), rendered by `feedrender screenshots previews`.
    package var previews: [PreviewSpec] = []
    /// Folders besides the configuration's own that its files may come from (`--allow-root`).
    package var allowedRoots: [String] = []

    package init(devices: [Device], locales: [LocaleStrings], screens: [ScreenSpec], baseDirectory: String,
                file: String = "screenshots config", store: StoreProfile? = nil) {
        self.devices = devices
        self.locales = locales
        self.screens = screens
        self.baseDirectory = baseDirectory
        self.file = file
        self.store = store
    }

    /// A path from the configuration, made absolute against `baseDirectory`.
    func resolve(_ path: String) -> String {
        path.hasPrefix("/") ? path : baseDirectory + "/" + path
    }
}
