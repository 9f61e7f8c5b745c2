import Appearance
import ArgumentParser
import DocumentModel
import FeedDocuments
import FeedRendering
import Foundation
import LayoutDocuments
import Screenshots
import Text

/// `feedrender screenshots CONFIG --out DIR`: store screenshots (framed devices, captions,
/// backgrounds) for every screen, device and locale of a configuration.
package struct ScreenshotsCommand: AsyncParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "screenshots",
        abstract: "Render App Store / Play Store screenshots: framed devices, captions, backgrounds, locales.",
        discussion: """
            CONFIG (YAML or JSON) lists devices, locales (each a strings file) and screens \
            (a feed, a scroll position, a theme, caption string keys and a background); see \
            examples/screenshots/. Images are written as DIR/<locale>/<nn>_<device>.png, the \
            layout fastlane deliver uploads.

            \(ExitStatus.helpText)
            """)

    @Argument(help: ArgumentHelp("The screenshots configuration (YAML or JSON).", valueName: "config"))
    var config: String

    @Option(help: ArgumentHelp("Folder to write <locale>/<nn>_<device>.png into (created if missing).", valueName: "dir"))
    var out: String?

    @Option(help: "Screenshots drawn at once (default: one per core).")
    var jobs: Int?

    @Option(help: ArgumentHelp("Render only share i of n (0-based) of the screenshots, e.g. 1/3.", valueName: "i/n"))
    var shard: String?

    package init() {}

    package mutating func validate() throws {
        if out == nil { throw ValidationError("missing --out DIR (the folder to write the screenshots to)") }
        if out == "" { throw ValidationError("--out needs a folder; an empty path is not one") }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        if let shard, RenderShard(shard) == nil { throw ValidationError("--shard must be i/n with 0 <= i < n, got '\(shard)'") }
    }

    package func run() async throws {
        do {
            try FontEnvironment.requireInstalled()
        } catch {
            throw CommandFailure(status: .renderFailure, message: "\(error)")
        }
        let configuration = try ScreenshotConfiguration.load(from: config)
        let renderer = ScreenshotRenderer(configuration: configuration,
                                          jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount,
                                          shard: shard.flatMap(RenderShard.init), progress: ProgressBar())
        let directory = URL(fileURLWithPath: out ?? ".").absoluteURL
        let result = try await Interruption.run(cleaning: directory) { try await renderer.render(to: directory) }
        print("wrote \(result.files.count) screenshots to \(directory.path) in \(String(format: "%.1f", result.wallSeconds)) s "
              + "(\(result.cellsDrawn) cells drawn, \(result.cellsReused) reused)")
    }
}
