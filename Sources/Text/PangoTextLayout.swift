import CPango

/// A `PangoLayout` built from runs, owned (unreferenced in deinit) and used only by the thread
/// holding the `TextRenderer` it was made with.
final class PangoTextLayout {
    /// One laid-out line, in points relative to the layout's top-left.
    struct Line {
        var x: Double
        var width: Double
        var top: Double
        var bottom: Double
        var baseline: Double
        var startByte: Int
        var byteLength: Int
    }

    let layout: OpaquePointer
    /// Points added below each paragraph's last line (`ParagraphStyle.paragraphSpacing`).
    private let paragraphSpacing: Double
    /// Points the first line of each paragraph is indented by, counted in its width.
    private let firstLineIndent: Double
    private(set) lazy var lines: [Line] = readLines()

    /// Lays out `runs` wrapped at `width` points (nil = unwrapped).
    init(runs: [TextRun], paragraph: ParagraphStyle, width: Double?, renderer: TextRenderer) {
        layout = pango_layout_new(renderer.context)
        firstLineIndent = max(0, paragraph.firstLineIndent)
        paragraphSpacing = max(0, paragraph.paragraphSpacing)
        let text = runs.map(\.text).joined()
        let bytes = Array(text.utf8)
        bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { pango_layout_set_text(layout, $0.baseAddress, Int32($0.count)) }
        }
        if let first = runs.first {
            let description = PangoAttributes.fontDescription(for: first.font, language: PangoAttributes.language(of: first))
            pango_layout_set_font_description(layout, description)
            pango_font_description_free(description)
        }
        let attributes = PangoAttributes.list(for: runs, paragraph: paragraph)
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)

        if let width, width.isFinite {
            pango_layout_set_width(layout, PangoUnits.from(max(0, width)))
        } else {
            pango_layout_set_width(layout, -1)
        }
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        pango_layout_set_spacing(layout, PangoUnits.from(max(0, paragraph.lineSpacing)))
        pango_layout_set_indent(layout, PangoUnits.from(firstLineIndent))
        pango_layout_set_auto_dir(layout, 1)
        let alignment = Self.alignment(paragraph.alignment, naturalDirection: paragraph.naturalDirection, bytes: bytes)
        pango_layout_set_alignment(layout, alignment)
        pango_layout_set_justify(layout, paragraph.alignment == .justified ? 1 : 0)
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }

    /// With auto-dir on, Pango mirrors LEFT/RIGHT for right-to-left paragraphs, so LEFT means
    /// "natural"; an explicit side is mirrored back for right-to-left text, and so is the
    /// side a `naturalDirection` gives natural (and justified) text.
    private static func alignment(_ alignment: TextAlignment, naturalDirection: WritingDirection?,
                                  bytes: [UInt8]) -> PangoAlignment {
        // The first character with a strong script decides the direction, as Pango's auto-dir does;
        // so does a right-to-left or Arabic letter mark (U+200F, U+061C) or a left-to-right mark
        // (U+200E), which are strong too (pseudolocale ar-XB starts its text with U+200F).
        func isRightToLeft() -> Bool {
            let functions = hb_unicode_funcs_get_default()
            for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
                if scalar.value == 0x200F || scalar.value == 0x061C { return true }
                if scalar.value == 0x200E { return false }
                let script = hb_unicode_script(functions, scalar.value)
                if script == HB_SCRIPT_COMMON || script == HB_SCRIPT_INHERITED || script == HB_SCRIPT_UNKNOWN { continue }
                return hb_script_get_horizontal_direction(script) == HB_DIRECTION_RTL
            }
            return false
        }
        var side = alignment
        if alignment == .natural || alignment == .justified, let naturalDirection {
            side = naturalDirection == .rightToLeft ? .right : .left
        }
        switch side {
        case .natural, .justified: return PANGO_ALIGN_LEFT
        case .center: return PANGO_ALIGN_CENTER
        case .left: return isRightToLeft() ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT
        case .right: return isRightToLeft() ? PANGO_ALIGN_LEFT : PANGO_ALIGN_RIGHT
        }
    }

    private func readLines() -> [Line] {
        var result: [Line] = []
        guard let iterator = pango_layout_get_iter(layout) else { return result }
        defer { pango_layout_iter_free(iterator) }
        // Pango has no paragraph spacing: lines after each paragraph start move down by it.
        var shift = 0.0
        repeat {
            guard let line = pango_layout_iter_get_line_readonly(iterator) else { break }
            let startsParagraph = line.pointee.is_paragraph_start != 0
            if !result.isEmpty, startsParagraph { shift += paragraphSpacing }
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            let baseline = pango_layout_iter_get_baseline(iterator)
            result.append(Line(
                x: PangoUnits.points(logical.x),
                width: PangoUnits.points(logical.width) + (startsParagraph ? firstLineIndent : 0),
                top: PangoUnits.points(logical.y) + shift, bottom: PangoUnits.points(logical.y + logical.height) + shift,
                baseline: PangoUnits.points(baseline) + shift,
                startByte: Int(line.pointee.start_index), byteLength: Int(line.pointee.length)))
        } while pango_layout_iter_next_line(iterator) != 0
        return result
    }
}

/// Conversions between points and Pango units (1/1024 point here, see `TextRenderer`).
enum PangoUnits {
    static func from(_ points: Double) -> Int32 {
        Int32(clamping: Int((points * Double(PANGO_SCALE)).rounded()))
    }

    static func points(_ units: Int32) -> Double { Double(units) / Double(PANGO_SCALE) }
}

extension PangoTextLayout {
    /// The trailing edge of the character that ends before byte `end` (points from the
    /// layout's left edge) and whether it runs right to left: Pango gives a right-to-left
    /// character's box a negative width, so its trailing edge is its left one.
    func trailingEdge(beforeByte end: Int) -> (x: Double, isRightToLeft: Bool)? {
        guard end > 0, let text = pango_layout_get_text(layout) else { return nil }
        var index = end - 1
        // Back to the first byte of the UTF-8 sequence (continuation bytes are 10xxxxxx).
        while index > 0, UInt8(bitPattern: text[index]) & 0xC0 == 0x80 { index -= 1 }
        var box = PangoRectangle()
        pango_layout_index_to_pos(layout, Int32(clamping: index), &box)
        return (PangoUnits.points(box.x + box.width), box.width < 0)
    }

    /// The laid-out text (after any truncation).
    var text: String { String(cString: pango_layout_get_text(layout)) }
}
