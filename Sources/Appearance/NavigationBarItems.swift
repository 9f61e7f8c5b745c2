import Foundation
import Raster
import Text

/// What a navigation bar shows besides its title: a back button (UIKit's chevron and the
/// previous screen's title; Material's arrow) at the leading edge and up to two bar buttons
/// at the trailing edge, each a glyph or a text (`FeedPresentation.navigationItems`, a
/// document's `navigationBar`). Right to left, both sides swap and the back chevron turns.
public struct NavigationBarItems: Hashable, Sendable {
    /// A bar button: an SF-like glyph (the tab bar's set) or a text, in the theme's tint.
    public enum Button: Hashable, Sendable {
        /// A glyph, drawn in outline in a 24-point box.
        case icon(TabBarIcon)
        /// A text, 17 points regular on iOS, 14 medium on Material.
        case title(String)
    }

    /// The back button's title; "" for the chevron (or arrow) alone, nil for no back button.
    /// Material bars show the arrow only.
    public var backTitle: String?
    /// Up to `maxButtons` buttons, the first at the trailing edge.
    public var trailingButtons: [Button]
    /// UIKit's large title (`UINavigationBar.prefersLargeTitles`): on iOS devices the title
    /// is drawn 34 pt bold in a band under the bar that scrolls up with the list, and the
    /// bar's own title appears once it is under the bar (see `LargeTitle`).
    public var prefersLargeTitles = false

    /// UIKit's bar shows two buttons comfortably beside a centred title.
    public static let maxButtons = 2

    /// Items with a back button titled `backTitle` and `trailingButtons` (extra ones beyond
    /// `maxButtons` are not drawn).
    public init(backTitle: String? = nil, trailingButtons: [Button] = [], prefersLargeTitles: Bool = false) {
        self.backTitle = backTitle
        self.trailingButtons = trailingButtons
        self.prefersLargeTitles = prefersLargeTitles
    }

    /// Points from the screen's edge to the first item on iOS, and between buttons.
    static let iOSEdgeInset = 16.0
    static let iOSButtonSpacing = 16.0
    /// An iOS bar glyph's box.
    static let iOSGlyphSize = 24.0
    /// Where the back chevron's box starts, its size, and the gap before the back title.
    static let chevronInset = 8.0
    static let chevronSize = CanvasRect(x: 0, y: 0, width: 12, height: 20)
    static let chevronGap = 6.0
    /// Material: 24 dp icons in 48 dp targets, 4 dp from the edges.
    static let materialIconSize = 24.0
    static let materialTarget = 48.0
    static let materialEdgeInset = 4.0

    /// Draws the iOS items on the bar from `top`, `height` tall; returns the points the
    /// widest side takes from its edge (so the centred title keeps clear of both).
    func drawIOS(on canvas: Canvas, top: Double, height: Double, width: Double, tint: Color,
                 mirrored: (Double, Double) -> Double, isRightToLeft: Bool) -> Double {
        let midY = top + height / 2
        var leading = 0.0
        if let backTitle {
            let box = CanvasRect(x: mirrored(Self.chevronInset, Self.chevronSize.width), y: midY - Self.chevronSize.height / 2,
                                 width: Self.chevronSize.width, height: Self.chevronSize.height)
            var chevron = CanvasPath()
            let (tip, tail) = isRightToLeft ? (box.maxX - 1.5, box.minX + 1.5) : (box.minX + 1.5, box.maxX - 1.5)
            chevron.move(to: CanvasPoint(x: tail, y: box.minY + 1.5))
            chevron.addLine(to: CanvasPoint(x: tip, y: midY))
            chevron.addLine(to: CanvasPoint(x: tail, y: box.maxY - 1.5))
            canvas.stroke(chevron, color: tint, width: 3, cap: .round, join: .round)
            leading = Self.chevronInset + Self.chevronSize.width
            if !backTitle.isEmpty {
                let x = leading + Self.chevronGap
                leading = x + drawText(backTitle, atLeading: x, midY: midY, maxWidth: width / 3, color: tint,
                                       mirrored: mirrored, on: canvas)
            }
        }
        var trailing = Self.iOSEdgeInset
        for (index, button) in trailingButtons.prefix(Self.maxButtons).enumerated() {
            if index > 0 { trailing += Self.iOSButtonSpacing }
            let itemWidth: Double
            switch button {
            case .icon(let icon):
                itemWidth = Self.iOSGlyphSize
                icon.draw(filled: false, color: tint, x: mirrored(width - trailing - itemWidth, itemWidth),
                          y: midY - itemWidth / 2, size: itemWidth, on: canvas)
            case .title(let title):
                itemWidth = measure(title, maxWidth: width / 4).width
                _ = drawText(title, atLeading: width - trailing - itemWidth, midY: midY, maxWidth: itemWidth, color: tint,
                             mirrored: mirrored, on: canvas)
            }
            trailing += itemWidth
        }
        return max(leading, trailingButtons.isEmpty ? 0 : trailing)
    }

