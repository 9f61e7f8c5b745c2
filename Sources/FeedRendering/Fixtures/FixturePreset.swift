import Appearance
import Layout

/// One condition a fixture document is snapshotted under, as `feedrender snapshot` and
/// FeedrenderTesting's `assertFixtureSnapshots` both name it: the reference of document
/// `card.yaml` in variant `dark-text130-rtl-phone` is `Snapshots/card.dark-text130-rtl-phone.png`.
package struct FixtureVariant: Hashable, Sendable {
    package var theme: Theme
    package var textScale: Double
    package var direction: LayoutDirection
    /// The device's name (in the reference name), width in points and pixels per point.
    package var deviceName: String
    package var width: Double
    package var scale: Double

    package init(theme: Theme, textScale: Double, direction: LayoutDirection, deviceName: String, width: Double,
                 scale: Double) {
        self.theme = theme
        self.textScale = textScale
        self.direction = direction
        self.deviceName = deviceName
        self.width = width
        self.scale = scale
    }

    /// `dark-text130-rtl-phone`: theme, text size in percent, direction, device, in the order
    /// (and spelling) of FeedrenderTesting's `SnapshotVariant.suffix`.
    package var suffix: String {
        "\(theme.name)-text\(Int((textScale * 100).rounded()))-\(direction.rawValue)-\(deviceName)"
    }
}

/// A named set of variants: `standard` (light/dark × 3 text sizes × LTR/RTL × 2 devices, 24
/// images per document) and `smoke` (2 per document: light LTR and dark RTL at the default
/// size on a phone), for suites that must stay fast.
package struct FixturePreset: Hashable, Sendable {
    package var name: String
    package var variants: [FixtureVariant]

    /// The two devices: 320 pt at 2x (the narrowest phone layout) and 390 pt at 3x.
    package static let devices: [(name: String, width: Double, scale: Double)] = [("compact", 320, 2), ("phone", 390, 3)]

    package static let standard: FixturePreset = {
        var variants: [FixtureVariant] = []
        for theme in [Theme.light, .dark] {
            for textScale in [1.0, 1.3, 1.6] {
                for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                    for device in devices {
                        variants.append(FixtureVariant(theme: theme, textScale: textScale, direction: direction,
                                                       deviceName: device.name, width: device.width, scale: device.scale))
                    }
                }
            }
        }
        return FixturePreset(name: "standard", variants: variants)
    }()

    package static let smoke = FixturePreset(name: "smoke", variants: [
        FixtureVariant(theme: .light, textScale: 1, direction: .leftToRight, deviceName: "phone", width: 390, scale: 3),
        FixtureVariant(theme: .dark, textScale: 1, direction: .rightToLeft, deviceName: "phone", width: 390, scale: 3),
    ])

    /// Every preset, by name.
    package static let all: [FixturePreset] = [.standard, .smoke]

    /// The preset called `name`, or nil.
    package static func named(_ name: String) -> FixturePreset? { all.first { $0.name == name } }
}
