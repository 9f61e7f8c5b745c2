import CPango

extension PangoTextLayout {
    /// The font file of each shaped run, in logical order.
    func fontUsage(text flat: FlatText) -> [FontUsage] {
        var usages: [(start: Int, usage: FontUsage)] = []
        guard let iterator = pango_layout_get_iter(layout) else { return [] }
        defer { pango_layout_iter_free(iterator) }
        repeat {
            guard let run = pango_layout_iter_get_run_readonly(iterator) else { continue }
            let item = run.pointee.item.pointee
            let start = Int(item.offset), end = start + Int(item.length)
            let range = flat.characterIndex(atByte: start)..<flat.characterIndex(atByte: end)
            let text = String(flat.characters[range])
            usages.append((start, FontUsage(text: text, file: Self.file(of: item.analysis.font))))
        } while pango_layout_iter_next_run(iterator) != 0
        return usages.sorted { $0.start < $1.start }.map(\.usage)
    }

    private static func file(of font: UnsafeMutablePointer<PangoFont>?) -> String {
        guard let font else { return "" }
        // Every font from our Cairo FT font map is a PangoFcFont.
        let pattern = pango_fc_font_get_pattern(UnsafeMutableRawPointer(font).assumingMemoryBound(to: PangoFcFont.self))
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, FC_FILE, 0, &value) == FcResultMatch, let value else { return "" }
        return FontEnvironment.current.pinnedPath(ofFontFile: String(cString: value))
    }
}
