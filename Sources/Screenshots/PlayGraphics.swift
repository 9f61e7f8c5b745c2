import Raster

/// How many screenshots of each type fastlane supply uploads Google Play takes per language.
enum PlayScreenshotType {
    /// supply's screenshot folders and the counts Play takes in each.
    static let all: [String: ClosedRange<Int>] = [
        "phoneScreenshots": 2...8, "sevenInchScreenshots": 0...8, "tenInchScreenshots": 0...8,
        "tvScreenshots": 0...8, "wearScreenshots": 0...8,
    ]
}

/// A single Play listing graphic supply uploads from `<locale>/images/<name>.png`.
struct PlayGraphic {
    /// Its exact size.
    var size: PixelSize
    /// The largest file Play takes.
    var maximumBytes: Int
    /// Whether it may be transparent (the icon only).
    var allowsAlpha = false

    /// supply's graphics by file name (without extension).
    static let all: [String: PlayGraphic] = [
        "featureGraphic": PlayGraphic(size: PixelSize(width: 1024, height: 500), maximumBytes: 15 << 20),
        "icon": PlayGraphic(size: PixelSize(width: 512, height: 512), maximumBytes: 1 << 20, allowsAlpha: true),
        "tvBanner": PlayGraphic(size: PixelSize(width: 1280, height: 720), maximumBytes: 15 << 20),
    ]
}
