import ArgumentParser
import DocumentModel
import FeedDocuments
import FeedRendering
import Foundation
import Lists

/// `feedrender-bench motion`: how long a list-update transition takes to render and write:
/// the first change of examples/motion/marslink.yaml (Marslink's weather expand, iPhone 15,
/// 1170×2532 pixels) for 0.5 s at 60 fps into an APNG, as `feedrender animate` does it
/// (issue #28's target: under 2 s); then a 30 s, 30 fps App Store app preview of the peer
/// benchmark's feed-100 scrolled from top to bottom (886×1920 H.264, as `feedrender
/// screenshots previews` makes it; target: under 30 s, faster than real time).
public struct MotionBench: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "motion",
        abstract: "Seconds to render and write a 0.5 s, 60 fps list-update transition as an APNG.")

    @Option(help: "The feed document with states.")
    var document = "examples/motion/marslink.yaml"

    @Option(help: "Runs; the best is printed.")
    var runs = 3

    @Option(name: .customLong("preview-feed"),
            help: ArgumentHelp("The feed of the app preview line (the peer benchmark's feed-100).", valueName: "path"))
    var previewFeed = "../shared/bench/data/feed-100.json"

    public init() {}

    public func run() throws {
        let path = document, runs = max(1, runs)
        let (frames, seconds) = try runBlocking { () async throws -> (Int, Double) in
            var best = Double.infinity, frames = 0
            for _ in 0..<runs {
                let json = try DocumentReader.read(atPath: path)
                let feed = try FeedDocument.readStates(json, documentURL: URL(fileURLWithPath: path).absoluteURL,
                                                       fileName: path)
                guard let first = feed.states.first else { throw ValidationError("\(path) has no states") }
                let update = FeedStates.update(feed.source, to: first.sections)
                var animation = AnimationSettings()
                animation.timing = TransitionTiming(duration: 0.5, framesPerSecond: 60)
                animation.hold = 0
                let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bench-motion-\(getpid())")
                defer { try? FileManager.default.removeItem(at: folder) }
                let start = ContinuousClock.now
                let manifest = try await AnimationWriter.write(
                    updates: [update], settings: FeedRenderSettings(presentation: feed.presentation), animation: animation,
                    imageLoader: nil, folder: folder, renderer: "bench")
                let elapsed = ContinuousClock.now - start
                best = min(best, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
                frames = manifest.frames.count
            }
            return (frames, best)
        }
        print(String(format: "motion transition 0.5 s at 60 fps (%d APNG frames, weather expand, iphone-15): %.3f s (target < 2 s)",
                     frames, seconds))
        try AppPreviewBench.run(feed: previewFeed)
    }
}
