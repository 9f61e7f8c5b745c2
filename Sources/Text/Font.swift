/// A font request: family, size in points, weight and slant.
///
/// The default family is the platform's system face (`Font.systemFamily`): Inter, the SF Pro-like
/// face, on iOS devices and Roboto on Android devices. Characters the family does not cover
/// (Chinese, Japanese, Arabic, emoji) fall back by coverage to the other pinned fonts (see
/// `FontEnvironment`). A family that is neither pinned nor registered (`FontLibrary`) draws
/// with the system face: make fonts with `FontLibrary.font(family:size:weight:italic:)` to get
/// an error instead.
public struct Font: Hashable, Sendable {
    /// The family name that stands for the platform's system face (`Font.system(size:weight:italic:)`).
    public static let systemFamily = "system"

    /// A family name: `systemFamily` (and its aliases "-apple-system", "system-ui", "sans-serif"),
    /// a pinned family ("Inter", "Roboto", "DejaVu Sans", ...) or one registered with `FontLibrary`.
    public var family: String
    /// The em size in points.
    public var size: Double
    /// How heavy the strokes are.
    public var weight: FontWeight
    /// Whether the italic (or oblique) face is asked for.
    public var italic: Bool

    /// A font of `family` (the system face by default) at `size` points.
    public init(family: String = Font.systemFamily, size: Double = 14, weight: FontWeight = .regular, italic: Bool = false) {
        self.family = family
        self.size = size
        self.weight = weight
        self.italic = italic
    }

    /// The platform's system face (UIKit's `UIFont.systemFont(ofSize:weight:)`): Inter on iOS
    /// devices, Roboto on Android devices.
    public static func system(size: Double, weight: FontWeight = .regular, italic: Bool = false) -> Font {
        Font(family: systemFamily, size: size, weight: weight, italic: italic)
    }
}
