import CCairo
import Foundation

/// A Cairo ARGB32 surface and its drawing context. User space is in points, scaled by `scale`
/// to pixels. Owned by one thread or task at a time (deliberately not Sendable); what crosses
/// threads is the `Bitmap` made from it.
public final class Canvas {
    public let pixelWidth: Int
    public let pixelHeight: Int
    /// Pixels per point.
    public let scale: Double
    let surface: OpaquePointer
    let context: OpaquePointer

    /// A canvas of `pixelWidth`×`pixelHeight` pixels filled with `background`.
    public init(pixelWidth: Int, pixelHeight: Int, scale: Double, background: Color = .clear) throws {
        guard pixelWidth > 0, pixelHeight > 0, pixelWidth <= 32767, pixelHeight <= 32767 else {
            throw RasterError.surface("invalid canvas size \(pixelWidth)×\(pixelHeight) pixels (1...32767 each)")
        }
        guard scale.isFinite, scale > 0 else {
            throw RasterError.surface("invalid canvas scale \(scale)")
        }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))!
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw RasterError.surface("cannot create \(pixelWidth)×\(pixelHeight) surface: \(String(cString: cairo_status_to_string(status)))")
        }
        self.surface = surface
        context = cairo_create(surface)!
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.scale = scale
        // Fixed rendering settings: same output whatever the defaults of the Cairo build.
        cairo_set_antialias(context, CAIRO_ANTIALIAS_GRAY)
        cairo_set_tolerance(context, 0.1)
        cairo_set_fill_rule(context, CAIRO_FILL_RULE_WINDING)
        if background.alpha > 0 {
            cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
            setSource(background)
            cairo_paint(context)
            cairo_set_operator(context, CAIRO_OPERATOR_OVER)
        }
        cairo_scale(context, scale, scale)
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    /// The `cairo_t*`, for modules that draw with Cairo directly (Text). Leave the state as you
    /// found it (save/restore).
    public var cairoContext: OpaquePointer { context }

    /// Width in points.
    public var width: Double { Double(pixelWidth) / scale }
    /// Height in points.
    public var height: Double { Double(pixelHeight) / scale }

    /// A copy of the pixels drawn so far.
    public func makeBitmap() -> Bitmap {
        cairo_surface_flush(surface)
        let bitmap = Bitmap(width: pixelWidth, height: pixelHeight)
        let source = cairo_image_surface_get_data(surface)!
        let sourceStride = Int(cairo_image_surface_get_stride(surface))
        if sourceStride == bitmap.stride {
            bitmap.pixels.copyMemory(from: source, byteCount: sourceStride * pixelHeight)
        } else {
            for y in 0..<pixelHeight {
                (bitmap.pixels + y * bitmap.stride).copyMemory(from: source + y * sourceStride, byteCount: pixelWidth * 4)
            }
        }
        return bitmap
    }

    // MARK: State

    /// Pushes the graphics state (transform, clip, source).
    public func save() { cairo_save(context) }
    /// Pops the state pushed by the matching `save()`.
    public func restore() { cairo_restore(context) }

    /// Runs `body` between `save()` and `restore()`.
    public func withSavedState<R>(_ body: () throws -> R) rethrows -> R {
        save()
        defer { restore() }
        return try body()
    }

    /// Moves the user-space origin by (x, y) points.
    public func translate(x: Double, y: Double) { cairo_translate(context, x, y) }

    /// Scales user space (1 = unchanged).
    public func scale(x: Double, y: Double) { cairo_scale(context, x, y) }

    // MARK: Alpha groups

    /// Starts drawing into an offscreen group, composited later by `popGroup(alpha:)`.
    public func pushGroup() { cairo_push_group(context) }

    /// Composites the group started by `pushGroup()` with `alpha` (0...1) as one layer.
    public func popGroup(alpha: Double) {
        cairo_pop_group_to_source(context)
        cairo_paint_with_alpha(context, alpha)
        // Dropping the group pattern here keeps it from being reused by a later paint.
        cairo_set_source_rgba(context, 0, 0, 0, 0)
    }

    /// Draws `body` as one layer with `alpha`, like a `CALayer` with `opacity` (overlaps do not
    /// double up).
    public func withAlpha<R>(_ alpha: Double, _ body: () throws -> R) rethrows -> R {
        if alpha >= 1 { return try body() }
        pushGroup()
        defer { popGroup(alpha: alpha) }
        return try body()
    }

    func setSource(_ color: Color) {
        cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
    }
}
