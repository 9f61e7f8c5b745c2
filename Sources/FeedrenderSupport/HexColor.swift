/// The one parser for CSS hex colours (`#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`), shared by
/// Raster's `Color`, layout documents, feed documents and screenshot configs so that every
/// document accepts exactly the same spellings.
package enum HexColor {
    /// The 8-bit straight-alpha channels of `text`, or nil when it is not a hex colour
    /// (the `#` is required; digits may be either case).
    package static func parse(_ text: String) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)? {
        let utf8 = Array(text.utf8)
        guard utf8.first == UInt8(ascii: "#") else { return nil }
        var digits: [UInt8] = []
        digits.reserveCapacity(8)
        for byte in utf8.dropFirst() {
            guard let value = digitValue(byte) else { return nil }
            digits.append(value)
        }
        switch digits.count {
        case 3, 4:
            let wide = digits.map { $0 << 4 | $0 }
            return (wide[0], wide[1], wide[2], digits.count == 4 ? wide[3] : 255)
        case 6, 8:
            let bytes = stride(from: 0, to: digits.count, by: 2).map { digits[$0] << 4 | digits[$0 + 1] }
            return (bytes[0], bytes[1], bytes[2], bytes.count == 4 ? bytes[3] : 255)
        default:
            return nil
        }
    }

    private static func digitValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
