import CCairo

extension Canvas {
    /// Draws `bitmap` into `rect` (points) placed by `contentMode`, clipped to `rect`.
    /// Downscaling uses Cairo's GOOD filter (a box-filter convolution), upscaling bilinear;
    /// edges are not faded (the image is padded, not blended with transparency).
    public func draw(_ bitmap: Bitmap, in rect: CanvasRect, contentMode: ContentMode = .scaleToFill, opacity: Double = 1) {
        guard rect.width > 0, rect.height > 0, opacity > 0 else { return }
        // `.center` keeps one image pixel per device pixel.
        let natural = contentMode == .center
            ? (width: Double(bitmap.width) / scale, height: Double(bitmap.height) / scale)
            : (width: Double(bitmap.width), height: Double(bitmap.height))
        let placed = contentMode.placement(imageWidth: natural.width, imageHeight: natural.height, in: rect)
        bitmap.withCairoSurface { source in
            save()
            defer { restore() }
            clip(to: rect)
            translate(x: placed.x, y: placed.y)
            scale(x: placed.width / Double(bitmap.width), y: placed.height / Double(bitmap.height))
            cairo_set_source_surface(context, source, 0, 0)
            let pattern = cairo_get_source(context)
            cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            cairo_rectangle(context, 0, 0, Double(bitmap.width), Double(bitmap.height))
            if opacity >= 1 {
                cairo_fill(context)
            } else {
                cairo_clip(context)
                cairo_paint_with_alpha(context, opacity)
            }
        }
    }

    /// Composites `bitmap` unscaled with its top-left at device pixel (x, y), ignoring the
    /// current transform but honouring the clip (e.g. cell rasters into a feed frame).
    /// `isOpaque` promises the bitmap has no transparent pixel: its pixels are then copied
    /// rather than blended, which gives the same result faster.
    public func composite(_ bitmap: Bitmap, atPixelX x: Int, y: Int, isOpaque: Bool = false) {
        bitmap.withCairoSurface { source in
            save()
            defer { restore() }
            cairo_identity_matrix(context)
            if isOpaque { cairo_set_operator(context, CAIRO_OPERATOR_SOURCE) }
            cairo_set_source_surface(context, source, Double(x), Double(y))
            cairo_rectangle(context, Double(x), Double(y), Double(bitmap.width), Double(bitmap.height))
            cairo_fill(context)
        }
    }

    /// Composites `bitmap` unscaled at device pixel (x, y) at `opacity` (0...1), blended over
    /// what is there (a row fading in or out of a list transition): the pixels of drawing it
    /// in a group with that alpha, without a group as large as the canvas.
    package func composite(_ bitmap: Bitmap, atPixelX x: Int, y: Int, opacity: Double) {
        guard opacity < 1 else { return composite(bitmap, atPixelX: x, y: y) }
        guard opacity > 0 else { return }
        bitmap.withCairoSurface { source in
            save()
            defer { restore() }
            cairo_identity_matrix(context)
            cairo_rectangle(context, Double(x), Double(y), Double(bitmap.width), Double(bitmap.height))
            cairo_clip(context)
            cairo_set_source_surface(context, source, Double(x), Double(y))
            cairo_paint_with_alpha(context, opacity)
        }
    }
}
