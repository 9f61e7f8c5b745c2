import Appearance

extension StoreProfile {
    /// Google Play through fastlane supply:
    /// `metadata/android/<locale>/images/<phone|sevenInch|tenInch>Screenshots/<n>.png`
    /// (supply's default `metadata_path` under the fastlane folder), Play
    /// locale codes (`en-US`, `ja-JP`, `zh-CN`, `ar`), Android devices only, at most 8
    /// screenshots of each device type shown.
    package static let play = StoreProfile(
        rawValue: "play",
        name: "Google Play",
        nameWithUploader: "a Google Play (fastlane supply)",
        locales: StoreLocales(codes: playLocales, aliases: playAliases, matchesLanguage: true),
        devices: StoreDevices(platforms: [.android], description: "an Android device"),
        deviceType: playFolder(for:),
        screenshotsPerDeviceType: 8,
        // Numbered within the device type's folder: every screen of its first device, then
        // of the next one of the same type.
        imagePath: { image in
            "metadata/android/\(image.locale)/images/\(image.deviceType)/\(image.numberInDeviceType).png"
        },
        root: "metadata/android",
        featureGraphicPath: { locale in "metadata/android/\(locale)/images/featureGraphic.png" },
        verifyFolder: verifyPlayFolder)

    /// The languages the Play Console takes, as fastlane supply names them.
    private static let playLocales: Set<String> = [
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

    /// supply's folder for a device's screenshots: its device type.
    private static func playFolder(for device: DevicePreset) -> String {
        switch device.formFactor {
        case .phone: "phoneScreenshots"
        case .smallTablet: "sevenInchScreenshots"
        case .tablet: "tenInchScreenshots"
        }
    }
}
