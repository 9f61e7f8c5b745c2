import ArgumentParser

/// `feedrender screenshots`: store screenshots. `render` (the default: `feedrender
/// screenshots CONFIG --out DIR`) draws them; `verify DIR` checks a folder against the
/// stores' rules; `previews CONFIG --out DIR` renders its App Store app previews.
package struct ScreenshotsCommand: AsyncParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "screenshots",
        abstract: "Render App Store / Play Store screenshots, or check a folder of them against the stores' rules.",
        discussion: """
            Without a subcommand, `render` runs: `feedrender screenshots CONFIG --out DIR`. \
            `feedrender screenshots verify DIR` checks DIR as fastlane deliver and supply would upload it. \
            `feedrender screenshots previews CONFIG --out DIR` renders the configuration's App Store app previews.
            """,
        subcommands: [ScreenshotsRenderCommand.self, ScreenshotsVerifyCommand.self, ScreenshotsPreviewsCommand.self],
        defaultSubcommand: ScreenshotsRenderCommand.self)

    package init() {}
}
