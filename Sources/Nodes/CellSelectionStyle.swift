import Raster

/// How a cell looks when selected or highlighted (`CellNode.isSelected`, `isHighlighted`):
/// Texture's `ASCellNode.selectionStyle`, plus Android's look.
public enum CellSelectionStyle: Hashable, Sendable {
    /// The platform's look, chosen when the cell is drawn: `CellSelectionStyle.platform`,
    /// which a feed render sets from its device and theme (UITableView's grey on iOS, the
    /// Material state layer on Android). The default.
    case automatic
    /// No change: the cell draws as it does unselected.
    case none
    /// UITableView's selection: the cell's background is replaced by `color` (a selected
    /// and a highlighted cell look the same).
    case gray(Color)
    /// Material's state layer: `color` (the theme's on-surface colour) laid over the cell's
    /// background, below its content, at 8% when selected (Material's selected overlay, as an
    /// activated RecyclerView row shows it) and a further 10% when highlighted (the pressed
    /// ripple, drawn over the selected background as Android's RippleDrawable is). Opacities:
    /// Material 3's state tokens (androidx.compose.material3 StateTokens: pressed 0.10,
    /// hover 0.08, focus 0.10, dragged 0.16); colours: the baseline scheme's on-surface.
    case stateLayer(Color)

    /// UITableView's selected background on iOS: systemGray4, light appearance.
    public static let iOSLight = CellSelectionStyle.gray(Color(red8: 0xD1, green8: 0xD1, blue8: 0xD6))
    /// UITableView's selected background on iOS: systemGray4, dark appearance.
    public static let iOSDark = CellSelectionStyle.gray(Color(red8: 0x3A, green8: 0x3A, blue8: 0x3C))
    /// Material 3's state layer in the light baseline scheme (on-surface #1D1B20).
    public static let materialLight = CellSelectionStyle.stateLayer(Color(red8: 0x1D, green8: 0x1B, blue8: 0x20))
    /// Material 3's state layer in the dark baseline scheme (on-surface #E6E0E9).
    public static let materialDark = CellSelectionStyle.stateLayer(Color(red8: 0xE6, green8: 0xE0, blue8: 0xE9))

    /// What `.automatic` means in the current task: iOS light unless a render sets it
    /// (with `$platform.withValue`) for its device and theme.
    @TaskLocal public static var platform: CellSelectionStyle = .iOSLight

    /// Opacity of the state layer over a selected cell.
    static let selectedLayerOpacity = 0.08
    /// Opacity of the state layer over a highlighted (pressed) cell.
    static let highlightedLayerOpacity = 0.10

    /// The background a cell with `background` is drawn with in this style.
    func background(_ background: Color?, isSelected: Bool, isHighlighted: Bool) -> Color? {
        guard isSelected || isHighlighted else { return background }
        switch self {
        case .automatic:
            let resolved = Self.platform
            return resolved == .automatic ? background
                : resolved.background(background, isSelected: isSelected, isHighlighted: isHighlighted)
        case .none:
            return background
        case .gray(let color):
            return color
        case .stateLayer(let color):
            var result = background ?? .clear
            if isSelected { result = color.withAlphaMultiplied(by: Self.selectedLayerOpacity).over(result) }
            if isHighlighted { result = color.withAlphaMultiplied(by: Self.highlightedLayerOpacity).over(result) }
            return result
        }
    }
}

extension Color {
    /// This colour composited over `below` (Porter–Duff source-over, straight alpha).
    func over(_ below: Color) -> Color {
        let alpha = self.alpha + below.alpha * (1 - self.alpha)
        guard alpha > 0 else { return .clear }
        func channel(_ top: Double, _ bottom: Double) -> Double {
            (top * self.alpha + bottom * below.alpha * (1 - self.alpha)) / alpha
        }
        return Color(red: channel(red, below.red), green: channel(green, below.green), blue: channel(blue, below.blue),
                     alpha: alpha)
    }
}
