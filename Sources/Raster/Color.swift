import FeedrenderSupport

/// An sRGB colour with straight (non-premultiplied) alpha, components in 0...1.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A colour from 8-bit channels.
    public init(red8: UInt8, green8: UInt8, blue8: UInt8, alpha8: UInt8 = 255) {
        self.init(red: Double(red8) / 255, green: Double(green8) / 255, blue: Double(blue8) / 255,
                  alpha: Double(alpha8) / 255)
    }

    /// Parses `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa` (the `#` is required, hex digits in
    /// either case); nil if malformed.
    public init?(hex: String) {
        guard let channels = HexColor.parse(hex) else { return nil }
        self.init(red8: channels.red, green8: channels.green, blue8: channels.blue, alpha8: channels.alpha)
    }

    /// The same colour with its alpha multiplied by `factor`.
    public func withAlphaMultiplied(by factor: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha * factor)
    }

    /// The channels rounded to 8 bits, clamped to 0...255.
    public var rgba8: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        func byte(_ value: Double) -> UInt8 { UInt8((min(max(value, 0), 1) * 255).rounded()) }
        return (byte(red), byte(green), byte(blue), byte(alpha))
    }

    /// `#rrggbbaa`, lower case, from the 8-bit channels.
    public var hexString: String {
        let c = rgba8
        return "#" + [c.red, c.green, c.blue, c.alpha].map { byte in
            let s = String(byte, radix: 16)
            return s.count == 1 ? "0" + s : s
        }.joined()
    }

    public var description: String { hexString }

    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 1, green: 1, blue: 1)
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    public static let red = Color(red: 1, green: 0, blue: 0)
    public static let green = Color(red: 0, green: 1, blue: 0)
    public static let blue = Color(red: 0, green: 0, blue: 1)
    public static let gray = Color(red: 0.5, green: 0.5, blue: 0.5)
    public static let lightGray = Color(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3)
    public static let darkGray = Color(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3)
    public static let yellow = Color(red: 1, green: 1, blue: 0)
    public static let orange = Color(red: 1, green: 0.5, blue: 0)
    public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
}
