import DocumentModel
import FeedDocuments
import Foundation
import Localization

/// Where a screenshot's strings come from: the locale file's `strings`, then the app's
/// catalogs (`catalogs:`), each falling back to the source language's text with a warning.
///
/// ```yaml
/// sourceLocale: en-US              # the locale file and catalog language others fall back to
/// catalogs: [App/Localizable.xcstrings, app/src/main/res]
/// locales:
///   ja: locales/ja.yaml
///   en-XA: null                    # a pseudolocale: the source strings, accented and longer
/// ```
extension ScreenshotConfiguration {
    /// Reads `catalogs` (paths inside the configuration's folder or an allowed root, files or
    /// folders) and `sourceLocale`.
    static func readLocalization(_ document: DocumentValue, files: ConfigurationFiles,
                                 into configuration: inout ScreenshotConfiguration) throws {
        let top = try DocumentFile.reporting(in: configuration.file) { try document.object() }
        if let value = top["sourceLocale"] {
            configuration.sourceLanguage = try DocumentFile.reporting(in: configuration.file) {
                let code = try value.string()
                do { return try LocaleCode(code).tag } catch { throw value.error("\(error)") }
            }
        }
        guard let list = top["catalogs"] else { return }
        let paths = try DocumentFile.reporting(in: configuration.file) {
            try list.array().map { entry -> String in
                let path = try files.allowedFile(entry)
                guard FileManager.default.fileExists(atPath: files.resolve(path)) else {
                    throw entry.error("no such catalog: \(JSONValue.quoted(path))")
                }
                return path
            }
        }
        let source = configuration.sourceLanguage
        configuration.catalogs = try paths.map { path in
            try DocumentFile.reporting(in: path) {
                try CatalogReader.read(atPath: files.resolve(path), shownAs: path, sourceLanguage: source,
                                       limits: configuration.limits)
            }
        }
    }

    /// The source locale's file: the locale whose code is `sourceLanguage`, else the first of its language.
    private var sourceLocaleStrings: LocaleStrings? {
        let language = sourceLanguage.split(separator: "-").first.map(String.init) ?? sourceLanguage
        return locales.first { $0.language.caseInsensitiveCompare(sourceLanguage) == .orderedSame }
            ?? locales.first { $0.language.split(separator: "-").first.map(String.init) == language }
    }

    /// The strings of `locale`: its own file (with the source locale's file to fall back to),
    /// then the catalogs.
    func localizer(for locale: LocaleStrings) throws -> Localizer {
        let code: LocaleCode
        do { code = try LocaleCode(locale.code) } catch {
            throw ScreenshotError(.badInput, "\(file): locales: \(error)")
        }
        var own = StringCatalog(file: locale.file, sourceLanguage: sourceLanguage)
        own.add(locale.table, language: code.tag)
        if let source = sourceLocaleStrings {
            own.sourceLanguage = (try? LocaleCode(source.code).tag) ?? sourceLanguage
            own.add(source.table, language: own.sourceLanguage)
        }
        // A pseudolocale's catalog is the source text: its own file only adds to it.
        return Localizer(locale: code, catalogs: [own] + catalogs)
    }

    /// The caption text for `key` in `locale`: its file's string, else an app catalog's (a
    /// fallback to the source language noted in `warnings`); an error naming the locale and key
    /// when neither has it (a caption missing from a locale file is not taken from another
    /// locale file). A pseudolocale transforms the source locale's caption.
    func caption(_ key: String, locale: LocaleStrings, localizer: Localizer,
                 warnings: inout [LocalizationWarning]) throws -> String {
        if locale.pseudolocale != nil, let text = localizer.text(for: key, warnings: &warnings) { return text }
        if let text = locale.strings[key] { return text }
        let catalogs = Localizer(locale: localizer.locale, catalogs: catalogs)
        if let text = catalogs.text(for: key, warnings: &warnings) { return text }
        return try locale.string(for: key)
    }
}

extension LocaleStrings {
    /// The pseudolocale the code names, if any.
    var pseudolocale: Pseudolocale? { try? LocaleCode(code).pseudolocale }
}
