import Appearance
import Raster

/// Puts one store screenshot together: background, caption, and the framed device
/// showing the feed.
struct ScreenComposer {
    var screen: ScreenSpec
    var device: ScreenshotConfiguration.Device
    var title: String
    var subtitle: String?
    var backgroundImage: Bitmap?

    /// The screenshot at the device's store size, with `screenImage` inside the device.
    func compose(screenImage: Bitmap) throws -> Bitmap {
        let preset = device.preset
        let canvas = try Canvas(pixelWidth: preset.pixelWidth, pixelHeight: preset.pixelHeight, scale: 1, background: .black)
        BackgroundPainter.paint(screen.background, image: backgroundImage, on: canvas)

        let layout = StoreLayout(width: canvas.width, height: canvas.height)
        let caption = CaptionLayout.fit(title: title, subtitle: subtitle, width: layout.caption.width,
                                        height: layout.caption.height, maxTitleSize: layout.maxTitleSize,
                                        color: screen.captionColor, alignment: screen.captionAlignment)
        caption.draw(in: layout.caption, on: canvas)

        let placement = Self.devicePlacement(of: device.preset, color: device.frame ?? screen.frame, in: layout)
        placement.frame.draw(on: canvas, origin: placement.origin, factor: placement.factor, screenImage: screenImage,
                             theme: screen.theme)
        return canvas.makeBitmap()
    }

    /// The device's frame, the top-left corner of its outline (output pixels) and the pixels
    /// per device point that make it as large as `layout.deviceArea` allows, centred.
    static func devicePlacement(of preset: DevicePreset, color: FrameColor, in layout: StoreLayout)
        -> (frame: DeviceFrame, origin: CanvasPoint, factor: Double) {
        let frame = DeviceFrame(device: preset, color: color)
        let area = layout.deviceArea
        let factor = frame.fittingScale(width: area.width, height: area.height)
        let width = frame.outline.width * factor
        return (frame, CanvasPoint(x: (area.midX - width / 2).rounded(), y: area.minY.rounded()), factor)
    }
}
