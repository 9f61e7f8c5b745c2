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
    package static func fileName(screen index: Int, device: DevicePreset) -> String {
        let number = String(index + 1)
        return (number.count < 2 ? "0" + number : number) + "_" + device.name + ".png"
    }

    /// The devices `store` takes, in configuration order; the others are reported in `skipped`.
    /// - Throws: a bad-input error when the store takes none of them.
    func devices(for store: StoreProfile) throws -> (devices: [Device], skipped: [String]) {
        let taken = devices.filter { store.accepts($0.preset) }
        guard !taken.isEmpty else {
            let accepted = DevicePreset.all.filter(store.accepts).map(\.name).joined(separator: ", ")
            throw ScreenshotError(.badInput, "\(file): devices: none is \(store.devices.description), "
                                  + "which --store \(store.rawValue) needs (\(accepted))")
        }
        return (taken, devices.filter { !store.accepts($0.preset) }.map(\.preset.name))
    }

    /// The store's code for each locale, in order.
    /// - Throws: a bad-input error naming the locale the store does not have.
    func storeLocaleCodes(for store: StoreProfile) throws -> [String] {
        try locales.map { locale in
            guard let code = store.localeCode(for: locale.code) else {
                throw ScreenshotError(.badInput, "\(file): locales.\(locale.code): not \(store.nameWithUploader) locale "
                                      + "(known: \(store.locales.codes.sorted().joined(separator: ", ")))")
            }
            return code
        }
    }

    /// The output path of every (locale, screen, device), relative to the output folder:
    /// `paths[locale][screen][device]`, devices as `devices(for:)` lists them.
    func outputPaths(for store: StoreProfile) throws -> [[[String]]] {
        let devices = try devices(for: store).devices
        let codes = try storeLocaleCodes(for: store)
        let types = devices.map { store.deviceType($0.preset) }
        let positions = types.indices.map { index in types[..<index].filter { $0 == types[index] }.count }
        return codes.map { code in
            screens.indices.map { screen in
                devices.indices.map { index in
                    store.imagePath(StoreImage(locale: code, screen: screen, screenCount: screens.count,
                                               device: devices[index].preset, deviceType: types[index],
                                               positionInDeviceType: positions[index]))
                }
            }
        }
    }

    /// Every image the configuration produces for `store`, relative to the output folder.
    package func outputFiles(for store: StoreProfile) throws -> [String] {
        try outputPaths(for: store).flatMap { $0.flatMap { $0 } }
    }

    /// Warnings about device types getting more screenshots per locale than `store` shows
    /// (`screenshotsPerDeviceType`; of the two stores only Google Play sets one).
    func deviceTypeLimitWarnings(for store: StoreProfile) throws -> [String] {
        guard let limit = store.screenshotsPerDeviceType else { return [] }
        let devices = try devices(for: store).devices
        var counts: [String: Int] = [:]
        for device in devices { counts[store.deviceType(device.preset), default: 0] += screens.count }
        return counts.keys.sorted().compactMap { type in
            let count = counts[type]!
            guard count > limit else { return nil }
            return "\(file): \(type) gets \(count) screenshots per locale; \(store.name) shows at most "
                + "\(limit) of each device type"
        }
    }
}
