import Appearance

/// One image to draw.
struct ScreenshotJob: Sendable {
    var locale: LocaleStrings
    var screenIndex: Int
    var device: ScreenshotConfiguration.Device
    var feed: LoadedFeed
    var caption: CaptionText
    /// Where the image goes, relative to the output folder.
    var path: String
    /// The caption fitted to this device (set by the caption pass).
    var layout: CaptionLayout?
}

extension ScreenshotConfiguration {
    /// The file name of screen `index` (0-based) on `device` in deliver's layout: `01_iphone-16-pro-max.png`.
    public static func fileName(screen index: Int, device: DevicePreset) -> String {
        let number = String(index + 1)
        return (number.count < 2 ? "0" + number : number) + "_" + device.name + ".png"
    }

    /// The devices `store` takes, in configuration order; the others are reported in `skipped`.
    /// - Throws: a bad-input error when the store takes none of them.
    func devices(for store: ScreenshotStore) throws -> (devices: [Device], skipped: [String]) {
        let taken = devices.filter { store.accepts($0.preset) }
        guard !taken.isEmpty else {
            let android = DevicePreset.all.filter { $0.platform == .android }.map(\.name).joined(separator: ", ")
            throw ScreenshotError(.badInput, "\(file): devices: none is an Android device, which --store play needs (\(android))")
        }
        return (taken, devices.filter { !store.accepts($0.preset) }.map(\.preset.name))
    }

    /// The store's code for each locale, in order.
    /// - Throws: a bad-input error naming the locale the store does not have.
    func storeLocaleCodes(for store: ScreenshotStore) throws -> [String] {
        try locales.map { locale in
            guard let code = store.localeCode(for: locale.code) else {
                let known = (store == .appStore ? ScreenshotStore.appStoreLocales : ScreenshotStore.playLocales).sorted()
                let name = store == .appStore ? "an App Store (fastlane deliver)" : "a Google Play (fastlane supply)"
                throw ScreenshotError(.badInput, "\(file): locales.\(locale.code): not \(name) locale "
                                      + "(known: \(known.joined(separator: ", ")))")
            }
            return code
        }
    }

    /// The output path of every (locale, screen, device), relative to the output folder:
    /// `paths[locale][screen][device]`, devices as `devices(for:)` lists them.
    func outputPaths(for store: ScreenshotStore) throws -> [[[String]]] {
        let devices = try devices(for: store).devices
        let codes = try storeLocaleCodes(for: store)
        return codes.map { code in
            screens.indices.map { screen in
                devices.map { device in
                    switch store {
                    case .appStore:
                        return "\(code)/\(Self.fileName(screen: screen, device: device.preset))"
                    case .play:
                        // Numbered within the device type's folder: every screen of its first
                        // device, then of the next one of the same type.
                        let folder = ScreenshotStore.playFolder(for: device.preset)
                        let sameFolder = devices.filter { ScreenshotStore.playFolder(for: $0.preset) == folder }
                        let position = sameFolder.firstIndex(of: device)!
                        return "metadata/android/\(code)/images/\(folder)/\(position * screens.count + screen + 1).png"
                    }
                }
            }
        }
    }

    /// Every image the configuration produces for `store`, relative to the output folder.
    public func outputFiles(for store: ScreenshotStore) throws -> [String] {
        try outputPaths(for: store).flatMap { $0.flatMap { $0 } }
    }

    /// Warnings about folders holding more screenshots than Play shows.
    func playLimitWarnings(for store: ScreenshotStore) throws -> [String] {
        guard store == .play else { return [] }
        let devices = try devices(for: store).devices
        var counts: [String: Int] = [:]
        for device in devices { counts[ScreenshotStore.playFolder(for: device.preset), default: 0] += screens.count }
        return counts.keys.sorted().compactMap { folder in
            let count = counts[folder]!
            guard count > ScreenshotStore.playScreenshotLimit else { return nil }
            return "\(file): \(folder) gets \(count) screenshots per locale; Google Play shows at most "
                + "\(ScreenshotStore.playScreenshotLimit) of each device type"
        }
    }
}
