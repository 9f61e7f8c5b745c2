import CCairo
import CRasterKernels
import Foundation

extension Canvas {
    /// Draws `shadow` for a rectangle with circular corners; draw the shape itself afterwards.
    public func drawShadow(_ shadow: Shadow, for rect: CanvasRect, cornerRadius: Double = 0) {
        drawShadow(shadow, for: .roundedRect(rect, cornerRadius: cornerRadius))
    }

    /// Draws `shadow` for `path`: its alpha mask is rendered offscreen, blurred (three box
    /// blurs ≈ a Gaussian, integer arithmetic, so the result is deterministic) and painted in
    /// the shadow colour through the current clip.
    public func drawShadow(_ shadow: Shadow, for path: CanvasPath) {
        let color = shadow.color.withAlphaMultiplied(by: shadow.opacity)
        guard color.alpha > 0 else { return }
        save()
        defer { restore() }
        translate(x: shadow.offsetX, y: shadow.offsetY)
        path.apply(to: context)
        guard let bounds = deviceFillExtents() else { return }
        cairo_new_path(context)

        let sigma = max(0, shadow.blurRadius) * scale
        let pad = Int((3 * sigma).rounded(.up))
        // The mask covers the shape plus the blur's reach, but never much more than the surface.
        let x0 = max(bounds.x0 - pad, -pad), y0 = max(bounds.y0 - pad, -pad)
        let x1 = min(bounds.x1 + pad, pixelWidth + pad), y1 = min(bounds.y1 + pad, pixelHeight + pad)
        guard x1 > x0, y1 > y0 else { return }

        let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(x1 - x0), Int32(y1 - y0))!
        defer { cairo_surface_destroy(mask) }
        guard cairo_surface_status(mask) == CAIRO_STATUS_SUCCESS else { return }
        let maskContext = cairo_create(mask)!
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        matrix.x0 -= Double(x0)
        matrix.y0 -= Double(y0)
        cairo_set_matrix(maskContext, &matrix)
        cairo_set_antialias(maskContext, CAIRO_ANTIALIAS_GRAY)
        cairo_set_tolerance(maskContext, 0.1)
        path.apply(to: maskContext)
        cairo_fill(maskContext)
        cairo_destroy(maskContext)

        cairo_surface_flush(mask)
        let width = x1 - x0, height = y1 - y0
        let data = cairo_image_surface_get_data(mask)!
        let stride = Int(cairo_image_surface_get_stride(mask))
        var scratch = [UInt8](repeating: 0, count: max(width, height))
        scratch.withUnsafeMutableBufferPointer { buffer in
            for radius in Self.boxBlurRadii(sigma: sigma) {
                craster_box_blur_a8(data, Int32(width), Int32(height), stride, Int32(radius), buffer.baseAddress)
            }
        }
        cairo_surface_mark_dirty(mask)

        cairo_identity_matrix(context)
        setSource(color)
        cairo_mask_surface(context, mask, Double(x0), Double(y0))
    }

    /// Draws `shadow` for whatever `bitmap` shows (its alpha channel is the silhouette), the
    /// bitmap placed unscaled with its top-left at device pixel (x, y); composite the bitmap
    /// itself afterwards. For shapes that are not paths, such as a layer of drawn text.
    public func drawShadow(_ shadow: Shadow, forAlphaOf bitmap: Bitmap, atPixelX x: Int, y: Int) {
        let color = shadow.color.withAlphaMultiplied(by: shadow.opacity)
        guard color.alpha > 0, bitmap.width > 0, bitmap.height > 0 else { return }
        let sigma = max(0, shadow.blurRadius) * scale
        let pad = Int((3 * sigma).rounded(.up))
        let width = bitmap.width + 2 * pad, height = bitmap.height + 2 * pad
        let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(mask) }
        guard cairo_surface_status(mask) == CAIRO_STATUS_SUCCESS else { return }
        cairo_surface_flush(mask)
        let data = cairo_image_surface_get_data(mask)!
        let stride = Int(cairo_image_surface_get_stride(mask))
        bitmap.withPremultipliedPixels { pixels in
            for row in 0..<pixels.height {
                let source = pixels.row(row)
                let target = data.advanced(by: (row + pad) * stride + pad)
                for column in 0..<pixels.width { target[column] = UInt8(truncatingIfNeeded: source[column] >> 24) }
            }
        }
        var scratch = [UInt8](repeating: 0, count: max(width, height))
        scratch.withUnsafeMutableBufferPointer { buffer in
            for radius in Self.boxBlurRadii(sigma: sigma) {
                craster_box_blur_a8(data, Int32(width), Int32(height), stride, Int32(radius), buffer.baseAddress)
            }
        }
        cairo_surface_mark_dirty(mask)
        save()
        defer { restore() }
        cairo_identity_matrix(context)
        setSource(color)
        cairo_mask_surface(context, mask, Double(x - pad) + shadow.offsetX * scale, Double(y - pad) + shadow.offsetY * scale)
    }

    /// The current path's fill extents in whole device pixels, or nil when empty.
    private func deviceFillExtents() -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
        var ux0 = 0.0, uy0 = 0.0, ux1 = 0.0, uy1 = 0.0
        cairo_fill_extents(context, &ux0, &uy0, &ux1, &uy1)
        guard ux1 > ux0, uy1 > uy0 else { return nil }
        var xs: [Double] = [], ys: [Double] = []
        for (ux, uy) in [(ux0, uy0), (ux1, uy0), (ux0, uy1), (ux1, uy1)] {
            var x = ux, y = uy
            cairo_user_to_device(context, &x, &y)
            xs.append(x)
            ys.append(y)
        }
        let limit = 1e7
        func clamp(_ v: Double) -> Int { Int(min(max(v, -limit), limit)) }
        return (clamp(xs.min()!.rounded(.down)), clamp(ys.min()!.rounded(.down)),
                clamp(xs.max()!.rounded(.up)), clamp(ys.max()!.rounded(.up)))
    }

    /// Radii of three successive box blurs whose combination approximates a Gaussian of `sigma`
    /// (the standard "boxes for Gauss" widths, rounded to odd sizes).
    static func boxBlurRadii(sigma: Double) -> [Int] {
        guard sigma > 0 else { return [] }
        let passes = 3.0
        let ideal = (12 * sigma * sigma / passes + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        lower = max(lower, 1)
        let upper = lower + 2
        let l = Double(lower)
        let lowerCount = Int(((12 * sigma * sigma - passes * l * l - 4 * passes * l - 3 * passes) / (-4 * l - 4)).rounded())
        return (0..<3).map { ($0 < lowerCount ? lower : upper) / 2 }.filter { $0 > 0 }
    }
}
