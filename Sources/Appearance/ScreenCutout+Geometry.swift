import Raster

extension DevicePreset {
    /// The part of the screen the hardware covers (Dynamic Island, notch or punch-hole
    /// camera), in screen points with (0, 0) at the screen's top-left corner as held: at the
    /// top edge upright, at the left edge in landscape; nil for a flat-topped screen. Device
    /// frames draw the cutout here and the status bar keeps its items clear of it.
    public var cutoutRect: CanvasRect? {
        let upright = orientation == .portrait ? width : height
        let size: (width: Double, height: Double, top: Double)
        switch cutout {
        case .dynamicIsland: size = (125, 36.7, 11.3)
        // The notch of iPhone X to 13 grows with the screen's width.
        case .notch: size = (0.39 * upright + 42, 31, 0)
        case .punchHole: size = (11, 11, 9)
        case .none: return nil
        }
        let rect = CanvasRect(x: (upright - size.width) / 2, y: size.top, width: size.width, height: size.height)
        return orientation == .portrait ? rect : DeviceOrientation.turnedLeft(rect, uprightWidth: upright)
    }
}

extension DeviceOrientation {
    /// Where a point of an upright screen `uprightWidth` points wide lands when the device is
    /// turned a quarter to the left (top edge to the left).
    public static func turnedLeft(_ point: CanvasPoint, uprightWidth: Double) -> CanvasPoint {
        CanvasPoint(x: point.y, y: uprightWidth - point.x)
    }

    /// The rectangle an upright rectangle becomes when turned a quarter to the left.
    public static func turnedLeft(_ rect: CanvasRect, uprightWidth: Double) -> CanvasRect {
        CanvasRect(x: rect.minY, y: uprightWidth - rect.maxX, width: rect.height, height: rect.width)
    }
}
