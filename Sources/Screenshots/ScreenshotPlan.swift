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

    /// The devices one of `stores` takes, in configuration order, each with the first of
    /// them that takes it (its images go to that store's folder); the others are reported
    /// in `skipped`.
    /// - Throws: a bad-input error when the stores take none of them.
    func devices(for stores: [StoreProfile]) throws -> (devices: [Device], owners: [StoreProfile], skipped: [String]) {
        let owned = devices.compactMap { device in stores.first { $0.accepts(device.preset) }.map { (device, $0) } }
        guard !owned.isEmpty else {
            let accepted = DevicePreset.all.filter { device in stores.contains { $0.accepts(device) } }.map(\.name)
            let needs = stores.map { "\($0.devices.description) for --store \($0.rawValue)" }.joined(separator: " or ")
            throw ScreenshotError(.badInput, "\(file): devices: none is \(needs) (\(accepted.joined(separator: ", ")))")
        }
        return (owned.map(\.0), owned.map(\.1),
                devices.filter { device in !stores.contains { $0.accepts(device.preset) } }.map(\.preset.name))
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
    /// `paths[locale][screen][device]`, devices as `devices(for:)` lists them, each in its
    /// store's layout and locale codes.
    func outputPaths(for stores: [StoreProfile]) throws -> [[[String]]] {
        let (devices, owners, _) = try devices(for: stores)
        var codes: [StoreProfile: [String]] = [:]
        for store in owners where codes[store] == nil { codes[store] = try storeLocaleCodes(for: store) }
        let types = devices.indices.map { owners[$0].deviceType(devices[$0].preset) }
        let positions = types.indices.map { index in
            types.indices.prefix(index).filter { types[$0] == types[index] && owners[$0] == owners[index] }.count
        }
        return locales.indices.map { locale in
            screens.indices.map { screen in
                devices.indices.map { index in
                    owners[index].imagePath(StoreImage(locale: codes[owners[index]]![locale], screen: screen,
                                                       screenCount: screens.count, device: devices[index].preset,
                                                       deviceType: types[index], positionInDeviceType: positions[index]))
                }
            }
        }
    }

    /// Every image the configuration produces for `stores`, relative to the output folder.
    package func outputFiles(for stores: [StoreProfile] = StoreProfile.allCases) throws -> [String] {
        try outputPaths(for: stores).flatMap { $0.flatMap { $0 } }
    }

    /// Every image the configuration produces for `store` alone.
    package func outputFiles(for store: StoreProfile) throws -> [String] {
        try outputFiles(for: [store])
    }

    /// Warnings about device types getting more screenshots per locale than their store
    /// shows (`screenshotsPerDeviceType`: ten per App Store display type, eight per Play type).
    func deviceTypeLimitWarnings(for stores: [StoreProfile]) throws -> [String] {
        let (devices, owners, _) = try devices(for: stores)
        var warnings: [String] = []
        for store in stores {
            guard let limit = store.screenshotsPerDeviceType else { continue }
            var counts: [String: Int] = [:]
            for (device, owner) in zip(devices, owners) where owner == store {
                counts[store.deviceType(device.preset), default: 0] += screens.count
            }
            warnings += counts.keys.sorted().compactMap { type in
                let count = counts[type]!
                guard count > limit else { return nil }
                return "\(file): \(type) gets \(count) screenshots per locale; \(store.name) shows at most "
                    + "\(limit) of each device type"
            }
        }
        return warnings
    }
}
