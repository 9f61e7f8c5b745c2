import Appearance
import Foundation
import Localization

/// A store a screenshot set is for, as data: how the configuration and `--store` spell it,
/// how messages name it, the locale codes it takes, the devices it takes, where each image
/// goes and how many of one device type it shows. `appStore` and `play` are the two
/// instances (each in its own file); nothing branches on which one it is.
package struct StoreProfile: Sendable {
    /// The store as the configuration (`store:`) and `--store` spell it: `app-store`, `play`.
    package let rawValue: String
    /// The store's name in messages: "App Store", "Google Play".
    package let name: String
    /// The store and the fastlane tool that uploads to it, with an article, as messages
    /// use it: "an App Store (fastlane deliver)".
    let nameWithUploader: String
    /// The locale codes it takes, and how a configuration's codes map onto them.
    let locales: StoreLocales
    /// The devices whose screenshots belong in its listing.
    let devices: StoreDevices
    /// The device type (listing slot) a device's screenshots fill: Play's
    /// `phoneScreenshots`, `sevenInchScreenshots`, `tenInchScreenshots`.
    let deviceType: @Sendable (DevicePreset) -> String
    /// How many screenshots of one device type the store shows; nil when it sets no limit
    /// worth a warning.
    let screenshotsPerDeviceType: Int?
    /// Where an image goes, relative to the output folder (the layout its fastlane tool uploads).
    let imagePath: @Sendable (StoreImage) -> String
    /// The folder, relative to the output folder, that holds every image of this store
    /// (fastlane's default for its uploader): what `verify` checks.
    package let root: String
    /// Where the store's feature graphic for a locale code goes, relative to the output
    /// folder; nil for a store without one.
    let featureGraphicPath: (@Sendable (String) -> String)?
    /// Checks the store's folder against its rules (`StoreVerifier`).
    let verifyFolder: @Sendable (StoreFolder, StoreLocales, inout StoreVerification) -> Void

    /// A store made of its parts; `appStore` and `play` are the ones there are.
    init(rawValue: String, name: String, nameWithUploader: String, locales: StoreLocales, devices: StoreDevices,
         deviceType: @escaping @Sendable (DevicePreset) -> String, screenshotsPerDeviceType: Int?,
         imagePath: @escaping @Sendable (StoreImage) -> String, root: String,
         featureGraphicPath: (@Sendable (String) -> String)? = nil,
         verifyFolder: @escaping @Sendable (StoreFolder, StoreLocales, inout StoreVerification) -> Void) {
        self.rawValue = rawValue
        self.name = name
        self.nameWithUploader = nameWithUploader
        self.locales = locales
        self.devices = devices
        self.deviceType = deviceType
        self.screenshotsPerDeviceType = screenshotsPerDeviceType
        self.imagePath = imagePath
        self.root = root
        self.featureGraphicPath = featureGraphicPath
        self.verifyFolder = verifyFolder
    }

    /// Checks `folder` (this store's root) against the store's rules, adding to `result`.
    func verify(_ folder: StoreFolder, _ result: inout StoreVerification) {
        verifyFolder(folder, locales, &result)
    }

    /// The store's code for a configuration's locale, or nil when the store has no such
    /// language (see `StoreLocales.code(for:)`).
    package func localeCode(for code: String) -> String? {
        locales.code(for: code)
    }

    /// Whether `device`'s screenshots belong in this store's listing.
    package func accepts(_ device: DevicePreset) -> Bool {
        devices.accepts(device)
    }
}

extension StoreProfile: RawRepresentable, CaseIterable, Hashable {
    /// Every store, in the order `--store` and configuration errors list them.
    package static let allCases: [StoreProfile] = [.appStore, .play]

    /// The store spelt `rawValue` (`app-store`, `play`), nil for none.
    package init?(rawValue: String) {
        guard let store = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = store
    }

    /// Stores are the same when they are spelt the same.
    package static func == (lhs: StoreProfile, rhs: StoreProfile) -> Bool { lhs.rawValue == rhs.rawValue }

    /// Hashes the spelling, as `==` compares it.
    package func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
}

/// The locale codes a store takes, as its fastlane tool names them, and how a
/// configuration's codes map onto them.
struct StoreLocales: Sendable {
    /// The codes the store takes.
    let codes: Set<String>
    /// Lowercased codes the store does not take, each with the code it takes for that
    /// language (`zh-hans` → `zh-CN`, `he` → `iw-IL`).
    let aliases: [String: String]
    /// Whether a code the store lacks may stand for its language alone (`ar-SA` → `ar`) or
    /// for the one code the store has of that language (`ja` → `ja-JP`).
    let matchesLanguage: Bool

    /// The store's code for `code`: `code` itself when the store has it (any case, `_` or
    /// `-`), else its alias, else (with `matchesLanguage`) its language alone, that
    /// language's alias, or the only code of that language; nil when none fits.
    func code(for code: String) -> String? {
        let normalized = code.replacingOccurrences(of: "_", with: "-")
        // Pseudolocales are for checking, not uploading: their folder is their own code in every store.
        if let pseudolocale = Pseudolocale.allCases.first(where: { $0.rawValue.caseInsensitiveCompare(normalized) == .orderedSame }) {
            return pseudolocale.rawValue
        }
        func known(_ candidate: String) -> String? {
            codes.first { $0.caseInsensitiveCompare(candidate) == .orderedSame }
        }
        if let exact = known(normalized) { return exact }
        let lower = normalized.lowercased()
        if let alias = aliases[lower] { return alias }
        guard matchesLanguage else { return nil }
        let language = String(lower.split(separator: "-").first ?? "")
        if let bare = known(language) { return bare }
        if let alias = aliases[language] { return alias }
        let regional = codes.filter { $0.lowercased().hasPrefix(language + "-") }
        return regional.count == 1 ? regional.first : nil
    }
}

/// The devices a store's listing takes.
struct StoreDevices: Sendable {
    /// The platforms it takes.
    let platforms: Set<DevicePlatform>
    /// How messages name a device it takes: "an Android device".
    let description: String

    /// Whether `device` is one the store takes.
    func accepts(_ device: DevicePreset) -> Bool {
        platforms.contains(device.platform)
    }
}

/// One image's place in a store listing: what a store's `imagePath` names it from.
struct StoreImage {
    /// The store's code for the image's locale.
    var locale: String
    /// The screen's 0-based index, and how many screens there are.
    var screen: Int
    var screenCount: Int
    /// The device the image shows.
    var device: DevicePreset
    /// The device's type (`StoreProfile.deviceType`).
    var deviceType: String
    /// How many devices of the same type come before this one in the run.
    var positionInDeviceType: Int

    /// The image's 1-based number among its device type's: every screen of the type's
    /// first device, then of the next one.
    var numberInDeviceType: Int { positionInDeviceType * screenCount + screen + 1 }
}
