import Appearance
import DocumentModel
import FeedRendering
import Localization
/// One locale's text: caption strings by key, and overrides for the feed's own text.
///
/// A locale file (YAML or JSON):
/// ```yaml
/// direction: rtl                  # optional: ltr or rtl (default: rtl for ar, he, fa, ur, yi)
/// strings:                        # caption strings, by the keys screens name
///   feed.title: "كل ما يهمك في مكان واحد"
/// feed:                           # feed text, replaced before the feed is laid out
///   navigationTitle: "الرئيسية"    # a top-level string of the feed document
///   groups/1001/name: "..."       # <section id>/<item id>/<field path> of an item string
/// ```
package struct LocaleStrings: Hashable, Sendable {
    /// The fastlane locale code, e.g. `en-US`, `ar-SA`: the output folder name.
    package var code: String
    /// The file the strings came from, for error messages.
    package var file: String
    package var isRightToLeft: Bool
    package var strings: [String: String]
    /// Feed text overrides, in file order.
    package var feedOverrides: [FeedOverride]
    /// `strings` with their plural forms, as a catalog of this locale for the feed's text.
    package var table: [String: LocalizedText] = [:]

    /// One replaced feed string: `key` is `navigationTitle` (or another top-level string of the
    /// feed document) or `<section id>/<item id>/<field path>`.
    package struct FeedOverride: Hashable, Sendable {
        package var key: String
        package var text: String

        package init(key: String, text: String) {
            self.key = key
            self.text = text
        }
    }

    package init(code: String, file: String, isRightToLeft: Bool? = nil, strings: [String: String],
                feedOverrides: [FeedOverride] = []) {
        self.code = code
        self.file = file
        self.isRightToLeft = isRightToLeft ?? Self.isRightToLeft(code: code)
        self.strings = strings
        self.feedOverrides = feedOverrides
        table = strings.mapValues { LocalizedText($0) }
    }

    /// The caption string for `key`; throws naming the locale, its file and the key when missing.
    package func string(for key: String) throws -> String {
        guard let value = strings[key] else {
            throw ScreenshotError(.badInput, "\(file): locale \(code) has no string \"\(key)\" (add it under \"strings\")")
        }
        return value
    }

    /// The locale's language tag, for fonts and line breaking: the code itself (fastlane's
    /// codes are BCP 47 tags: `ja`, `zh-Hans`, `ar-SA`).
    package var language: String { code.replacingOccurrences(of: "_", with: "-") }

    /// Languages written right to left.
    static let rightToLeftLanguages: Set<String> = ["ar", "he", "iw", "fa", "ur", "yi", "ps", "sd", "ug", "dv"]

    /// Whether the language part of `code` (`ar` in `ar-SA`, `ar` in the pseudolocale `ar-XB`) is written right to left.
    package static func isRightToLeft(code: String) -> Bool {
        let language = code.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
        return rightToLeftLanguages.contains(language)
    }
}
