import Appearance
import DocumentModel
import FeedRendering
import Raster

/// One screen of the store listing: a feed shown in the device and a caption above it.
/// Rendered once per device and locale.
package struct ScreenSpec: Hashable, Sendable {
    /// Where a screen's feed comes from.
    package enum FeedReference: Hashable, Sendable {
        /// The built-in demo feed.
        case demo
        /// A feed document (absolute path, or resolved against the configuration's folder).
        case file(String)

        /// The name messages give the feed: its file as written in the configuration, or "demo".
        var name: String {
            switch self {
            case .demo: "demo"
            case .file(let file): file
            }
        }
    }

    /// Which part of the feed shows.
    package enum ScrollPosition: Hashable, Sendable {
        /// Points scrolled down from the top (clamped to the end of the feed).
        case offset(Double)
        /// The cell with this identifier (`section/item`, e.g. `groups/1002`) at the top of the
        /// list, `margin` points below every bar and pinned header over it.
        case cell(String, margin: Double = 0)
    }

    /// Caption string keys, looked up in each locale's `strings`.
    package struct Caption: Hashable, Sendable {
        package var titleKey: String
        package var subtitleKey: String?

        package init(titleKey: String, subtitleKey: String? = nil) {
            self.titleKey = titleKey
            self.subtitleKey = subtitleKey
        }
    }

    /// How caption lines sit in their box.
    package enum CaptionAlignment: String, Hashable, Sendable, CaseIterable {
        /// Centred (the default).
        case center
        /// Flush with the start of the reading direction: left, or right in Arabic and Hebrew.
        case leading
    }

    /// What keeps a caption readable over a busy background.
    package enum CaptionBackdrop: String, Hashable, Sendable, CaseIterable {
        /// Nothing: the background as is (the default).
        case none
        /// A gradient darkening the top of the screenshot behind the caption, fading out below
        /// it (lightening instead, for dark caption text).
        case scrim
        /// A soft shadow under the letters.
        case shadow
    }

    package var feed: FeedReference
    package var scroll: ScrollPosition
    package var theme: Theme
    package var caption: Caption
    package var captionAlignment: CaptionAlignment
    /// Caption text colour; the subtitle uses it slightly faded.
    package var captionColor: Raster.Color
    package var captionBackdrop: CaptionBackdrop
    package var background: Background
    package var frame: FrameColor
    /// The screen's slice of a panorama, whose background (`background` too) and layers
    /// span it and its neighbours; nil for a screen of its own.
    package var panel: PanoramaPanel?

    package init(feed: FeedReference = .demo, scroll: ScrollPosition = .offset(0), theme: Theme = .light,
                caption: Caption, captionAlignment: CaptionAlignment = .center, captionColor: Raster.Color = .white,
                captionBackdrop: CaptionBackdrop = .none, background: Background, frame: FrameColor = .black) {
        self.feed = feed
        self.scroll = scroll
        self.theme = theme
        self.caption = caption
        self.captionAlignment = captionAlignment
        self.captionColor = captionColor
        self.captionBackdrop = captionBackdrop
        self.background = background
        self.frame = frame
    }
}
