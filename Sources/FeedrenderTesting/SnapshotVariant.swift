import Appearance
import Layout
import Text

/// One combination of the conditions a view is checked under: theme, text size, layout
/// direction, device and pseudolocale. Each variant of an assertion has its own reference, named by
/// `suffix` (`testCell.dark-text130-rtl.png`), and fails on its own.
///
/// A dimension left nil is not varied and adds nothing to the name. Build a matrix with
/// `SnapshotVariant.matrix(themes:textSizes:directions:devices:pseudolocales:)`.
public struct SnapshotVariant: Hashable, Sendable, CustomStringConvertible {
    /// The theme to build the value with (read it in the builder closure); nil: not varied.
    public var theme: Theme?
    /// The reader's text size; text nodes scale their fonts by it while the variant renders.
    public var textSize: TextSize?
    /// The direction to lay out in (`.rightToLeft` mirrors stacks, insets and natural text
    /// alignment); nil: the strategy's own (left to right).
    public var layoutDirection: LayoutDirection?
    /// The width and scale to render at, overriding the strategy's; nil: the strategy's own.
    public var device: SnapshotDevice?
    /// The pseudolocale to build the value's strings in (pass them through `localized(_:)` in
    /// the builder); `ar-XB` also lays out right to left. nil: not varied.
    public var pseudolocale: SnapshotPseudolocale?

    public init(theme: Theme? = nil, textSize: TextSize? = nil, layoutDirection: LayoutDirection? = nil,
                device: SnapshotDevice? = nil, pseudolocale: SnapshotPseudolocale? = nil) {
        self.theme = theme
        self.textSize = textSize
        self.layoutDirection = layoutDirection
        self.device = device
        self.pseudolocale = pseudolocale
    }

    /// `text` in the variant's pseudolocale (as is without one): build a view's own strings with
    /// it, `TextNode(…variant.localized("Sunrise")…)`, so `en-XA` finds truncation and
    /// a string left plain is one the view does not localise.
    public func localized(_ text: String) -> String {
        pseudolocale?.transform(text) ?? text
    }

    /// The direction the variant lays out in: its own, else right to left for `ar-XB`.
    public var resolvedLayoutDirection: LayoutDirection? {
        layoutDirection ?? (pseudolocale == .bidirectional ? .rightToLeft : nil)
    }

    /// The theme to build with: the variant's, else light.
    public var resolvedTheme: Theme { theme ?? .light }

    /// Every combination of the given dimensions, themes varying slowest. Pass nil (the
    /// default) for a dimension that is not varied.
    public static func matrix(themes: [Theme]? = nil, textSizes: [TextSize]? = nil,
                              directions: [LayoutDirection]? = nil,
                              devices: [SnapshotDevice]? = nil,
                              pseudolocales: [SnapshotPseudolocale]? = nil) -> [SnapshotVariant] {
        var variants = [SnapshotVariant()]
        if let themes {
            variants = variants.flatMap { base in themes.map { var v = base; v.theme = $0; return v } }
        }
        if let textSizes {
            variants = variants.flatMap { base in textSizes.map { var v = base; v.textSize = $0; return v } }
        }
        if let directions {
            variants = variants.flatMap { base in directions.map { var v = base; v.layoutDirection = $0; return v } }
        }
        if let devices {
            variants = variants.flatMap { base in devices.map { var v = base; v.device = $0; return v } }
        }
        if let pseudolocales {
            variants = variants.flatMap { base in pseudolocales.map { var v = base; v.pseudolocale = $0; return v } }
        }
        return variants
    }

    /// The part of the reference name that tells this variant apart: `dark-text130-rtl-compact-en-XA`
    /// (theme name, text size in percent, `ltr`/`rtl`, device name, pseudolocale), empty for the
    /// plain variant.
    public var suffix: String {
        var parts: [String] = []
        if let theme { parts.append(theme.name) }
        if let textSize { parts.append("text\(textSize.percent)") }
        if let layoutDirection { parts.append(layoutDirection.rawValue) }
        if let device { parts.append(device.name) }
        if let pseudolocale { parts.append(pseudolocale.rawValue) }
        return parts.joined(separator: "-")
    }

    public var description: String { suffix.isEmpty ? "default" : suffix }
}

/// A text size setting: the factor text nodes scale fonts by (`ContentSizeScale`).
public struct TextSize: Hashable, Sendable {
    public var scale: Double

    public init(scale: Double) {
        self.scale = scale
    }

    /// 0.85: a small setting.
    public static let small = TextSize(scale: 0.85)
    /// 1: the default.
    public static let `default` = TextSize(scale: 1)
    /// 1.3: large.
    public static let large = TextSize(scale: 1.3)
    /// 1.6: extra large, where layouts usually break first.
    public static let extraLarge = TextSize(scale: 1.6)
    /// The four sizes above, small to extra large.
    public static let all: [TextSize] = [.small, .default, .large, .extraLarge]

    /// The scale in whole percent, as reference names show it (`text130`).
    public var percent: Int { Int((scale * 100).rounded()) }
}

/// A screen to render at: its width in points and pixels per point, and a short name for
/// reference files.
public struct SnapshotDevice: Hashable, Sendable {
    public var name: String
    public var width: Double
    public var scale: Double

    public init(name: String, width: Double, scale: Double) {
        self.name = name
        self.width = width
        self.scale = scale
    }

    /// One of feedrender's device presets (`DevicePreset.all`), by its name.
    public init(_ preset: DevicePreset) {
        self.init(name: preset.name, width: preset.width, scale: preset.scale)
    }

    /// 320 points at 2x: the narrowest phone layout still in use.
    public static let compact = SnapshotDevice(name: "compact", width: 320, scale: 2)
    /// 390 points at 3x.
    public static let phone = SnapshotDevice(name: "phone", width: 390, scale: 3)
    /// 430 points at 3x: the large phones.
    public static let largePhone = SnapshotDevice(name: "largephone", width: 430, scale: 3)
}

extension Array where Element == SnapshotVariant {
    /// `SnapshotVariant.matrix(themes:textSizes:directions:devices:pseudolocales:)`, spelled where a list of
    /// variants is expected: `variants: .matrix(themes: [.light, .dark])`.
    public static func matrix(themes: [Theme]? = nil, textSizes: [TextSize]? = nil,
                              directions: [LayoutDirection]? = nil,
                              devices: [SnapshotDevice]? = nil,
                              pseudolocales: [SnapshotPseudolocale]? = nil) -> [SnapshotVariant] {
        SnapshotVariant.matrix(themes: themes, textSizes: textSizes, directions: directions, devices: devices,
                               pseudolocales: pseudolocales)
    }
}
