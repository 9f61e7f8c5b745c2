/// How heavy a font's strokes are. The pinned DejaVu Sans has Regular and Bold files;
/// fontconfig picks the closest one (medium draws as regular, semibold as bold).
public enum FontWeight: String, Hashable, Sendable, CaseIterable {
    case regular, medium, semibold, bold

    /// The CSS/OpenType weight value (400, 500, 600, 700).
    public var numericValue: Int {
        switch self {
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        }
    }
}

/// A font request: family, size in points, weight and slant.
///
/// Characters the family does not cover (Chinese, Japanese, emoji) fall back by coverage to the
/// other pinned fonts (see `FontEnvironment`).
public struct Font: Hashable, Sendable {
    /// A family name. "DejaVu Sans" and its aliases ("sans-serif", "system", "-apple-system") are
    /// understood; unknown names draw with DejaVu Sans (`FontEnvironment.resolvedFamily(for:)`).
    public var family: String
    /// The em size in points.
    public var size: Double
    public var weight: FontWeight
    public var italic: Bool

    public init(family: String = "DejaVu Sans", size: Double = 14, weight: FontWeight = .regular, italic: Bool = false) {
        self.family = family
        self.size = size
        self.weight = weight
        self.italic = italic
    }
}
