import DocumentModel
import Foundation

/// One step of a template binding's pipe: `{{created | date: medium}}`,
/// `{{price | currency: EUR}}`, `{{posted | relative}}`, `{{title | upper}}`. Steps run left to
/// right; each takes the field's value (or the previous step's text) and gives text, written
/// in the locale and time zone of `TemplateFormatting` by Foundation's format styles.
enum TemplateFilter: Sendable {
    /// A date in a style (`short`, `medium`, `long`, `full`) or an ICU pattern (`yyyy-MM-dd`).
    case date(DateForm)
    /// A time of day in a style.
    case time(DateForm)
    /// A date and its time, both in a style.
    case dateTime(DateForm)
    /// How long before or after `now`: "2 hr. ago" (`short`, the default) or "2 hours ago" (`long`).
    case relative(isShort: Bool)
    /// A decimal number with at most this many fraction digits (locale's grouping and marks).
    case number(maximumFractionDigits: Int)
    /// A fraction as a percentage: 0.25 is 25 %.
    case percent
    /// An amount in a currency (ISO 4217 code): `€1,234.50`, `1.234,50 €`.
    case currency(String)
    /// Text in capitals, small letters, or with each word capitalised, by the locale's rules.
    case upper, lower, capitalized

    /// A date or time style, or an ICU pattern.
    enum DateForm: Sendable {
        case style(Date.FormatStyle.DateStyle, Date.FormatStyle.TimeStyle)
        case pattern(String)
    }

    /// The filters, as a template names them.
    static let names = ["date", "time", "datetime", "relative", "number", "percent", "currency", "upper", "lower",
                        "capitalized"]

    /// Reads one step, `name` or `name: argument`; the message of a failure says what is wrong.
    static func parse(_ step: Substring) throws(FilterProblem) -> TemplateFilter {
        let parts = step.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
        let name = parts.first ?? "", argument = parts.count > 1 ? parts[1] : nil
        func noArgument(_ filter: TemplateFilter) throws(FilterProblem) -> TemplateFilter {
            guard argument == nil else { throw FilterProblem("\(name) takes no argument") }
            return filter
        }
        switch name {
        case "date": return .date(try dateForm(argument, time: false))
        case "time": return .time(try dateForm(argument, time: true))
        case "datetime": return .dateTime(try dateForm(argument, time: true))
        case "relative":
            guard argument == nil || argument == "short" || argument == "long" else {
                throw FilterProblem("relative takes short or long, not \(argument!)")
            }
            return .relative(isShort: argument != "long")
        case "number":
            guard let argument else { return .number(maximumFractionDigits: 3) }
            guard let digits = Int(argument), (0...10).contains(digits) else {
                throw FilterProblem("number takes a count of fraction digits from 0 to 10, not \(argument)")
            }
            return .number(maximumFractionDigits: digits)
        case "percent": return try noArgument(.percent)
        case "currency":
            guard let code = argument, code.count == 3, code.allSatisfy({ $0.isASCII && $0.isLetter }) else {
                throw FilterProblem("currency takes an ISO 4217 code such as EUR or JPY")
            }
            return .currency(code.uppercased())
        case "upper": return try noArgument(.upper)
        case "lower": return try noArgument(.lower)
        case "capitalized": return try noArgument(.capitalized)
        default:
            throw FilterProblem("unknown filter \(JSONValue.quoted(name)) (filters: \(names.joined(separator: ", ")))")
        }
    }

    private static func dateForm(_ argument: String?, time: Bool) throws(FilterProblem) -> DateForm {
        let styles: [String: (Date.FormatStyle.DateStyle, Date.FormatStyle.TimeStyle)] = [
            "short": (.numeric, .shortened), "medium": (.abbreviated, .shortened), "long": (.long, .standard),
            "full": (.complete, .complete),
        ]
        guard let argument else { return .style(styles["medium"]!.0, styles["medium"]!.1) }
        if let style = styles[argument] { return .style(style.0, style.1) }
        guard argument.count <= 100, argument.contains(where: \.isLetter) else {
            throw FilterProblem("a date takes short, medium, long, full or a pattern such as yyyy-MM-dd")
        }
        return .pattern(argument)
    }

