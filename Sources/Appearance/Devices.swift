/// The shape cut into the top of a device's screen.
public enum ScreenCutout: String, Hashable, Sendable {
    case none, notch, dynamicIsland, punchHole
}

public enum DevicePlatform: String, Hashable, Sendable { case iOS, android }

/// A screen a feed can be rendered for: its size in points, scale, and the physical
/// shape store screenshots draw around it.
public struct DevicePreset: Hashable, Sendable {
    /// Command-line name, e.g. `iphone-15`.
    public var name: String
    public var displayName: String
    public var platform: DevicePlatform
    /// Screen size in points.
    public var width: Double
    public var height: Double
    /// Pixels per point.
    public var scale: Double
    /// Radius of the screen's rounded corners, in points (0 for square screens).
    public var cornerRadius: Double
    public var cutout: ScreenCutout
    /// Height of the status bar, in points.
    public var statusBarHeight: Double
    /// Whether the device has a home indicator (bar) at the bottom instead of a button.
    public var hasHomeIndicator: Bool
    /// Store screenshot class, e.g. `6.9"`, if the size is one the App Store or Play Store asks for.
    public var storeClass: String?

    public var pixelWidth: Int { Int((width * scale).rounded()) }
    public var pixelHeight: Int { Int((height * scale).rounded()) }
}

extension DevicePreset {
    /// Every preset, phones first. Pixel sizes are the ones the stores require.
    public static let all: [DevicePreset] = [
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
                     statusBarHeight: 24, hasHomeIndicator: true, storeClass: "iPad 13\""),
        DevicePreset(name: "android-phone", displayName: "Android phone (Play Store)", platform: .android,
                     width: 360, height: 640, scale: 3, cornerRadius: 16, cutout: .punchHole,
                     statusBarHeight: 24, hasHomeIndicator: false, storeClass: "Play phone"),
    ]

    /// The default viewport: iPhone 15, 390×844 pt at 3x.
    public static var `default`: DevicePreset { named("iphone-15")! }

    public static func named(_ name: String) -> DevicePreset? {
        all.first { $0.name == name.lowercased() }
    }
}
