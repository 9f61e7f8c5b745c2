import Appearance
import Nodes

extension CellSelectionStyle {
    /// The platform's selection look for `presentation`: UITableView's grey on iOS devices,
    /// the Material state layer on Android, each in the theme's appearance. What
    /// `.automatic` cells draw in a render of that presentation.
    public static func platform(for presentation: FeedPresentation) -> CellSelectionStyle {
        let isDark = presentation.theme.name == Theme.dark.name
        switch presentation.device.platform {
        case .iOS: return isDark ? .iOSDark : .iOSLight
        case .android: return isDark ? .materialDark : .materialLight
        }
    }
}
