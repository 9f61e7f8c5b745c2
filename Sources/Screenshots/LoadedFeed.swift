import Appearance
import DocumentModel
import FeedDocuments
import Foundation
import ImageLoading
import Layout
import Lists
import Localization

/// A feed read for one locale and theme: its rows, ready to be laid out on any thread.
struct LoadedFeed: Sendable {
    /// Identifies the feed in caches: same key, same rows.
    struct Key: Hashable, Sendable {
        var feed: ScreenSpec.FeedReference
        var locale: String
        var theme: String
    }

    var key: Key
    var rows: [FeedRow]
    /// How the document asks for the feed to be shown, in the locale's direction.
    var presentation: FeedPresentation
    /// Keys the locale lacks, whose source-language text the feed shows.
    var warnings: [LocalizationWarning] = []
    /// The feed's font warnings (a face drawn with the nearest one, a family with the system face).
    var fontWarnings: [String] = []

    /// Reads the feed `reference` with `locale`'s feed text and `theme`.
    /// - Throws: a bad-input `ScreenshotError` naming the feed document or the locale file.
    /// `localizer` gives the feed's visible strings (headers, tabs, titles, labels, template
    /// text) in the locale (see `FeedTextLocalizer`).
    static func load(_ reference: ScreenSpec.FeedReference, theme: Theme, locale: LocaleStrings, localizer: Localizer,
                     configuration: ScreenshotConfiguration, loader: ImageLoader) throws -> LoadedFeed {
        let feed = try read(reference, theme: theme, locale: locale, localizer: localizer, configuration: configuration,
                            loader: loader)
        var presentation = feed.presentation
        let adapter = feed.source
        // A right-to-left locale (ar, he, fa, ur, ...) lays the cells out right to left.
        if locale.isRightToLeft { presentation.layoutDirection = .rightToLeft }
        let direction = presentation.layoutDirection
        let rows = adapter.rows().map { row in
            var row = row
            row.layoutDirection = direction
            return row
        }
        return LoadedFeed(key: Key(feed: reference, locale: locale.code, theme: theme.name), rows: rows,
                          presentation: presentation, warnings: feed.warnings, fontWarnings: presentation.fontWarnings)
    }

    /// The feed `reference` read as `load` reads it, with its list adapter and its later
    /// states (`states:`), for an app preview that plays them.
    static func read(_ reference: ScreenSpec.FeedReference, theme: Theme, locale: LocaleStrings, localizer: Localizer,
                     configuration: ScreenshotConfiguration, loader: ImageLoader) throws -> LocalizedFeed {
        let path: String, name: String
        switch reference {
        case .demo:
            path = DemoFeed.documentURL.path
            name = "demo"
        case .file(let file):
            path = configuration.resolve(file)
            name = file
        }
        let document = try DocumentFile.read(path, shownAs: name, limits: configuration.limits)
        let localized = try FeedLocalization.localize(document.value, locale: locale, feedName: name)
        do {
            // The localized value goes straight to the feed reader: no text round trip.
            // A pseudolocale with no app catalogs transforms every visible string of the feed.
            let catalogs = localizer.locale.pseudolocale != nil && configuration.catalogs.isEmpty ? [] : localizer.catalogs
            let feedLocale = FeedLocale(locale: localizer.locale, catalogs: catalogs, sourceLanguage: configuration.sourceLanguage,
                                        allowedRoots: [configuration.baseDirectory] + configuration.allowedRoots)
            // Templates format dates and numbers in the screenshot's locale.
            let feed = try FeedDocument.read(localized, documentURL: URL(fileURLWithPath: path), fileName: name,
                                             locale: feedLocale, theme: theme, loader: loader, limits: configuration.limits,
                                             formatting: TemplateFormatting.Overrides(locale: locale.code),
                                             allowsFontFallback: configuration.allowsFontFallback)
            return feed
        } catch let error as DocumentError {
            throw ScreenshotError(.badInput, "\(error.inFile(name)) (locale \(locale.code))")
        }
    }

    /// The folder a feed's relative image paths resolve against.
    static func folder(of reference: ScreenSpec.FeedReference, configuration: ScreenshotConfiguration) -> URL {
        switch reference {
        case .demo: DemoFeed.documentURL.deletingLastPathComponent()
        case .file(let file): URL(fileURLWithPath: configuration.resolve(file)).deletingLastPathComponent()
        }
    }
}
