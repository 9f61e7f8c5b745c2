/// The measured shape of a piece of text laid out in a width. All values in points, unrounded.
package struct TextMetrics: Hashable, Sendable {
    /// The widest visible line.
    package var width: Double
    /// Top of the first line to the bottom of the last visible line.
    package var height: Double
    /// Lines shown (after `maximumNumberOfLines` and the height limit).
    package var lineCount: Int
    /// Whether some text was cut (truncated or clipped).
    package var isTruncated: Bool
    /// Top to first baseline (positive).
    package var firstBaseline: Double
    /// Last baseline to bottom (positive).
    package var lastDescent: Double

    package init(width: Double, height: Double, lineCount: Int, isTruncated: Bool, firstBaseline: Double, lastDescent: Double) {
        self.width = width
        self.height = height
        self.lineCount = lineCount
        self.isTruncated = isTruncated
        self.firstBaseline = firstBaseline
        self.lastDescent = lastDescent
    }

    /// Empty text: no lines, zero size.
    package static let zero = TextMetrics(width: 0, height: 0, lineCount: 0, isTruncated: false, firstBaseline: 0, lastDescent: 0)
}
