import Text

/// The shape cut into the top of a device's screen.
public enum ScreenCutout: String, Hashable, Sendable {
    case none, notch, dynamicIsland, punchHole
}

public enum DevicePlatform: String, Hashable, Sendable { case iOS, android }

/// Which way up a device is held.
public enum DeviceOrientation: String, Hashable, Sendable { case portrait, landscape }

/// The store listing slot a device's screenshots fill.
public enum DeviceFormFactor: String, Hashable, Sendable {
    /// A phone (App Store iPhone sizes; Play "phone").
    case phone
    /// A 7-inch tablet (Play "7-inch tablet").
    case smallTablet
    /// A 10-inch or larger tablet (iPad sizes; Play "10-inch tablet").
    case tablet
}

/// A screen a feed can be rendered for: its size in points, scale, and the physical
/// shape store screenshots draw around it.
public struct DevicePreset: Hashable, Sendable {
    /// Command-line name, e.g. `iphone-15`.
    public var name: String
    public var displayName: String
    public var platform: DevicePlatform
    /// Screen size in points, as held (`orientation`).
    public var width: Double
    public var height: Double
    /// Pixels per point.
    public var scale: Double
    /// Radius of the screen's rounded corners, in points (0 for square screens).
    public var cornerRadius: Double
    public var cutout: ScreenCutout
    /// Height of the status bar, in points (0 where the system hides it: iPhones in landscape).
    public var statusBarHeight: Double
    /// Whether the device has a home indicator (bar) at the bottom instead of a button.
    public var hasHomeIndicator: Bool
    /// Store screenshot class, e.g. `6.9"`, if the size is one the App Store or Play Store asks for.
    public var storeClass: String?
    public var formFactor: DeviceFormFactor = .phone
    public var orientation: DeviceOrientation = .portrait

    public var pixelWidth: Int { Int((width * scale).rounded()) }
    public var pixelHeight: Int { Int((height * scale).rounded()) }

    /// The same device held upright: itself, or with width and height swapped back.
    public var portrait: DevicePreset {
        guard orientation == .landscape, let base = DevicePreset.portraits.first(where: { $0.landscape.name == name }) else {
            return self
        }
        var upright = base
        upright.scale = scale
        return upright
    }

    /// The device turned a quarter to the left (its top edge, cutout and all, on the left),
    /// as the App Store and Play Store landscape sizes are. iPhones hide the status bar in
    /// landscape; iPads and Android devices keep theirs.
    public var landscape: DevicePreset {
        guard orientation == .portrait else { return self }
        var turned = self
        turned.name = name + "-landscape"
        turned.displayName = displayName + " (landscape)"
        turned.width = height
        turned.height = width
        turned.orientation = .landscape
        if platform == .iOS && formFactor == .phone { turned.statusBarHeight = 0 }
        turned.storeClass = storeClass.map { $0 + " landscape" }
        return turned
    }

    /// Points kept clear at the left and right of the content: the cutout's side of an iPhone
    /// in landscape (iOS insets both sides alike); 0 otherwise.
    public var horizontalSafeInset: Double {
        guard orientation == .landscape, platform == .iOS, cutout == .dynamicIsland || cutout == .notch,
              let cutout = cutoutRect else { return 0 }
        return (cutout.maxX + 14).rounded()
    }
}

