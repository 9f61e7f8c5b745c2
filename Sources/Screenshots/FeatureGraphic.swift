import Appearance
import DocumentModel
import Raster

/// Google Play's feature graphic (`featureGraphic:` in a configuration): a 1024×500 banner
/// per locale with a background, a title (and subtitle) and, optionally, one screen's device
/// cropped by the bottom edge. Written where fastlane supply uploads it from,
/// `metadata/android/<locale>/images/featureGraphic.png`, opaque as Play requires.
///
/// ```yaml
/// featureGraphic:
///   title: feature.title          # a caption key, looked up like a screen's
///   subtitle: feature.subtitle    # optional
///   background: {gradient: ["#4338ca", "#db2777"], angle: 120}
///   captionColor: "#ffffff"       # optional
///   screen: 1                     # optional: the device of screen 1 (1-based), cropped
/// ```
package struct FeatureGraphicSpec: Hashable, Sendable {
    /// The caption's string keys.
    package var caption: ScreenSpec.Caption
    package var captionColor: Color
    package var background: Background
    /// The 0-based screen whose device (the run's first Android device) is shown; nil for none.
    package var screenIndex: Int?

    /// The graphic's size, fixed by Google Play.
    static let size = PixelSize(width: 1024, height: 500)
    static let keys = ["title", "subtitle", "background", "captionColor", "screen"]

    /// Reads `featureGraphic:`; `screenCount` bounds `screen`.
    static func read(_ value: DocumentValue, screenCount: Int, files: ConfigurationFiles) throws -> FeatureGraphicSpec {
        let object = try value.object()
        try object.rejectUnknownKeys(allowed: keys, in: "a feature graphic")
        let caption = ScreenSpec.Caption(titleKey: try object.required("title").string(),
                                         subtitleKey: try object["subtitle"]?.string())
        let screen = try object["screen"].map { value in
            let number = try value.nonNegativeNumber()
            guard number == number.rounded(), number >= 1, number <= Double(screenCount) else {
                throw value.error("expected a screen number from 1 to \(screenCount), got \(value.value.summary)")
            }
            return Int(number) - 1
        }
        return FeatureGraphicSpec(caption: caption,
                                  captionColor: try object["captionColor"].map(ScreenshotConfiguration.readColor) ?? .white,
                                  background: try ScreenshotConfiguration.readBackground(try object.required("background"),
                                                                                         files: files),
                                  screenIndex: screen)
    }
}

/// Draws one locale's feature graphic: background, then the caption on the reading side's
/// start, the device (if any) on the other side, hanging from near the top and cut off by
/// the bottom edge.
struct FeatureGraphicComposer {
    var spec: FeatureGraphicSpec
    var caption: CaptionText
    var isRightToLeft: Bool
    var backgroundImage: Bitmap?

    /// The device to show and its screen, drawn in `theme`.
    struct Device {
        var preset: DevicePreset
        var frame: FrameColor
        var screenImage: Bitmap
        var theme: Theme
    }

    private static let margin = 64.0
    /// The device's width on the graphic (pixels), and the gap between it and the caption.
    private static let deviceWidth = 300.0, gap = 48.0

    /// Where the caption goes: the whole width less margins, or the side the device leaves.
    func captionBox(withDevice: Bool) -> CanvasRect {
        let width = Double(FeatureGraphicSpec.size.width), height = Double(FeatureGraphicSpec.size.height)
        let m = Self.margin
        guard withDevice else { return CanvasRect(x: m, y: m, width: width - 2 * m, height: height - 2 * m) }
        let textWidth = width - 2 * m - Self.deviceWidth - Self.gap
        return CanvasRect(x: isRightToLeft ? width - m - textWidth : m, y: m, width: textWidth, height: height - 2 * m)
    }

    /// The caption fitted to its box and ready to paint.
    private func painter(withDevice: Bool) -> CaptionPainter {
        let box = captionBox(withDevice: withDevice)
        let layout = CaptionLayout.fit(caption, width: box.width, height: box.height, maxTitleSize: 64,
                                       color: spec.captionColor, alignment: withDevice ? .leading : .center)
        return CaptionPainter(layout: layout, box: box, color: spec.captionColor, backdrop: .none)
    }

    /// The WCAG contrast of the caption against the background right behind its letters
    /// (`CaptionPainter.contrast`), as the screens' captions are checked.
    func captionContrast(withDevice: Bool) throws -> Double {
        let size = FeatureGraphicSpec.size
        let painter = painter(withDevice: withDevice)
        let band = painter.band(in: size)
        let canvas = try Canvas(pixelWidth: band.width, pixelHeight: band.height, scale: 1, background: .black)
        canvas.translate(x: -Double(band.x), y: -Double(band.y))
        BackgroundPainter.paint(spec.background, image: backgroundImage, on: canvas, size: size)
        let letters = try painter.letters(band: band)
        return CaptionPainter.contrast(of: spec.captionColor, letters: letters, backdrop: canvas.makeBitmapReleasingPixels())
    }

    /// The graphic, as a canvas to encode straight from.
    func compose(device: Device?) throws -> Canvas {
        let size = FeatureGraphicSpec.size
        let canvas = try Canvas(pixelWidth: size.width, pixelHeight: size.height, scale: 1, background: .black)
        BackgroundPainter.paint(spec.background, image: backgroundImage, on: canvas, size: size)
        let painter = painter(withDevice: device != nil)
        let band = painter.band(in: size)
        painter.composite(try painter.letters(band: band), band: band, on: canvas)
        if let device {
            let frame = DeviceFrame(device: device.preset, color: device.frame)
            let factor = Self.deviceWidth / frame.heldOutline.width
            let x = isRightToLeft ? Self.margin : Double(size.width) - Self.margin - Self.deviceWidth
            frame.draw(on: canvas, origin: CanvasPoint(x: x.rounded(), y: 72), factor: factor,
                       screenImage: device.screenImage, theme: device.theme)
        }
        return canvas
    }
}
