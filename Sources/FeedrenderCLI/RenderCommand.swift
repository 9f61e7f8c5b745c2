import Appearance
import ArgumentParser
import DocumentModel
import LayoutDocuments

/// `feedrender render [FEED] --out DIR`: renders a feed document (JSON or YAML, a file or
/// an http(s) URL), or the built-in demo feed when FEED is left out, to frames, a strip,
/// contact sheets and a manifest. It is the default subcommand: `feedrender --out DIR`.
package struct RenderCommand: AsyncParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a feed document to PNG frames, a full-length strip and manifest.json.",
        discussion: """
            FEED is a path or an http(s) URL of a JSON or YAML feed document (the benchmark's \
            feed-N.json format is accepted too); without it, the built-in demo feed is rendered. \
            Files are written atomically; rendering twice gives byte-identical files whatever \
            --jobs is.

            \(ExitStatus.helpText)
            """)

    @Argument(help: ArgumentHelp("The feed document: a file path or an http(s) URL (default: the built-in demo).",
                                 valueName: "feed"))
    var feed: String?

    @OptionGroup var options: RenderOptions

    package init() {}

    package mutating func validate() throws {
        if options.out == nil { throw ValidationError("missing --out DIR (the folder to write the PNGs to)") }
    }

    package func run() async throws {
        try await FeedRenderRun(input: feed.map { .init(argument: $0) } ?? .demo, options: options).run()
    }
}
