import FeedrenderCLI
import Appearance
import ArgumentParser
import FeedDocuments
import FeedRendering
import Foundation
import ImageLoading
import LayoutDocuments
import Lists

/// `feedrender bench feed`: renders a feed's frames in-process and prints frames/s, the
/// time per stage, peak memory and PNG bytes. Uses the peer benchmark's feed-100 when it
/// is there (scripts/bench compares that one with Chromium), else the demo feed.
public struct FeedBench: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "feed",
        abstract: "Frames per second, time per stage and peak memory of a feed render.")

    @Option(help: ArgumentHelp("Feed document to render (default: the built-in demo).",
                               valueName: "path"))
    var feed: String?

    @Option(help: ArgumentHelp("Jobs (default: one per core).", valueName: "n"))
    var jobs: Int?

    public init() {}

    public func run() throws {
        let path = feed
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("feedrender-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let jobs = jobs
        MemoryTuning.returnLargeBuffersToTheSystem()
        MemoryTuning.keepFreedScratchMemory()
        let result: FeedRenderResult = try runBlocking {
            let roots = [path.map { URL(fileURLWithPath: $0).absoluteURL.deletingLastPathComponent() }
                ?? DemoFeed.documentURL.deletingLastPathComponent()]
            let loader = ImageLoader(configuration: ImageLoaderConfiguration(allowedFileRoots: roots, memoryCacheBytes: 16 << 20))
            defer { loader.shutdown() }
            let times = StageTimes()
            let (document, source): (FeedPresentation, any FeedSource) = try times.measure(.decode) {
                if let path { let loaded = try FeedDocument.load(from: path, loader: loader); return (loaded.presentation, loaded.source) }
                let loaded = try DemoFeed.make(loader: loader)
                return (loaded.presentation, loaded.source)
            }
            var settings = FeedRenderSettings(presentation: document)
            settings.writesStrip = false
            if let jobs { settings.jobs = jobs }
            return try await FeedRenderer(source: source, settings: settings, imageLoader: loader, times: times,
                                          progress: ProgressBar(isEnabled: false))
                .render(to: directory)
        }
        let name = path.map { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent } ?? "demo"
        print("feed.\(name).frames: \(result.frameCount) frames")
        print("feed.\(name).wall: \(String(format: "%.3f", result.wallSeconds)) s")
        print("feed.\(name).fps: \(String(format: "%.2f", Double(result.frameCount) / result.wallSeconds)) frames/s")
        for stage in RenderStage.allCases {
            print("feed.\(name).\(stage.rawValue): \(String(format: "%.3f", result.stageSeconds[stage] ?? 0)) s")
        }
        print("feed.\(name).png_bytes_per_frame: \(result.totalBytes / max(1, result.frameCount) / 1024) KiB")
        print("feed.\(name).peak_rss: \(String(format: "%.1f", Self.peakResidentMegabytes())) MB")
    }

    /// The process's peak resident set, from getrusage (kilobytes on Linux).
    static func peakResidentMegabytes() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_maxrss) / 1024
    }
}