    /// Draws Material's items: the back arrow at the start, icons (or texts) at the end;
    /// returns where the title starts (72 dp after a back arrow, else 16).
    func drawMaterial(on canvas: Canvas, top: Double, height: Double, width: Double, tint: Color,
                      mirrored: (Double, Double) -> Double, isRightToLeft: Bool) -> Double {
        let midY = top + height / 2, icon = Self.materialIconSize
        let pad = (Self.materialTarget - icon) / 2
        if backTitle != nil {
            let x = mirrored(Self.materialEdgeInset + pad, icon)
            let (head, tail) = isRightToLeft ? (x + icon - 4, x + 4) : (x + 4, x + icon - 4)
            var arrow = CanvasPath()
            arrow.move(to: CanvasPoint(x: tail, y: midY))
            arrow.addLine(to: CanvasPoint(x: head, y: midY))
            arrow.move(to: CanvasPoint(x: head + (tail > head ? 7 : -7), y: midY - 7))
            arrow.addLine(to: CanvasPoint(x: head, y: midY))
            arrow.addLine(to: CanvasPoint(x: head + (tail > head ? 7 : -7), y: midY + 7))
            canvas.stroke(arrow, color: tint, width: 2, cap: .round, join: .round)
        }
        var trailing = Self.materialEdgeInset
        for button in trailingButtons.prefix(Self.maxButtons) {
            switch button {
            case .icon(let glyph):
                glyph.draw(filled: false, color: tint, x: mirrored(width - trailing - pad - icon, icon), y: midY - icon / 2,
                           size: icon, on: canvas)
                trailing += Self.materialTarget
            case .title(let title):
                let textWidth = measure(title, maxWidth: width / 4, size: 14, weight: .medium).width
                _ = drawText(title, atLeading: width - trailing - 12 - textWidth, midY: midY, maxWidth: textWidth, color: tint,
                             mirrored: mirrored, on: canvas, size: 14, weight: .medium)
                trailing += textWidth + 24
            }
        }
        return backTitle != nil ? 72 : 16
    }

    private func text(_ string: String, color: Color, size: Double, weight: FontWeight) -> AttributedText {
        var text = AttributedText(runs: [TextRun(string, font: Font(size: size, weight: weight), color: color)])
        text.paragraph.maximumNumberOfLines = 1
        return text
    }

    private func measure(_ string: String, maxWidth: Double, size: Double = 17,
                         weight: FontWeight = .regular) -> (width: Double, height: Double) {
        let measured = TextEngine.measure(text(string, color: .black, size: size, weight: weight), maxWidth: maxWidth)
        return (min(measured.width + 1, maxWidth), measured.height)
    }

    /// Draws one line of `string` from `x` (left to right; mirrored for right to left),
    /// centred on `midY`; returns its width.
    private func drawText(_ string: String, atLeading x: Double, midY: Double, maxWidth: Double, color: Color,
                          mirrored: (Double, Double) -> Double, on canvas: Canvas, size: Double = 17,
                          weight: FontWeight = .regular) -> Double {
        let measured = measure(string, maxWidth: maxWidth, size: size, weight: weight)
        TextEngine.draw(text(string, color: color, size: size, weight: weight),
                        in: (x: mirrored(x, measured.width), y: midY - measured.height / 2, width: measured.width,
                             height: measured.height), on: canvas)
        return measured.width
    }
}