extension DevicePreset {
    /// Every preset upright. Sizes are the ones each store takes (App Store Connect's
    /// "Screenshot specifications": 6.9" 1320×2868, 6.7" 1290×2796, 6.5" 1284×2778 or
    /// 1242×2688, 5.5" 1242×2208, iPad 13" 2064×2752, iPad 11" 1668×2388, each also turned
    /// for landscape; Google Play's preview assets: 320–3840 px a side, the long side at most
    /// twice the short one, up to 8 per device type, 24-bit PNG without alpha; 1080×1920
    /// phone, 1200×1920 7" tablet and 1600×2560 10" tablet are the usual sizes).
    static let portraits: [DevicePreset] = [
        DevicePreset(name: "iphone-16-pro-max", displayName: "iPhone 16 Pro Max", platform: .iOS,
                     width: 440, height: 956, scale: 3, cornerRadius: 62, cutout: .dynamicIsland,
                     statusBarHeight: 62, hasHomeIndicator: true, storeClass: "6.9\""),
        DevicePreset(name: "iphone-15-pro-max", displayName: "iPhone 15 Pro Max", platform: .iOS,
                     width: 430, height: 932, scale: 3, cornerRadius: 55, cutout: .dynamicIsland,
                     statusBarHeight: 59, hasHomeIndicator: true, storeClass: "6.7\""),
        DevicePreset(name: "iphone-13-pro-max", displayName: "iPhone 13 Pro Max", platform: .iOS,
                     width: 428, height: 926, scale: 3, cornerRadius: 53.33, cutout: .notch,
                     statusBarHeight: 47, hasHomeIndicator: true, storeClass: "6.5\""),
        DevicePreset(name: "iphone-11-pro-max", displayName: "iPhone 11 Pro Max", platform: .iOS,
                     width: 414, height: 896, scale: 3, cornerRadius: 39, cutout: .notch,
                     statusBarHeight: 44, hasHomeIndicator: true, storeClass: "6.5\""),
        DevicePreset(name: "iphone-8-plus", displayName: "iPhone 8 Plus", platform: .iOS,
                     width: 414, height: 736, scale: 3, cornerRadius: 0, cutout: .none,
                     statusBarHeight: 20, hasHomeIndicator: false, storeClass: "5.5\""),
        DevicePreset(name: "iphone-15", displayName: "iPhone 15", platform: .iOS,
                     width: 390, height: 844, scale: 3, cornerRadius: 47.33, cutout: .dynamicIsland,
                     statusBarHeight: 47, hasHomeIndicator: true, storeClass: nil),
        DevicePreset(name: "iphone-se", displayName: "iPhone SE", platform: .iOS,
                     width: 375, height: 667, scale: 2, cornerRadius: 0, cutout: .none,
                     statusBarHeight: 20, hasHomeIndicator: false, storeClass: nil),
        DevicePreset(name: "ipad-pro-13", displayName: "iPad Pro 13\"", platform: .iOS,
                     width: 1032, height: 1376, scale: 2, cornerRadius: 30, cutout: .none,
                     statusBarHeight: 24, hasHomeIndicator: true, storeClass: "iPad 13\"", formFactor: .tablet),
        // 834×1194 pt at 2x: 1668×2388, App Store Connect's 11" iPad size.
        DevicePreset(name: "ipad-pro-11", displayName: "iPad Pro 11\"", platform: .iOS,
                     width: 834, height: 1194, scale: 2, cornerRadius: 18, cutout: .none,
                     statusBarHeight: 24, hasHomeIndicator: true, storeClass: "iPad 11\"", formFactor: .tablet),
        DevicePreset(name: "android-phone", displayName: "Android phone (Play Store)", platform: .android,
                     width: 360, height: 640, scale: 3, cornerRadius: 16, cutout: .punchHole,
                     statusBarHeight: 24, hasHomeIndicator: false, storeClass: "Play phone"),
        // 600×960 dp at 2x: 1200×1920, a 7" tablet (16:10, within Play's 2:1 limit); tablets
        // keep their camera in the bezel.
        DevicePreset(name: "android-tablet-7", displayName: "Android 7\" tablet (Play Store)", platform: .android,
                     width: 600, height: 960, scale: 2, cornerRadius: 14, cutout: .none,
                     statusBarHeight: 24, hasHomeIndicator: false, storeClass: "Play 7\" tablet", formFactor: .smallTablet),
        // 800×1280 dp at 2x: 1600×2560, a 10" tablet.
        DevicePreset(name: "android-tablet-10", displayName: "Android 10\" tablet (Play Store)", platform: .android,
                     width: 800, height: 1280, scale: 2, cornerRadius: 16, cutout: .none,
                     statusBarHeight: 24, hasHomeIndicator: false, storeClass: "Play 10\" tablet", formFactor: .tablet),
    ]

    /// Every preset, upright ones first, then each turned to landscape.
    public static let all: [DevicePreset] = portraits + portraits.map(\.landscape)

    /// The default viewport: iPhone 15, 390×844 pt at 3x.
    public static var `default`: DevicePreset { named("iphone-15")! }

    public static func named(_ name: String) -> DevicePreset? {
        all.first { $0.name == name.lowercased() }
    }
}

extension DevicePreset {
    /// The face `Font.systemFamily` draws with on this device: Roboto on Android, Inter (SF Pro-like) elsewhere.
    package var systemTypeface: SystemTypeface { platform == .android ? .android : .apple }
}
