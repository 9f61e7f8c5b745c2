/// The last text frames one `TextRenderer` laid out, so drawing a text in the box it was just
/// measured in (a text node measures its final frame, then draws it) reuses the shaped Pango
/// layout instead of shaping the paragraph again: shaping is most of the cost of text.
///
/// A hit returns the very layout a miss would build (Pango lays the same runs out the same way
/// on a renderer's font map), so whether a call hits never changes a pixel. Confined to its
/// renderer's thread like the renderer itself. Written by hand: it is a dozen lines, keyed on
/// our own types, and no kept package offers a non-thread-safe bounded map.
final class TextFrameCache {
    /// What a frame depends on: the text, the box, and the task-local defaults that reach Pango.
    struct Key: Hashable {
        var text: AttributedText
        var maxWidth: Double
        var maxHeight: Double
        var language: String?
        var typeface: SystemTypeface
    }

    /// Frames kept per renderer: enough for the texts of a few cells between measure and draw.
    static let capacity = 64
    /// Longer texts are not kept: their layouts are large and seldom drawn twice.
    static let maximumBytes = 4 << 10

    private var frames: [Key: TextFrame] = [:]
    /// Keys in insertion order; the oldest is dropped first.
    private var order: [Key] = []
    private var next = 0

    /// The frame of `text` in a box of `maxWidth` × `maxHeight` points, laid out by `renderer`
    /// on a miss and kept if the text is short.
    func frame(of text: AttributedText, maxWidth: Double, maxHeight: Double, renderer: TextRenderer) -> TextFrame {
        let make = { TextFrame(text, maxWidth: maxWidth, maxHeight: maxHeight, renderer: renderer) }
        guard text.runs.reduce(0, { $0 + $1.text.utf8.count }) <= Self.maximumBytes else { return make() }
        let key = Key(text: text, maxWidth: maxWidth, maxHeight: maxHeight,
                      language: TextEngine.defaultLanguage, typeface: TextEngine.systemTypeface)
        if let frame = frames[key] { return frame }
        let frame = make()
        // A cancelled task may have settled for a shorter prefix: never keep that.
        guard !Task.isCancelled else { return frame }
        if order.count < Self.capacity {
            order.append(key)
        } else {
            frames[order[next]] = nil
            order[next] = key
            next = (next + 1) % Self.capacity
        }
        frames[key] = frame
        return frame
    }
}
