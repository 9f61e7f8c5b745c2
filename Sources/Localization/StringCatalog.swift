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

    /// Adds `strings` to `language`, keeping strings already there (the first file wins).
    package mutating func add(_ strings: [String: LocalizedText], language: String) {
        languages[language, default: [:]].merge(strings) { first, _ in first }
    }
}

/// A key a locale lacks: its text came from the catalog's source language instead.
package struct LocalizationWarning: Hashable, Sendable, CustomStringConvertible {
    package var key: String
    package var locale: String
    package var file: String
    package var sourceLanguage: String

    package var description: String {
        "\(file): no \(locale) text for key \"\(key)\"; using the source language's (\(sourceLanguage))"
    }
}
