import Foundation
import Raster

/// Draws a fitted caption over a screenshot's background, with the backdrop the screen asks
/// for (a scrim darkening the caption band, or a soft shadow under the letters), and
/// measures how well the letters stand out (WCAG contrast of the caption colour against the
/// pixels right behind its letters).
struct CaptionPainter {
    var layout: CaptionLayout
    /// The caption's box in output pixels.
    var box: CanvasRect
    var color: Color
    var backdrop: ScreenSpec.CaptionBackdrop

    /// Light text gets a dark scrim or shadow, dark text a light one.
    private var backdropColor: Color { ContrastRatio.relativeLuminance(of: color) > 0.4 ? .black : .white }

    /// The pixels the caption may touch (its box, widened for overhanging glyphs), clamped to
    /// a `size` canvas.
    func band(in size: PixelSize) -> (x: Int, y: Int, width: Int, height: Int) {
        let margin = layout.titleSize * 0.35
        let x0 = max(0, Int((box.minX - margin).rounded(.down))), y0 = max(0, Int((box.minY - margin).rounded(.down)))
        let x1 = min(size.width, Int((box.maxX + margin).rounded(.up))), y1 = min(size.height, Int((box.maxY + margin).rounded(.up)))
        return (x0, y0, max(1, x1 - x0), max(1, y1 - y0))
    }

    /// Darkens (or lightens) the top of `canvas` down to a little below the caption, fading
    /// out, when the backdrop is a scrim. `size` is the whole screenshot's.
    func paintScrim(on canvas: Canvas, size: PixelSize) {
        guard backdrop == .scrim else { return }
        let end = min(Double(size.height), box.maxY + box.height * 0.6)
        let tint = backdropColor
        let gradient = LinearGradient(
            start: CanvasPoint(x: 0, y: 0), end: CanvasPoint(x: 0, y: end),
            stops: [.init(color: tint.withAlphaMultiplied(by: 0.6), location: 0),
                    .init(color: tint.withAlphaMultiplied(by: 0.5), location: box.maxY / end),
                    .init(color: tint.withAlphaMultiplied(by: 0), location: 1)])
        canvas.fill(CanvasRect(x: 0, y: 0, width: Double(size.width), height: end), with: gradient)
    }

    /// The caption's letters alone, on a transparent layer covering `band`.
    func letters(band: (x: Int, y: Int, width: Int, height: Int)) throws -> Bitmap {
        let layer = try Canvas(pixelWidth: band.width, pixelHeight: band.height, scale: 1)
        layer.translate(x: -Double(band.x), y: -Double(band.y))
        layout.draw(in: box, on: layer)
        return layer.makeBitmapReleasingPixels()
    }

    /// Draws `letters` (from `letters(band:)`) at `band`, over their shadow when asked for;
    /// `lettersToo: false` draws only the shadow (to measure what the letters sit on).
    func composite(_ letters: Bitmap, band: (x: Int, y: Int, width: Int, height: Int), on canvas: Canvas,
                   lettersToo: Bool = true) {
        // Device pixels: the canvas may be a band-sized one moved to the band's place.
        let origin = canvas.userToDevice(CanvasPoint(x: Double(band.x), y: Double(band.y)))
        let (x, y) = (origin.x, origin.y)
        if backdrop == .shadow {
            let size = layout.titleSize
            canvas.drawShadow(Shadow(color: backdropColor, offsetX: 0, offsetY: size * 0.015, blurRadius: size * 0.06,
                                     opacity: 1), forAlphaOf: letters, atPixelX: Int(x.rounded()), y: Int(y.rounded()))
        }
        if lettersToo { canvas.composite(letters, atPixelX: Int(x.rounded()), y: Int(y.rounded())) }
    }

    /// The contrast the caption's letters get: of the caption colour against the backdrop
    /// behind each letter pixel (background, scrim and shadow, without the letters), the
    /// value that 95% of the letters' pixels meet or beat (so a few bright specks of a photo
    /// do not decide it). 21 for black on white, 1 for no contrast at all.
    static func contrast(of color: Color, letters: Bitmap, backdrop: Bitmap) -> Double {
        var ratios: [Double] = []
        letters.withPremultipliedPixels { ink in
            backdrop.withPremultipliedPixels { behind in
                for y in stride(from: 0, to: min(ink.height, behind.height), by: 2) {
                    let inkRow = ink.row(y), behindRow = behind.row(y)
                    for x in stride(from: 0, to: min(ink.width, behind.width), by: 2) where inkRow[x] >> 24 >= 160 {
                        ratios.append(ContrastRatio.between(color, opaque: behindRow[x]))
                    }
                }
            }
        }
        guard !ratios.isEmpty else { return 21 }
        ratios.sort()
        return ratios[ratios.count / 20]
    }
}

/// WCAG 2 contrast: relative luminance of sRGB colours and the ratio between two of them.
enum ContrastRatio {
    /// The level WCAG 2 AA asks of body text.
    static let minimum = 4.5

    static func relativeLuminance(of color: Color) -> Double {
        func linear(_ channel: Double) -> Double {
            channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }

    /// (L1 + 0.05) / (L2 + 0.05), the lighter colour's luminance on top.
    static func between(_ a: Color, _ b: Color) -> Double {
        let la = relativeLuminance(of: a), lb = relativeLuminance(of: b)
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// Contrast of `color` against an opaque premultiplied `0xAARRGGBB` pixel.
    static func between(_ color: Color, opaque pixel: UInt32) -> Double {
        let other = Color(red: Double((pixel >> 16) & 0xFF) / 255, green: Double((pixel >> 8) & 0xFF) / 255,
                          blue: Double(pixel & 0xFF) / 255)
        return between(color, other)
    }
}
