import CCairo
import CPango

/// One text worker: its own Pango font map (on the shared `FcConfig`) and a context with the fixed
/// deterministic font options. A font map must never be used by two threads at once (shared maps
/// crash and draw wrong glyphs), so a renderer is only ever used by the thread that checked it out
/// of `RendererPool`.
final class TextRenderer: @unchecked Sendable {
    // @unchecked: confined by RendererPool; it moves between threads only while idle in the pool.
    let fontMap: UnsafeMutablePointer<PangoFontMap>
    let context: OpaquePointer
    /// The frames this renderer laid out last, reused when a text is drawn in the box it was
    /// measured in.
    let frames = TextFrameCache()
    /// The baselines of the first and last characters it has laid out.
    let baselines = TextBaselines()

    /// A renderer whose font map matches with `config` (an `FcConfig*`; the map takes a reference).
    init(config: OpaquePointer) {
        fontMap = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT)
        pango_fc_font_map_set_config(OpaquePointer(fontMap), config)
        context = pango_font_map_create_context(fontMap)

        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        // 1 Pango unit = 1/1024 point whatever the canvas scale: layout is done in points with an
        // identity matrix, so measuring and drawing at any scale give the same lines.
        pango_cairo_context_set_resolution(context, 72)
        pango_context_set_round_glyph_positions(context, 0)
        pango_context_set_language(context, pango_language_from_string("en"))
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(UnsafeMutableRawPointer(fontMap))
    }
}
