import Appearance
import FeedrenderSupport
/// Which part of the content each frame of a scrolling capture shows.
///
/// The viewport is `viewportHeight` points tall; fixed chrome (status and navigation bars)
/// covers its top `chromeHeight` points, a tab bar its bottom `bottomChromeHeight`, and the
/// content scrolls in the rest. Frame `k`
/// shows content from `offset(k)` down, for one visible height. By default consecutive
/// frames are one visible screen apart, so every point of content appears exactly once;
/// a smaller `scrollStep` gives overlapping frames. The last frame may run past the end
/// of the content, which shows the list's background there (like a page padded to whole
/// screens).
package struct FramePlan: Hashable, Sendable {
    package var viewportWidth: Double
    package var viewportHeight: Double
    package var scale: Double
    package var chromeHeight: Double
    /// Points of fixed chrome at the bottom (a tab bar).
    package var bottomChromeHeight: Double
    /// Points between consecutive frames' offsets.
    package var scrollStep: Double

    /// - Parameter scrollStep: nil for one visible screen per frame.
    package init(viewportWidth: Double, viewportHeight: Double, scale: Double, chromeHeight: Double = 0,
                bottomChromeHeight: Double = 0, scrollStep: Double? = nil) {
        self.viewportWidth = viewportWidth
        self.viewportHeight = viewportHeight
        self.scale = scale
        self.chromeHeight = min(max(0, chromeHeight), viewportHeight)
        self.bottomChromeHeight = min(max(0, bottomChromeHeight), viewportHeight - self.chromeHeight)
        let visible = viewportHeight - self.chromeHeight - self.bottomChromeHeight
        self.scrollStep = scrollStep.map { min(max($0, 1), max(visible, 1)) } ?? max(visible, 1)
    }

    /// Height of the scrolling area between the chrome at the top and at the bottom, in points.
    package var visibleHeight: Double { viewportHeight - chromeHeight - bottomChromeHeight }

    package var pixelWidth: Int { PixelRounding.extent(viewportWidth, scale: scale) }
    package var pixelHeight: Int { PixelRounding.extent(viewportHeight, scale: scale) }

    /// How many frames it takes to show content `contentHeight` points tall (at least one,
    /// so an empty feed still gets a screen).
    package func frameCount(contentHeight: Double) -> Int {
        let beyondFirst = contentHeight - visibleHeight
        guard beyondFirst > 1e-9 else { return 1 }
        // A hair of tolerance so 2.0000000001 screens does not add a frame of background.
        return Int((beyondFirst / scrollStep - 1e-9).rounded(.up)) + 1
    }

    /// Content offset (points) at the top of the visible area in frame `index`.
    package func offset(ofFrame index: Int) -> Double { Double(index) * scrollStep }

    /// The content span frame `index` shows.
    package func visibleSpan(ofFrame index: Int) -> Range<Double> {
        let top = offset(ofFrame: index)
        return top..<(top + visibleHeight)
    }

    /// Where content point `y` lands in frame `index`, in the frame's own points.
    package func frameY(ofContentY y: Double, inFrame index: Int) -> Double {
        y - offset(ofFrame: index) + chromeHeight
    }
}
