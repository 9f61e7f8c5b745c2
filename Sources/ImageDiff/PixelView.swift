import Raster

/// A read-only view of premultiplied ARGB32 pixels (Cairo's layout: one native-endian
/// 32-bit word per pixel, `0xAARRGGBB`), rows `wordsPerRow` words apart.
///
/// Valid only while the memory it points into is alive; used inside `withPixelView` scopes.
package struct PixelView {
    package let base: UnsafePointer<UInt32>
    package let width: Int
    package let height: Int
    package let wordsPerRow: Int

    package var size: PixelSize { PixelSize(width: width, height: height) }

    /// The first pixel of row `y`.
    @inline(__always)
    package func row(_ y: Int) -> UnsafePointer<UInt32> { base + y * wordsPerRow }
}

/// One pixel word split into its four 8-bit channels.
@inline(__always)
func channels(_ word: UInt32) -> (a: Int, r: Int, g: Int, b: Int) {
    (Int(word >> 24), Int((word >> 16) & 0xFF), Int((word >> 8) & 0xFF), Int(word & 0xFF))
}

/// The largest absolute difference between matching channels of two pixel words.
/// Unrolled by hand, without helper calls: this runs once per differing pixel, in debug
/// test builds too, where nothing gets inlined.
@inline(__always)
func maxChannelDelta(_ lhs: UInt32, _ rhs: UInt32) -> Int {
    var d0 = Int(lhs & 0xFF) - Int(rhs & 0xFF)
    var d1 = Int((lhs >> 8) & 0xFF) - Int((rhs >> 8) & 0xFF)
    var d2 = Int((lhs >> 16) & 0xFF) - Int((rhs >> 16) & 0xFF)
    var d3 = Int(lhs >> 24) - Int(rhs >> 24)
    if d0 < 0 { d0 = -d0 }
    if d1 < 0 { d1 = -d1 }
    if d2 < 0 { d2 = -d2 }
    if d3 < 0 { d3 = -d3 }
    let low = d0 > d1 ? d0 : d1, high = d2 > d3 ? d2 : d3
    return low > high ? low : high
}
