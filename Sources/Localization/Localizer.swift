/// The strings of one locale, looked up across the catalogs a run reads: the one place
/// `render` and `screenshots` turn a key (a header, a tab title, a built-in label, template
/// text) into the locale's text.
///
/// A key found in the locale's language is translated; a key only the source language has
/// falls back to the source text with a `LocalizationWarning` (an error with `--strict`); a
/// key no catalog knows is not a key at all and stays as written (names, data). Pseudolocales
/// transform the source text; with no catalog they transform every localisable string.
package struct Localizer: Sendable {
    /// The locale strings are looked up for.
    package let locale: LocaleCode
    /// The catalogs, searched in order.
    package let catalogs: [StringCatalog]

    /// The strings of `locale` in `catalogs`, searched in order.
    package init(locale: LocaleCode, catalogs: [StringCatalog]) {
        self.locale = locale
        self.catalogs = catalogs
    }

    /// The language plural rules follow: the locale's, or the source language's for a pseudolocale.
    package var pluralLanguage: String {
        locale.pseudolocale == nil ? locale.language : (catalogs.first?.sourceLanguage ?? "en")
    }

    /// The text for `key` in this locale, nil when no catalog has the key (and the locale is
    /// not a pseudolocale without catalogs). A fallback to the source language is noted in
    /// `warnings`.
    package func text(for key: String, count: PluralOperands? = nil, device: String? = nil,
                      warnings: inout [LocalizationWarning]) -> String? {
        guard let entry = entry(for: key, warnings: &warnings) else { return nil }
        return entry.resolved(count: count, device: device, language: pluralLanguage)
    }

    /// The catalog entry for `key` (transformed for a pseudolocale), as `text(for:)` finds it.
    package func entry(for key: String, warnings: inout [LocalizationWarning]) -> LocalizedText? {
        if let pseudolocale = locale.pseudolocale {
            if catalogs.isEmpty { return LocalizedText(pseudolocale.transform(key)) }
            for catalog in catalogs {
                if let source = catalog.sourceStrings[key] ?? sourceKey(key, in: catalog) {
                    return source.mapTexts(pseudolocale.transform)
                }
            }
            return nil
        }
        for catalog in catalogs {
            if let language = catalog.language(for: locale), let found = catalog.languages[language]?[key] {
                return found
            }
        }
        for catalog in catalogs {
            if let source = catalog.sourceStrings[key] ?? sourceKey(key, in: catalog) {
                // The source language's own locales (en-US, en-GB for `en`) read the source text as is.
                if Self.language(of: catalog.sourceLanguage) == locale.language { return source }
                warnings.append(LocalizationWarning(key: key, locale: locale.tag, file: catalog.file,
                                                    sourceLanguage: catalog.sourceLanguage))
                return source
            }
        }
        return nil
    }

    /// The language part of a tag (`en` of `en-US`).
    private static func language(of tag: String) -> String {
        tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? tag
    }

    /// A key some language of `catalog` has but the source language does not write out: in
    /// Xcode String Catalogs the key is itself the source text.
    private func sourceKey(_ key: String, in catalog: StringCatalog) -> LocalizedText? {
        catalog.languages.values.contains { $0[key] != nil } ? LocalizedText(key) : nil
    }
}
