/// CLDR's cardinal plural rules, written out by hand for the languages feedrender's catalogs
/// are checked in, from the Unicode CLDR "Language Plural Rules" chart
/// (https://www.unicode.org/cldr/charts/latest/supplemental/language_plural_rules.html).
///
/// Foundation on Linux does not expose plural categories (its ICU plural rules are internal
/// to `FoundationInternationalization`; only `.stringsdict` lookup on Darwin uses them), so
/// the rules are here, deterministic and independent of the machine.
package enum PluralRules {
    /// One rule: the category a number takes.
    typealias Rule = @Sendable (PluralOperands) -> PluralCategory

    /// The category `operands` take in `language` (a BCP 47 tag or its language part);
    /// nil when no rule is written for the language.
    package static func category(for operands: PluralOperands, language: String) -> PluralCategory? {
        rule(for: language).map { $0(operands) }
    }

    /// The category of a whole number in `language`.
    package static func category(for count: Int, language: String) -> PluralCategory? {
        category(for: PluralOperands(count), language: language)
    }

    /// Whether a rule is written for the language of `tag`.
    package static func covers(_ tag: String) -> Bool { rule(for: tag) != nil }

    /// The languages with a rule, for error messages.
    package static var languages: [String] { rules.keys.sorted() }

    /// The rule of the language part of `tag` (`ru` of `ru-RU`).
    private static func rule(for tag: String) -> Rule? {
        let language = tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
        return rules[language]
    }

    // MARK: The rules, by family (CLDR 46)

    /// ja, zh, ko, th, vi, id, ms, lo, my, km: one form for every number.
    private static let otherOnly: Rule = { _ in .other }

    /// en, de, nl, sv, da, nb, fi, et, el, hu, tr, bg, ka (German-style: `one: i = 1 and v = 0`).
    private static let oneForOne: Rule = { $0.i == 1 && $0.v == 0 ? .one : .other }

    /// it, es, ca, pt-PT: `one: i = 1 and v = 0`; `many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0`
    /// (the exponent `e` is always 0 here: compact forms are not used).
    private static let oneAndMillions: Rule = { o in
        if o.i == 1 && o.v == 0 { return .one }
        if o.i != 0 && o.i % 1_000_000 == 0 && o.v == 0 { return .many }
        return .other
    }

    /// fr, pt (Brazil): `one: i = 0,1`; `many` as `oneAndMillions`.
    private static let french: Rule = { o in
        if o.i == 0 || o.i == 1 { return .one }
        if o.i != 0 && o.i % 1_000_000 == 0 && o.v == 0 { return .many }
        return .other
    }

    /// ru, uk, be: `one: v = 0 and i % 10 = 1 and i % 100 != 11`; `few: v = 0 and i % 10 = 2..4
    /// and i % 100 != 12..14`; `many: v = 0 and (i % 10 = 0 or i % 10 = 5..9 or i % 100 = 11..14)`.
    private static let eastSlavic: Rule = { o in
        guard o.v == 0 else { return .other }
        let last = o.i % 10, lastTwo = o.i % 100
        if last == 1 && lastTwo != 11 { return .one }
        if (2...4).contains(last) && !(12...14).contains(lastTwo) { return .few }
        return .many
    }

    /// pl: `one: i = 1 and v = 0`; `few: v = 0 and i % 10 = 2..4 and i % 100 != 12..14`;
    /// `many: v = 0 and i != 1 and (i % 10 = 0..1 or i % 10 = 5..9 or i % 100 = 12..14)`.
    private static let polish: Rule = { o in
        guard o.v == 0 else { return .other }
        let last = o.i % 10, lastTwo = o.i % 100
        if o.i == 1 { return .one }
        if (2...4).contains(last) && !(12...14).contains(lastTwo) { return .few }
        return .many
    }

    /// cs, sk: `one: i = 1 and v = 0`; `few: i = 2..4 and v = 0`; `many: v != 0`.
    private static let czech: Rule = { o in
        if o.v != 0 { return .many }
        if o.i == 1 { return .one }
        if (2...4).contains(o.i) { return .few }
        return .other
    }

    /// ar: `zero: n = 0`; `one: n = 1`; `two: n = 2`; `few: n % 100 = 3..10`; `many: n % 100 = 11..99`.
    private static let arabic: Rule = { o in
        guard o.v == 0 || o.f == 0 else { return .other }
        let lastTwo = o.i % 100
        switch o.n {
        case 0: return .zero
        case 1: return .one
        case 2: return .two
        default: break
        }
        if (3...10).contains(lastTwo) { return .few }
        if (11...99).contains(lastTwo) { return .many }
        return .other
    }

    /// he: `one: i = 1 and v = 0 or i = 0 and v != 0`; `two: i = 2 and v = 0`.
    private static let hebrew: Rule = { o in
        if (o.i == 1 && o.v == 0) || (o.i == 0 && o.v != 0) { return .one }
        if o.i == 2 && o.v == 0 { return .two }
        return .other
    }

    /// hi, bn, fa, zu: `one: i = 0 or n = 1`.
    private static let hindi: Rule = { o in o.i == 0 || o.n == 1 ? .one : .other }

    /// ro: `one: i = 1 and v = 0`; `few: v != 0 or n = 0 or n % 100 = 2..19`.
    private static let romanian: Rule = { o in
        if o.i == 1 && o.v == 0 { return .one }
        if o.v != 0 || o.n == 0 || (2...19).contains(o.i % 100) { return .few }
        return .other
    }

    /// Every rule, by language.
    private static let rules: [String: Rule] = {
        var table: [String: Rule] = [:]
        for language in ["ja", "zh", "ko", "th", "vi", "id", "ms", "lo", "my", "km", "yue"] { table[language] = otherOnly }
        for language in ["en", "de", "nl", "sv", "da", "nb", "no", "fi", "et", "el", "hu", "tr", "bg", "ka", "ur", "sw"] {
            table[language] = oneForOne
        }
        for language in ["it", "es", "ca"] { table[language] = oneAndMillions }
        for language in ["fr", "pt"] { table[language] = french }
        for language in ["ru", "uk", "be"] { table[language] = eastSlavic }
        table["pl"] = polish
        for language in ["cs", "sk"] { table[language] = czech }
        table["ar"] = arabic
        for language in ["he", "iw"] { table[language] = hebrew }
        for language in ["hi", "bn", "fa", "zu"] { table[language] = hindi }
        table["ro"] = romanian
        return table
    }()
}
