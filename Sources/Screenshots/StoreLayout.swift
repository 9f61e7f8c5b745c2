import Appearance
import Raster

/// Where the caption and the device go in a store screenshot: the caption in a band at
/// the top, the device below it, as large as fits, centred. Landscape screenshots keep
/// wider margins so caption lines stay short enough to read.
struct StoreLayout {
    /// The caption's box (pixels).
    var caption: CanvasRect
    /// Largest title size that may be used (pixels).
    var maxTitleSize: Double
    /// The box the whole device (buttons included) must fit in.
    var deviceArea: CanvasRect

    init(width: Double, height: Double) {
        let isLandscape = width > height
        let isWide = width / height > 0.6
        let margin = width * (isLandscape ? 0.12 : isWide ? 0.08 : 0.07)
        let top = height * 0.045
        let captionHeight = height * (isLandscape ? 0.2 : isWide ? 0.16 : 0.19)
        caption = CanvasRect(x: margin, y: top, width: width - 2 * margin, height: captionHeight)
        maxTitleSize = isLandscape ? height * 0.07 : isWide ? width * 0.055 : width * 0.078
        let deviceTop = caption.maxY + height * 0.03
        let bottom = height * 0.04
        deviceArea = CanvasRect(x: margin * 0.8, y: deviceTop, width: width - 1.6 * margin, height: height - deviceTop - bottom)
    }
}
