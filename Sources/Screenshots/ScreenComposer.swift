import Appearance
import Raster

/// Puts one store screenshot together: background, caption (with its backdrop), and the
/// framed device showing the feed.
struct ScreenComposer {
    var screen: ScreenSpec
    var device: ScreenshotConfiguration.Device
    var caption: CaptionText
    var backgroundImage: Bitmap?
    /// The panorama layers on this screen's slice, decoded, with their places (pixels).
    var layers: [(image: Bitmap, rect: CanvasRect)] = []
    /// The caption fitted to this device; fitted on demand when nil.
    var layout: CaptionLayout?

    init(screen: ScreenSpec, device: ScreenshotConfiguration.Device, caption: CaptionText, backgroundImage: Bitmap?) {
        self.screen = screen
        self.device = device
        self.caption = caption
        self.backgroundImage = backgroundImage
    }

    private var size: PixelSize { PixelSize(width: device.preset.pixelWidth, height: device.preset.pixelHeight) }
    private var storeLayout: StoreLayout { StoreLayout(width: Double(size.width), height: Double(size.height)) }

    /// The caption at the largest size that fits this device's caption box.
    func fitCaption() -> CaptionLayout {
        let box = storeLayout
        return CaptionLayout.fit(caption, width: box.caption.width, height: box.caption.height, maxTitleSize: box.maxTitleSize,
                                 color: screen.captionColor, alignment: screen.captionAlignment)
    }

    private var painter: CaptionPainter {
        CaptionPainter(layout: layout ?? fitCaption(), box: storeLayout.caption, color: screen.captionColor,
                       backdrop: screen.captionBackdrop)
    }

    /// The WCAG contrast the caption gets on this screenshot (see `CaptionPainter.contrast`),
    /// from the caption's band alone: background, backdrop and letters, no device.
    func captionContrast() throws -> Double {
        let painter = painter
        let band = painter.band(in: size)
        let canvas = try Canvas(pixelWidth: band.width, pixelHeight: band.height, scale: 1, background: .black)
        canvas.translate(x: -Double(band.x), y: -Double(band.y))
        paintBackground(on: canvas)
        painter.paintScrim(on: canvas, size: size)
        let letters = try painter.letters(band: band)
        if screen.captionBackdrop == .shadow {
            painter.composite(letters, band: band, on: canvas, lettersToo: false)
        }
        return CaptionPainter.contrast(of: screen.captionColor, letters: letters, backdrop: canvas.makeBitmapReleasingPixels())
    }

    /// The screenshot at the device's store size, with `screenImage` inside the device: a
    /// canvas to encode straight from (no copy of its pixels).
    func compose(screenImage: Bitmap) throws -> Canvas {
        let canvas = try Canvas(pixelWidth: size.width, pixelHeight: size.height, scale: 1, background: .black)
        paintBackground(on: canvas)
        let painter = painter
        painter.paintScrim(on: canvas, size: size)
        let band = painter.band(in: size)
        painter.composite(try painter.letters(band: band), band: band, on: canvas)

        let placement = Self.devicePlacement(of: device.preset, color: device.frame ?? screen.frame, in: storeLayout)
        placement.frame.draw(on: canvas, origin: placement.origin, factor: placement.factor, screenImage: screenImage,
                             theme: screen.theme)
        return canvas
    }

    /// The background, or this screen's slice of its panorama with the layers over it.
    private func paintBackground(on canvas: Canvas) {
        guard let panel = screen.panel else {
            BackgroundPainter.paint(screen.background, image: backgroundImage, on: canvas, size: size)
            return
        }
        canvas.withSavedState {
            canvas.translate(x: -Double(panel.index * size.width), y: 0)
            BackgroundPainter.paint(panel.background, image: backgroundImage, on: canvas,
                                    size: PixelSize(width: size.width * panel.count, height: size.height))
        }
        for layer in layers { canvas.draw(layer.image, in: layer.rect) }
    }

    /// The device's frame, the top-left corner of its outline (output pixels) and the pixels
    /// per device point that make it as large as `layout.deviceArea` allows, centred.
    static func devicePlacement(of preset: DevicePreset, color: FrameColor, in layout: StoreLayout)
        -> (frame: DeviceFrame, origin: CanvasPoint, factor: Double) {
        let frame = DeviceFrame(device: preset, color: color)
        let area = layout.deviceArea
        let factor = frame.fittingScale(width: area.width, height: area.height)
        let width = frame.heldOutline.width * factor, height = frame.heldOutline.height * factor
        // Upright devices hang from the top of their area; turned ones sit in its middle.
        let top = preset.orientation == .portrait ? area.minY : area.minY + (area.height - height) / 2
        return (frame, CanvasPoint(x: (area.midX - width / 2).rounded(), y: top.rounded()), factor)
    }
}
