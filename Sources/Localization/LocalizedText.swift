/// One string of a catalog in one language: plain text, or forms chosen by a count's plural
/// category or by the device (as Xcode String Catalogs vary them).
package struct LocalizedText: Hashable, Sendable {
    /// The text when no variation applies (the `other` form of a plural).
    package var text: String
    /// Forms by plural category; empty when the text does not vary with a count.
    package var plural: [PluralCategory: String]
    /// Variants by device class (`iphone`, `ipad`, `mac`, `watch`, `other`); empty when none.
    package var devices: [String: LocalizedText]

    /// A text with optional plural forms and device variants.
    package init(_ text: String, plural: [PluralCategory: String] = [:], devices: [String: LocalizedText] = [:]) {
        self.text = text
        self.plural = plural
        self.devices = devices
    }

    /// Plural forms; the text is the `other` form (or the last one given).
    package init(plural: [PluralCategory: String]) {
        self.init(plural[.other] ?? plural.sorted { $0.key < $1.key }.last?.value ?? "", plural: plural)
    }

    /// The form for `device` (a device class; nil or unknown: the default) and `count`
    /// (nil: the default text), by `language`'s plural rules; a category the catalog does
    /// not give falls back to `other`.
    package func resolved(count: PluralOperands? = nil, device: String? = nil, language: String) -> String {
        if let device, let variant = devices[device] ?? devices["other"] {
            return variant.resolved(count: count, device: nil, language: language)
        }
        guard let count, !plural.isEmpty else { return text }
        let category = PluralRules.category(for: count, language: language) ?? .other
        return plural[category] ?? plural[.other] ?? text
    }

    /// Every text it holds (default, plural forms, device variants), for pseudolocales and checks.
    package func mapTexts(_ transform: (String) -> String) -> LocalizedText {
        LocalizedText(transform(text), plural: plural.mapValues(transform),
                      devices: devices.mapValues { $0.mapTexts(transform) })
    }
}
