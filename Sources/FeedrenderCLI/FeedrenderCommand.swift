import ArgumentParser

/// `feedrender`: renders feeds, layout documents and store screenshots to PNG.
public struct FeedrenderCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "feedrender",
        abstract: "Render app feeds to PNG, headless.",
        subcommands: [BenchCommand.self])

    public init() {}
    public func run() throws {}
}
