import Foundation

/// CIE76 colour distance (ΔE*ab) between two premultiplied pixels, each composited over white
/// first so that transparency counts as the colour a person would see on a white page.
enum PerceptualDistance {
    /// sRGB 8-bit value -> linear light, precomputed (immutable shared table).
    private static let linearTable: [Double] = (0..<256).map { value in
        let c = Double(value) / 255
        return c <= 0.04045 ? c / 12.92 : Foundation.pow((c + 0.055) / 1.055, 2.4)
    }

    static func deltaE(_ lhs: UInt32, _ rhs: UInt32) -> Double {
        let a = lab(lhs), b = lab(rhs)
        let dl = a.l - b.l, da = a.a - b.a, db = a.b - b.b
        return (dl * dl + da * da + db * db).squareRoot()
    }

    /// CIE L*a*b* (D65 white) of a premultiplied pixel over white.
    static func lab(_ word: UInt32) -> (l: Double, a: Double, b: Double) {
        let (alpha, red, green, blue) = channels(word)
        // Premultiplied source over opaque white: c + (255 - alpha).
        let r = linearTable[Swift.min(255, red + 255 - alpha)]
        let g = linearTable[Swift.min(255, green + 255 - alpha)]
        let b = linearTable[Swift.min(255, blue + 255 - alpha)]
        // Linear sRGB -> XYZ, normalised by the D65 white point.
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389 ? Foundation.cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
        let fx = f(x), fy = f(y), fz = f(z)
        return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }
}
