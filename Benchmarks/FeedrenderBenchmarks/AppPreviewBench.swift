import Foundation
import Screenshots

/// The app preview line of `feedrender-bench motion`: a 30 s, 30 fps App Store app preview
/// (886×1920, H.264 through ffmpeg) of a feed scrolled from the top, a screen at a time with
/// a pause between, rendered as `feedrender screenshots previews` renders it.
enum AppPreviewBench {
    static func run(feed: String) throws {
        guard FileManager.default.fileExists(atPath: feed) else {
            print("motion app preview: no \(feed) (the peer benchmark's setup.sh writes it); skipped")
            return
        }
        let feedURL = URL(fileURLWithPath: feed).absoluteURL
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bench-preview-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // Fifteen 1.2 s scrolls of 1,500 pt with 0.7 s after each: 22,500 pt, then held to 30 s.
        let steps = String(repeating: "      - {scroll: {by: 1500}, duration: 1.2}\n      - {wait: 0.7}\n", count: 15)
        let config = """
            devices: [iphone-16-pro-max]
            locales: {en-US: null}
            screens: [{feed: \(feedURL.path), caption: {title: unused}, background: "#000000"}]
            previews:
              - feed: \(feedURL.path)
                duration: 30
                steps:
            \(steps)
            """
        let configPath = folder.appendingPathComponent("previews.yaml").path
        try config.write(toFile: configPath, atomically: true, encoding: .utf8)
        let configuration = try ScreenshotConfiguration.load(from: configPath,
                                                             allowedRoots: [feedURL.deletingLastPathComponent().path])
        let result = try runBlocking {
            try await PreviewRenderer(configuration: configuration).render(to: folder.appendingPathComponent("out"))
        }
        let file = result.files.first
        let size = file.map { "\($0.width)x\($0.height)" } ?? "?"
        print("motion app preview 30 s at 30 fps (900 frames, feed-100, \(size) H.264, \(file?.videoBytes ?? 0) bytes): "
              + String(format: "%.2f s (target < 30 s), peak RSS %.0f MB", result.wallSeconds, FeedBench.peakResidentMegabytes()))
    }
}
