import Foundation

/// A small offline feed (no images) whose every kind of visible string is a catalog key:
/// navigation title, tab titles, section headers and footer, template text with a counted
/// binding, the weather and journal cells' own labels. Beside it, an Xcode String Catalog
/// with Japanese and Arabic (plural forms included) and a German that lacks most keys.
public enum LocalizationFixture {
    /// The feed document (YAML).
    public static let feed = """
        viewport: {width: 390, height: 844, scale: 1}
        navigationTitle: Discover
        tabBar:
          items: [{title: Home, icon: home}, {title: Search, icon: search}]
          selected: Home
        templates:
          banner:
            type: stack
            direction: vertical
            children:
              - {type: text, id: headline, text: "You're all caught up", font: {size: 15}}
              - {type: text, id: detail, text: "{{count}} new photos", font: {size: 12}}
        sections:
          - id: news
            kind: banner
            header: Featured
            items: [{id: b1, count: 1}, {id: b2, count: 3}, {id: b3, count: 11}]
          - id: weather
            kind: weather
            header: Weather
            items: [{id: today, summary: "-62 °C", sunrise: "05:52", sunset: "18:31", high: "-17 °C", low: "-90 °C", expanded: true}]
          - id: journal
            kind: journal
            header: Journal
            footer: That's all
            items: [{id: j1, sol: 1, text: "Ava"}, {id: j2, sol: 3, text: "Ben"}]
        """

    /// One string unit.
    private static func unit(_ value: String) -> String {
        #"{"stringUnit": {"state": "translated", "value": "\#(value)"}}"#
    }

    /// Plural forms by category.
    private static func plural(_ forms: [(String, String)]) -> String {
        #"{"variations": {"plural": {"# + forms.map { #""\#($0.0)": \#(unit($0.1))"# }.joined(separator: ", ") + "}}}"
    }

    /// `key` with its Japanese and Arabic texts (plain strings, or pre-built JSON).
    private static func entry(_ key: String, ja: String, ar: String, extra: String = "") -> String {
        let ja = ja.hasPrefix("{") ? ja : unit(ja)
        let ar = ar.hasPrefix("{") ? ar : unit(ar)
        return #""\#(key)": {"localizations": {"ja": \#(ja), "ar": \#(ar)\#(extra)}}"#
    }

    /// The catalog (`Localizable.xcstrings`).
    public static let xcstrings = """
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          \(entry("Discover", ja: "見つける", ar: "اكتشف", extra: #", "de": \#(unit("Entdecken"))"#)),
          \(entry("Home", ja: "ホーム", ar: "الرئيسية")),
          \(entry("Search", ja: "検索", ar: "بحث")),
          \(entry("Featured", ja: "おすすめ", ar: "مميز")),
          \(entry("Weather", ja: "天気", ar: "الطقس")),
          \(entry("Journal", ja: "日誌", ar: "اليوميات")),
          \(entry("That's all", ja: "以上です", ar: "هذا كل شيء")),
          \(entry("You're all caught up", ja: "すべて確認済みです", ar: "لقد اطلعت على كل شيء")),
          \(entry("%lld new photos", ja: "新しい写真%lld枚",
                  ar: plural([("one", "صورة جديدة واحدة"), ("few", "%lld صور جديدة"), ("many", "%lld صورة جديدة"),
                              ("other", "%lld صورة جديدة")]),
                  extra: #", "en": \#(plural([("one", "%lld new photo"), ("other", "%lld new photos")]))"#)),
          \(entry("WEATHER", ja: "天気", ar: "الطقس")),
          \(entry("Sunrise", ja: "日の出", ar: "الشروق")),
          \(entry("Sunset", ja: "日の入り", ar: "الغروب")),
          \(entry("High", ja: "最高", ar: "العظمى")),
          \(entry("Low", ja: "最低", ar: "الصغرى")),
          \(entry("SOL %lld", ja: "ソル%lld", ar: "سول %lld"))
        }}
        """

    /// Writes `feed.yaml` and `Localizable.xcstrings` into `folder`; returns the feed's path.
    @discardableResult
    public static func write(to folder: URL) throws -> String {
        try folder.writeText(xcstrings, toFileNamed: "Localizable.xcstrings")
        return try folder.writeText(feed, toFileNamed: "feed.yaml")
    }
}
