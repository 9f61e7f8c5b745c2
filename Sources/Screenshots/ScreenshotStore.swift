import Appearance

/// The store a screenshot set is for: it decides the folder layout, the locale codes and
/// which devices take part.
public enum ScreenshotStore: String, Hashable, Sendable, CaseIterable {
    /// App Store Connect through fastlane deliver: `<locale>/<nn>_<device>.png`, deliver's
    /// locale codes (`en-US`, `ja`, `zh-Hans`, `ar-SA`), every listed device.
    case appStore = "app-store"
    /// Google Play through fastlane supply:
    /// `metadata/android/<locale>/images/<phone|sevenInch|tenInch>Screenshots/<n>.png`, Play
    /// locale codes (`en-US`, `ja-JP`, `zh-CN`, `ar`), Android devices only.
    case play

    /// The languages App Store Connect takes, as fastlane deliver names them.
    static let appStoreLocales: Set<String> = [
        "ar-SA", "ca", "cs", "da", "de-DE", "el", "en-AU", "en-CA", "en-GB", "en-US", "es-ES", "es-MX", "fi", "fr-CA",
        "fr-FR", "he", "hi", "hr", "hu", "id", "it", "ja", "ko", "ms", "nl-NL", "no", "pl", "pt-BR", "pt-PT", "ro", "ru",
        "sk", "sv", "th", "tr", "uk", "vi", "zh-Hans", "zh-Hant",
    ]

    /// The languages the Play Console takes, as fastlane supply names them.
    static let playLocales: Set<String> = [
        "af", "am", "ar", "az-AZ", "be", "bg", "bn-BD", "ca", "cs-CZ", "da-DK", "de-DE", "el-GR", "en-AU", "en-CA",
        "en-GB", "en-IN", "en-SG", "en-US", "en-ZA", "es-419", "es-ES", "es-US", "et", "eu-ES", "fa", "fa-AE", "fa-AF",
        "fa-IR", "fi-FI", "fil", "fr-CA", "fr-FR", "gl-ES", "gu", "hi-IN", "hr", "hu-HU", "hy-AM", "id", "is-IS", "it-IT",
        "iw-IL", "ja-JP", "ka-GE", "kk", "km-KH", "kn-IN", "ko-KR", "ky-KG", "lo-LA", "lt", "lv", "mk-MK", "ml-IN",
        "mn-MN", "mr-IN", "ms", "ms-MY", "my-MM", "ne-NP", "nl-NL", "no-NO", "pa", "pl-PL", "pt-BR", "pt-PT", "rm", "ro",
        "ru-RU", "si-LK", "sk", "sl", "sq", "sr", "sv-SE", "sw", "ta-IN", "te-IN", "th", "tr-TR", "uk", "ur", "vi",
        "zh-CN", "zh-HK", "zh-TW", "zu",
    ]

    /// Play codes for languages whose code alone is not one: the region a bare language or
    /// a deliver code maps to.
    private static let playAliases: [String: String] = [
        "zh-hans": "zh-CN", "zh": "zh-CN", "zh-hant": "zh-TW", "he": "iw-IL", "he-il": "iw-IL", "iw": "iw-IL",
        "nb": "no-NO", "no": "no-NO", "en": "en-US", "es": "es-ES", "es-mx": "es-419", "pt": "pt-PT", "fr": "fr-FR",
        "de": "de-DE", "ms": "ms", "id": "id", "tl": "fil", "fil-ph": "fil",
    ]

    /// The store's code for a configuration's locale, or nil when the store has no such
    /// language. The App Store takes deliver's codes as they are; for Play, a code is taken
    /// as is when Play has it (any case), else mapped (`zh-Hans` → `zh-CN`, `he` → `iw-IL`),
    /// else its language alone (`ar-SA` → `ar`), else the one Play code of that language
    /// (`ja` → `ja-JP`).
    public func localeCode(for code: String) -> String? {
        let normalized = code.replacingOccurrences(of: "_", with: "-")
        switch self {
        case .appStore:
            return Self.appStoreLocales.first { $0.caseInsensitiveCompare(normalized) == .orderedSame }
        case .play:
            func known(_ candidate: String) -> String? {
                Self.playLocales.first { $0.caseInsensitiveCompare(candidate) == .orderedSame }
            }
            if let exact = known(normalized) { return exact }
            let lower = normalized.lowercased()
            if let alias = Self.playAliases[lower] { return alias }
            let language = String(lower.split(separator: "-").first ?? "")
            if let bare = known(language) { return bare }
            if let alias = Self.playAliases[language] { return alias }
            let regional = Self.playLocales.filter { $0.lowercased().hasPrefix(language + "-") }
            return regional.count == 1 ? regional.first : nil
        }
    }

    /// Whether `device`'s screenshots belong in this store's listing.
    public func accepts(_ device: DevicePreset) -> Bool {
        self == .appStore || device.platform == .android
    }

    /// supply's folder for a device's screenshots.
    static func playFolder(for device: DevicePreset) -> String {
        switch device.formFactor {
        case .phone: "phoneScreenshots"
        case .smallTablet: "sevenInchScreenshots"
        case .tablet: "tenInchScreenshots"
        }
    }

    /// Play shows at most this many screenshots of each device type.
    static let playScreenshotLimit = 8
}
