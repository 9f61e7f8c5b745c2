import Raster

/// The colours a feed is drawn with. Every built-in cell takes its colours from here,
/// so one document renders in light or dark appearance.
public struct Theme: Hashable, Sendable {
    /// Document name: `light` or `dark`.
    public var name: String
    /// Behind the list and between sections.
    public var background: Color
    public var cellBackground: Color
    public var primaryText: Color
    public var secondaryText: Color
    /// Dimmer than secondary: dates and fine print.
    public var tertiaryText: Color
    /// Lines and gaps between cells.
    public var separator: Color
    /// Links and place names (iOS system blue).
    public var accent: Color
    /// Count badges.
    public var badge: Color
    public var badgeText: Color
    /// Shown where an image has not loaded.
    public var placeholder: Color
    public var navigationBarBackground: Color
    public var navigationBarText: Color
    public var navigationBarSeparator: Color
    /// Behind grouped content (UIKit's `systemGroupedBackground`).
    public var groupedBackground: Color

    /// A theme with every colour given.
    public init(name: String, background: Color, cellBackground: Color, primaryText: Color,
                secondaryText: Color, tertiaryText: Color, separator: Color, accent: Color,
                badge: Color, badgeText: Color, placeholder: Color, navigationBarBackground: Color,
                navigationBarText: Color, navigationBarSeparator: Color, groupedBackground: Color) {
        self.name = name
        self.background = background
        self.cellBackground = cellBackground
        self.primaryText = primaryText
        self.secondaryText = secondaryText
        self.tertiaryText = tertiaryText
        self.separator = separator
        self.accent = accent
        self.badge = badge
        self.badgeText = badgeText
        self.placeholder = placeholder
        self.navigationBarBackground = navigationBarBackground
        self.navigationBarText = navigationBarText
        self.navigationBarSeparator = navigationBarSeparator
        self.groupedBackground = groupedBackground
    }

    /// Light appearance; text and separator greys match the benchmark page.
    public static let light = Theme(
        name: "light",
        background: Color(rgb: 0xFFFFFF), cellBackground: Color(rgb: 0xFFFFFF),
        primaryText: Color(rgb: 0x111111), secondaryText: Color(rgb: 0x666666),
        tertiaryText: Color(rgb: 0x888888), separator: Color(rgb: 0xEFEFEF),
        accent: Color(rgb: 0x007AFF), badge: Color(rgb: 0xFF3B30), badgeText: Color(rgb: 0xFFFFFF),
        placeholder: Color(rgb: 0xE5E5EA), navigationBarBackground: Color(rgb: 0xF9F9F9),
        navigationBarText: Color(rgb: 0x000000), navigationBarSeparator: Color(rgb: 0xC6C6C8),
        groupedBackground: Color(rgb: 0xF2F2F7))

    /// Dark appearance (iOS dark system colours).
    public static let dark = Theme(
        name: "dark",
        background: Color(rgb: 0x000000), cellBackground: Color(rgb: 0x000000),
        primaryText: Color(rgb: 0xF2F2F7), secondaryText: Color(rgb: 0xAEAEB2),
        tertiaryText: Color(rgb: 0x8E8E93), separator: Color(rgb: 0x1C1C1E),
        accent: Color(rgb: 0x0A84FF), badge: Color(rgb: 0xFF453A), badgeText: Color(rgb: 0xFFFFFF),
        placeholder: Color(rgb: 0x2C2C2E), navigationBarBackground: Color(rgb: 0x121212),
        navigationBarText: Color(rgb: 0xFFFFFF), navigationBarSeparator: Color(rgb: 0x38383A),
        groupedBackground: Color(rgb: 0x000000))

    /// The theme's colours by their semantic names, as documents and templates name them
    /// (`color: secondaryLabel`): the same colours the built-in cells and bars use, so a
    /// template follows light and dark appearance as they do.
    public var semanticColors: [String: Color] {
        [
            "label": primaryText, "secondaryLabel": secondaryText, "tertiaryLabel": tertiaryText,
            "background": background, "cellBackground": cellBackground, "groupedBackground": groupedBackground,
            "separator": separator, "tint": accent, "link": accent, "badge": badge, "badgeText": badgeText,
            "placeholder": placeholder, "navigationBar": navigationBarBackground, "navigationBarText": navigationBarText,
        ]
    }

    /// The colour a semantic name stands for in this theme, nil for an unknown name.
    public func color(named name: String) -> Color? { semanticColors[name] }

    /// Every built-in theme.
    public static let all: [Theme] = [.light, .dark]

    /// The built-in theme called `name`, or nil.
    public static func named(_ name: String) -> Theme? {
        all.first { $0.name == name.lowercased() }
    }
}

extension Color {
    /// An opaque colour from `0xRRGGBB`.
    init(rgb: UInt32) {
        self.init(red: Double((rgb >> 16) & 0xFF) / 255, green: Double((rgb >> 8) & 0xFF) / 255,
                  blue: Double(rgb & 0xFF) / 255)
    }
}
