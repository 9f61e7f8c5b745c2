import FeedrenderSupport
import Appearance
import ArgumentParser
import DocumentModel
import FeedRendering
import Foundation
import LayoutDocuments
import Screenshots
import Text

extension StoreProfile: ExpressibleByArgument {}

/// `feedrender screenshots [render] CONFIG --out DIR`: store screenshots (framed devices,
/// captions, backgrounds) for every screen, device and locale of a configuration.
package struct ScreenshotsRenderCommand: AsyncParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render App Store / Play Store screenshots: framed devices, captions, backgrounds, locales.",
        discussion: """
            CONFIG (YAML or JSON) lists devices, locales (each a strings file) and screens \
            (a feed, a scroll position, a theme, caption string keys and a background); \
            docs/screenshots.md lists every key, examples/screenshots/ has a full example. \
            DIR is the fastlane folder: iPhones and iPads are written as \
            DIR/screenshots/<locale>/<nn>_<device>.png, the layout fastlane deliver uploads; \
            Android devices as DIR/metadata/android/<locale>/images/phoneScreenshots/<n>.png (and \
            sevenInchScreenshots, tenInchScreenshots, featureGraphic.png), the layout fastlane \
            supply uploads; --store narrows the run to one store. Images the previous run wrote \
            (DIR/feedrender-screenshots.json) and this one does not are removed.

            \(ExitStatus.helpText)
            """)

    @Argument(help: ArgumentHelp("The screenshots configuration (YAML or JSON).", valueName: "config"))
    var config: String

    @Option(help: ArgumentHelp("Folder to write the screenshots into (created if missing).", valueName: "dir"))
    var out: String

    @Option(help: ArgumentHelp("Write one store only: app-store (iPhones and iPads, fastlane deliver's layout) or play "
                               + "(Android devices, fastlane supply's); default: the configuration's store, else both.",
                               valueName: "store"))
    var store: StoreProfile?

    @Flag(help: ArgumentHelp("Fail (exit 1, nothing written) on a warning: a caption under WCAG's 4.5:1 contrast, "
                             + "a background enlarged more than 1.5×, a feed image that failed to load."))
    var strict = false

    @Flag(name: .customLong("allow-font-fallback"),
          help: "Draw text whose font family is unknown with the system face and warn, instead of failing (exit 2).")
    var allowFontFallback = false

    @Option(help: "Screenshots drawn at once (default: one per core).")
    var jobs: Int?

    @Option(name: .customLong("allow-root"),
            help: ArgumentHelp("A folder, besides the configuration's own, that its locale files, feeds and "
                               + "background images may come from (repeatable).", valueName: "dir"))
    var allowRoot: [String] = []

    @Option(name: .customLong("limit"), help: DocumentLimitOption.help)
    var limit: [String] = []

    @Option(help: ArgumentHelp("Render only share i of n (0-based) of the screenshots, e.g. 1/3.", valueName: "i/n"))
    var shard: String?

    @Flag(help: ArgumentHelp("After writing, check the folder against the stores' rules as `screenshots verify` does "
                             + "(exit 1 on a violation)."))
    var verify = false

    package init() {}

    package mutating func validate() throws {
        if out.isEmpty { throw ValidationError("--out needs a folder; an empty path is not one") }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        _ = try DocumentLimitOption.limits(limit)
        if let shard, RenderShard(shard) == nil { throw ValidationError("--shard must be i/n with 0 <= i < n, got '\(shard)'") }
    }

    package func run() async throws {
        do {
            try FontEnvironment.requireInstalled()
        } catch {
            throw CommandFailure(status: .renderFailure, message: "\(error)")
        }
        MemoryTuning.returnLargeBuffersToTheSystem()
        let roots = allowRoot.map { URL(fileURLWithPath: $0).absoluteURL.path }
        var configuration = try ScreenshotConfiguration.load(from: config, allowedRoots: roots,
                                                             limits: try DocumentLimitOption.limits(limit))
        if allowFontFallback { configuration.allowsFontFallback = true }
        let renderer = ScreenshotRenderer(configuration: configuration, store: store,
                                          jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount, strict: strict,
                                          shard: shard.flatMap(RenderShard.init), progress: ProgressBar())
        let directory = URL(fileURLWithPath: out).absoluteURL
        let result = try await Interruption.run(cleaning: directory) { try await renderer.render(to: directory) }
        for warning in result.warnings { Console.line("warning: \(warning)", to: .error) }
        let skipped = result.skippedDevices.isEmpty ? ""
            : "; skipped \(result.skippedDevices.joined(separator: ", ")) (not \(renderer.stores.map(\.rawValue).joined(separator: " or ")) devices)"
        let removed = result.removedFiles.isEmpty ? ""
            : "; removed \(result.removedFiles.count) the previous run wrote and this one does not"
        Console.line("wrote \(result.files.count) screenshots to \(directory.path) in \(String(format: "%.1f", result.wallSeconds)) s "
              + "(\(result.cellsDrawn) cells drawn, \(result.cellsReused) reused\(skipped)\(removed))")
        if verify { try ScreenshotsVerifyCommand.report(try StoreVerifier.verify(directory), in: directory) }
    }
}
