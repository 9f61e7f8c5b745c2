import Layout
import Raster
import Text

extension DisplayList {
    /// Draws the list on `canvas` with the root's top-left at `origin` (points, in the
    /// canvas's current user space). Items are drawn like layers: shadow, background,
    /// content, subnodes (clipped when `clipsToBounds`), then the border on top, all as
    /// one group when alpha < 1.
    package func draw(on canvas: Canvas, at origin: Point = .zero) {
        canvas.withSavedState {
            canvas.translate(x: origin.x, y: origin.y)
            DisplayListPainter.paint(root, on: canvas)
        }
    }
}

enum DisplayListPainter {
    static func paint(_ item: DisplayItem, on canvas: Canvas) {
        guard item.alpha > 0 else { return }
        canvas.withSavedState {
            canvas.translate(x: item.frame.minX, y: item.frame.minY)
            canvas.withAlpha(item.alpha) { paintContents(of: item, on: canvas) }
        }
    }

    private static func paintContents(of item: DisplayItem, on canvas: Canvas) {
        let bounds = CanvasRect(x: 0, y: 0, width: item.frame.width, height: item.frame.height)
        guard bounds.width > 0, bounds.height > 0 else {
            // An empty node still hosts subnodes that may overflow it (unless it clips).
            if !item.clipsToBounds { for child in item.children { paint(child, on: canvas) } }
            return
        }
        let radius = effectiveRadius(item.cornerRadius, in: bounds)
        if let shadow = item.shadow {
            if case .image(let image)? = item.content, image.isCircular {
                canvas.drawShadow(shadow, for: .ellipse(in: circleRect(in: bounds)))
            } else {
                canvas.drawShadow(shadow, for: bounds, cornerRadius: radius)
            }
        }
        if let background = item.backgroundColor, background.alpha > 0 {
            canvas.fill(bounds, cornerRadius: radius, color: background)
        }
        canvas.withSavedState {
            if item.clipsToBounds { canvas.clip(to: bounds, cornerRadius: radius) }
            if let content = item.content { paint(content, in: bounds, cornerRadius: radius, on: canvas) }
            for child in item.children { paint(child, on: canvas) }
        }
        if item.borderWidth > 0, item.borderColor.alpha > 0 {
            canvas.strokeBorder(of: bounds, cornerRadius: radius, width: item.borderWidth, color: item.borderColor)
        }
    }

    private static func paint(_ content: DisplayContent, in bounds: CanvasRect, cornerRadius: Double, on canvas: Canvas) {
        switch content {
        case .text(let text, let inset):
            let rect = (x: inset.left, y: inset.top,
                        width: Swift.max(0, bounds.width - inset.left - inset.right),
                        height: Swift.max(0, bounds.height - inset.top - inset.bottom))
            TextEngine.draw(text, in: rect, on: canvas)
        case .image(let image):
            canvas.withSavedState {
                // Image content is always clipped to the node's rounded (or circular) shape.
                if image.isCircular {
                    canvas.clip(toEllipseIn: circleRect(in: bounds))
                } else if cornerRadius > 0 {
                    canvas.clip(to: bounds, cornerRadius: cornerRadius)
                }
                if let bitmap = image.bitmap {
                    let drawn = image.modification?.apply(bitmap) ?? bitmap
                    canvas.draw(drawn, in: bounds, contentMode: image.contentMode)
                } else if let placeholder = image.placeholderColor {
                    canvas.fill(bounds, color: placeholder)
                }
            }
        case .custom(let draw):
            canvas.withSavedState { draw(canvas, Size(width: bounds.width, height: bounds.height)) }
        }
    }

    /// A radius larger than half the shorter side would make the corners overlap; use at most that.
    static func effectiveRadius(_ radius: Double, in bounds: CanvasRect) -> Double {
        Swift.max(0, Swift.min(radius, Swift.min(bounds.width, bounds.height) / 2))
    }

    /// The largest square centred in `bounds`: where a circular image is drawn.
    static func circleRect(in bounds: CanvasRect) -> CanvasRect {
        let side = Swift.min(bounds.width, bounds.height)
        return CanvasRect(x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side)
    }
}
