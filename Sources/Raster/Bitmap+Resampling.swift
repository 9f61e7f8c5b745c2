import CCairo

/// EXIF orientation: how stored pixels map onto the upright image (values 1...8).
enum ImageOrientation: Int {
    case up = 1, upMirrored, down, downMirrored, leftMirrored, right, rightMirrored, left

    /// Whether the upright image's width is the stored height.
    var swapsAxes: Bool { rawValue >= 5 }
}

extension Bitmap {
    /// The image scaled to `size` pixels with Cairo's GOOD filter (box-filter convolution when
    /// shrinking, so detail averages instead of aliasing).
    public func resized(to size: PixelSize) -> Bitmap {
        transformed(orientation: .up, to: size)
    }

    /// The image turned upright per `orientation` and scaled to `size` (the upright size), in one pass.
    func transformed(orientation: ImageOrientation, to size: PixelSize) -> Bitmap {
        if orientation == .up, size.width == width, size.height == height { return self }
        let result = Bitmap(width: size.width, height: size.height)
        let w = Double(width), h = Double(height)
        // Maps stored (x, y) to upright (u, v) before scaling.
        var matrix = cairo_matrix_t()
        switch orientation {
        case .up: cairo_matrix_init(&matrix, 1, 0, 0, 1, 0, 0)
        case .upMirrored: cairo_matrix_init(&matrix, -1, 0, 0, 1, w, 0)
        case .down: cairo_matrix_init(&matrix, -1, 0, 0, -1, w, h)
        case .downMirrored: cairo_matrix_init(&matrix, 1, 0, 0, -1, 0, h)
        case .leftMirrored: cairo_matrix_init(&matrix, 0, 1, 1, 0, 0, 0)
        case .right: cairo_matrix_init(&matrix, 0, 1, -1, 0, h, 0)
        case .rightMirrored: cairo_matrix_init(&matrix, 0, -1, -1, 0, h, w)
        case .left: cairo_matrix_init(&matrix, 0, -1, 1, 0, 0, w)
        }
        let upright = orientation.swapsAxes ? (w: h, h: w) : (w: w, h: h)
        var scaling = cairo_matrix_t()
        cairo_matrix_init_scale(&scaling, Double(size.width) / upright.w, Double(size.height) / upright.h)
        var total = cairo_matrix_t()
        cairo_matrix_multiply(&total, &matrix, &scaling)

        result.withCairoSurface { target in
            withCairoSurface { source in
                let context = cairo_create(target)!
                defer { cairo_destroy(context) }
                cairo_set_matrix(context, &total)
                cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
                cairo_set_source_surface(context, source, 0, 0)
                let pattern = cairo_get_source(context)
                cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
                cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
                cairo_paint(context)
                // The pattern holds the borrowed surface: drop it before the surface goes away.
                cairo_set_source_rgba(context, 0, 0, 0, 0)
            }
            cairo_surface_flush(target)
        }
        return result
    }
}
