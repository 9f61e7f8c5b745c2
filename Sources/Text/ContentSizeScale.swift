/// The reader's text size, as a factor on every font size (iOS's Dynamic Type content size,
/// reduced to one number): 0.85 is a small setting, 1 the default, 1.3 and 1.6 large ones.
///
/// It is task-local so that one render (a snapshot variant, say) can draw larger text while
/// renders running in parallel keep theirs. Text nodes read it when they measure and draw.
public enum ContentSizeScale {
    /// The factor in effect for the current task; 1 unless set with `$current.withValue`.
    @TaskLocal public static var current: Double = 1
}

extension AttributedText {
    /// This text with every run's font size multiplied by `factor` (kerning too, so tracking
    /// keeps its proportion). A factor of 1 returns the text unchanged.
    public func scaled(by factor: Double) -> AttributedText {
        guard factor != 1, factor > 0 else { return self }
        var copy = self
        for index in copy.runs.indices {
            copy.runs[index].font.size *= factor
            copy.runs[index].kerning *= factor
        }
        return copy
    }
}
