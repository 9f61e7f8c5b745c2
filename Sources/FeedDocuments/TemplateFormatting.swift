import DocumentModel
import Foundation

/// What formatting in templates depends on: the locale, the time zone and "now". All three
/// are inputs (document keys `locale`, `timeZone`, `now`, or the command line), never the
/// machine's locale or clock, so the same document gives the same pixels anywhere.
///
/// Formatting goes through Foundation's formatters (ICU's data, shipped with the toolchain):
/// feedrender adds only the template syntax (`{{field | date: medium}}`, see
/// `TemplateFilter`) and the fixed inputs.
package struct TemplateFormatting: Sendable {
    /// The locale dates, numbers and currencies are written in (`en-US` by default).
    package var locale: Locale
    /// The time zone dates and times are shown in (UTC by default).
    package var timeZone: TimeZone
    /// The moment relative times count from; nil when the document sets none (then
    /// `relative` is an error, not a read of the clock).
    package var now: Date?

    /// English (United States), UTC, no "now".
    package init(locale: Locale = Locale(identifier: "en_US"), timeZone: TimeZone = TimeZone(identifier: "UTC")!,
                 now: Date? = nil) {
        self.locale = locale
        self.timeZone = timeZone
        self.now = now
    }

    /// Settings the command line or a screenshot run gives, which win over the document's.
    package struct Overrides: Sendable {
        /// A BCP 47 locale code, e.g. `ja-JP`.
        package var locale: String?
        /// An IANA time zone, e.g. `Asia/Tokyo`.
        package var timeZone: String?
        /// An ISO 8601 moment, e.g. `2026-11-27T09:41:00Z`.
        package var now: String?

        /// Overrides of none, some or all three settings.
        package init(locale: String? = nil, timeZone: String? = nil, now: String? = nil) {
            self.locale = locale
            self.timeZone = timeZone
            self.now = now
        }

        /// `self` with the locale set to `code` unless one is set already.
        package func inLocale(_ code: String) -> Overrides {
            var overrides = self
            if overrides.locale == nil { overrides.locale = code }
            return overrides
        }
    }

    /// The document keys these settings are read from.
    static let keys = ["locale", "timeZone", "now"]

    /// Reads `locale`, `timeZone` and `now` from a feed document's top level, then applies
    /// `overrides`; a bad value names its key (or says it came from the command line).
    static func read(_ top: DocumentObject, overrides: Overrides) throws -> TemplateFormatting {
        var formatting = TemplateFormatting()
        func text(_ key: String, _ override: String?) throws -> (String, DocumentValue?)? {
            if let override { return (override, nil) }
            guard let value = top[key] else { return nil }
            return (try value.string(), value)
        }
        func problem(_ value: DocumentValue?, _ option: String, _ message: String) -> DocumentError {
            value?.error(message) ?? DocumentError(path: DocumentPath([]), "\(option): \(message)")
        }
        if let (code, value) = try text("locale", overrides.locale) {
            guard let locale = Self.locale(code) else {
                throw problem(value, "--locale", "\(JSONValue.quoted(code)) is not a locale code such as en-US or ja-JP")
            }
            formatting.locale = locale
        }
        if let (name, value) = try text("timeZone", overrides.timeZone) {
            guard let zone = TimeZone(identifier: name) else {
                throw problem(value, "--time-zone", "unknown time zone \(JSONValue.quoted(name)) (an IANA name such as "
                              + "Europe/Paris or UTC)")
            }
            formatting.timeZone = zone
        }
        if let (moment, value) = try text("now", overrides.now) {
            guard let date = Self.date(iso8601: moment) else {
                throw problem(value, "--now", "\(JSONValue.quoted(moment)) is not an ISO 8601 moment such as "
                              + "2026-11-27T09:41:00Z")
            }
            formatting.now = date
        }
        return formatting
    }

    /// The locale for a BCP 47 code (`ja-JP`, `zh-Hans`, `de`), nil for one ICU does not know.
    package static func locale(_ code: String) -> Locale? {
        let normalized = code.replacingOccurrences(of: "_", with: "-")
        guard !normalized.isEmpty, normalized.count <= 35,
              normalized.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }) else { return nil }
        let locale = Locale(identifier: normalized)
        guard let language = locale.language.languageCode?.identifier,
              Locale.LanguageCode.isoLanguageCodes.contains(where: { $0.identifier == language }) else { return nil }
        return locale
    }

    /// A moment written in ISO 8601 with a time zone or `Z`, with or without fractional seconds.
    package static func date(iso8601 text: String) -> Date? {
        if let date = try? Date(text, strategy: .iso8601) { return date }
        return try? Date(text, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true))
    }
}
