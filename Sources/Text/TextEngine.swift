import CCairo
import CPango
import Raster

/// Lays out, measures and draws text with Pango, using only the pinned fonts.
///
/// Safe to call from any thread, concurrently: each call borrows a per-thread renderer (own Pango
/// font map) from a pool for its duration. Layout happens in points and does not depend on the
/// canvas scale, so `measure` and `draw` see the same lines.
package enum TextEngine {
    /// The language of runs that set none (`TextRun.language`), for everything measured and
    /// drawn inside `TextEngine.$defaultLanguage.withValue(_:operation:)`, in that task and the
    /// tasks it starts. Lets a whole feed (cells built by code that knows no locale) take the
    /// glyph forms of a screenshot's locale; nil outside such a scope.
    @TaskLocal package static var defaultLanguage: String?

    /// The face `Font.systemFamily` draws with, for everything measured and drawn inside
    /// `TextEngine.$systemTypeface.withValue(_:operation:)`: the renderers set it from the
    /// device's platform (Roboto on Android). Inter (`.apple`) outside such a scope.
    @TaskLocal package static var systemTypeface: SystemTypeface = .apple

    /// Measures `text` wrapped at `maxWidth` points (∞ = unwrapped: one line per hard line break),
    /// keeping only whole lines that fit in `maxHeight` and `maximumNumberOfLines`.
    package static func measure(_ text: AttributedText, maxWidth: Double, maxHeight: Double = .infinity) -> TextMetrics {
        guard !text.isEmpty else { return .zero }
        return RendererPool.shared.withRenderer { renderer in
            renderer.frames.metrics(of: text, maxWidth: maxWidth, maxHeight: maxHeight, renderer: renderer)
        }
    }

    /// The first baseline (top of the first line to its baseline) and last descent (last
    /// baseline to the bottom) a text node reports for baseline alignment: those of its first
    /// and last characters' lines, as Texture's text node takes them from the fonts of its
    /// first and last characters (`TextBaselines`), whatever width the text later wraps in.
    package static func baselines(of text: AttributedText) -> (firstBaseline: Double, lastDescent: Double) {
        guard !text.isEmpty else { return (0, 0) }
        return RendererPool.shared.withRenderer { renderer in renderer.baselines.baselines(of: text, renderer: renderer) }
    }

    /// Where a caret at the logical end of `text` wrapped at `maxWidth` stands: the trailing
    /// edge of its last visible character (its right edge in left-to-right text, its left edge
    /// in Arabic or Hebrew), whether that character runs right to left, and the top of its
    /// line below the first line's: where a text field's caret goes. Not part of
    /// `TextMetrics`, since the line's left edge moves with the width for aligned text.
    package static func endCaret(of text: AttributedText, maxWidth: Double,
                                 maxHeight: Double = .infinity) -> (x: Double, top: Double, isRightToLeft: Bool) {
        guard !text.isEmpty else { return (0, 0, false) }
        return RendererPool.shared.withRenderer { renderer in
            let frame = renderer.frames.frame(of: text, maxWidth: maxWidth, maxHeight: maxHeight, renderer: renderer)
            guard let layout = frame.layout else { return (0, 0, false) }
            let shown = layout.lines.prefix(frame.visibleLineCount)
            guard let first = shown.first, let last = shown.last else { return (0, 0, false) }
            guard last.byteLength > 0, let edge = layout.trailingEdge(beforeByte: last.startByte + last.byteLength) else {
                return (last.x, last.top - first.top, false)
            }
            return (edge.x, last.top - first.top, edge.isRightToLeft)
        }
    }

    /// Draws `text` in `rect` (points, top-left origin): wrapped at `rect.width`, aligned within it,
    /// and truncated to the whole lines that fit in `rect.height` — exactly as `measure` lays it out
    /// for that width and height.
    package static func draw(_ text: AttributedText, in rect: (x: Double, y: Double, width: Double, height: Double), on canvas: Canvas) {
        draw(text, in: rect, cairoContext: canvas.cairoContext)
    }

    /// Draws on a raw `cairo_t*` whose user space is in points.
    static func draw(_ text: AttributedText, in rect: (x: Double, y: Double, width: Double, height: Double), cairoContext cr: OpaquePointer) {
        guard !text.isEmpty else { return }
        RendererPool.shared.withRenderer { renderer in
            let frame = renderer.frames.frame(of: text, maxWidth: rect.width, maxHeight: rect.height, renderer: renderer)
            guard let layout = frame.layout else { return }
            cairo_save(cr)
            defer { cairo_restore(cr) }
            for line in layout.lines.prefix(frame.visibleLineCount).indices {
                guard let pangoLine = pango_layout_get_line_readonly(layout.layout, Int32(line)) else { break }
                let box = layout.lines[line]
                cairo_move_to(cr, rect.x + box.x, rect.y + box.baseline)
                pango_cairo_show_layout_line(cr, pangoLine)
            }
        }
    }

    /// Which font file draws each run of `text` (unwrapped), for diagnostics and tests.
    package static func fontFiles(for text: AttributedText) -> [FontUsage] {
        guard !text.isEmpty else { return [] }
        return RendererPool.shared.withRenderer { renderer in
            let flat = FlatText(runs: text.runs)
            let layout = PangoTextLayout(runs: flat.runs(0..<flat.count), paragraph: text.paragraph, width: nil, renderer: renderer)
            return layout.fontUsage(text: flat)
        }
    }
}

/// A stretch of text and the font file it is drawn with.
package struct FontUsage: Hashable, Sendable {
    package var text: String
    package var file: String
}
