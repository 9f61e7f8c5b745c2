import Raster

/// An App Store Connect screenshot slot (display type) and the exact pixel sizes it takes,
/// as fastlane deliver's `AppScreenshot::DEVICE_RESOLUTIONS` lists them (upright and turned).
/// deliver files an image by its size alone and refuses the whole upload when one image has
/// a size no slot takes, so a size outside this table is a store-rule violation.
struct AppStoreDisplayType: Hashable, Sendable {
    /// deliver's name for the slot (`APP_IPHONE_67`), as App Store Connect's API spells it.
    let identifier: String
    /// How people call it: `iPhone 6.9"`.
    let name: String
    /// The sizes it takes, width × height.
    let sizes: [PixelSize]

    /// A slot taking each of `sizes` upright and turned, and `only` as given (deliver's
    /// oldest slots take some sizes in one orientation alone).
    init(_ identifier: String, _ name: String, _ sizes: [(Int, Int)], only: [(Int, Int)] = []) {
        self.identifier = identifier
        self.name = name
        self.sizes = sizes.flatMap { [PixelSize(width: $0.0, height: $0.1), PixelSize(width: $0.1, height: $0.0)] }
            + only.map { PixelSize(width: $0.0, height: $0.1) }
    }

    /// The slot an image of `size` fills, nil when none takes it. Where two slots share a
    /// size (the 12.9" and 13" iPads), the newer one, as deliver decides without a hint in the path.
    static func matching(_ size: PixelSize) -> AppStoreDisplayType? {
        all.first { $0.sizes.contains(size) }
    }

    /// deliver's table for apps (not iMessage, Mac, Watch, TV or Vision Pro), newest slot first
    /// where sizes are shared.
    static let all: [AppStoreDisplayType] = [
        AppStoreDisplayType("APP_IPHONE_67", "iPhone 6.9\"", [(1260, 2736), (1290, 2796), (1320, 2868)]),
        AppStoreDisplayType("APP_IPHONE_65", "iPhone 6.5\"", [(1242, 2688), (1284, 2778)]),
        AppStoreDisplayType("APP_IPHONE_61", "iPhone 6.3\"", [(1179, 2556), (1206, 2622)]),
        AppStoreDisplayType("APP_IPHONE_58", "iPhone 6.1\"", [(1170, 2532), (1125, 2436), (1080, 2340)]),
        AppStoreDisplayType("APP_IPHONE_55", "iPhone 5.5\"", [(1242, 2208)]),
        AppStoreDisplayType("APP_IPHONE_47", "iPhone 4.7\"", [(750, 1334)]),
        AppStoreDisplayType("APP_IPHONE_40", "iPhone 4\"", [(640, 1136)], only: [(640, 1096), (1136, 600)]),
        AppStoreDisplayType("APP_IPHONE_35", "iPhone 3.5\"", [(640, 960)], only: [(640, 920), (960, 600)]),
        AppStoreDisplayType("APP_IPAD_PRO_3GEN_129", "iPad 13\"", [(2048, 2732), (2064, 2752)]),
        AppStoreDisplayType("APP_IPAD_PRO_3GEN_11", "iPad 11\"", [(1488, 2266), (1668, 2420), (1668, 2388), (1640, 2360)]),
        AppStoreDisplayType("APP_IPAD_105", "iPad 10.5\"", [(1668, 2224)]),
        AppStoreDisplayType("APP_IPAD_97", "iPad 9.7\"", [(768, 1024), (1536, 2048)],
                                                        only: [(1024, 748), (2048, 1496), (768, 1004), (1536, 2008)]),
    ]

    /// The most screenshots one slot shows per locale.
    static let maximumPerLocale = 10
}
