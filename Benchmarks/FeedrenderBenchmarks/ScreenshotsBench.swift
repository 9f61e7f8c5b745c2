import FeedrenderCLI
import Appearance
import ArgumentParser
import DocumentModel
import FeedDocuments
import Foundation
import LayoutDocuments
import Screenshots

/// `feedrender bench screenshots`: renders the example store screenshot set (5 locales ×
/// 4 devices × 5 screens) and prints the time, images per second and cell reuse.
public struct ScreenshotsBench: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "screenshots",
        abstract: "Time a store screenshot run (the example: 100 images).")

    @Option(help: ArgumentHelp("Screenshots configuration (default: examples/screenshots/screenshots.yaml).",
                               valueName: "path"))
    var config = "examples/screenshots/screenshots.yaml"

    @Option(help: ArgumentHelp("Jobs (default: one per core).", valueName: "n"))
    var jobs: Int?

    public init() {}

    public func run() throws {
        let configuration: ScreenshotConfiguration
        do {
            configuration = try ScreenshotConfiguration.load(from: config)
        } catch let error as ScreenshotError {
            throw CommandFailure(status: .badInput, message: error.message)
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("feedrender-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        // As `feedrender screenshots` does: freed screens go back to the system.
        MemoryTuning.returnLargeBuffersToTheSystem()
        let renderer = ScreenshotRenderer(configuration: configuration,
                                          jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount)
        let result = try runBlocking { try await renderer.render(to: directory) }
        let bytes = result.files.reduce(0) { total, file in
            total + ((try? FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent(file).path)[.size]
                as? Int) ?? 0)
        }
        print("screenshots.images: \(result.files.count) images")
        print("screenshots.wall: \(String(format: "%.2f", result.wallSeconds)) s")
        print("screenshots.per_image: \(String(format: "%.0f", 1000 * result.wallSeconds / Double(max(1, result.files.count)))) ms")
        print("screenshots.cells_drawn: \(result.cellsDrawn) cells")
        print("screenshots.cells_reused: \(result.cellsReused) cells")
        print("screenshots.png_bytes_per_image: \(bytes / max(1, result.files.count) / 1024) KiB")
        print("screenshots.peak_rss: \(String(format: "%.1f", FeedBench.peakResidentMegabytes())) MB")
    }
}
