import Appearance
import Cells
import DocumentModel
import Localization

/// Puts a locale's strings into a feed document before it is read: every string a person
/// sees that is not item data is a catalog key (its text as written is the key, as in Xcode
/// String Catalogs): `navigationTitle`, the `fixedBar` title, the `navigationBar` back and
/// bar button titles, `emptyText` (default "Nothing to show yet"), section
/// `header`/`footer` titles, tab titles (and a `selected` tab named by title), the text of
/// template text elements, and the built-in cells' labels (`CellLabels.keys`).
///
/// Template text with `{{bindings}}` is also found under its Xcode form, each binding written
/// `%@` or `%lld` (`"{{count}} new photos"` finds `"%lld new photos"`); the translation's
/// placeholders take the bindings back in order (or by `%n$` position). A translation with
/// plural forms becomes a plural text (`CellTemplate`'s `{count, one, other}`) chosen by the
/// first binding when the item is bound.
package struct FeedTextLocalizer {
    /// The locale's strings.
    package let localizer: Localizer
    /// The device class device variations are chosen by (`iphone`, `ipad`, `android`).
    package let device: String?
    /// Keys a locale lacks, noted as lookups fall back to the source language.
    package private(set) var warnings: [LocalizationWarning] = []
    /// The first key with plural forms the feed uses while no CLDR rule is written for the
    /// locale's language (`PluralRules`): the forms could not be chosen, so reading fails.
    package private(set) var keyWithoutPluralRule: String?

    /// A localizer for `localizer`'s locale on `device` (see `deviceClass(of:)`).
    package init(localizer: Localizer, device: String?) {
        self.localizer = localizer
        self.device = device
    }

    /// The device class of a preset, as Xcode names device variations.
    package static func deviceClass(of device: DevicePreset) -> String {
        switch (device.platform, device.formFactor) {
        case (.android, _): "android"
        case (_, .tablet): "ipad"
        default: "iphone"
        }
    }

    /// The default `emptyText`, and its catalog key.
    package static let defaultEmptyText = "Nothing to show yet"

    /// `document` with its visible strings replaced, and the built-in cells' labels for the locale.
    package mutating func localize(_ document: JSONValue) -> (document: JSONValue, labels: CellLabels) {
        guard case .object(var top) = document else { return (document, .english) }
        for key in ["navigationTitle", "emptyText"] {
            if case .string(let text)? = top[key], let translated = plain(text) { top[key] = .string(translated) }
        }
        if top["emptyText"] == nil, let translated = plain(Self.defaultEmptyText) { top["emptyText"] = .string(translated) }
        if case .object(var bar)? = top["fixedBar"], case .string(let title)? = bar["title"], let translated = plain(title) {
            bar["title"] = .string(translated)
            top["fixedBar"] = .object(bar)
        }
        if case .object(let bar)? = top["navigationBar"] { top["navigationBar"] = .object(localizeNavigationBar(bar)) }
        if case .object(var tabBar)? = top["tabBar"], case .array(var items)? = tabBar["items"] {
            var renamed: [String: String] = [:]
            for index in items.indices {
                guard case .object(var item) = items[index], case .string(let title)? = item["title"],
                      let translated = plain(title) else { continue }
                item["title"] = .string(translated)
                renamed[title] = translated
                items[index] = .object(item)
            }
            tabBar["items"] = .array(items)
            if case .string(let selected)? = tabBar["selected"], let translated = renamed[selected] {
                tabBar["selected"] = .string(translated)
            }
            top["tabBar"] = .object(tabBar)
        }
        var kinds = Set<String>()
        if case .array(var sections)? = top["sections"] {
            for index in sections.indices {
                guard case .object(var section) = sections[index] else { continue }
                if case .string(let kind)? = section["kind"] { kinds.insert(kind) }
                for key in ["header", "footer"] {
                    if case .string(let title)? = section[key], let translated = plain(title) { section[key] = .string(translated) }
                    if case .object(let supplementary)? = section[key], case .string(let kind)? = supplementary["kind"] {
                        kinds.insert(kind)
                    }
                }
                sections[index] = .object(section)
            }
            top["sections"] = .array(sections)
        }
        if case .object(var templates)? = top["templates"] {
            for key in templates.keys { templates[key] = localizeTemplate(templates[key]!) }
            top["templates"] = .object(templates)
        }
        // Labels are looked up only for the built-in cells the feed shows, so a fallback
        // warning names a string that is on screen.
        var labels = CellLabels.english
        let used = (kinds.contains("weather") ? ["WEATHER", "Sunrise", "Sunset", "High", "Low"] : [])
            + (kinds.contains("journal") ? ["SOL %lld"] : [])
        if !used.isEmpty {
            labels = labels.localized(pluralLanguage: localizer.pluralLanguage) { key in
                used.contains(key) ? localizer.entry(for: key, warnings: &warnings) : nil
            }
            if !labels.sol.plural.isEmpty { notePluralForms(of: "SOL %lld") }
        }
        return (.object(top), labels)
    }

    /// A `navigationBar` with its back button's title and its bar buttons' titles translated.
    private mutating func localizeNavigationBar(_ bar: JSONObject) -> JSONObject {
        var bar = bar
        if case .string(let back)? = bar["back"], !back.isEmpty, let translated = plain(back) { bar["back"] = .string(translated) }
        if case .array(var buttons)? = bar["buttons"] {
            for index in buttons.indices {
                guard case .object(var button) = buttons[index], case .string(let title)? = button["title"],
                      let translated = plain(title) else { continue }
                button["title"] = .string(translated)
                buttons[index] = .object(button)
            }
            bar["buttons"] = .array(buttons)
        }
        return bar
    }

    /// Notes `key` if its plural forms cannot be chosen in the locale's language.
    private mutating func notePluralForms(of key: String) {
        if keyWithoutPluralRule == nil, !PluralRules.covers(localizer.pluralLanguage) { keyWithoutPluralRule = key }
    }

    /// The locale's text for a plain key (device variation applied, no count); nil when no catalog has it.
    private mutating func plain(_ key: String) -> String? {
        localizer.text(for: key, device: device, warnings: &warnings)
    }

    /// The keys of each element type whose text a person reads: catalog keys in templates.
    static let translatedKeys = ["text": ["text"], "editableText": ["text", "placeholder"], "button": ["title"]]

    /// A template with the `text` of every text element (a field's text and placeholder, a
    /// button's title) localised.
    private mutating func localizeTemplate(_ value: JSONValue) -> JSONValue {
        switch value {
        case .array(let values): return .array(values.map { localizeTemplate($0) })
        case .object(var object):
            for member in object.members where member.key != "text" {
                object[member.key] = localizeTemplate(member.value)
            }
            if case .string(let type)? = object["type"] {
                for key in Self.translatedKeys[type] ?? [] {
                    if case .string(let text)? = object[key], let translated = templateText(text) { object[key] = translated }
                }
            }
            if object["type"] == .string("text"), case .array(let spans)? = object["spans"] {
                object["spans"] = .array(spans.map { localizeSpan($0) })
            }
            return .object(object)
        default: return value
        }
    }

    /// A span of template text (a string or `{text, …}`) with its text translated: each span is
    /// a key of its own, as each attributed run is in an app's catalog. A plural translation
    /// takes its `other` form (a span's text is one string).
    private mutating func localizeSpan(_ span: JSONValue) -> JSONValue {
        func translated(_ text: String) -> String? {
            switch templateText(text) {
            case .string(let string)?: string
            case .object(let plural)?: if case .string(let other)? = plural["other"] { other } else { nil }
            default: nil
            }
        }
        switch span {
        case .string(let text): return translated(text).map(JSONValue.string) ?? span
        case .object(var object):
            if case .string(let text)? = object["text"], let string = translated(text) { object["text"] = .string(string) }
            return .object(object)
        default: return span
        }
    }

    /// The translation of template text: found as written, or in its Xcode form with the
    /// bindings as placeholders; nil when no catalog has it.
    private mutating func templateText(_ text: String) -> JSONValue? {
        let bindings = Self.bindings(in: text)
        var candidates: [(key: String, withPlaceholders: Bool)] = [(text, false)]
        if !bindings.isEmpty {
            // Xcode's forms, then Android's (`%s`, and `%1$s` as strings.xml numbers them).
            for placeholder in ["%@", "%lld", "%d", "%s"] {
                candidates.append((Self.replacingBindings(in: text, with: { _ in placeholder }), true))
            }
            for type in ["s", "d", "@"] {
                candidates.append((Self.replacingBindings(in: text, with: { "%\($0 + 1)$\(type)" }), true))
            }
        }
        for candidate in candidates {
            guard var entry = localizer.entry(for: candidate.key, warnings: &warnings) else { continue }
            if let variant = device.flatMap({ entry.devices[$0] ?? entry.devices["other"] }) { entry = variant }
            let fill: (String) -> String = { form in
                candidate.withPlaceholders ? FormatArguments.format(form, bindings) : form
            }
            guard !entry.plural.isEmpty, let count = bindings.first else { return .string(fill(entry.text)) }
            notePluralForms(of: candidate.key)
            var plural = JSONObject([("count", .string(count)), ("language", .string(localizer.pluralLanguage))])
            for (category, form) in entry.plural.sorted(by: { $0.key < $1.key }) { plural[category.rawValue] = .string(fill(form)) }
            if plural["other"] == nil { plural["other"] = .string(fill(entry.text)) }
            return .object(plural)
        }
        return nil
    }

    /// The `{{binding}}`s of `text`, each as written.
    static func bindings(in text: String) -> [String] {
        var found: [String] = []
        var rest = Substring(text)
        while let open = rest.range(of: "{{"), let close = rest[open.upperBound...].range(of: "}}") {
            found.append(String(rest[open.lowerBound..<close.upperBound]))
            rest = rest[close.upperBound...]
        }
        return found
    }

    /// `text` with its n-th `{{binding}}` (from 0) replaced by `placeholder(n)`.
    static func replacingBindings(in text: String, with placeholder: (Int) -> String) -> String {
        var output = ""
        var rest = Substring(text)
        var index = 0
        while let open = rest.range(of: "{{"), let close = rest[open.upperBound...].range(of: "}}") {
            output += rest[..<open.lowerBound] + placeholder(index)
            index += 1
            rest = rest[close.upperBound...]
        }
        return output + rest
    }
}
