import Appearance
import Raster

extension StoreProfile {
    /// App Store Connect through fastlane deliver: `screenshots/<locale>/<nn>_<device>.png`
    /// (deliver's default `screenshots_path` under the fastlane folder), deliver's locale
    /// codes (`en-US`, `ja`, `zh-Hans`, `ar-SA`), iPhones and iPads, at most ten screenshots
    /// of one display type (deliver's `app_screenshot.rb` table) per locale.
    package static let appStore = StoreProfile(
        rawValue: "app-store",
        name: "App Store",
        nameWithUploader: "an App Store (fastlane deliver)",
        locales: StoreLocales(codes: appStoreLocales, aliases: [:], matchesLanguage: false),
        devices: StoreDevices(platforms: [.iOS], description: "an iPhone or iPad"),
        // deliver files screenshots by their size's display type.
        deviceType: { device in
            AppStoreDisplayType.matching(PixelSize(width: device.pixelWidth, height: device.pixelHeight))?.identifier ?? device.name
        },
        screenshotsPerDeviceType: AppStoreDisplayType.maximumPerLocale,
        imagePath: { image in
            "screenshots/\(image.locale)/\(ScreenshotConfiguration.fileName(screen: image.screen, device: image.device))"
        },
        root: "screenshots",
        verifyFolder: verifyAppStoreFolder)

    /// The languages App Store Connect takes, as fastlane deliver names them (fastlane_core's `ALL_LANGUAGES`).
    private static let appStoreLocales: Set<String> = [
        "ar-SA", "bn-BD", "ca", "cs", "da", "de-DE", "el", "en-AU", "en-CA", "en-GB", "en-US", "es-ES", "es-MX", "fi",
        "fr-CA", "fr-FR", "gu-IN", "he", "hi", "hr", "hu", "id", "it", "ja", "kn-IN", "ko", "ml-IN", "mr-IN", "ms",
        "nl-NL", "no", "or-IN", "pa-IN", "pl", "pt-BR", "pt-PT", "ro", "ru", "sk", "sl-SI", "sv", "ta-IN", "te-IN",
        "th", "tr", "uk", "ur-PK", "vi", "zh-Hans", "zh-Hant",
    ]
}
