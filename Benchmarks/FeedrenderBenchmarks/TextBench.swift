import Appearance
import ArgumentParser
import DocumentModel
import FeedRendering
import Foundation
import LayoutDocuments
import Raster
import Text

/// `feedrender bench text`: cost of laying out and drawing the text of one feed cell
/// (a bold name, a location line and a 2-3 line body, as a feed cell has), then of a
/// 1 MB word and of 100,000 combining marks truncated to two lines.
public struct TextBench: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "text",
        abstract: "Microseconds to measure and to draw the text of one feed cell (name + location + body).")

    @Option(help: "Timed repetitions (after a warm-up).")
    var iterations = 300

    @Option(help: "Canvas scale for drawing.")
    var scale = 3.0

    public init() {}

    public func run() throws {
        try FontEnvironment.requireInstalled()
        let width = 343.0
        let cells = (0..<iterations).map(Self.cell)
        // Warm-up: first use builds the font environment, a renderer and Pango's caches.
        // Other words than the timed cells', so no timed measure finds the warm-up's frames.
        for index in 0..<20 { _ = Self.measure(Self.cell(100_000 + index), width: width) }

        var measureTimes: [Double] = []
        for cell in cells {
            measureTimes.append(Self.time { _ = Self.measure(cell, width: width) })
        }

        let canvas = try Canvas(pixelWidth: Int(width * scale), pixelHeight: Int(120 * scale), scale: scale, background: .white)
        var drawTimes: [Double] = []
        for cell in cells {
            drawTimes.append(Self.time {
                var y = 0.0
                for text in cell {
                    TextEngine.draw(text, in: (0, y, width, 80), on: canvas)
                    y += 24
                }
            })
        }
        // As a text node does: measure in its final frame, then draw in that frame. The draw
        // reuses the shaped paragraph the measure left in the renderer.
        var measuredDrawTimes: [Double] = []
        for cell in Self.shifted(cells) {
            let boxes = cell.map { (text: $0, height: TextEngine.measure($0, maxWidth: width).height) }
            boxes.forEach { _ = TextEngine.measure($0.text, maxWidth: width, maxHeight: $0.height) }
            measuredDrawTimes.append(Self.time {
                var y = 0.0
                for box in boxes {
                    TextEngine.draw(box.text, in: (0, y, width, box.height), on: canvas)
                    y += 24
                }
            })
        }
        print("text cell: name + location + \(Self.bodyLines)-line body, width \(Int(width)) pt, \(iterations) cells")
        Self.report("text measure per cell", measureTimes)
        Self.report("text draw per cell @\(scale)x", drawTimes)
        Self.report("text draw per measured cell @\(scale)x", measuredDrawTimes)
        try longWord(width: width)
    }

    /// A 1 MB word (no break opportunity) in a two-line title and a 100,000-mark "zalgo"
    /// letter: laid out, truncated and drawn, once each (linear in the text's length).
    private func longWord(width: Double) throws {
        let canvas = try Canvas(pixelWidth: Int(width * scale), pixelHeight: Int(40 * scale), scale: scale, background: .white)
        let paragraph = ParagraphStyle(maximumNumberOfLines: 2)
        for (name, string) in [("1 MB word", String(repeating: "w", count: 1_000_000)),
                               ("100,000 combining marks", "a" + String(repeating: "\u{0301}", count: 100_000))] {
            let text = AttributedText(string, font: Font(size: 15), paragraph: paragraph)
            let microseconds = Self.time {
                _ = TextEngine.measure(text, maxWidth: width)
                TextEngine.draw(text, in: (0, 0, width, 40), on: canvas)
            }
            print("text \(name), 2 lines, measure + draw: \(String(format: "%.1f", microseconds / 1000)) ms")
        }
    }

    private static let bodyLines = 3
    private static let words = ["feed", "render", "layout", "Texture", "node", "cell", "photo", "friends", "weekend",
                                "coffee", "sunset", "mountain", "city", "music", "travel", "你好", "世界", "😀", "🎉"]

    /// A cell's texts; `index` varies the words so no two cells are identical.
    private static func cell(_ index: Int) -> [AttributedText] {
        // The number makes every cell's body its own (the words repeat every 19 cells), so no
        // measure is answered by a renderer's frame cache.
        let body = (0..<28).map { words[($0 * 7 + index) % words.count] }.joined(separator: " ") + " #\(index)"
        return [
            AttributedText("User \(index)", font: Font(size: 15, weight: .bold)),
            AttributedText("Location \(index % 17), Somewhere", font: Font(size: 12), color: Color(red: 0.4, green: 0.4, blue: 0.4)),
            AttributedText(body, font: Font(size: 14), paragraph: ParagraphStyle(lineSpacing: 2, maximumNumberOfLines: bodyLines)),
        ]
    }

    /// The cells with different words (index + 1000), so no earlier pass left them cached.
    private static func shifted(_ cells: [[AttributedText]]) -> [[AttributedText]] {
        cells.indices.map { cell($0 + 1000) }
    }

    private static func measure(_ cell: [AttributedText], width: Double) -> Double {
        cell.reduce(0) { $0 + TextEngine.measure($1, maxWidth: width).height }
    }

    private static func time(_ body: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1000
    }

    private static func report(_ name: String, _ microseconds: [Double]) {
        let sorted = microseconds.sorted()
        print("\(name) min: \(String(format: "%.1f", sorted.first ?? 0)) us")
        print("\(name) median: \(String(format: "%.1f", sorted[sorted.count / 2])) us")
    }
}
