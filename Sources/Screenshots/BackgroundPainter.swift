import Appearance
import FeedRendering
import Foundation
import Raster

/// Paints a `Background` over a whole canvas.
enum BackgroundPainter {
    /// - Parameters:
    ///   - image: the decoded image of an `.image` background (nil for the others).
    ///   - size: the whole screenshot's size; the canvas may show only part of it (moved by
    ///     its transform), as when measuring the caption's band.
    static func paint(_ background: Background, image: Bitmap?, on canvas: Canvas, size: PixelSize) {
        let bounds = CanvasRect(x: 0, y: 0, width: Double(size.width), height: Double(size.height))
        switch background {
        case .color(let color):
            canvas.fill(bounds, color: color)
        case .linearGradient(let colors, let angle):
            canvas.fill(bounds, with: gradient(colors: colors, angle: angle, in: bounds))
        case .image(_, let dim):
            if let image { canvas.draw(image, in: bounds, contentMode: .scaleAspectFill) }
            canvas.fill(bounds, color: Color(red: 0, green: 0, blue: 0, alpha: dim))
        }
    }

    /// A CSS-style gradient line: through the centre at `angle` degrees (0 = upwards, 90 =
    /// rightwards, 180 = downwards), long enough that the corners get the end colours.
    static func gradient(colors: [Color], angle: Double, in rect: CanvasRect) -> LinearGradient {
        let radians = angle * .pi / 180
        let dx = sin(radians), dy = -cos(radians)
        let half = (abs(rect.width * dx) + abs(rect.height * dy)) / 2
        return LinearGradient(start: CanvasPoint(x: rect.midX - dx * half, y: rect.midY - dy * half),
                              end: CanvasPoint(x: rect.midX + dx * half, y: rect.midY + dy * half), colors: colors)
    }


}
