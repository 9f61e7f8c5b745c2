import Foundation
import Raster
import Text

/// An app's own bar fixed above or below the list, outside the scrolling area: a toolbar,
/// a filter strip, the album tutorial's `_bar` over its table node. The list scrolls
/// between it and the other bars and never under it (`FeedPresentation.fixedBar`, a
/// document's `fixedBar`).
public struct FixedBar: Hashable, Sendable {
    /// Which side of the list the bar is on.
    public enum Edge: String, Hashable, Sendable, CaseIterable {
        /// Under the navigation bar (or the status bar, or the screen's top edge).
        case top
        /// Over the tab bar, or at the bottom of the screen; on a device with a home
        /// indicator and the system bars shown, its background runs on under the indicator
        /// as UIKit's toolbars do.
        case bottom
    }

    /// The bar's text, at its leading edge, 15 points semibold; empty for none.
    public var title: String
    /// Which side of the list.
    public var edge: Edge
    /// The bar's height in points (its safe area not counted), 1 to 400.
    public var height: Double
    /// The bar's fill.
    public var backgroundColor: Color
    /// The title's colour.
    public var titleColor: Color
    /// A hairline on the side facing the list; nil for none.
    public var separatorColor: Color?

    /// A bar of `height` points at `edge`.
    public init(title: String = "", edge: Edge = .top, height: Double = 44, backgroundColor: Color = .white,
                titleColor: Color = .black, separatorColor: Color? = nil) {
        self.title = title
        self.edge = edge
        self.height = height
        self.backgroundColor = backgroundColor
        self.titleColor = titleColor
        self.separatorColor = separatorColor
    }

    /// The heights a bar may have.
    public static let heightRange = 1.0...400

    /// Points from the screen's sides to the title.
    static let titleInset = 16.0

    /// Draws the bar over `height` points from `top` (canvas user space in points, the
    /// screen's top-left at the origin), `extra` more points of background below it (the
    /// safe area a bottom bar runs on into), mirrored right to left.
    func draw(on canvas: Canvas, top: Double, width: Double, extra: Double = 0, scale: Double, isRightToLeft: Bool) {
        canvas.fill(CanvasRect(x: 0, y: top, width: width, height: height + extra), color: backgroundColor)
        if let separatorColor {
            let hairline = 1 / scale
            let y = edge == .top ? top + height - hairline : top
            canvas.fill(CanvasRect(x: 0, y: y, width: width, height: hairline), color: separatorColor)
        }
        guard !title.isEmpty else { return }
        var text = AttributedText(runs: [TextRun(title, font: Font(size: 15, weight: .semibold), color: titleColor)])
        text.paragraph.maximumNumberOfLines = 1
        let maxWidth = max(0, width - 2 * Self.titleInset)
        let size = TextEngine.measure(text, maxWidth: maxWidth)
        let textWidth = min(size.width + 1, maxWidth)
        let x = isRightToLeft ? width - Self.titleInset - textWidth : Self.titleInset
        TextEngine.draw(text, in: (x: x, y: top + (height - size.height) / 2, width: textWidth, height: size.height),
                        on: canvas)
    }
}
