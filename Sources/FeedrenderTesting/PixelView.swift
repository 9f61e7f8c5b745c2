import Raster

/// A read-only view of premultiplied ARGB32 pixels (Cairo's layout: one native-endian
/// 32-bit word per pixel, `0xAARRGGBB`): one pointer per row.
///
/// Valid only while the memory it points into is alive; used inside `withPixelView` scopes.
struct PixelView {
    let rows: [UnsafePointer<UInt32>]
    let width: Int

    var height: Int { rows.count }
    var size: PixelSize { PixelSize(width: width, height: height) }

    /// The first pixel of row `y`.
    @inline(__always)
    func row(_ y: Int) -> UnsafePointer<UInt32> { rows[y] }
}

/// One pixel word split into its four 8-bit channels.
@inline(__always)
func channels(_ word: UInt32) -> (a: Int, r: Int, g: Int, b: Int) {
    (Int(word >> 24), Int((word >> 16) & 0xFF), Int((word >> 8) & 0xFF), Int(word & 0xFF))
}

/// The largest absolute difference between matching channels of two pixel words.
@inline(__always)
func maxChannelDelta(_ lhs: UInt32, _ rhs: UInt32) -> Int {
    var largest = 0
    var x = lhs, y = rhs
    for _ in 0..<4 {
        let delta = Int(x & 0xFF) - Int(y & 0xFF)
        largest = Swift.max(largest, delta < 0 ? -delta : delta)
        x >>= 8
        y >>= 8
    }
    return largest
}
