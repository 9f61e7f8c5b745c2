import Localization

/// The words the built-in cells draw themselves, not taken from item data ("WEATHER",
/// "Sunrise", "SOL 12"): English by default, replaced by a locale's catalog strings when a
/// feed is read for a locale. Each label's catalog key is its English text (`keys`).
package struct CellLabels: Hashable, Sendable {
    /// The weather cells' title.
    package var weatherTitle = "WEATHER"
    /// The weather detail label of the sunrise part.
    package var sunrise = "Sunrise"
    /// The weather detail label of the sunset part.
    package var sunset = "Sunset"
    /// The weather detail label of the day's highest temperature.
    package var high = "High"
    /// The weather detail label of the day's lowest temperature.
    package var low = "Low"
    /// The journal date line, a pattern with one count (`SOL %lld`), with plural forms if the catalog gives them.
    package var sol = LocalizedText("SOL %lld")
    /// The language whose plural rules choose `sol`'s form.
    package var pluralLanguage = "en"

    /// The English labels.
    package init() {}

    /// The English labels.
    package static let english = CellLabels()

    /// The catalog keys of the labels, as `localized(_:)` looks them up.
    package static let keys = ["WEATHER", "Sunrise", "Sunset", "High", "Low", "SOL %lld"]

    /// The labels with each key that `lookUp` knows replaced (the key is the English text).
    package func localized(pluralLanguage: String, _ lookUp: (String) -> LocalizedText?) -> CellLabels {
        var labels = self
        labels.pluralLanguage = pluralLanguage
        if let text = lookUp("WEATHER") { labels.weatherTitle = text.text }
        if let text = lookUp("Sunrise") { labels.sunrise = text.text }
        if let text = lookUp("Sunset") { labels.sunset = text.text }
        if let text = lookUp("High") { labels.high = text.text }
        if let text = lookUp("Low") { labels.low = text.text }
        if let text = lookUp("SOL %lld") { labels.sol = text }
        return labels
    }

    /// The journal's date line for `sol`, in the plural form the number takes.
    package func solText(_ sol: Int) -> String {
        FormatArguments.format(self.sol.resolved(count: PluralOperands(sol), language: pluralLanguage), [String(sol)])
    }
}
