import Appearance

extension StoreProfile {
    /// App Store Connect through fastlane deliver: `<locale>/<nn>_<device>.png`, deliver's
    /// locale codes (`en-US`, `ja`, `zh-Hans`, `ar-SA`), every listed device.
    package static let appStore = StoreProfile(
        rawValue: "app-store",
        name: "App Store",
        nameWithUploader: "an App Store (fastlane deliver)",
        locales: StoreLocales(codes: appStoreLocales, aliases: [:], matchesLanguage: false),
        devices: StoreDevices(platforms: nil, description: "a device"),
        // deliver sorts screenshots by display size, and each device is a size of its own.
        deviceType: { $0.name },
        screenshotsPerDeviceType: nil,
        imagePath: { image in "\(image.locale)/\(ScreenshotConfiguration.fileName(screen: image.screen, device: image.device))" },
        root: "",
        verifyFolder: verifyAppStoreFolder)

    /// The languages App Store Connect takes, as fastlane deliver names them (fastlane_core's `ALL_LANGUAGES`).
    private static let appStoreLocales: Set<String> = [
        "ar-SA", "bn-BD", "ca", "cs", "da", "de-DE", "el", "en-AU", "en-CA", "en-GB", "en-US", "es-ES", "es-MX", "fi",
        "fr-CA", "fr-FR", "gu-IN", "he", "hi", "hr", "hu", "id", "it", "ja", "kn-IN", "ko", "ml-IN", "mr-IN", "ms",
        "nl-NL", "no", "or-IN", "pa-IN", "pl", "pt-BR", "pt-PT", "ro", "ru", "sk", "sl-SI", "sv", "ta-IN", "te-IN",
        "th", "tr", "uk", "ur-PK", "vi", "zh-Hans", "zh-Hant",
    ]
}
