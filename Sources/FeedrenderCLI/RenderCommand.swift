import ArgumentParser
import Feed

/// `feedrender render FEED --out DIR`: renders a feed document (JSON or YAML, a file or
/// an http(s) URL) to frames, a strip and a manifest.
public struct RenderCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a feed document to PNG frames, a full-length strip and manifest.json.",
        discussion: """
            FEED is a path or an http(s) URL of a JSON or YAML feed document (the benchmark's \
            feed-N.json format is accepted too). Files are written atomically; rendering twice \
            gives byte-identical files whatever --jobs is.

            \(ExitStatus.helpText)
            """)

    @Argument(help: ArgumentHelp("The feed document: a file path or an http(s) URL.", valueName: "feed"))
    var feed: String

    @OptionGroup var options: RenderOptions

    public init() {}

    public mutating func validate() throws {
        if options.out == nil { throw ValidationError("missing --out DIR (the folder to write the PNGs to)") }
    }

    public func run() throws {
        try FeedRenderRun(input: .init(argument: feed), options: options).run()
    }
}