    /// The text this step makes of `value`.
    func apply(to value: JSONValue, formatting: TemplateFormatting) throws(FilterProblem) -> String {
        switch self {
        case .date(let form): return Self.format(try Self.date(value), form, date: true, time: false, formatting)
        case .time(let form): return Self.format(try Self.date(value), form, date: false, time: true, formatting)
        case .dateTime(let form): return Self.format(try Self.date(value), form, date: true, time: true, formatting)
        case .relative(let isShort):
            guard let now = formatting.now else {
                throw FilterProblem("relative times count from `now`, which the document does not set (a top-level "
                                    + "now: 2026-11-27T09:41:00Z, or --now)")
            }
            // The anchor is the moment described; it is written relative to `now`.
            var style = Date.AnchoredRelativeFormatStyle(anchor: try Self.date(value), presentation: .numeric,
                                                         unitsStyle: isShort ? .abbreviated : .wide)
            style.locale = formatting.locale
            style.calendar = Self.calendar(formatting)
            return style.format(now)
        case .number(let digits):
            return try Self.number(value).formatted(
                .number.locale(formatting.locale).precision(.fractionLength(0...digits)))
        case .percent:
            return try Self.number(value).formatted(.percent.locale(formatting.locale))
        case .currency(let code):
            return try Self.number(value).formatted(.currency(code: code).locale(formatting.locale))
        case .upper: return Self.text(value).uppercased(with: formatting.locale)
        case .lower: return Self.text(value).lowercased(with: formatting.locale)
        case .capitalized: return Self.text(value).capitalized(with: formatting.locale)
        }
    }

    private static func calendar(_ formatting: TemplateFormatting) -> Calendar {
        var calendar = formatting.locale.calendar
        calendar.timeZone = formatting.timeZone
        return calendar
    }

    private static func format(_ date: Date, _ form: DateForm, date showsDate: Bool, time showsTime: Bool,
                               _ formatting: TemplateFormatting) -> String {
        switch form {
        case .style(let dateStyle, let timeStyle):
            let style = Date.FormatStyle(date: showsDate ? dateStyle : .omitted, time: showsTime ? timeStyle : .omitted,
                                         locale: formatting.locale, calendar: calendar(formatting),
                                         timeZone: formatting.timeZone)
            return style.format(date)
        case .pattern(let pattern):
            // Patterns are rare: one formatter per use keeps this Sendable.
            let formatter = DateFormatter()
            formatter.locale = formatting.locale
            formatter.calendar = calendar(formatting)
            formatter.timeZone = formatting.timeZone
            formatter.dateFormat = pattern
            return formatter.string(from: date)
        }
    }

    /// A moment: an ISO 8601 string, or a number of seconds since 1970 (milliseconds when
    /// above 100,000,000,000, as JavaScript and the Meetup API write them).
    static func date(_ value: JSONValue) throws(FilterProblem) -> Date {
        switch value {
        case .number(let number):
            return Date(timeIntervalSince1970: Swift.abs(number) > 1e11 ? number / 1000 : number)
        case .string(let text):
            guard let date = TemplateFormatting.date(iso8601: text) else {
                throw FilterProblem("\(JSONValue.quoted(text)) is not a date (ISO 8601, e.g. 2026-11-27T09:41:00Z, "
                                    + "or seconds since 1970)")
            }
            return date
        default:
            throw FilterProblem("expected a date, got \(value.summary)")
        }
    }

    /// A number, or a string holding one.
    static func number(_ value: JSONValue) throws(FilterProblem) -> Double {
        switch value {
        case .number(let number): return number
        case .string(let text):
            guard let number = Double(text.trimmingCharacters(in: .whitespaces)), number.isFinite else {
                throw FilterProblem("\(JSONValue.quoted(text)) is not a number")
            }
            return number
        default: throw FilterProblem("expected a number, got \(value.summary)")
        }
    }

    /// The value as text, as a binding without filters writes it.
    static func text(_ value: JSONValue) -> String {
        switch value {
        case .string(let text): return text
        case .null: return ""
        case .number(let number): return DecimalFormatter.string(for: number)
        default: return value.summary
        }
    }
}

/// Why a filter could not be read or applied, in words for an error message.
struct FilterProblem: Error {
    var message: String

    init(_ message: String) {
        self.message = message
    }
}
