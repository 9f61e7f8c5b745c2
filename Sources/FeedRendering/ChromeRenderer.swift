import Appearance
import Raster

/// The render pipeline's view of the bars over every frame: `ChromePainter` drawn once into
/// a bitmap. Opaque, so content scrolls out of sight beneath it.
struct ChromeRenderer {
    var painter: ChromePainter

    init(device: DevicePreset, theme: Theme, showsStatusBar: Bool, navigationTitle: String?) {
        painter = ChromePainter(device: device, theme: theme, showsStatusBar: showsStatusBar,
                                navigationTitle: navigationTitle)
    }

    var height: Double { painter.height }

    /// The chrome as one bitmap as wide as the screen, or nil when there is none.
    func render() throws -> Bitmap? { try painter.render() }
}
