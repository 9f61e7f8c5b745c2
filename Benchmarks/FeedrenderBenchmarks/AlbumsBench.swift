import ArgumentParser
import FeedDocuments
import FeedRendering
import Foundation
import ImageLoading
import Lists
import Text

/// `feedrender-bench albums`: CPU seconds the layout stage spends on a long feed of album
/// rows (a 90 pt cover, a 2-line title, a 3-line description, a count badge), each row's
/// texts distinct so no measure is answered from another row's. Layout of such a feed is
/// almost all text measuring, so this is the figure text-cost work has to move.
public struct AlbumsBench: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "albums",
        abstract: "Layout CPU seconds for a feed of distinct album rows (text measuring, mostly).")

    @Option(help: "Album rows in the feed.")
    var rows = 40_000

    @Option(help: ArgumentHelp("Jobs (default: one per core).", valueName: "n"))
    var jobs: Int?

    public init() {}

    public func run() throws {
        try FontEnvironment.requireInstalled()
        let count = rows, jobs = jobs ?? ProcessInfo.processInfo.activeProcessorCount
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("feedrender-albums-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let document = folder.appendingPathComponent("albums.json")
        try Self.document(rows: count).write(to: document)

        let times = StageTimes()
        let measured = try runBlocking {
            let loader = ImageLoader(configuration: ImageLoaderConfiguration(allowedFileRoots: [folder]))
            defer { loader.shutdown() }
            let loaded = try FeedDocument.load(from: document, loader: loader)
            let width = loaded.presentation.device.width
            let feedRows = loaded.source.rows().map { RenderRow($0, visibleHeight: 700) }
            return await RowMeasurer.measure(feedRows, listWidth: width, scale: loaded.presentation.device.scale,
                                             jobs: jobs, collectsImages: true, times: times)
        }
        let cpu = times.cpuSeconds[.layout] ?? 0, wall = times.seconds[.layout] ?? 0
        let height = measured.reduce(0) { $0 + $1.height }
        print("albums: \(count) rows, \(jobs) jobs, \(Int(height)) pt of content")
        print("albums layout cpu: \(String(format: "%.2f", cpu)) s (\(String(format: "%.1f", cpu / Double(count) * 1e6)) us per row)")
        print("albums layout worker time: \(String(format: "%.2f", wall)) s")
    }

    /// A feed document of `rows` albums whose titles and descriptions differ row to row
    /// (a fixed word list, a fixed sequence: the same document every run).
    static func document(rows: Int) throws -> Data {
        let words = ["ridges", "lakes", "temples", "autumn", "rover", "dust", "sunrise", "valley", "river", "coast",
                     "harbour", "city", "night", "market", "alley", "garden", "forest", "summit", "trail", "京都"]
        var state: UInt64 = 7
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        func phrase(_ minimum: Int, _ maximum: Int) -> String {
            (0..<(minimum + next(maximum - minimum + 1))).map { _ in words[next(words.count)] }.joined(separator: " ")
        }
        let items: [[String: Any]] = (0..<rows).map { index in
            ["id": "a\(index)", "title": "\(phrase(1, 6).capitalized) \(index)", "content": phrase(3, 14) + ".",
             "count": 1 + next(3000)]
        }
        let feed: [String: Any] = ["sections": [["id": "albums", "kind": "album", "items": items]]]
        return try JSONSerialization.data(withJSONObject: feed, options: [.sortedKeys])
    }
}
