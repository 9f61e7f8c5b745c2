import Layout
import Nodes
import Raster

/// A page control (`UIPageControl`): one dot per page, centred, the current page's dot in
/// `currentColor`. Only as many dots as fit the width are drawn, keeping the current one.
public final class PageIndicatorNode: CellNode {
    /// Pages, one dot each.
    public let pageCount: Int
    /// The page shown, from 0: its dot is highlighted.
    public let currentPage: Int
    private let color: Color
    private let currentColor: Color

    /// Dot diameter and the distance between dot centres, in points (UIKit's).
    static let dotSize = 7.0
    static let dotPitch = 16.0

    /// - Parameters:
    ///   - color: the other pages' dots (UIKit: 30% of the current colour).
    ///   - background: behind the dots; nil for none.
    public init(pageCount: Int, currentPage: Int, color: Color = Color(red: 0, green: 0, blue: 0, alpha: 0.25),
                currentColor: Color = Color(red: 0, green: 0, blue: 0, alpha: 0.8), background: Color? = nil) {
        self.pageCount = max(0, pageCount)
        self.currentPage = min(max(0, currentPage), max(0, pageCount - 1))
        self.color = color
        self.currentColor = currentColor
        super.init()
        backgroundColor = background
        identifier = "pageIndicator"
        style.height = .points(Self.height)
    }

    /// Height of the control.
    public static var height: Double { HorizontalLayout.pageIndicatorHeight }

    public override func displayContent() -> DisplayContent? {
        let count = pageCount, current = currentPage, color = color, currentColor = currentColor
        // Right to left, the first page's dot is the rightmost, as UIPageControl draws it.
        let isRightToLeft = effectiveLayoutDirection == .rightToLeft
        return .custom { canvas, size in
            let fitting = max(1, Int((size.width - 16) / Self.dotPitch))
            let shown = min(count, fitting)
            guard shown > 0 else { return }
            // A window of `shown` pages around the current one.
            let first = min(max(0, current - shown / 2), count - shown)
            let width = Double(shown - 1) * Self.dotPitch + Self.dotSize
            let left = (size.width - width) / 2, top = (size.height - Self.dotSize) / 2
            for slot in 0..<shown {
                let x = left + Double(isRightToLeft ? shown - 1 - slot : slot) * Self.dotPitch
                let rect = CanvasRect(x: x, y: top, width: Self.dotSize, height: Self.dotSize)
                canvas.fill(CanvasPath.ellipse(in: rect), color: first + slot == current ? currentColor : color)
            }
        }
    }
}
