/// The strings of one catalog file (or one folder of per-language files), by language: an
/// Xcode String Catalog, `.strings`/`.stringsdict` files, Android `strings.xml` or a YAML
/// locale file, read by `CatalogReader`.
package struct StringCatalog: Hashable, Sendable {
    /// The file or folder as messages name it.
    package var file: String
    /// The language the keys are written in and every other language falls back to.
    package var sourceLanguage: String
    /// Strings by language tag (as the catalog writes it, with `-`), then by key.
    package var languages: [String: [String: LocalizedText]]

    /// A catalog named `file` whose keys are written in `sourceLanguage`.
    package init(file: String, sourceLanguage: String, languages: [String: [String: LocalizedText]] = [:]) {
        self.file = file
        self.sourceLanguage = sourceLanguage
        self.languages = languages
    }

    /// The language tag of the catalog that serves `locale`, if the catalog has one.
    package func language(for locale: LocaleCode) -> String? {
        let byLowercase = Dictionary(languages.keys.map { ($0.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
        for candidate in locale.candidates {
            if let tag = byLowercase[candidate.lowercased()] { return tag }
        }
        return nil
    }

    /// The strings of the source language.
    package var sourceStrings: [String: LocalizedText] { languages[sourceLanguage] ?? [:] }

    /// Replaces Android resource references (`@string/app_name`) with the string they name, in
    /// the same language or else the source language; one level, as `aapt` resolves them.
    package mutating func resolveResourceReferences() {
        let source = sourceStrings
        for language in languages.keys.sorted() {
            var table = languages[language]!
            for (key, value) in table where value.text.hasPrefix("@string/") && value.plural.isEmpty {
                let name = String(value.text.dropFirst("@string/".count))
                if let target = languages[language]?[name] ?? source[name], !target.text.hasPrefix("@string/") {
                    table[key] = target
                }
            }
            languages[language] = table
        }
    }

    /// Makes each string findable by its source-language text too: Android resources and many
    /// `.strings` files key strings by an id (`tab_home`) while a feed document writes the
    /// English text (`Home`). A text that is already a key keeps its own entry; of two ids with
    /// the same source text, the first in key order wins.
    package mutating func addSourceTextAliases() {
        let source = sourceStrings
        guard !source.isEmpty else { return }
        for language in languages.keys.sorted() {
            var table = languages[language]!
            for key in table.keys.sorted() {
                guard let text = source[key]?.text, text != key, table[text] == nil, source[text] == nil || language == sourceLanguage
                else { continue }
                table[text] = table[key]
            }
            languages[language] = table
        }
    }

    /// Adds `strings` to `language`, keeping strings already there (the first file wins).
    package mutating func add(_ strings: [String: LocalizedText], language: String) {
        languages[language, default: [:]].merge(strings) { first, _ in first }
    }
}

/// A key a locale lacks: its text came from the catalog's source language instead.
package struct LocalizationWarning: Hashable, Sendable, CustomStringConvertible {
    /// The key, the locale that lacks it, the catalog that has its source text and the source language.
    package var key: String
    package var locale: String
    package var file: String
    package var sourceLanguage: String

    /// `<file>: no <locale> text for key "<key>"; using the source language's (<language>)`.
    package var description: String {
        "\(file): no \(locale) text for key \"\(key)\"; using the source language's (\(sourceLanguage))"
    }
}
