import DocumentModel

/// Reads an Xcode String Catalog (`.xcstrings`, JSON): `sourceLanguage`, and per key the
/// `localizations` of each language as a `stringUnit`, `variations` by `plural` or `device`
/// (device variations may hold plural ones), or `substitutions` (the first substitution's
/// plural forms vary the whole string, as `%#@name@` does). A key with no source-language
/// entry is its own source text. Errors name the JSON path.
enum XCStringsReader {
    /// The catalog a parsed `.xcstrings` document holds; `file` names it in messages.
    static func read(_ document: DocumentValue, file: String) throws -> StringCatalog {
        let top = try document.object()
        let source = try top.required("sourceLanguage").string()
        var catalog = StringCatalog(file: file, sourceLanguage: source)
        guard let strings = try top["strings"]?.object() else { return catalog }
        var languages: [String: [String: LocalizedText]] = [:]
        for key in strings.keys {
            let entry = try strings.required(key).object()
            guard let localizations = try entry["localizations"]?.object() else { continue }
            for language in localizations.keys {
                let value = try localizations.required(language)
                if let text = try localized(value) { languages[language, default: [:]][key] = text }
            }
        }
        for (language, table) in languages { catalog.add(table, language: language) }
        return catalog
    }

    /// One language's entry: nil when it holds no value yet (a new, untranslated key: no
    /// `stringUnit`, or an empty one whose `state` is not `translated`, as Xcode leaves them).
    /// `insideDevice`: the entry is a device variant, which may vary by plural but not by device
    /// again (so nesting cannot run the reader's recursion deep).
    private static func localized(_ value: DocumentValue, insideDevice: Bool = false) throws -> LocalizedText? {
        let object = try value.object()
        var text: LocalizedText?
        if let unit = object["stringUnit"] {
            let value = try stringUnit(unit)
            let state = try unit.object()["state"]?.string()
            if !value.isEmpty || state == "translated" { text = LocalizedText(value) }
        }
        if let variations = object["variations"] { text = try varied(variations, insideDevice: insideDevice) }
        if let substitutions = try object["substitutions"]?.object(), let first = substitutions.keys.sorted().first,
           let base = text?.text {
            let substitution = try substitutions.required(first).object()
            if let forms = try substitution["variations"].map({ try varied($0) }), !forms.plural.isEmpty {
                let specifier = try substitution["formatSpecifier"]?.string() ?? "lld"
                let argument = try substitution["argNum"]?.integer()
                let placeholder = argument.map { "%\($0)$\(specifier)" } ?? "%\(specifier)"
                let plural = forms.plural.mapValues { form in
                    base.replacingOccurrences(of: "%#@\(first)@", with: form.replacingOccurrences(of: "%arg", with: placeholder))
                }
                text = LocalizedText(plural: plural)
            }
        }
        return text
    }

    /// `{"plural": {...}}` or `{"device": {...}}`.
    private static func varied(_ value: DocumentValue, insideDevice: Bool = false) throws -> LocalizedText {
        let variations = try value.object()
        try variations.rejectUnknownKeys(allowed: insideDevice ? ["plural"] : ["plural", "device"],
                                         in: insideDevice ? "variations inside a device variation" : "variations")
        if let plural = try variations["plural"]?.object() {
            var forms: [PluralCategory: String] = [:]
            for name in plural.keys {
                let form = try plural.required(name)
                guard let category = PluralCategory(rawValue: name) else {
                    throw form.error("not a plural category (zero, one, two, few, many, other)")
                }
                forms[category] = try stringUnit(try form.object().required("stringUnit"))
            }
            return LocalizedText(plural: forms)
        }
        let devices = try variations.required("device").object()
        var variants: [String: LocalizedText] = [:]
        for name in devices.keys {
            variants[name] = try localized(devices.required(name), insideDevice: true) ?? LocalizedText("")
        }
        return LocalizedText(variants["other"]?.text ?? variants.values.first?.text ?? "", devices: variants)
    }

    /// A `stringUnit`'s `value`.
    private static func stringUnit(_ value: DocumentValue) throws -> String {
        try value.object().required("value").string()
    }
}
