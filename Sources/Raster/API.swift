// TEMPORARY API SKETCH (contract for other modules). The Raster owner replaces these
// bodies with real implementations in their own files and deletes this file; names and
// signatures may grow but should not break.
import Foundation

/// An sRGB colour with straight (non-premultiplied) alpha, components in 0...1.
public struct Color: Hashable, Sendable {
    public var red: Double, green: Double, blue: Double, alpha: Double
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }
    /// `#rgb`, `#rrggbb` or `#rrggbbaa`; nil if malformed.
    public init?(hex: String) { fatalError("Raster: not yet implemented") }
    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 1, green: 1, blue: 1)
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
}

/// Immutable premultiplied ARGB32 pixels (Cairo's native layout), safe to share across threads.
public final class Bitmap: @unchecked Sendable {
    public let width: Int
    public let height: Int
    public let stride: Int
    init(width: Int, height: Int) { fatalError("Raster: not yet implemented") }
}

/// How an image fills its box.
public enum ContentMode: String, Hashable, Sendable, CaseIterable {
    case scaleAspectFill, scaleAspectFit, scaleToFill, center
}

/// A Cairo ARGB32 surface and its drawing context; user space is in points, scaled by `scale`.
/// Owned by one thread or task at a time (not Sendable).
public final class Canvas {
    public let pixelWidth: Int
    public let pixelHeight: Int
    public let scale: Double
    public init(pixelWidth: Int, pixelHeight: Int, scale: Double, background: Color = .clear) throws { fatalError("Raster: not yet implemented") }
    /// The `cairo_t*`, for modules that draw with Cairo directly (Text).
    public var cairoContext: OpaquePointer { fatalError("Raster: not yet implemented") }
    public func makeBitmap() -> Bitmap { fatalError("Raster: not yet implemented") }
}

public enum RasterError: Error, Hashable, Sendable, CustomStringConvertible {
    case unsupportedFormat
    case corrupt(String)
    case tooManyPixels(width: Int, height: Int, limit: Int)
    case surface(String)
    case encode(String)
    case io(String)
    public var description: String { "\(self)" }
}
