import ArgumentParser
import DocumentModel
import FeedRendering

/// `feedrender-bench <section>`: speed and memory figures, printed one per line.
/// Each section lives in its own file; add it to `subcommands` here.
struct BenchCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "feedrender-bench",
        abstract: "Print performance figures (used by scripts/bench).",
        subcommands: [ImagesBench.self, TextBench.self, AlbumsBench.self, LayoutBench.self, CompareBench.self, FeedBench.self, RasterBench.self, EncoderBench.self, CellBench.self, ScreenshotsBench.self, DocumentsBench.self, StripBench.self, MotionBench.self])

    public init() {}
}
