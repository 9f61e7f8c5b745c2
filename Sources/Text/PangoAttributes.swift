import CPango
import Raster

/// Turns runs into Pango attributes (byte ranges over the concatenated text).
enum PangoAttributes {
    /// A new font description for `font` (the caller frees it). With a CJK `language`, that
    /// language's Noto Sans CJK face follows the family, so Han takes the language's forms.
    /// The family is resolved in the environment in effect (`FontEnvironment.current`), the
    /// system face for the device in effect (`TextEngine.systemTypeface`).
    static func fontDescription(for font: Font, language: String?) -> OpaquePointer {
        let description = pango_font_description_new()!
        var families = FontEnvironment.current.familyList(for: font.family, typeface: TextEngine.systemTypeface)
        if let language, let cjk = TextLanguage.cjkFamily(for: language) { families += "," + cjk }
        pango_font_description_set_family(description, families)
        // Absolute size: in user units (points), independent of the context resolution.
        pango_font_description_set_absolute_size(description, Double(PangoUnits.from(max(0, font.size))))
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(font.weight.numericValue)))
        pango_font_description_set_style(description, font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        return description
    }

    /// The language a run is shaped and drawn in: its own, else the scope's default.
    static func language(of run: TextRun) -> String? {
        run.language ?? TextEngine.defaultLanguage
    }

    /// A new attribute list for `runs` (the caller unreferences it), with the paragraph's
    /// line height over the whole text.
    static func list(for runs: [TextRun], paragraph: ParagraphStyle) -> OpaquePointer {
        let list = pango_attr_list_new()!
        func insertForAll(_ attribute: UnsafeMutablePointer<PangoAttribute>?) {
            guard let attribute else { return }
            attribute.pointee.start_index = 0
            attribute.pointee.end_index = UInt32.max
            pango_attr_list_insert(list, attribute)
        }
        if paragraph.lineHeight > 0 {
            insertForAll(pango_attr_line_height_new_absolute(PangoUnits.from(paragraph.lineHeight)))
        } else if paragraph.lineHeightMultiple > 0 {
            insertForAll(pango_attr_line_height_new(paragraph.lineHeightMultiple))
        }
        var start = 0
        for run in runs {
            let end = start + run.text.utf8.count
            defer { start = end }
            guard end > start else { continue }
            func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?) {
                guard let attribute else { return }
                attribute.pointee.start_index = UInt32(start)
                attribute.pointee.end_index = UInt32(end)
                pango_attr_list_insert(list, attribute)
            }
            let language = language(of: run)
            let description = fontDescription(for: run.font, language: language)
            insert(pango_attr_font_desc_new(description))
            pango_font_description_free(description)
            if let language { insert(pango_attr_language_new(pango_language_from_string(language))) }
            let color = run.color
            insert(pango_attr_foreground_new(channel(color.red), channel(color.green), channel(color.blue)))
            if color.alpha < 1 { insert(pango_attr_foreground_alpha_new(channel(color.alpha))) }
            if run.underline { insert(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE)) }
            if run.strikethrough { insert(pango_attr_strikethrough_new(1)) }
            if run.kerning != 0 { insert(pango_attr_letter_spacing_new(PangoUnits.from(run.kerning))) }
            if run.baselineOffset != 0 { insert(pango_attr_rise_new(PangoUnits.from(run.baselineOffset))) }
        }
        return list
    }

    private static func channel(_ value: Double) -> UInt16 {
        UInt16((min(1, max(0, value)) * 65535).rounded())
    }
}
