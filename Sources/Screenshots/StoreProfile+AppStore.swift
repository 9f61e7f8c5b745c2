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
        imagePath: { image in "\(image.locale)/\(ScreenshotConfiguration.fileName(screen: image.screen, device: image.device))" })

    /// The languages App Store Connect takes, as fastlane deliver names them.
    private static let appStoreLocales: Set<String> = [
        "ar-SA", "ca", "cs", "da", "de-DE", "el", "en-AU", "en-CA", "en-GB", "en-US", "es-ES", "es-MX", "fi", "fr-CA",
        "fr-FR", "he", "hi", "hr", "hu", "id", "it", "ja", "ko", "ms", "nl-NL", "no", "pl", "pt-BR", "pt-PT", "ro", "ru",
        "sk", "sv", "th", "tr", "uk", "vi", "zh-Hans", "zh-Hant",
    ]
}
