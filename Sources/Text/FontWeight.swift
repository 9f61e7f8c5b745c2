/// How heavy a font's strokes are, on the CSS/OpenType scale of 100 (thin) to 900 (black).
///
/// A family that has a face of the weight draws with it (a variable font is instanced at it);
/// otherwise fontconfig picks the nearest face and `FontLibrary.faceSubstitutionWarning(for:on:)`
/// names it.
public enum FontWeight: String, Hashable, Sendable, CaseIterable, Comparable {
    case thin, ultraLight, light, regular, medium, semibold, bold, heavy, black

    /// The CSS/OpenType weight value: 100 (thin) to 900 (black), 400 regular, 700 bold.
    public var numericValue: Int {
        switch self {
        case .thin: 100
        case .ultraLight: 200
        case .light: 300
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        case .heavy: 800
        case .black: 900
        }
    }

    /// The weight nearest to a CSS weight (1...1000; 450 rounds up to medium).
    public init(numericValue: Double) {
        let hundreds = Int((min(900, max(100, numericValue)) / 100).rounded(.toNearestOrAwayFromZero))
        self = Self.allCases[hundreds - 1]
    }

    /// Lighter weights order first.
    public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool { lhs.numericValue < rhs.numericValue }
}
