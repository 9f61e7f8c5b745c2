import Raster

/// The finish of a device's body, drawn as a metal gradient.
package enum FrameColor: String, Hashable, Sendable, CaseIterable {
    case black, silver, gold, blue, titanium, white

    /// Base colour of the band around the screen.
    var base: Color {
        switch self {
        case .black: Color(red8: 0x2A, green8: 0x2A, blue8: 0x2E)
        case .silver: Color(red8: 0xD8, green8: 0xDA, blue8: 0xDE)
        case .gold: Color(red8: 0xE6, green8: 0xD0, blue8: 0xA8)
        case .blue: Color(red8: 0x3B, green8: 0x55, blue8: 0x78)
        case .titanium: Color(red8: 0x8C, green8: 0x88, blue8: 0x80)
        case .white: Color(red8: 0xF2, green8: 0xF2, blue8: 0xF4)
        }
    }

    /// Lighter and darker shades for the highlight and shadow edges of the band.
    var highlight: Color { base.mixed(with: .white, amount: 0.45) }
    var shade: Color { base.mixed(with: .black, amount: 0.35) }
}

extension Color {
    /// This colour moved `amount` (0...1) of the way towards `other`.
    func mixed(with other: Color, amount: Double) -> Color {
        Color(red: red + (other.red - red) * amount, green: green + (other.green - green) * amount,
              blue: blue + (other.blue - blue) * amount, alpha: alpha + (other.alpha - alpha) * amount)
    }
}
