/// The one rule for turning points into device pixels, used by every stage that allocates
/// or places pixels (node rendering, feed frames, strips, screenshots, image comparison).
///
/// - An *extent* (a width or height) becomes the whole number of pixels that covers it:
///   `ceil(points × scale)`, forgiving 1e-6 pixel of floating-point noise, because layout
///   already put sizes on the pixel grid and noise must not add a row.
/// - A *position* snaps to the nearest pixel.
///
/// Conversions never trap: NaN becomes 0 and values beyond ±2⁴⁰ pixels are clamped, so a
/// hostile document cannot crash the process here (limits reject such sizes earlier, with
/// a message).
package enum PixelRounding {
    /// The largest pixel count or offset these conversions return.
    package static let limit = 1 << 40

    /// Whole pixels covering `points` at `scale`.
    package static func extent(_ points: Double, scale: Double) -> Int {
        clamped((points * scale - 1e-6).rounded(.up))
    }

    /// The nearest pixel to the position `points` at `scale`.
    package static func position(_ points: Double, scale: Double) -> Int {
        clamped((points * scale).rounded())
    }

    /// `value` as an Int, NaN as 0, clamped to ±`limit`.
    package static func clamped(_ value: Double) -> Int {
        guard !value.isNaN else { return 0 }
        return Int(min(max(value, -Double(limit)), Double(limit)))
    }
}
