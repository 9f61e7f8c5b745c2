import Raster

extension DevicePreset {
    /// The part of the top of the screen the hardware covers (Dynamic Island, notch or
    /// punch-hole camera), in screen points with (0, 0) at the screen's top-left corner; nil
    /// for a flat-topped screen. Device frames draw the cutout here and the status bar keeps
    /// its items clear of it.
    public var cutoutRect: CanvasRect? {
        let size: (width: Double, height: Double, top: Double)
        switch cutout {
        case .dynamicIsland: size = (125, 36.7, 11.3)
        // The notch of iPhone X to 13 grows with the screen's width.
        case .notch: size = (0.39 * width + 42, 31, 0)
        case .punchHole: size = (11, 11, 9)
        case .none: return nil
        }
        return CanvasRect(x: (width - size.width) / 2, y: size.top, width: size.width, height: size.height)
    }
}
