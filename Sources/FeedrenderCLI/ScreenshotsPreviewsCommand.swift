import ArgumentParser
import FeedrenderSupport
import Foundation
import Screenshots
import Text

/// `feedrender screenshots previews CONFIG --out DIR`: the App Store app previews a
/// screenshots configuration scripts under `previews:` (videos and poster frames).
package struct ScreenshotsPreviewsCommand: AsyncParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "previews",
        abstract: "Render the App Store app previews (H.264 videos and poster frames) of a screenshots configuration.",
        discussion: """
            CONFIG's `previews:` each script a feed (waits, scrolls, changes to its `states`) \
            for 15-30 seconds; docs/screenshots.md lists the keys. Every preview is rendered \
            per locale and device class at App Store Connect's size (886x1920 for 6.9"-5.8" \
            iPhones, 1200x1600 for iPads, turned for landscape), 30 fps, H.264 in .mp4 with a \
            silent stereo track, no device frame, plus its poster frame as a PNG, to \
            DIR/app_previews/<locale>/<nn>_<TYPE>_<device>.mp4 and .png: pass DIR/app_previews \
            as fastlane deliver's app_previews_path. Needs Debian's ffmpeg program (scripts/setup \
            installs it). Duration, size, frame rate and codec are checked before anything is \
            written (exit 2 naming the key).

            \(ExitStatus.helpText)
            """)

    @Argument(help: ArgumentHelp("The screenshots configuration (YAML or JSON) with `previews`.", valueName: "config"))
    var config: String

    @Option(help: ArgumentHelp("Folder to write app_previews/ into (created if missing).", valueName: "dir"))
    var out: String

    @Flag(help: "Fail (exit 1, nothing written) on a warning, such as a string a locale lacks.")
    var strict = false

    @Option(help: "Cells drawn at once (default: one per core).")
    var jobs: Int?

    @Option(name: .customLong("allow-root"),
            help: ArgumentHelp("A folder, besides the configuration's own, that its files may come from (repeatable).",
                               valueName: "dir"))
    var allowRoot: [String] = []

    @Option(name: .customLong("limit"), help: DocumentLimitOption.help)
    var limit: [String] = []

    package init() {}

    package mutating func validate() throws {
        if out.isEmpty { throw ValidationError("--out needs a folder; an empty path is not one") }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        _ = try DocumentLimitOption.limits(limit)
    }

    package func run() async throws {
        do {
            try FontEnvironment.requireInstalled()
        } catch {
            throw CommandFailure(status: .renderFailure, message: "\(error)")
        }
        let roots = allowRoot.map { URL(fileURLWithPath: $0).absoluteURL.path }
        let configuration = try ScreenshotConfiguration.load(from: config, allowedRoots: roots,
                                                             limits: try DocumentLimitOption.limits(limit))
        let renderer = PreviewRenderer(configuration: configuration,
                                       jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount, strict: strict)
        let directory = URL(fileURLWithPath: out).absoluteURL
        let result = try await Interruption.run(cleaning: directory) { try await renderer.render(to: directory) }
        for warning in result.warnings { Console.line("warning: \(warning)", to: .error) }
        for file in result.files {
            Console.line("\(file.video) (\(file.type), \(file.width)x\(file.height), \(file.videoBytes) bytes) and \(file.poster)")
        }
        Console.line("wrote \(result.files.count) app previews to \(directory.appendingPathComponent(PreviewRenderer.folder).path) "
                     + "in \(String(format: "%.1f", result.wallSeconds)) s (fastlane deliver: app_previews_path)")
    }
}
