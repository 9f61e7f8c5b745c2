/// What a BCP 47 language tag means for drawing text: which Noto Sans CJK face gives Han
/// characters that language's glyph forms (the same character, U+76F4 直 say, is drawn
/// differently in Japanese, Korean, Simplified and Traditional Chinese).
public enum TextLanguage {
    /// The Noto Sans CJK family for `language`, or nil when the language is not written
    /// with Han characters (then Han falls back to WenQuanYi Micro Hei, as with no language).
    ///
    /// `ja` → JP; `ko` → KR; `zh-Hant`, `zh-TW` → TC; `zh-HK`, `zh-MO` → HK; any other
    /// `zh` (`zh-Hans`, `zh-CN`, `zh-SG`, plain `zh`) → SC.
    public static func cjkFamily(for language: String) -> String? {
        let parts = subtags(of: language)
        guard let primary = parts.first else { return nil }
        switch primary {
        case "ja", "jpn": return "Noto Sans CJK JP"
        case "ko", "kor": return "Noto Sans CJK KR"
        case "zh", "zho", "chi", "yue", "cmn":
            if parts.contains("hk") || parts.contains("mo") { return "Noto Sans CJK HK" }
            if parts.contains("hant") || parts.contains("tw") { return "Noto Sans CJK TC" }
            if primary == "yue" && !parts.contains("hans") { return "Noto Sans CJK HK" }
            return "Noto Sans CJK SC"
        default: return nil
        }
    }

    /// Whether `language` is written without spaces between words in Han, kana or Hangul
    /// runs (Japanese and Chinese; Korean puts spaces between words).
    public static func breaksBetweenPhrases(_ language: String) -> Bool {
        guard let primary = subtags(of: language).first else { return false }
        return ["ja", "jpn", "zh", "zho", "chi", "yue", "cmn"].contains(primary)
    }

    /// The lowercased subtags of a tag written with `-` or `_`.
    static func subtags(of language: String) -> [String] {
        language.split(whereSeparator: { $0 == "-" || $0 == "_" }).map { $0.lowercased() }
    }
}
