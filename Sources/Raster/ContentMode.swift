/// How an image fills its box (UIKit's `UIView.ContentMode` subset that Texture uses for images).
public enum ContentMode: String, Hashable, Sendable, CaseIterable {
    /// Keeps the aspect ratio and covers the box; the overflow is clipped.
    case scaleAspectFill
    /// Keeps the aspect ratio and fits inside the box; the rest stays empty.
    case scaleAspectFit
    /// Stretches to the box exactly.
    case scaleToFill
    /// Keeps the image's own size, centred; the overflow is clipped.
    case center

    /// Where an image of `imageWidth`×`imageHeight` lands when placed in `box` (same units).
    public func placement(imageWidth: Double, imageHeight: Double, in box: CanvasRect) -> CanvasRect {
        guard imageWidth > 0, imageHeight > 0 else { return box }
        let width: Double, height: Double
        switch self {
        case .scaleToFill:
            return box
        case .center:
            width = imageWidth
            height = imageHeight
        case .scaleAspectFill, .scaleAspectFit:
            let sx = box.width / imageWidth, sy = box.height / imageHeight
            let factor = self == .scaleAspectFill ? max(sx, sy) : min(sx, sy)
            width = imageWidth * factor
            height = imageHeight * factor
        }
        return CanvasRect(x: box.midX - width / 2, y: box.midY - height / 2, width: width, height: height)
    }
}
