import Appearance
import Raster

/// Where the caption and the device go in a store screenshot: the caption in a band at
/// the top, the device below it, as large as fits, centred.
struct StoreLayout {
    /// The caption's box (pixels).
    var caption: CanvasRect
    /// Largest title size that may be used (pixels).
    var maxTitleSize: Double
    /// The box the whole device (buttons included) must fit in.
    var deviceArea: CanvasRect

    init(width: Double, height: Double) {
        let isWide = width / height > 0.6
        let margin = width * (isWide ? 0.08 : 0.07)
        let top = height * 0.045
        let captionHeight = height * (isWide ? 0.16 : 0.19)
        caption = CanvasRect(x: margin, y: top, width: width - 2 * margin, height: captionHeight)
        maxTitleSize = isWide ? width * 0.055 : width * 0.078
        let deviceTop = caption.maxY + height * 0.03
        let bottom = height * 0.04
        deviceArea = CanvasRect(x: margin * 0.8, y: deviceTop, width: width - 1.6 * margin, height: height - deviceTop - bottom)
    }
}
