/// A checked locale code: a BCP 47 tag (`en-US`, `ja`, `zh-Hans`, `pt-BR`), also written with
/// underscores or Android's qualifiers (`pt-rBR`, `b+sr+Latn`), or a pseudolocale (`en-XA`,
/// `ar-XB`). The language must be an ISO 639 code, so a typo (`jp`) is an error, not English.
package struct LocaleCode: Hashable, Sendable, CustomStringConvertible {
    /// The tag as feedrender writes it: `language[-Script][-REGION]`.
    package let tag: String
    /// The lower-case language, e.g. `zh`.
    package let language: String
    /// The title-case script, e.g. `Hans`; nil when not given.
    package let script: String?
    /// The upper-case region, e.g. `BR`; nil when not given.
    package let region: String?

    /// The tag.
    package var description: String { tag }

    /// Reads `text`; throws a `LocaleCodeError` saying what is wrong.
    package init(_ text: String) throws(LocaleCodeError) {
        var parts: [Substring]
        if text.hasPrefix("b+") {
            parts = text.dropFirst(2).split(separator: "+", omittingEmptySubsequences: false)
        } else {
            parts = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "-" || $0 == "_" })
        }
        guard let first = parts.first, !first.isEmpty else { throw LocaleCodeError(code: text, problem: "it is empty") }
        let language = first.lowercased()
        guard Self.languages.contains(language) else {
            throw LocaleCodeError(code: text, problem: "\"\(first)\" is not an ISO 639 language code")
        }
        var script: String?, region: String?
        for part in parts.dropFirst() {
            var part = part
            // Android writes regions as `rBR`.
            if part.count == 3, part.first == "r", part.dropFirst().allSatisfy({ $0.isASCII && $0.isUppercase }) {
                part = part.dropFirst()
            }
            if script == nil, region == nil, part.count == 4, part.allSatisfy({ $0.isASCII && $0.isLetter }) {
                script = part.prefix(1).uppercased() + part.dropFirst().lowercased()
            } else if region == nil, part.count == 2, part.allSatisfy({ $0.isASCII && $0.isLetter }) {
                region = part.uppercased()
            } else if region == nil, part.count == 3, part.allSatisfy({ $0.isASCII && $0.isNumber }) {
                region = String(part)
            } else {
                throw LocaleCodeError(code: text, problem: "\"\(part)\" is neither a script (Hans) nor a region (US, 419)")
            }
        }
        self.language = language
        self.script = script
        self.region = region
        tag = ([language] + [script, region].compactMap { $0 }).joined(separator: "-")
    }

    /// The pseudolocale this code names (`en-XA`, `ar-XB`), if any.
    package var pseudolocale: Pseudolocale? { Pseudolocale(rawValue: tag) }

    /// Whether text in this locale runs right to left (Arabic, Hebrew, Persian, Urdu, ...; `ar-XB`).
    package var isRightToLeft: Bool { Self.rightToLeftLanguages.contains(language) }

    /// The tags a catalog's languages are matched against, most specific first: `zh-Hant-TW`,
    /// `zh-Hant`, `zh-TW`, `zh` (a Chinese region implies its script: `zh-TW` is `zh-Hant`).
    package var candidates: [String] {
        var script = script
        if language == "zh", script == nil, let region {
            script = ["TW", "HK", "MO"].contains(region) ? "Hant" : "Hans"
        }
        var tags: [String] = []
        if let script, let region { tags.append("\(language)-\(script)-\(region)") }
        if let script { tags.append("\(language)-\(script)") }
        if let region { tags.append("\(language)-\(region)") }
        tags.append(language)
        if language == "he" { tags.append("iw") }
        if language == "iw" { tags.append("he") }
        return tags
    }

    /// Languages written right to left.
    static let rightToLeftLanguages: Set<String> = ["ar", "he", "iw", "fa", "ur", "yi", "ps", "sd", "ug", "dv", "ckb"]

    /// ISO 639-1 codes, their legacy forms (`iw`, `in`, `ji`) and the three-letter codes stores use.
    static let languages: Set<String> = Set("""
        aa ab ae af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs cu cv cy da de dv dz \
        ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id ie ig ii ik \
        io is it iu ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb lg li ln lo lt lu lv mg mh mi mk ml \
        mn mr ms mt my na nb nd ne ng nl nn no nr nv ny oc oj om or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd \
        se sg si sk sl sm sn so sq sr ss st su sv sw ta te tg th ti tk tl tn to tr ts tt tw ty ug uk ur uz ve vi \
        vo wa wo xh yi yo za zh zu iw in ji fil yue haw ckb ast kok mni sat chr gsw
        """.split(separator: " ").map(String.init))
}

/// A locale code feedrender does not know, with what is wrong with it.
package struct LocaleCodeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The code as written, and what is wrong with it.
    package var code: String
    package var problem: String

    /// One line saying what is wrong and what is expected.
    package var description: String {
        "unknown locale code \"\(code)\": \(problem) (expected a BCP 47 tag such as en-US, ja, zh-Hans or pt-BR, "
            + "or a pseudolocale: en-XA, ar-XB)"
    }
}
