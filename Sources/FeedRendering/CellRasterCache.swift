import Raster

/// The rows that exist as pixels: only those in the display range around the current
/// frame. Rows leaving the range are evicted, so memory follows the range, not the feed.
struct CellRasterCache {
    private var bitmaps: [Int: Bitmap] = [:]
    /// The most bitmaps held at once.
    private(set) var peakCount = 0

    subscript(row: Int) -> Bitmap? { bitmaps[row] }

    var count: Int { bitmaps.count }

    mutating func insert(_ bitmap: Bitmap, forRow row: Int) {
        bitmaps[row] = bitmap
        peakCount = max(peakCount, bitmaps.count)
    }

    /// Drops every row for which `keeps` is false.
    mutating func evict(keeping keeps: (Int) -> Bool) {
        bitmaps = bitmaps.filter { keeps($0.key) }
    }

    mutating func removeAll() { bitmaps.removeAll() }
}
