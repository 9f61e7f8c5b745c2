import Raster

/// A read-only view of premultiplied ARGB32 pixels (Cairo's layout: one native-endian
/// 32-bit word per pixel, `0xAARRGGBB`), rows `wordsPerRow` words apart.
///
/// Valid only while the memory it points into is alive; used inside `withPixelView` scopes.
struct PixelView {
    let base: UnsafePointer<UInt32>
    let width: Int
    let height: Int
    let wordsPerRow: Int

    var size: PixelSize { PixelSize(width: width, height: height) }

    /// The first pixel of row `y`.
    @inline(__always)
    func row(_ y: Int) -> UnsafePointer<UInt32> { base + y * wordsPerRow }
}

/// One pixel word split into its four 8-bit channels.
@inline(__always)
func channels(_ word: UInt32) -> (a: Int, r: Int, g: Int, b: Int) {
    (Int(word >> 24), Int((word >> 16) & 0xFF), Int((word >> 8) & 0xFF), Int(word & 0xFF))
}

/// The largest absolute difference between matching channels of two pixel words.
/// Written without loops or extra locals: this runs once per differing pixel, in debug test
/// builds too, where each local costs a stack clear.
@inline(__always)
func maxChannelDelta(_ lhs: UInt32, _ rhs: UInt32) -> Int {
    let low = Swift.max(channelDelta(lhs, rhs, shift: 0), channelDelta(lhs, rhs, shift: 8))
    let high = Swift.max(channelDelta(lhs, rhs, shift: 16), channelDelta(lhs, rhs, shift: 24))
    return low > high ? low : high
}

/// The absolute difference of the 8-bit channels at `shift` of two pixel words.
@inline(__always)
func channelDelta(_ lhs: UInt32, _ rhs: UInt32, shift: UInt32) -> Int {
    let l = (lhs >> shift) & 0xFF, r = (rhs >> shift) & 0xFF
    return Int(l > r ? l - r : r - l)
}
