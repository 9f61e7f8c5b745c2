import Appearance
import Raster

/// An App Store Connect app preview slot (preview type) and the pixel sizes its videos take,
/// as fastlane deliver checks them before uploading (spaceship's
/// `AppPreviewSet.validate_video_resolution`: each size upright or turned). deliver files a
/// video under the first type whose name appears in the file name (`IPHONE_67`), so every
/// preview's file name carries its type.
struct AppPreviewType: Hashable, Sendable {
    /// The type as App Store Connect's API spells it (`IPHONE_67`, `IPAD_PRO_3GEN_129`).
    let identifier: String
    /// The sizes its videos take, upright (width < height); turned ones are accepted too.
    let portraitSizes: [PixelSize]

    private init(_ identifier: String, _ sizes: [(Int, Int)]) {
        self.identifier = identifier
        portraitSizes = sizes.map { PixelSize(width: $0.0, height: $0.1) }
    }

    /// The sizes a video of this type may have held `orientation`.
    func sizes(_ orientation: DeviceOrientation) -> [PixelSize] {
        orientation == .portrait ? portraitSizes : portraitSizes.map { PixelSize(width: $0.height, height: $0.width) }
    }

    /// The preview types for apps, in deliver's order (the order it matches file names in).
    static let all: [AppPreviewType] = [
        AppPreviewType("IPHONE_40", [(1080, 1920)]),
        AppPreviewType("IPHONE_47", [(750, 1334)]),
        AppPreviewType("IPHONE_55", [(1080, 1920)]),
        AppPreviewType("IPHONE_58", [(886, 1920)]),
        AppPreviewType("IPHONE_61", [(886, 1920)]),
        AppPreviewType("IPHONE_65", [(886, 1920)]),
        AppPreviewType("IPHONE_67", [(886, 1920)]),
        AppPreviewType("IPAD_97", [(900, 1200)]),
        AppPreviewType("IPAD_105", [(1200, 1600)]),
        AppPreviewType("IPAD_PRO_129", [(1200, 1600), (900, 1200)]),
        AppPreviewType("IPAD_PRO_3GEN_11", [(1200, 1600)]),
        AppPreviewType("IPAD_PRO_3GEN_129", [(1200, 1600)]),
    ]

    /// The type named `identifier`.
    static func named(_ identifier: String) -> AppPreviewType? {
        all.first { $0.identifier == identifier }
    }

    /// The types a device's previews can fill, best first: the one of its screenshot slot
    /// (`APP_IPHONE_67` → `IPHONE_67`), then, for the 13" iPad, the 12.9" one (which also
    /// takes 900×1200). Empty for a device without an App Store screenshot slot.
    static func candidates(for device: DevicePreset) -> [AppPreviewType] {
        let upright = device.portrait
        guard let slot = AppStoreDisplayType.matching(PixelSize(width: upright.pixelWidth, height: upright.pixelHeight)),
              let type = named(String(slot.identifier.dropFirst("APP_".count))) else { return [] }
        return type.identifier == "IPAD_PRO_3GEN_129" ? [type, named("IPAD_PRO_129")!] : [type]
    }

    /// The type and size of `device`'s previews held `orientation`: `size` when one of its
    /// types takes it (nil: the first size of its first type).
    static func resolve(for device: DevicePreset, orientation: DeviceOrientation, size: PixelSize?)
        -> (type: AppPreviewType, size: PixelSize)? {
        let candidates = candidates(for: device)
        guard let size else { return candidates.first.map { ($0, $0.sizes(orientation)[0]) } }
        return candidates.first { $0.sizes(orientation).contains(size) }.map { ($0, size) }
    }

    /// Every size `device`'s previews may have held `orientation`, for messages (`886x1920`).
    static func sizeNames(for device: DevicePreset, orientation: DeviceOrientation) -> [String] {
        var names: [String] = []
        for size in candidates(for: device).flatMap({ $0.sizes(orientation) }) where !names.contains(size.name) {
            names.append(size.name)
        }
        return names
    }
}

extension PixelSize {
    /// `886x1920`, as a configuration writes a size.
    var name: String { "\(width)x\(height)" }
}
