import Raster

/// Captions over an app preview: each drawn once, as a transparent layer of the video's
/// size, with the letters in a band near the top over a scrim that keeps them readable on
/// any picture (the screenshots' caption fitting and painting).
enum PreviewCaptions {
    /// The caption's box in a `size` frame: below the status bar, clear of the edges.
    static func box(in size: PixelSize) -> (box: CanvasRect, maxTitleSize: Double) {
        let width = Double(size.width), height = Double(size.height)
        let isLandscape = width > height
        let margin = width * (isLandscape ? 0.12 : 0.07)
        let box = CanvasRect(x: margin, y: height * (isLandscape ? 0.08 : 0.065), width: width - 2 * margin,
                             height: height * (isLandscape ? 0.2 : 0.12))
        return (box, isLandscape ? height * 0.07 : width * 0.068)
    }

    /// `caption` fitted to a `size` frame and drawn on a transparent layer.
    static func overlay(_ caption: CaptionText, color: Color, size: PixelSize) throws -> Bitmap {
        let (box, maxTitleSize) = box(in: size)
        let layout = CaptionLayout.fit(caption, width: box.width, height: box.height, maxTitleSize: maxTitleSize, color: color,
                                       alignment: .center)
        let painter = CaptionPainter(layout: layout, box: box, color: color, backdrop: .scrim)
        let canvas = try Canvas(pixelWidth: size.width, pixelHeight: size.height, scale: 1)
        painter.paintScrim(on: canvas, size: size)
        let band = painter.band(in: size)
        painter.composite(try painter.letters(band: band), band: band, on: canvas)
        return canvas.makeBitmapReleasingPixels()
    }
}
