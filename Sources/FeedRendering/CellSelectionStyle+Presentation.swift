import Appearance
import Nodes

extension CellSelectionStyle {
    /// The platform's selection look for `presentation`: UITableView's grey on iOS devices,
    /// the Material state layer on Android, each in the theme's appearance. What
    /// `.automatic` cells draw in a render of that presentation.
    public static func platform(for presentation: FeedPresentation) -> CellSelectionStyle {
        platform(for: presentation.device, theme: presentation.theme)
    }

    /// The platform's selection look on `device` in `theme` (a store screenshot draws a
    /// feed on a device of its own).
    package static func platform(for device: DevicePreset, theme: Theme) -> CellSelectionStyle {
        let isDark = theme.name == Theme.dark.name
        switch device.platform {
        case .iOS: return isDark ? .iOSDark : .iOSLight
        case .android: return isDark ? .materialDark : .materialLight
        }
    }
}
