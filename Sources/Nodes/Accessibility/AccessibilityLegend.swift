import FeedrenderSupport
import Foundation
import Layout
import Raster
import Text

/// The accessibility legend of a rendered tree, as Paparazzi draws one: the UI with each
/// element outlined and numbered in its own colour, beside a panel that lists the elements
/// in reading order with the same number and colour: label, role and state, custom actions.
public enum AccessibilityLegend {
    /// How wide the panel is, in points.
    static let panelWidth = 240.0
    /// Colours that stay apart from each other and readable as outlines on light and dark UIs.
    static let palette: [Color] = [
        "#E6194B", "#3CB44B", "#4363D8", "#F58231", "#911EB4", "#008080", "#F032E6", "#9A6324", "#800000", "#000075",
    ].map { Color(hex: $0)! }

    /// The colour of the element numbered `number` (1-based).
    public static func color(of number: Int) -> Color { palette[(number - 1) % palette.count] }

    /// The lines the panel shows for `element`: its label (or "(no label)"), then its role
    /// with its states, then its value, hint and actions when it has them.
    public static func lines(for element: AccessibilityElement) -> [String] {
        var lines = [element.label.flatMap { $0.isEmpty ? nil : $0 } ?? "(no label)"]
        lines.append(([element.role] + element.states).joined(separator: ", "))
        if let value = element.value, !value.isEmpty { lines.append("value: \(value)") }
        if let hint = element.hint, !hint.isEmpty { lines.append("hint: \(hint)") }
        if !element.actions.isEmpty { lines.append("actions: " + element.actions.joined(separator: ", ")) }
        return lines
    }

    /// `bitmap` (the UI drawn at `scale`) with `elements` outlined and numbered, and the legend
    /// panel to its right, as tall as the taller of the two.
    public static func draw(_ elements: [AccessibilityElement], over bitmap: Bitmap, scale: Double) throws -> Bitmap {
        let uiWidth = Double(bitmap.width) / scale, uiHeight = Double(bitmap.height) / scale
        let entries = elements.enumerated().map { index, element in
            (number: index + 1, title: AttributedText(lines(for: element)[0], font: Font(size: 13, weight: .semibold)),
             detail: AttributedText(lines(for: element).dropFirst().joined(separator: "\n"),
                                    font: Font(size: 11), color: Color(hex: "#555555")!))
        }
        let textWidth = panelWidth - 44
        let heights = entries.map { entry in
            TextEngine.measure(entry.title, maxWidth: textWidth).height
                + TextEngine.measure(entry.detail, maxWidth: textWidth).height + 14
        }
        let panelHeight = heights.reduce(12, +) + 12
        let height = max(uiHeight, panelHeight)
        let canvas = try Canvas(pixelWidth: PixelRounding.extent(uiWidth + panelWidth, scale: scale),
                                pixelHeight: PixelRounding.extent(height, scale: scale), scale: scale, background: .white)
        canvas.composite(bitmap, atPixelX: 0, y: 0)
        for (index, element) in elements.enumerated() {
            let color = color(of: index + 1), frame = element.frame
            let rect = CanvasRect(x: frame.origin.x, y: frame.origin.y, width: frame.size.width, height: frame.size.height)
            canvas.fill(rect, color: color.withAlphaMultiplied(by: 0.12))
            canvas.strokeBorder(of: rect, width: 2, color: color)
            badge(index + 1, at: CanvasPoint(x: frame.origin.x, y: frame.origin.y), on: canvas)
        }
        canvas.fill(CanvasRect(x: uiWidth, y: 0, width: panelWidth, height: height), color: Color(hex: "#F4F4F6")!)
        var y = 12.0
        for (entry, entryHeight) in zip(entries, heights) {
            badge(entry.number, at: CanvasPoint(x: uiWidth + 12, y: y), on: canvas)
            let titleHeight = TextEngine.measure(entry.title, maxWidth: textWidth).height
            TextEngine.draw(entry.title, in: (x: uiWidth + 40, y: y, width: textWidth, height: titleHeight), on: canvas)
            TextEngine.draw(entry.detail, in: (x: uiWidth + 40, y: y + titleHeight + 2, width: textWidth,
                                               height: entryHeight - titleHeight), on: canvas)
            y += entryHeight
        }
        return canvas.makeBitmap()
    }

    /// The number in a square of its colour, white on the colour.
    private static func badge(_ number: Int, at point: CanvasPoint, on canvas: Canvas) {
        let text = AttributedText(String(number), font: Font(size: 10, weight: .bold), color: .white)
        let size = TextEngine.measure(text, maxWidth: .infinity)
        let side = max(16, size.width + 6)
        canvas.fill(CanvasRect(x: point.x, y: point.y, width: side, height: 16), cornerRadius: 3, color: color(of: number))
        TextEngine.draw(text, in: (x: point.x + (side - size.width) / 2, y: point.y + (16 - size.height) / 2,
                                   width: size.width, height: size.height), on: canvas)
    }
}
