import Layout
import Nodes
import Raster
import Text

/// UIKit's large title (`UINavigationBar.prefersLargeTitles`) as a feed render draws it: a
/// 52 pt band under the 44 pt bar holding the title in the Large Title text style, which
/// scrolls up with the list as the expanded bar collapses; once the title's line is under the
/// bar (content offset 44) the bar shows its own inline title, and once the band is gone
/// (offset 52) the bar takes its standard look (its background and hairline; before that it
/// is transparent over the screen's background, UIKit's scroll-edge appearance).
///
/// Metrics, from Apple's documentation: the Large Title text style is 34 pt bold on a 41 pt
/// line (Human Interface Guidelines, Typography, "Dynamic Type sizes", Large (default));
/// a bar with a large title is 96 pt tall, the 44 pt bar plus a 52 pt large-title area
/// (Apple Design Resources, iOS UI kit, "Navigation Bar – Large Title"), the title's line
/// ending 8 pt above the area's bottom; the title starts at the bar's layout margin, 16 pt
/// (20 pt on the 414 pt and wider Plus and Max iPhones; UIViewController's
/// `systemMinimumLayoutMargins`).
package enum LargeTitle {
    /// Points of the band under the bar while the list is at its top.
    package static let bandHeight = 52.0
    /// The Large Title text style's size (bold).
    package static let fontSize = 34.0
    /// Points between the title's line and the band's bottom.
    package static let bottomInset = 8.0
    /// The content offset from which the bar shows its inline title: the title's line is under the bar.
    package static let inlineTitleOffset = bandHeight - bottomInset
    /// The content offset from which the bar has its standard look: the band is under the bar.
    package static let collapsedOffset = bandHeight

    /// Points from the screen's edge to the title on `device`.
    package static func margin(for device: DevicePreset) -> Double { device.width >= 414 ? 20 : 16 }

    /// The band as the first row of a list: the title in `theme`'s text colour on its background.
    package static func row(title: String, device: DevicePreset, theme: Theme, isRightToLeft: Bool) -> LargeTitleNode {
        LargeTitleNode(title: title, margin: margin(for: device), color: theme.navigationBarText,
                       background: theme.background, isRightToLeft: isRightToLeft)
    }
}

/// The large-title band: `LargeTitle.bandHeight` tall, the title on one line (truncated at
/// the margin) whose line ends `LargeTitle.bottomInset` above the bottom, at the leading margin.
package final class LargeTitleNode: CellNode {
    private let text: AttributedText
    private let margin: Double

    package init(title: String, margin: Double, color: Color, background: Color, isRightToLeft: Bool) {
        var text = AttributedText(runs: [TextRun(title, font: Font(size: LargeTitle.fontSize, weight: .bold), color: color)])
        text.paragraph.maximumNumberOfLines = 1
        if isRightToLeft { text.paragraph.naturalDirection = .rightToLeft }
        self.text = text
        self.margin = margin
        super.init()
        style.height = .points(LargeTitle.bandHeight)
        backgroundColor = background
        accessibility = AccessibilityProperties(isElement: true, label: title, traits: .header)
    }

    package override func displayContent() -> DisplayContent? {
        let text = text, margin = margin
        return .custom { canvas, size in
            let width = Swift.max(0, size.width - 2 * margin)
            let height = TextEngine.measure(text, maxWidth: width).height
            TextEngine.draw(text, in: (x: margin, y: LargeTitle.bandHeight - LargeTitle.bottomInset - height,
                                       width: width, height: height), on: canvas)
        }
    }
}
