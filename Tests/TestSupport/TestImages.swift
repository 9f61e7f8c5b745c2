import Foundation
import Raster

/// Small deterministic images and scratch folders shared by the test targets.
public enum TestImages {
    /// A smooth colour ramp, different at every pixel.
    public static func ramp(width: Int = 64, height: Int = 48) -> Bitmap {
        Bitmap(width: width, height: height) { x, y in
            Color(red8: UInt8(x * 255 / max(width - 1, 1)), green8: UInt8(y * 255 / max(height - 1, 1)), blue8: 128)
        }
    }

    /// `base` with the pixels for which `changed` holds replaced by `color(original)`.
    public static func altered(_ base: Bitmap, where changed: (Int, Int) -> Bool, to color: (Color) -> Color) -> Bitmap {
        Bitmap(width: base.width, height: base.height) { x, y in
            let original = base.pixel(x: x, y: y)
            return changed(x, y) ? color(original) : original
        }
    }

    /// `color` with its red channel moved by `delta` (0...255, clamped).
    public static func nudgingRed(_ color: Color, by delta: Int) -> Color {
        let c = color.rgba8
        return Color(red8: UInt8(min(255, max(0, Int(c.red) + delta))), green8: c.green, blue8: c.blue, alpha8: c.alpha)
    }

    /// A fresh, empty temporary directory.
    public static func temporaryDirectory(_ label: String = #function) throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("feedrender-snapshot-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
