import Appearance
import FeedRendering
import Foundation
import Raster

/// Paints a `Background` over a whole canvas.
enum BackgroundPainter {
    /// - Parameter image: the decoded image of an `.image` background (nil for the others).
    static func paint(_ background: Background, image: Bitmap?, on canvas: Canvas) {
        let bounds = CanvasRect(x: 0, y: 0, width: canvas.width, height: canvas.height)
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

    /// Reads and decodes an image background at about the size it will be drawn.
    static func loadImage(at path: String, shownAs name: String, size: PixelSize) throws -> Bitmap {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ScreenshotError(.badInput, "\(name): background image not found")
        }
        do {
            return try ImageDecoder.decode(data, targetSize: size, fit: .fill)
        } catch {
            throw ScreenshotError(.badInput, "\(name): cannot decode the background image (\(error))")
        }
    }
}
