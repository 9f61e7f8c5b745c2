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
    /// The surface's memory, until `makeBitmapReleasingPixels()` gives it away.
    private var ownedPixels: UnsafeMutableRawPointer?
    /// Set once the pixels were given away or overwritten.
    private var isFinished = false
    private let stride: Int
    private let capacity: Int

    /// A canvas of `pixelWidth`×`pixelHeight` pixels filled with `background`.
    public init(pixelWidth: Int, pixelHeight: Int, scale: Double, background: Color = .clear) throws {
        guard pixelWidth > 0, pixelHeight > 0, pixelWidth <= 32767, pixelHeight <= 32767 else {
            throw RasterError.surface("invalid canvas size \(pixelWidth)×\(pixelHeight) pixels (1...32767 each)")
        }
        guard scale.isFinite, scale > 0 else {
            throw RasterError.surface("invalid canvas scale \(scale)")
        }
        // The canvas owns its pixel memory so that `makeBitmapReleasingPixels()` can hand it to
        // a bitmap instead of copying it.
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(pixelWidth)))
        // An opaque background is painted over every byte below; anything else starts from
        // zeros, which calloc gives big canvases as untouched pages: a strip tile only becomes
        // resident where rows are drawn.
        guard let memory = PixelMemoryPool.shared.take(byteCount: stride * pixelHeight, zeroed: background.alpha < 1) else {
            throw RasterError.surface("cannot allocate \(pixelWidth)×\(pixelHeight) pixels")
        }
        let pixels = memory.pointer
        let surface = cairo_image_surface_create_for_data(pixels.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                                                          Int32(pixelWidth), Int32(pixelHeight), Int32(stride))!
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            PixelMemoryPool.shared.give(pixels, capacity: memory.capacity)
            throw RasterError.surface("cannot create \(pixelWidth)×\(pixelHeight) surface: \(String(cString: cairo_status_to_string(status)))")
        }
        self.surface = surface
        self.ownedPixels = pixels
        self.capacity = memory.capacity
        self.stride = stride
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
        if let ownedPixels { PixelMemoryPool.shared.give(ownedPixels, capacity: capacity) }
    }

    /// The `cairo_t*`, for modules that draw with Cairo directly (Text). Leave the state as you
    /// found it (save/restore).
    package var cairoContext: OpaquePointer { context }

    /// Width in points.
    public var width: Double { Double(pixelWidth) / scale }
    /// Height in points.
    public var height: Double { Double(pixelHeight) / scale }

    /// A copy of the pixels drawn so far.
    public func makeBitmap() -> Bitmap {
        precondition(!isFinished, "Canvas: pixels already released")
        cairo_surface_flush(surface)
        let source = cairo_image_surface_get_data(surface)!
        guard let copy = PixelMemoryPool.shared.take(byteCount: stride * pixelHeight, zeroed: false) else {
            fatalError("Canvas: out of memory for a \(pixelWidth)×\(pixelHeight) copy")
        }
        copy.pointer.copyMemory(from: source, byteCount: stride * pixelHeight)
        return Bitmap(width: pixelWidth, height: pixelHeight, stride: stride, adopting: copy.pointer, capacity: copy.capacity)
    }

    /// The pixels drawn so far, handed over without a copy; the canvas is finished afterwards
    /// (drawing on it does nothing, and a second call is a programming error). For canvases
    /// drawn once and kept as bitmaps, such as cell rasters.
    public func makeBitmapReleasingPixels() -> Bitmap {
        guard let pixels = ownedPixels, !isFinished else { preconditionFailure("Canvas: pixels already released") }
        cairo_surface_flush(surface)
        cairo_surface_finish(surface)
        isFinished = true
        ownedPixels = nil
        return Bitmap(width: pixelWidth, height: pixelHeight, stride: stride, adopting: pixels, capacity: capacity)
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

    /// Where a point of the current user space lands, in device pixels.
    public func userToDevice(_ point: CanvasPoint) -> CanvasPoint {
        var x = point.x, y = point.y
        cairo_user_to_device(context, &x, &y)
        return CanvasPoint(x: x, y: y)
    }

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

extension Canvas {
    /// Lends the surface's pixels (premultiplied ARGB32 rows, `stride` bytes apart) after
    /// flushing pending drawing, for readers that must not pay for a copy (PNG encoding).
    /// The pointer must not escape `body`, and nothing may draw meanwhile.
    func withPixels<R>(_ body: (UnsafeRawPointer, _ stride: Int) throws -> R) rethrows -> R {
        precondition(!isFinished, "Canvas: pixels already released")
        cairo_surface_flush(surface)
        let data = UnsafeRawPointer(cairo_image_surface_get_data(surface)!)
        return try withExtendedLifetime(self) { try body(data, Int(cairo_image_surface_get_stride(surface))) }
    }

    /// Lends the pixels for the last time, writable: `body` may overwrite them (e.g. with PNG
    /// scanlines), and the canvas is finished afterwards, its memory freed with it.
    func consumePixels<R>(_ body: (UnsafeMutableRawPointer, _ stride: Int) throws -> R) rethrows -> R {
        guard let pixels = ownedPixels, !isFinished else { preconditionFailure("Canvas: pixels already released") }
        cairo_surface_flush(surface)
        cairo_surface_finish(surface)
        isFinished = true
        return try withExtendedLifetime(self) { try body(pixels, stride) }
    }
}

extension Canvas {
    /// Paints `color` behind everything drawn so far (Cairo's DEST_OVER): pixels nothing covered
    /// become `color`, opaque ones stay as they are. Lets a huge canvas start transparent, and
    /// so untouched in memory, and get its background last.
    public func fillBehind(_ color: Color) {
        guard color.alpha > 0 else { return }
        withSavedState {
            cairo_set_operator(context, CAIRO_OPERATOR_DEST_OVER)
            setSource(color)
            cairo_paint(context)
        }
    }
}
