import ArgumentParser

/// `feedrender screenshots`: store screenshots. `render` (the default: `feedrender
/// screenshots CONFIG --out DIR`) draws them; `verify DIR` checks a folder against the
/// stores' rules.
package struct ScreenshotsCommand: AsyncParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "screenshots",
        abstract: "Render App Store / Play Store screenshots, or check a folder of them against the stores' rules.",
        discussion: """
            Without a subcommand, `render` runs: `feedrender screenshots CONFIG --out DIR`. \
            `feedrender screenshots verify DIR` checks DIR as fastlane deliver and supply would upload it.
            """,
        subcommands: [ScreenshotsRenderCommand.self, ScreenshotsVerifyCommand.self],
        defaultSubcommand: ScreenshotsRenderCommand.self)

    package init() {}
}
