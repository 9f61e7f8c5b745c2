import Appearance
import Cells
import DocumentModel
import Foundation
import ImageLoading
import Lists
import Localization

/// The locale a feed is read in for one run, with the string catalogs given from outside the
/// document (`render --catalog`, a screenshots configuration's `catalogs`); the document may
/// name more under its own `catalogs` key.
package struct FeedLocale: Sendable {
    /// The locale, e.g. `ja`, `ar-SA`, or a pseudolocale.
    package var locale: LocaleCode
    /// Catalogs read already, searched before the document's own.
    package var catalogs: [StringCatalog]
    /// The language of catalog files that do not say (`.strings`, `strings.xml`, YAML): `en`.
    package var sourceLanguage: String
    /// Folders besides the document's own that catalogs it names may come from.
    package var allowedRoots: [String]

    /// A locale with the catalogs read already and the folders the document's own catalogs may come from.
    package init(locale: LocaleCode, catalogs: [StringCatalog] = [], sourceLanguage: String = "en",
                 allowedRoots: [String] = []) {
        self.locale = locale
        self.catalogs = catalogs
        self.sourceLanguage = sourceLanguage
        self.allowedRoots = allowedRoots
    }
}

/// A feed document read in a locale: what `FeedDocument.read` gives, plus the keys that fell
/// back to the source language.
package struct LocalizedFeed {
    /// How the feed is shown, and its rows.
    package var presentation: FeedPresentation
    package var source: ListAdapter
    /// Keys drawn in the source language.
    package var warnings: [LocalizationWarning]
    /// The document's later states (`states:`), for motion.
    package var states: [FeedStates.State] = []
}

extension FeedDocument {
    /// Reads `json` in `locale`: its `catalogs` are read, its visible strings replaced
    /// (`FeedTextLocalizer`), and a right-to-left locale lays it out right to left.
    /// `device`, if given, replaces the document's for device variations (`--device`).
    package static func read(_ json: JSONValue, documentURL: URL, fileName: String, locale: FeedLocale,
                             device: DevicePreset? = nil, theme: Theme? = nil, loader: ImageLoader = ImageLoader(),
                             limits: DocumentLimits = .default,
                             formatting: TemplateFormatting.Overrides = .init(),
                             allowsFontFallback: Bool = false) throws -> LocalizedFeed {
        let catalogs: [StringCatalog]
        do {
            catalogs = locale.catalogs + (try documentCatalogs(json, documentURL: documentURL, locale: locale, limits: limits))
        } catch let error as DocumentError {
            throw error.file == nil ? error.inFile(fileName) : error
        }
        var localizer = FeedTextLocalizer(localizer: Localizer(locale: locale.locale, catalogs: catalogs),
                                          device: FeedTextLocalizer.deviceClass(of: device ?? presetNamed(in: json)))
        let (localized, labels) = localizer.localize(json)
        if let key = localizer.keyWithoutPluralRule {
            throw DocumentError(file: fileName, location: nil, problem: "the catalogs give plural forms for \"\(key)\", "
                                + "but no CLDR plural rule is written for \(locale.locale.language) (rules: "
                                + PluralRules.languages.joined(separator: ", ") + ")")
        }
        var (presentation, source, states) = try readStates(localized, documentURL: documentURL, fileName: fileName,
                                                            theme: theme, loader: loader, limits: limits,
                                                            formatting: formatting, labels: labels,
                                                            allowsFontFallback: allowsFontFallback)
        if locale.locale.isRightToLeft { presentation.layoutDirection = .rightToLeft }
        return LocalizedFeed(presentation: presentation, source: source, warnings: localizer.warnings, states: states)
    }

    /// The document's device preset (for device variations), else the default one.
    private static func presetNamed(in json: JSONValue) -> DevicePreset {
        if case .object(let top) = json, case .string(let name)? = top["device"], let preset = DevicePreset.named(name) {
            return preset
        }
        return FeedPresentation().device
    }

    /// The catalogs the document names under `catalogs` (paths relative to it, inside its
    /// folder or an allowed root, as its images are).
    private static func documentCatalogs(_ json: JSONValue, documentURL: URL, locale: FeedLocale,
                                         limits: DocumentLimits) throws -> [StringCatalog] {
        guard case .object(let top) = json, let value = top["catalogs"] else { return [] }
        let list = DocumentValue(value, path: DocumentPath.document.appending("catalogs"))
        guard documentURL.isFileURL else {
            throw list.error("catalogs are read only beside a document on disk; pass them with --catalog")
        }
        let folder = documentURL.deletingLastPathComponent().path
        let roots = ([folder] + locale.allowedRoots).map(canonicalPath)
        return try list.array().map { entry in
            let written = try entry.string()
            let path = written.hasPrefix("/") ? written : folder + "/" + written
            let canonical = canonicalPath(path)
            guard roots.contains(where: { canonical == $0 || canonical.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }) else {
                throw entry.error("\(JSONValue.quoted(written)) is outside the document's folder (catalogs follow the "
                                  + "rules of images)")
            }
            guard FileManager.default.fileExists(atPath: path) else {
                throw entry.error("no such catalog: \(JSONValue.quoted(written))")
            }
            return try CatalogReader.read(atPath: path, shownAs: written, sourceLanguage: locale.sourceLanguage, limits: limits)
        }
    }

    /// `path` with `..` and symbolic links resolved.
    private static func canonicalPath(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }
}
