/// The last text frames one `TextRenderer` laid out, so drawing a text in the box it was just
/// measured in (a text node measures its final frame, then draws it) reuses the shaped Pango
/// layout instead of shaping the paragraph again: shaping is most of the cost of text.
///
/// A hit returns the very layout a miss would build (Pango lays the same runs out the same way
/// on a renderer's font map), so whether a call hits never changes a pixel. Confined to its
/// renderer's thread like the renderer itself. Written by hand: it is a few dozen lines, keyed on
/// our own types, and no kept package offers a non-thread-safe bounded map.
final class TextFrameCache {
    /// What a frame depends on besides its box: the text and the task-local defaults that reach Pango.
    ///
    /// Texts match by their UTF-8 bytes, as Pango sees them, not by Swift's `String` equality,
    /// which also matches canonically equivalent spellings ("é" and "e" + U+0301, shaped
    /// differently) and hashes through Unicode normalization: a tenth of a feed's layout time.
    struct Key: Hashable {
        var text: AttributedText
        var language: String?
        var typeface: SystemTypeface

        static func == (lhs: Key, rhs: Key) -> Bool {
            lhs.language == rhs.language && lhs.typeface == rhs.typeface && lhs.text.runs.count == rhs.text.runs.count
                && zip(lhs.text.runs, rhs.text.runs).allSatisfy { $0.text.utf8.elementsEqual($1.text.utf8) }
                && lhs.text == rhs.text
        }

        /// The texts' bytes only: keys that differ only in attributes are told apart by `==`.
        func hash(into hasher: inout Hasher) {
            hasher.combine(text.runs.count)
            for run in text.runs {
                var string = run.text
                string.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
                hasher.combine(string.utf8.count)
            }
        }
    }

    /// A frame and the box it was laid out in.
    struct Entry {
        var maxWidth: Double
        var maxHeight: Double
        var frame: TextFrame
    }

    /// Frames kept per renderer: enough for the texts of a few cells between measure and draw.
    static let capacity = 64
    /// Longer texts are not kept: their layouts are large and seldom drawn twice.
    static let maximumBytes = 4 << 10

    /// Each text's frames, oldest first (a text is seldom laid out in more than two boxes).
    private var entries: [Key: [Entry]] = [:]
    /// Texts in the order their frames were added, one element per frame; the oldest goes first.
    private var order: [Key] = []
    private var next = 0

    /// The frame of `text` in a box of `maxWidth` × `maxHeight` points, laid out by `renderer`
    /// on a miss and kept if the text is short.
    func frame(of text: AttributedText, maxWidth: Double, maxHeight: Double, renderer: TextRenderer) -> TextFrame {
        guard let key = key(for: text) else {
            return TextFrame(text, maxWidth: maxWidth, maxHeight: maxHeight, renderer: renderer)
        }
        if let entry = entries[key]?.first(where: { $0.maxWidth == maxWidth && $0.maxHeight == maxHeight }) {
            return entry.frame
        }
        return add(key, maxWidth: maxWidth, maxHeight: maxHeight, renderer: renderer)
    }

    /// The metrics of `text` in a box of `maxWidth` × `maxHeight` points: those of a kept frame
    /// of the text that provably has the same lines in that box (`TextFrameCache.sameLines`),
    /// else of a frame laid out now. Only metrics: a frame's line positions depend on its exact
    /// width (centred and right-aligned text), so drawing always uses `frame(of:…)`.
    func metrics(of text: AttributedText, maxWidth: Double, maxHeight: Double, renderer: TextRenderer) -> TextMetrics {
        guard let key = key(for: text) else {
            return TextFrame(text, maxWidth: maxWidth, maxHeight: maxHeight, renderer: renderer).metrics
        }
        if let entry = entries[key]?.first(where: {
            ($0.maxWidth == maxWidth && $0.maxHeight == maxHeight)
                || Self.sameLines(text, $0.frame.metrics, laidOutIn: $0.maxWidth, asIn: maxWidth, maxHeight: maxHeight)
        }) {
            return entry.frame.metrics
        }
        return add(key, maxWidth: maxWidth, maxHeight: maxHeight, renderer: renderer).metrics
    }

    /// Whether `text`, whose lines measured `metrics` when wrapped at `width` (none cut), breaks into
    /// the very same lines when wrapped at `otherWidth` with room for `maxHeight`.
    ///
    /// Pango breaks lines greedily (whole words first, characters only for a word wider than
    /// the line), and whether a piece fits only gets harder as the width shrinks. So between
    /// the widest line and the width the lines were broken at, every line still fits and every
    /// break is still forced: the lines are the same. A height at least as tall as all the
    /// lines keeps all of them. Two cases are left out, because a line's measured width is
    /// not what it needed to fit there: letter spacing (Pango drops the spacing after a line's
    /// last letter) and justified text (its lines are stretched). `TextFrameCacheTests` found
    /// both, and checks the rule against fresh layouts of many texts, scripts and styles.
    static func sameLines(_ text: AttributedText, _ metrics: TextMetrics, laidOutIn width: Double, asIn otherWidth: Double,
                          maxHeight: Double) -> Bool {
        text.paragraph.alignment != .justified && text.runs.allSatisfy({ $0.kerning == 0 }) && !metrics.isTruncated
            && metrics.width <= otherWidth && otherWidth <= width && metrics.height <= maxHeight + TextFrame.heightTolerance
    }

    /// The cache key of `text`, or nil when the text is too long to keep.
    private func key(for text: AttributedText) -> Key? {
        var bytes = 0
        for run in text.runs {
            bytes += run.text.utf8.count
            if bytes > Self.maximumBytes { return nil }
        }
        return Key(text: text, language: TextEngine.defaultLanguage, typeface: TextEngine.systemTypeface)
    }

    /// Lays `key`'s text out in the box and keeps the frame, dropping the oldest when full.
    private func add(_ key: Key, maxWidth: Double, maxHeight: Double, renderer: TextRenderer) -> TextFrame {
        let frame = TextFrame(key.text, maxWidth: maxWidth, maxHeight: maxHeight, renderer: renderer)
        // A cancelled task may have settled for a shorter prefix: never keep that.
        guard !Task.isCancelled else { return frame }
        if order.count < Self.capacity {
            order.append(key)
        } else {
            let oldest = order[next]
            if var kept = entries[oldest], kept.count > 1 {
                kept.removeFirst()
                entries[oldest] = kept
            } else {
                entries[oldest] = nil
            }
            order[next] = key
            next = (next + 1) % Self.capacity
        }
        entries[key, default: []].append(Entry(maxWidth: maxWidth, maxHeight: maxHeight, frame: frame))
        return frame
    }
}
